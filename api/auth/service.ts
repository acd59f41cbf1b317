/**
 * Login with e-mail and password (argon2id), bearer tokens with an expiry, the current customer,
 * and password reset by a single-use e-mailed link. Login attempts and reset requests are rate
 * limited per e-mail and per client IP (rate-limit.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { HttpError, notFound, unauthorized } from '../errors.ts';
import type { Language } from '../http/language.ts';
import type { Mail } from '../mail/mailer.ts';
import { memoryRateLimits, type RateLimitFactory, type SharedRateLimit } from './rate-limit.ts';
import type { AuthRepository, CustomerRow } from './repository.ts';
import { resetMail } from './reset-mail.ts';

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, 'rate_limited', 'Too many attempts; try again later');
  }
}

const invalidResetToken = () =>
  new HttpError(400, 'invalid_reset_token', 'This reset link is invalid or has expired');

async function guard(limits: SharedRateLimit[], keys: string[]) {
  for (const [i, limit] of limits.entries()) {
    const { limited, retryAfterS } = await limit.check(keys[i]!);
    if (limited) throw new RateLimitedError(retryAfterS);
  }
}

interface AuthOptions {
  now?: () => Date;
  /** Sends a mail (api/mail); without one, reset links go nowhere (tests pass their own). */
  send?: (mail: Mail) => Promise<unknown>;
  /** Where reset links point: the storefront's public URL. */
  storefrontUrl?: string;
  /**
   * Moves the guest cart of a cart token into the customer's cart at login (cart/merge.ts
   * `mergeAtLogin`); answers whether lines were merged into lines the customer had (`scart_items_merged`)
   * and whether a discount code was dropped because the merged cart names a quote.
   */
  mergeCart?: (
    customerId: number,
    cartToken: string | undefined,
  ) => Promise<{ merged: boolean; discountCodeRemoved: boolean }>;
  /**
   * Where the rate limits count: default in this process's memory; with REDIS_URL in Redis, shared
   * by every API instance (rate-limit.ts, decision 026).
   */
  rateLimits?: RateLimitFactory;
}

const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Failed logins: 10 per e-mail and 30 per IP in 15 minutes. Reset requests: 3 per e-mail and 10 per IP an hour. */
export const LIMITS = {
  loginPerEmail: { max: 10, windowMs: 15 * 60 * 1000 },
  loginPerIp: { max: 30, windowMs: 15 * 60 * 1000 },
  resetPerEmail: { max: 3, windowMs: 60 * 60 * 1000 },
  resetPerIp: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Consumers with a real account may edit their account and addresses; dealers and trade accounts get none (spec 6). */
export function permissionsOf(c: Pick<CustomerRow, 'accountExists' | 'isDealer' | 'isUnit4'>): string[] {
  if (!c.accountExists || c.isDealer || c.isUnit4) return [];
  return ['account.edit', 'address.create', 'address.edit'];
}

export function createAuthService(repo: AuthRepository, options: AuthOptions = {}) {
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const limit: RateLimitFactory = options.rateLimits ?? memoryRateLimits(clock);
  const loginPerEmail = limit('loginPerEmail', LIMITS.loginPerEmail);
  const loginPerIp = limit('loginPerIp', LIMITS.loginPerIp);
  const resetPerEmail = limit('resetPerEmail', LIMITS.resetPerEmail);
  const resetPerIp = limit('resetPerIp', LIMITS.resetPerIp);
  const storefrontUrl = (options.storefrontUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  // Unknown e-mail addresses are checked against this hash too, so both cases take as long.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hash(randomBytes(16).toString('hex'), { algorithm: 2 });
    return dummyHash;
  };

  /**
   * A new session token for the customer (login, and an account made from a guest order); the
   * guest cart of `cartToken` (if any) moves into the customer's cart.
   */
  async function startSession(customerId: number, cartToken?: string) {
    const token = randomBytes(32).toString('base64url');
    await repo.deleteExpired(customerId, now());
    await repo.createToken(customerId, hashToken(token), new Date(now().getTime() + TOKEN_TTL_MS));
    const merge = await options.mergeCart?.(customerId, cartToken);
    // `scart_discount_code_removed` is only there when it is true (a code dropped beside a quote).
    return {
      token,
      scart_items_merged: merge?.merged ?? false,
      ...(merge?.discountCodeRemoved ? { scart_discount_code_removed: true as const } : {}),
    };
  }

  async function customerFromToken(token: string | undefined): Promise<CustomerRow | undefined> {
    if (!token || !TOKEN_SHAPE.test(token)) return undefined;
    return repo.customerByTokenHash(hashToken(token), now());
  }

  return {
    /** A new session token; the guest cart of `cartToken` (if any) moves into the customer's cart. */
    async login(email: string, password: string, ip = '', cartToken?: string) {
      const address = email.trim().toLowerCase();
      // Checked before the password: a locked e-mail stays locked for the window, right password or not.
      await guard([loginPerEmail, loginPerIp], [address, ip]);
      const customer = await repo.customerByEmail(address);
      const ok = customer?.passwordHash
        ? await verify(customer.passwordHash, password).catch(() => false)
        : (await verify(await dummy(), password).catch(() => false)) && false;
      if (!customer || !ok) {
        await Promise.all([loginPerEmail.hit(address), loginPerIp.hit(ip)]);
        throw new HttpError(401, 'invalid_credentials', 'The e-mail address or password is not correct');
      }
      await loginPerEmail.reset(address);
      return startSession(customer.id, cartToken);
    },

    startSession,

    async logout(token: string | undefined) {
      if (!token) throw unauthorized();
      if (TOKEN_SHAPE.test(token)) await repo.deleteToken(hashToken(token));
      return { logged_out: true };
    },

    customerFromToken,

    /** A single-use reset link by e-mail; 404 for an unknown address (spec 8), 429 when asked too often. */
    async sendResetToken(lang: Language, email: string, ip = '') {
      const address = email.trim().toLowerCase();
      await guard([resetPerIp, resetPerEmail], [ip, address]);
      await resetPerIp.hit(ip);
      const customer = await repo.customerByEmail(address);
      if (!customer) throw notFound('There is no account with this e-mail address');
      await resetPerEmail.hit(address);
      const token = randomBytes(32).toString('base64url');
      await repo.replaceResetToken(
        customer.id,
        hashToken(token),
        new Date(now().getTime() + RESET_TOKEN_TTL_MS),
      );
      const link = `${storefrontUrl}${lang.locale === 'en' ? '/en' : ''}/reset-password/${token}`;
      await options.send?.(
        resetMail({
          locale: lang.locale,
          to: customer.email,
          firstname: customer.firstname,
          middleName: customer.middleName,
          lastname: customer.lastname,
          link,
        }),
      );
      return { sent: true };
    },

    async checkResetToken(token: string) {
      if (!TOKEN_SHAPE.test(token) || !(await repo.resetTokenCustomer(hashToken(token), now()))) {
        throw invalidResetToken();
      }
      return { valid: true };
    },

    /** Sets the new password; the link is used up and every session of the customer ends. */
    async resetPassword(token: string, password: string) {
      if (!TOKEN_SHAPE.test(token)) throw invalidResetToken();
      const passwordHash = await hash(password, { algorithm: 2 });
      if (!(await repo.resetPassword(hashToken(token), now(), passwordHash))) throw invalidResetToken();
      return { reset: true };
    },

    async me(token: string | undefined) {
      const c = await customerFromToken(token);
      if (!c) throw unauthorized('Log in to see this');
      return {
        id: c.id,
        email: c.email,
        firstname: c.firstname,
        middle_name: c.middleName,
        lastname: c.lastname,
        phone: c.phone,
        company: c.company,
        account_exists: c.accountExists,
        is_dealer: c.isDealer,
        is_unit4: c.isUnit4,
        permissions: permissionsOf(c),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
