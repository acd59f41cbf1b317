/**
 * What a refused checkout call says to the visitor (the checkout page and the payment redirect
 * page): the API's own message where it explains, else the generic one (spec 8).
 */
import type { Translate } from '../../../shared/i18n/index.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';

/** 503 refusals whose message the API writes for the visitor, in the visitor's language. */
const explainedUnavailable = new Set(['payments_unavailable']);

/**
 * The text of a refused order: the API's own message for what it explains (stock, prices, an
 * address, a method: 400, 404, 409, 422; a payment that could not start: 502; no payment provider:
 * 503 `payments_unavailable`, which the /api proxy passes through, decision 077), else 'error_occured'.
 */
export function orderErrorText(error: unknown, t: Translate): string {
  if (
    error instanceof ApiFetchError &&
    ([400, 404, 409, 422, 502].includes(error.status) ||
      (error.status === 503 && explainedUnavailable.has(error.code))) &&
    error.message &&
    error.message !== 'error_occured' &&
    error.code !== 'upstream_error' &&
    error.code !== 'upstream_unavailable'
  )
    return error.message;
  return t('error_occured');
}

/** Whether a refusal means the cart changed under the visitor (show the cart again). */
export const cartMoved = (error: unknown) =>
  error instanceof ApiFetchError &&
  error.status === 409 &&
  ['price_changed', 'out_of_stock', 'insufficient_stock', 'cart_empty'].includes(error.code);
