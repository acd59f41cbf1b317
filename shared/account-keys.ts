/**
 * SWR keys of the account screens and calls (issue 5), apart from `apiKeys` because only code that
 * loads after an interaction or on an account page uses them: they stay out of every page's first
 * load. Built with the same `getKey`/`postKey`.
 */
import { getKey, postKey } from './api-keys.ts';
import type { Locale } from './locale.ts';

export const accountKeys = {
  /** Log in, out and reset a password: mutations, posted once and never cached (spec 7). */
  login: (locale: Locale, payload: { email: string; password: string }) =>
    postKey('/customerAuth/login', locale, payload),
  logout: (locale: Locale) => postKey('/customerAuth/logout', locale, {}),
  sendResetToken: (locale: Locale, email: string) => postKey('/customer/sendResetToken', locale, { email }),
  checkResetToken: (locale: Locale, token: string) => postKey('/customer/checkResetToken', locale, { token }),
  resetPassword: (
    locale: Locale,
    payload: { token: string; password: string; password_confirmation: string },
  ) => postKey('/customer/resetPassword', locale, payload),

  /** The logged-in customer's own data (dashboard; never cached: the API answers no-store). */
  customerAddresses: (locale: Locale) => getKey('/customer/addresses', locale),
  customerOrders: (locale: Locale, status: readonly number[]) =>
    getKey('/customer/orders', locale, { status: status.join(',') }),
  customerOrder: (locale: Locale, id: number) => getKey(`/customer/orders/${id}`, locale),
  /** `GET customer/orders/{id}/invoices` → `{ data: InvoiceSummary[] }` (decision 094). */
  customerOrderInvoices: (locale: Locale, id: number) => getKey(`/customer/orders/${id}/invoices`, locale),
  /** The customer's favourites as cards: queryProducts with `favorites` (spec 7), up to 100. */
  customerFavorites: (locale: Locale) =>
    postKey('/queryProducts', locale, { favorites: true, products_only: true, per_page: 100 }),
  customerFavoriteIds: (locale: Locale) => getKey('/customer/favorites/ids', locale),
  customerInspections: (locale: Locale) => getKey('/customer/inspections', locale),
  customerOffers: (locale: Locale) => getKey('/customer/offers', locale),
  customerOffer: (locale: Locale, id: number) => getKey(`/customer/offers/${id}`, locale),
  /** Dealer downloads of one product (dealers only). */
  dealerDownloads: (locale: Locale, productId: number) =>
    getKey(`/dealer/downloads/products/${productId}`, locale),
  /** Dealer quick order typeahead (dealers only). */
  quickOrderSearch: (locale: Locale, q: string) => getKey('/dealer/quickOrder/search', locale, { q }),
} as const;
