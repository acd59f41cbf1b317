/**
 * The cart's SWR key and the API paths of its changes (spec 7, decision 018), apart from `apiKeys`:
 * the header's count needs only `cartKeys.cart`; the changes are made by code that loads after an
 * interaction or with the cart page (through `apiSend`, which adds the language).
 */
import { getKey } from './api-keys.ts';
import type { Locale } from './locale.ts';

export const cartKeys = {
  /** `GET shoppingCart` → `{ data: Cart }`: the visitor's cart (the customer's with a token, else the guest's). */
  cart: (locale: Locale) => getKey('/shoppingCart', locale),
} as const;

/** The changes: every one answers `{ data: Cart }` but the discount code (`{ data: { error } }`). */
export const cartPaths = {
  /** POST { po_id, amount }: adds to the line (or makes it). */
  add: '/shoppingCart/add',
  /** POST { po_id, amount }: sets the line's amount (0 removes it). */
  set: '/shoppingCart/set',
  /** POST { items: [{ po_id, amount }] }: adds many lines at once (the dealer quick order). */
  addMany: '/shoppingCart/addMany',
  /** DELETE: removes the line of this product option. */
  remove: (poId: number) => `/shoppingCart/${encodeURIComponent(String(poId))}`,
  /** PUT { code }: applies a code (null removes it). */
  discountCode: '/shoppingCart/discountCode',
  /** PUT { invoice, delivery | null }: the checkout's addresses, kept on the cart (spec 7). */
  addressData: '/shoppingCart/addressData',
} as const;
