/**
 * The storefront's calls of withdrawal and returns (decision 093; shared/contract/returns.ts), as
 * SWR keys built like every other (`getKey`/`postKey`): the look-up and the withdrawal are posted
 * once and never cached; the customer's returns are their own data (no-store).
 */
import { getKey, postKey } from './api-keys.ts';
import type { Locale } from './locale.ts';

export interface WithdrawalIdentity {
  order_number: string;
  /** left out by a logged-in customer for an order of their own */
  email?: string;
}

export const returnKeys = {
  /** `POST withdrawals/lookup` → `{ data: WithdrawalOrder }`. */
  lookup: (locale: Locale, who: WithdrawalIdentity) => postKey('/withdrawals/lookup', locale, who),
  /** `POST withdrawals` → 201 `{ data: Withdrawal }` (after the confirm step). */
  withdraw: (
    locale: Locale,
    payload: WithdrawalIdentity & {
      name: string;
      all: boolean;
      lines: { order_line_id: number; amount: number }[];
    },
  ) => postKey('/withdrawals', locale, payload),
  /** `GET customer/returns` → `{ data: Withdrawal[] }`. */
  customerReturns: (locale: Locale) => getKey('/customer/returns', locale),
} as const;

/** The model withdrawal form as a PDF, through the storefront's /api proxy. */
export const modelFormPdfUrl = (locale: Locale) => `/api/withdrawal-form/pdf?lang=${locale}`;
