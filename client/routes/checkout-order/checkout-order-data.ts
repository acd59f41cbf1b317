/**
 * Data of the checkout order page, before its first byte (the shell brought the cart and the
 * customer): countries, the shipping methods for the default country (spec 9), the payment
 * methods, and a customer's saved addresses. The page reads the same keys.
 */
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import { checkoutKeys } from '../../../shared/checkout-keys.ts';
import type { LoadArgs } from '../screen.ts';

export async function load({ locale, customer, get }: LoadArgs) {
  await Promise.all([
    get(apiKeys.countries(locale)),
    get(checkoutKeys.shippingMethods(locale)),
    get(checkoutKeys.paymentMethods(locale)),
    ...(customer ? [get(accountKeys.customerAddresses(locale))] : []),
  ]);
}
