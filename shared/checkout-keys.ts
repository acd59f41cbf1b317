/**
 * SWR keys and API paths of checkout and payments (issue 6, decision 020), apart from `apiKeys`:
 * only the checkout order page and the payment redirect page use them, so they stay out of every
 * other page's first load. Built with the same `getKey`.
 */
import { getKey } from './api-keys.ts';
import type { Locale } from './locale.ts';

export const checkoutKeys = {
  /** `GET shippingMethods?country_id=` → `{ data: ShippingMethod[] }` (default country 1, spec 9). */
  shippingMethods: (locale: Locale, countryId = 1) =>
    getKey('/shippingMethods', locale, { country_id: countryId }),
  /** `GET paymentMethods` → `{ data: PaymentMethod[] }`. */
  paymentMethods: (locale: Locale) => getKey('/paymentMethods', locale),
  /** `GET pickupPoints?postcode=&country_id=` → `{ data: PickupPoint[] }`, nearest first. */
  pickupPoints: (locale: Locale, postcode: string, countryId: number) =>
    getKey('/pickupPoints', locale, { postcode, country_id: countryId }),
  /**
   * `GET addressLookup?postcode=&house_number=&addition=` → `{ data: AddressLookupAnswer }`: a
   * Dutch address's street and city from PDOK (decision 098).
   */
  addressLookup: (locale: Locale, postcode: string, houseNumber: number, addition: string) =>
    getKey('/addressLookup', locale, { postcode, house_number: houseNumber, addition }),
  /** `GET checkout/orders/{token}` → `{ data: OrderStatus }`: the order behind its secret token. */
  order: (locale: Locale, token: string) => getKey(`/checkout/orders/${encodeURIComponent(token)}`, locale),
  /** `GET checkout/orders/{token}/invoices` → `{ data: InvoiceSummary[] }`: its invoice and credit notes (decision 094). */
  orderInvoices: (locale: Locale, token: string) =>
    getKey(`/checkout/orders/${encodeURIComponent(token)}/invoices`, locale),
} as const;

/** The changes (through `apiSend`, which adds the language). */
export const checkoutPaths = {
  /** PUT { shipping_method_id?, payment_method?, remarks?, pickup_point_id? } → `{ data: Cart }`. */
  choices: '/shoppingCart/checkout',
  /** POST with header Idempotency-Key → `{ data: PlacedOrder }`. */
  placeOrder: '/checkout/placeOrder',
  /** POST { payment_method? } → `{ data: { redirect_url } }`. */
  retryPayment: (token: string) => `/checkout/orders/${encodeURIComponent(token)}/retryPayment`,
  /** POST { order, password, password_confirmation } → logged in (the proxy keeps the token). */
  createAccount: '/checkout/createAccount',
} as const;

/** The query parameter of the payment redirect page that carries the order's secret token. */
export const ORDER_TOKEN_PARAM = 'order';
