/**
 * A guest's order becomes an account (decision 020): for GUEST_ACCOUNT_DAYS after ordering, the
 * order's page offers it, and `POST checkout/createAccount` makes the guest record an account and
 * logs it in. Never attached by e-mail alone: where an account with the e-mail exists, log in.
 */
import { hash } from '@node-rs/argon2';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../http/language.ts';
import type { CheckoutContext } from './context.ts';
import { orderOfToken } from './order-token.ts';
import type { CheckoutRepository, OrderRow } from './repository.ts';

/** A guest can make an account from the order page for this long after ordering. */
const GUEST_ACCOUNT_DAYS = 7;

/** create: a guest order whose e-mail has no account; login: one exists; none: the order is an account's. */
type AccountOffer = 'create' | 'login' | 'none';

const text = {
  accountExists: {
    nl: 'Er bestaat al een account met dit e-mailadres. Log in om uw bestellingen te zien.',
    en: 'An account with this e-mail address exists already. Log in to see your orders.',
  },
  accountTooLate: {
    nl: 'Een account maken vanaf deze bestelling kan niet meer. Registreer via "wachtwoord vergeten".',
    en: 'An account can no longer be made from this order. Use "forgot password" instead.',
  },
};

/** Whether the order is recent enough to make an account from. */
const recent = (order: OrderRow, now: () => Date) =>
  now().getTime() - order.createdAt.getTime() < GUEST_ACCOUNT_DAYS * 86_400_000;

/** What the order's page offers its customer record (undefined: none found). */
export async function accountOffer(
  repo: CheckoutRepository,
  order: OrderRow,
  customer: { email: string; accountExists: boolean } | undefined,
  now: () => Date,
): Promise<AccountOffer> {
  if (!customer || customer.accountExists) return 'none';
  if (await repo.accountExists(customer.email)) return 'login';
  return recent(order, now) ? 'create' : 'none';
}

export function guestAccounts({ repo, auth, now }: CheckoutContext) {
  return {
    /**
     * `POST checkout/createAccount`: the guest record of the order becomes an account with this
     * password, and is logged in. Refused (409) when the order is an account's already, when an
     * account with its e-mail exists (log in instead: never attached by e-mail alone), or after
     * GUEST_ACCOUNT_DAYS.
     */
    async createAccount(token: string, lang: Language, password: string, cartToken: string | undefined) {
      const order = await orderOfToken(repo, token);
      const customer = await repo.customer(order.customerId);
      if (!customer || customer.accountExists || (await repo.accountExists(customer.email)))
        throw new HttpError(409, 'account_exists', text.accountExists[lang.locale]);
      if (!recent(order, now)) throw new HttpError(409, 'link_expired', text.accountTooLate[lang.locale]);
      const passwordHash = await hash(password, { algorithm: 2 });
      let made = false;
      try {
        made = await repo.makeAccount(customer.id, passwordHash);
      } catch (error) {
        // An account with this e-mail was made at the same moment (one account per e-mail).
        if (!isUniqueViolation(error)) throw error;
      }
      if (!made) throw new HttpError(409, 'account_exists', text.accountExists[lang.locale]);
      return auth.startSession(customer.id, cartToken);
    },
  };
}
