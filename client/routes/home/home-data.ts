/**
 * Data of the home page: its content from the CMS (the `home` page: hero and introduction), deals
 * and best sellers. Each streams into its own Suspense boundary after the shell (a slow or failed
 * section never holds up or breaks the rest); data the server's cache has at hand renders at once.
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

export function loadHome({ locale, defer }: LoadArgs) {
  defer(homeContentKey(locale));
  defer(dealsKey(locale));
  defer(bestSellersKey(locale));
}
