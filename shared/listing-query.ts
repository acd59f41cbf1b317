/**
 * A listing's state lives in the URL (shareable, reloadable, rendered by the server). This module
 * reads the URL into a `ListingState` and writes it back (`listingHref`), and turns a state into a
 * queryProducts payload. Every value is checked: unknown sorts and views fall back to the default,
 * pages are clamped, ids must be positive integers, ranges must be numbers with min <= max. Anything
 * odd is dropped, never sent on.
 *
 * URL parameters (the writer emits the first form; the reader also takes what a plain GET form sends):
 *   q=term · page=2 · sort=price_asc · view=list
 *   brands=4,7            (form: brands=4&brands=7)
 *   price=10-250          (form: price_min=10&price_max=250; either end may be open)
 *   stock=1
 *   spec_3=11,52          (form: spec_3=11&spec_3=52)  spec id → value ids
 *   range_5=1200-1800     (form: range_5_min=1200&range_5_max=1800) numeric range of spec 5
 */

import { listingPageSize, type SortOption, sortOptions } from './catalog-constants.ts';
import type { QueryProductsPayload } from './contract/listing.ts';
import { plainText } from './plain-text.ts';

const MAX_PAGE = 10_000;
/** Specs that get a min-max range from their numeric value titles instead of checkboxes (spec 5). */
export const rangeSpecIds = [5] as const;
export const listingViews = ['grid', 'list'] as const;
export type ListingView = (typeof listingViews)[number];

/** An inclusive range; an open end is undefined. */
export interface Bounds {
  min?: number;
  max?: number;
}

export interface ListingState {
  q?: string;
  page: number;
  sort: SortOption;
  view: ListingView;
  brands: number[];
  price?: Bounds;
  stock: boolean;
  /** spec id → selected value ids (ascending) */
  specs: Record<string, number[]>;
  /** spec id → numeric range (only the ids in `rangeSpecIds`) */
  ranges: Record<string, Bounds>;
}

export const defaultListingState: ListingState = {
  page: 1,
  sort: 'default',
  view: 'grid',
  brands: [],
  stock: false,
  specs: {},
  ranges: {},
};

const MAX_IDS = 50;
const MAX_SPECS = 20;
/** Prices and spec values: up to 7 digits and 2 decimals. */
const NUMBER = /^\d{1,7}(?:\.\d{1,2})?$/;
/** Stand-ins for an open end in the payload (the API needs both numbers). */
const OPEN_MAX = 9_999_999;

function positiveInt(value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** Ids from comma lists and repeated parameters; the whole list is dropped if any part is malformed. */
function idList(values: string[]): number[] {
  const parts = values.flatMap((v) => v.split(',')).filter((v) => v !== '');
  const ids: number[] = [];
  for (const part of parts) {
    const id = positiveInt(part.trim());
    if (id === undefined) return [];
    ids.push(id);
  }
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

function number(value: string | null | undefined): number | undefined {
  const v = value?.trim();
  return v && NUMBER.test(v) ? Number(v) : undefined;
}

/** `10-250`, `10-`, `-250`, or separate min and max fields; min above max is dropped. */
function bounds(joined: string | null, min: string | null, max: string | null): Bounds | undefined {
  let lo: number | undefined;
  let hi: number | undefined;
  if (joined) {
    const m = joined.trim().match(/^([\d.]*)-([\d.]*)$/);
    if (!m) return undefined;
    lo = m[1] ? number(m[1]) : undefined;
    hi = m[2] ? number(m[2]) : undefined;
    if ((m[1] && lo === undefined) || (m[2] && hi === undefined)) return undefined;
  } else {
    lo = number(min);
    hi = number(max);
    if ((min?.trim() && lo === undefined) || (max?.trim() && hi === undefined)) return undefined;
  }
  if (lo === undefined && hi === undefined) return undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) return undefined;
  return { ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}) };
}

export function readListingState(search: URLSearchParams): ListingState {
  const state: ListingState = { ...defaultListingState, brands: [], specs: {}, ranges: {} };
  const q = plainText(search.get('q') ?? '', 200);
  if (q) state.q = q;
  const page = positiveInt(search.get('page'));
  state.page = page ? Math.min(page, MAX_PAGE) : 1;
  const sort = search.get('sort');
  if (sort && (sortOptions as readonly string[]).includes(sort)) state.sort = sort as SortOption;
  const view = search.get('view');
  if (view && (listingViews as readonly string[]).includes(view)) state.view = view as ListingView;
  state.brands = idList(search.getAll('brands'));
  const price = bounds(search.get('price'), search.get('price_min'), search.get('price_max'));
  if (price) state.price = price;
  state.stock = search.get('stock') === '1';
  const specKeys = new Set<string>();
  const rangeKeys = new Set<string>();
  for (const key of search.keys()) {
    const spec = key.match(/^spec_(\d{1,9})$/);
    if (spec && positiveInt(spec[1])) specKeys.add(String(Number(spec[1])));
    const range = key.match(/^range_(\d{1,9})(?:_min|_max)?$/);
    if (range && (rangeSpecIds as readonly number[]).includes(Number(range[1])))
      rangeKeys.add(String(Number(range[1])));
  }
  for (const id of [...specKeys].sort((a, b) => Number(a) - Number(b)).slice(0, MAX_SPECS)) {
    const ids = idList(search.getAll(`spec_${id}`));
    if (ids.length) state.specs[id] = ids;
  }
  for (const id of rangeKeys) {
    const r = bounds(search.get(`range_${id}`), search.get(`range_${id}_min`), search.get(`range_${id}_max`));
    if (r) state.ranges[id] = r;
  }
  return state;
}

const formatNumber = (n: number | undefined) => (n === undefined ? '' : String(n));
const formatBounds = (b: Bounds) => `${formatNumber(b.min)}-${formatNumber(b.max)}`;

/** The query string of a state (defaults left out, parameters in a fixed order), without `?`. */
export function listingSearch(state: Partial<ListingState>): string {
  const s = { ...defaultListingState, ...state };
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.brands.length) params.set('brands', [...s.brands].sort((a, b) => a - b).join(','));
  if (s.price && (s.price.min !== undefined || s.price.max !== undefined))
    params.set('price', formatBounds(s.price));
  if (s.stock) params.set('stock', '1');
  for (const id of Object.keys(s.specs).sort((a, b) => Number(a) - Number(b))) {
    const ids = s.specs[id];
    if (ids?.length) params.set(`spec_${id}`, [...ids].sort((a, b) => a - b).join(','));
  }
  for (const id of Object.keys(s.ranges).sort((a, b) => Number(a) - Number(b))) {
    const r = s.ranges[id];
    if (r && (r.min !== undefined || r.max !== undefined)) params.set(`range_${id}`, formatBounds(r));
  }
  if (s.sort !== 'default') params.set('sort', s.sort);
  if (s.view !== 'grid') params.set('view', s.view);
  if (s.page > 1) params.set('page', String(Math.min(s.page, MAX_PAGE)));
  return params.toString().replace(/%2C/g, ',');
}

/** The URL of a listing in a given state: what links, forms and navigations use. */
export function listingHref(pathname: string, state: Partial<ListingState>): string {
  const qs = listingSearch(state);
  return qs ? `${pathname}?${qs}` : pathname;
}

/** Any filter narrowing the products (brands, price, stock, specs, ranges); sort, view, page and q are not filters. */
export function isFilterActive(state: ListingState): boolean {
  return (
    state.brands.length > 0 ||
    state.price !== undefined ||
    state.stock ||
    Object.keys(state.specs).length > 0 ||
    Object.keys(state.ranges).length > 0
  );
}

/** The same listing with every filter cleared (term, sort and view kept), back on page 1. */
export function clearFilters(state: ListingState): ListingState {
  return {
    ...defaultListingState,
    q: state.q,
    sort: state.sort,
    view: state.view,
    brands: [],
    specs: {},
    ranges: {},
  };
}

interface PayloadOptions {
  /** Prices are filtered gross for everyone except dealers and trade accounts (spec 6). */
  gross: boolean;
}

const toRange = (b: Bounds, round: boolean): [number, number] => [
  b.min === undefined ? 0 : round ? Math.floor(b.min) : b.min,
  b.max === undefined ? OPEN_MAX : round ? Math.ceil(b.max) : b.max,
];

/** The queryProducts payload of a listing state (the caller adds category_id, deals, …). */
export function listingPayload(state: ListingState, { gross }: PayloadOptions): QueryProductsPayload {
  const payload: QueryProductsPayload = { per_page: listingPageSize, page: state.page };
  if (state.q) payload.search = state.q;
  if (state.sort !== 'default') payload.sort = state.sort;
  if (state.brands.length) payload.brands_filter = state.brands;
  if (state.price) {
    payload.price_filter = toRange(state.price, true);
    if (gross) payload.price_filter_gross = true;
  }
  if (state.stock) payload.stock_filter = true;
  if (Object.keys(state.specs).length) payload.specs_filter = state.specs;
  if (Object.keys(state.ranges).length)
    payload.specs_filter_min_max = Object.fromEntries(
      Object.entries(state.ranges).map(([id, b]) => [id, toRange(b, false)]),
    );
  return payload;
}

/** Reads the URL straight into a payload (gross prices unless told otherwise). */
export function listingPayloadFromSearch(
  search: URLSearchParams,
  options: PayloadOptions = { gross: true },
): QueryProductsPayload {
  return listingPayload(readListingState(search), options);
}

/** The numeric values of a spec's value titles (`1200`, `1.5 l`, `2,5`), for its min-max range. */
export function numericTitle(title: string): number | undefined {
  const m = title.trim().match(/^(\d+(?:[.,]\d+)?)/);
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}
