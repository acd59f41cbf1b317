/**
 * Data of the home page: its content from the CMS (the `home` page: hero and introduction), deals
 * and best sellers. Each has its own Suspense boundary (a failed section never breaks the rest);
 * data the server's cache has at hand renders at once.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { LoadArgs } from '../screen.ts';

/**
 * The home page's grids have whole rows only (issue 26), at every width: products in 4 columns
 * from lg and 2 below (content.css), so each section asks for a multiple of 4 and shows one
 * (`fullRows`); the category tiles in 4 columns from lg, 2 from sm and 1 on a phone, the first
 * `wideTiles` of them spanning two columns so the last row ends full.
 */
export const HOME_GRID_COLUMNS = 4;

/** The products of whole rows: a multiple of the columns (all of them when fewer than one row). */
export function fullRows<T>(products: T[]): T[] {
  if (products.length <= HOME_GRID_COLUMNS) return products;
  return products.slice(0, products.length - (products.length % HOME_GRID_COLUMNS));
}

/**
 * How many category tiles, from the first, span two columns: the cells they add make a multiple
 * of 4, so 4 columns end on a full row; in 2 columns each wide tile is a row of its own and the
 * rest pair up (n + wide is even), and in 1 column every row is full anyway.
 */
export function wideTiles(count: number): number {
  return (HOME_GRID_COLUMNS - (count % HOME_GRID_COLUMNS)) % HOME_GRID_COLUMNS;
}

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
export async function load({ locale, defer, settle }: LoadArgs) {
  defer(dealsKey(locale));
  defer(bestSellersKey(locale));
  await settle(homeContentKey(locale));
}
