/**
 * SWR key and API paths of the offer link (issue 6, decision 021), apart from `apiKeys`: only the
 * offer page and the dashboard's quote use them, so they stay out of every other first load.
 */
import { getKey } from './api-keys.ts';
import type { Locale } from './locale.ts';

export const offerKeys = {
  /** `GET offers/{token}` → `{ data: OfferLink }` (public: the token is the secret). */
  offer: (locale: Locale, token: string) => getKey(`/offers/${encodeURIComponent(token)}`, locale),
} as const;

/** The quote-to-cart calls: POST → `{ data: Cart, skipped: SkippedLine[] }`. */
export const offerPaths = {
  toCart: (token: string) => `/offers/${encodeURIComponent(token)}/cart`,
  /** The customer's own quote, from the dashboard. */
  ownToCart: (id: number) => `/customer/offers/${id}/cart`,
} as const;

/** The token of an offer link's path (`/offerlink/{token}`, `/en/offerlink/{token}`), or ''. */
export function offerTokenOf(pathname: string): string {
  const match = /\/offerlink\/([^/]+)$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}
