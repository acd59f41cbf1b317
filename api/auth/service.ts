/** Login with e-mail and password (argon2id), bearer tokens with an expiry, and the current customer. */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { HttpError, unauthorized } from '../errors.ts';
import type { AuthRepository, CustomerRow } from './repository.ts';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Consumers with a real account may edit their account and addresses; dealers and trade accounts get none (spec 6). */
export function permissionsOf(c: Pick<CustomerRow, 'accountExists' | 'isDealer' | 'isUnit4'>): string[] {
  if (!c.accountExists || c.isDealer || c.isUnit4) return [];
  return ['account.edit', 'address.create', 'address.edit'];
}

export function createAuthService(repo: AuthRepository, now: () => Date = () => new Date()) {
  // Unknown e-mail addresses are checked against this hash too, so both cases take as long.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hash(randomBytes(16).toString('hex'), { algorithm: 2 });
    return dummyHash;
  };

  async function customerFromToken(token: string | undefined): Promise<CustomerRow | undefined> {
    if (!token || !TOKEN_SHAPE.test(token)) return undefined;
    return repo.customerByTokenHash(hashToken(token), now());
  }

  return {
    async login(email: string, password: string) {
      const customer = await repo.customerByEmail(email.trim().toLowerCase());
      const ok = customer?.passwordHash
        ? await verify(customer.passwordHash, password).catch(() => false)
        : (await verify(await dummy(), password).catch(() => false)) && false;
      if (!customer || !ok) {
        throw new HttpError(401, 'invalid_credentials', 'The e-mail address or password is not correct');
      }
      const token = randomBytes(32).toString('base64url');
      await repo.deleteExpired(customer.id, now());
      await repo.createToken(customer.id, hashToken(token), new Date(now().getTime() + TOKEN_TTL_MS));
      return { token, scart_items_merged: false };
    },

    async logout(token: string | undefined) {
      if (!token) throw unauthorized();
      if (TOKEN_SHAPE.test(token)) await repo.deleteToken(hashToken(token));
      return { logged_out: true };
    },

    customerFromToken,

    async me(token: string | undefined) {
      const c = await customerFromToken(token);
      if (!c) throw unauthorized('Log in to see this');
      return {
        id: c.id,
        email: c.email,
        firstname: c.firstname,
        middle_name: c.middleName,
        lastname: c.lastname,
        account_exists: c.accountExists,
        is_dealer: c.isDealer,
        is_unit4: c.isUnit4,
        permissions: permissionsOf(c),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
