/**
 * Data of the home page: its content from the CMS (the `home` page: hero and introduction), deals
 * and best sellers. Each has its own Suspense boundary (a failed section never breaks the rest);
 * data the server's cache has at hand renders at once.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { LoadArgs } from '../../route-data.ts';

/** Best sellers (spec 7: queryProducts best_selling). */
export const bestSellersKey = (locale: Locale) =>
  apiKeys.queryProducts(locale, { best_selling: true, per_page: 8 });

/** Products on sale (queryProducts with deals). */
export const dealsKey = (locale: Locale) => apiKeys.queryProducts(locale, { deals: true, per_page: 4 });

/** The home page's content: the one page of type `home`. */
export const homeContentKey = (locale: Locale) => apiKeys.pages(locale, { type_code: 'home', per_page: 1 });

/**
 * The hero (the CMS content) is the page's LCP and sits above the fold: the first byte waits for
 * it, so it never streams in over a placeholder and pushes the page down (Lighthouse measured a
 * 0.33 CLS when it did); a failed answer still renders the shop's own hero. Deals and best sellers
 * stream.
 */
export async function loadHome({ locale, defer, settle }: LoadArgs) {
  defer(dealsKey(locale));
  defer(bestSellersKey(locale));
  await settle(homeContentKey(locale));
}
