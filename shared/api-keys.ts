/**
 * SWR keys: the `/api/...` request the browser would make, with the locale in a `lang` query
 * parameter, so a key names everything that varies. GET keys are the URL itself; POST keys are
 * `POST <url> <json body>`. The server's API client, the browser's fetcher and the /api proxy all
 * read keys with `parseKey`, so a key is built and understood in one place.
 */

import type { QueryProductsPayload } from './contract/listing.ts';
import type { ProductAttributesPayload, ProductOptionPayload } from './contract/options.ts';
import type { StockAlertPayload } from './contract/stock-alerts.ts';
import { isLocale, type Locale } from './locale.ts';
import { stableStringify } from './stable-json.ts';

export type ApiKey = string;
type Query = Record<string, string | number | boolean | undefined | null>;

interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path and query as the shop API knows it, without `lang`: `/api/menus?depth=2`. */
  path: string;
  body?: unknown;
  locale: Locale;
}

function url(path: string, locale: Locale, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const k of Object.keys(query).sort()) {
    const v = query[k];
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  params.set('lang', locale);
  return `/api${path}?${params}`;
}

export function getKey(path: string, locale: Locale, query?: Query): ApiKey {
  return url(path, locale, query);
}

export function postKey(path: string, locale: Locale, body: unknown): ApiKey {
  return `POST ${url(path, locale)} ${stableStringify(body)}`;
}

/** The shop API's POST calls that only read (spec 7 sends their criteria as a body). */
const readingPosts = [
  '/queryProducts',
  '/queryProductAttributes',
  '/queryProductOption',
  '/productComparison',
];

/** Whether a key only reads: a GET, or one of the reading POST calls. */
export function isReadKey(key: ApiKey): boolean {
  if (!key.startsWith('POST ')) return true;
  const end = key.indexOf('?', 5);
  return readingPosts.includes(key.slice(9, end === -1 ? undefined : end));
}

export function parseKey(key: ApiKey): ApiRequest {
  let method: ApiRequest['method'] = 'GET';
  let rest = key;
  let body: unknown;
  if (key.startsWith('POST ')) {
    method = 'POST';
    const space = key.indexOf(' ', 5);
    rest = space === -1 ? key.slice(5) : key.slice(5, space);
    body = space === -1 ? undefined : JSON.parse(key.slice(space + 1));
  }
  const u = new URL(rest, 'http://x');
  const lang = u.searchParams.get('lang');
  u.searchParams.delete('lang');
  const search = u.searchParams.toString();
  return {
    method,
    path: `${u.pathname}${search ? `?${search}` : ''}`,
    body,
    locale: isLocale(lang) ? lang : 'nl',
  };
}

export const apiKeys = {
  shopInfo: (locale: Locale) => getKey('/shopInfo', locale),
  menus: (locale: Locale) => getKey('/menus', locale, { depth: 2 }),
  categories: (locale: Locale) => getKey('/categories', locale, { breadcrumbs: 1 }),
  countries: (locale: Locale) => getKey('/countries', locale),
  resolve: (path: string, locale: Locale) => getKey('/resolve', locale, { path }),
  product: (slug: string, locale: Locale) => getKey(`/products/${encodeURIComponent(slug)}`, locale),
  productReviews: (productId: number, locale: Locale) => getKey(`/products/${productId}/reviews`, locale),
  productParts: (productId: number, locale: Locale) => getKey(`/products/${productId}/parts`, locale),
  category: (id: number, locale: Locale) => getKey(`/categories/${id}`, locale),
  page: (id: number, locale: Locale) => getKey(`/pages/${id}`, locale),
  pages: (locale: Locale, query: Query) => getKey('/pages', locale, query),
  queryProducts: (locale: Locale, payload: QueryProductsPayload) =>
    postKey('/queryProducts', locale, payload),
  customerMe: (locale: Locale) => getKey('/customer/me', locale),
  productAttributes: (locale: Locale, payload: ProductAttributesPayload) =>
    postKey('/queryProductAttributes', locale, payload),
  productOption: (locale: Locale, payload: ProductOptionPayload) =>
    postKey('/queryProductOption', locale, payload),
  productComparison: (locale: Locale, productIds: number[]) =>
    postKey('/productComparison', locale, { products: productIds }),
  /** Back-in-stock alert (a mutation: posted once, never cached). */
  stockAlert: (locale: Locale, payload: StockAlertPayload) => postKey('/stockAlerts', locale, payload),
  /** Search dropdown: matching categories (flat, with breadcrumbs). */
  searchCategories: (locale: Locale, search: string) =>
    getKey('/categories', locale, { breadcrumbs: 1, search }),
  /** Search dropdown: up to `limit` products (4 on desktop, 3 on mobile). */
  searchProducts: (locale: Locale, search: string, limit: number) =>
    postKey('/queryProducts', locale, { search, products_only: true, limit }),
} as const;

/** The URL a key is fetched from by the browser (through the /api proxy), and its method and body. */
export function keyRequest(key: ApiKey): { url: string; method: 'GET' | 'POST'; body?: string } {
  if (!key.startsWith('POST ')) return { url: key, method: 'GET' };
  const space = key.indexOf(' ', 5);
  return space === -1
    ? { url: key.slice(5), method: 'POST' }
    : { url: key.slice(5, space), method: 'POST', body: key.slice(space + 1) };
}
