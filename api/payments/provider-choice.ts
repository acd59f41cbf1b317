/**
 * Which payment provider is live (issue 24, decision 020 addendum). A real deployment must never
 * take test payments by accident: with `NODE_ENV=production` and no `MOLLIE_API_KEY`, anyone could
 * mark their own order paid on the test provider's page and get the confirmation mail.
 *
 * - `MOLLIE_API_KEY` set: Mollie.
 * - `TEST_PAYMENTS=on`: the built-in test provider (staging, browser tests); `off`: none.
 * - Unset: the test provider only for the fresh-machine demo, i.e. the API embedded in the
 *   storefront on its embedded database (`npm run setup && npm start`), and outside production
 *   (development, tests). A deployment on its own database (`DATABASE_URL`) or as its own API
 *   process (the storefront then has `API_URL`) gets none.
 * With none, placing an order and paying again answer 503 `payments_unavailable` before anything
 * is written; the rest of the shop works.
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.ts';
import { languageOf } from '../http/language.ts';

type PaymentProviderKind = 'mollie' | 'test' | 'none';

export interface ProviderSettings {
  mollieApiKey?: string;
  /** TEST_PAYMENTS: true (on), false (off), undefined (unset: decided below) */
  testPayments?: boolean;
  production?: boolean;
  /** the API runs inside the storefront process (API_URL unset) */
  embedded?: boolean;
  /** the API's database: the embedded PGlite or a PostgreSQL of the deployment's own */
  database: 'pglite' | 'postgres';
}

export function paymentProviderKind(s: ProviderSettings): PaymentProviderKind {
  if (s.mollieApiKey) return 'mollie';
  if (s.testPayments !== undefined) return s.testPayments ? 'test' : 'none';
  if (!s.production) return 'test';
  return s.embedded && s.database === 'pglite' ? 'test' : 'none';
}

/** The start-up line that says which provider is live, and what that means. */
export function paymentProviderNotice(
  kind: PaymentProviderKind,
  mollieApiKey?: string,
): {
  level: 'info' | 'warn';
  msg: string;
} {
  switch (kind) {
    case 'mollie':
      return {
        level: 'info',
        msg: `payments: Mollie (${mollieApiKey?.startsWith('live_') ? 'live' : 'test mode'} key)`,
      };
    case 'test':
      return {
        level: 'warn',
        msg: 'payments: the built-in test provider: no money moves, anyone can mark an order paid (demo only; set MOLLIE_API_KEY for real payments)',
      };
    case 'none':
      return {
        level: 'warn',
        msg: 'payments: none: orders cannot be placed (set MOLLIE_API_KEY, or TEST_PAYMENTS=on for a test shop)',
      };
  }
}

const unavailable = {
  nl: 'Online betalen is op dit moment niet mogelijk, daarom kunt u nu geen bestelling plaatsen. Neem contact met ons op of probeer het later opnieuw.',
  en: 'Online payment is not available right now, so orders cannot be placed. Please contact us or try again later.',
};

/** Before the checkout's routes when no provider is live: placing an order and paying again are refused. */
export const refuseWithoutProvider: RequestHandler = (req, _res, next) => {
  const paying =
    req.method === 'POST' &&
    (req.path === '/checkout/placeOrder' || /^\/checkout\/orders\/[^/]+\/retryPayment$/.test(req.path));
  if (!paying) {
    next();
    return;
  }
  next(new HttpError(503, 'payments_unavailable', unavailable[languageOf(req).locale]));
};
