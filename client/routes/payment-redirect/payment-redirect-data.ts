/**
 * Data of the payment redirect page, before its first byte: the order of the `order` token (an
 * unknown token is the 404 page: it shows nobody's order) and the payment methods (to pay again).
 */
import { checkoutKeys, ORDER_TOKEN_PARAM } from '../../../shared/checkout-keys.ts';
import type { LoadArgs } from '../screen.ts';

export async function load({ locale, search, get }: LoadArgs) {
  const token = search.get(ORDER_TOKEN_PARAM);
  if (token)
    await Promise.all([get(checkoutKeys.order(locale, token)), get(checkoutKeys.paymentMethods(locale))]);
}
