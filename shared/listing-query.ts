/**
 * A listing's state lives in the URL (shareable, reloadable, rendered by the server). This reads
 * the URL into a queryProducts payload, with every value checked: unknown sorts fall back to the
 * default, pages are clamped, ids must be positive integers. Anything odd is dropped, never sent on.
 */
import { listingPageSize, type SortOption, sortOptions } from './catalog-constants.ts';
import type { QueryProductsPayload } from './contract/listing.ts';

const MAX_PAGE = 10_000;

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

function idList(value: string | null): number[] | undefined {
  if (!value) return undefined;
  const ids = value
    .split(',')
    .slice(0, 50)
    .map((v) => positiveInt(v))
    .filter((v): v is number => v !== undefined);
  return ids.length ? [...new Set(ids)] : undefined;
}

export function listingPayloadFromSearch(search: URLSearchParams): QueryProductsPayload {
  const payload: QueryProductsPayload = { per_page: listingPageSize };
  const q = search.get('q')?.trim().slice(0, 200);
  if (q) payload.search = q;
  const page = positiveInt(search.get('page'));
  payload.page = page ? Math.min(page, MAX_PAGE) : 1;
  const sort = search.get('sort');
  if (sort && sort !== 'default' && (sortOptions as readonly string[]).includes(sort))
    payload.sort = sort as SortOption;
  const brands = idList(search.get('brands'));
  if (brands) payload.brands_filter = brands;
  const price = search.get('price')?.match(/^(\d{1,7})-(\d{1,7})$/);
  if (price) {
    const min = Number(price[1]);
    const max = Number(price[2]);
    if (min <= max) payload.price_filter = [min, max];
  }
  if (search.get('stock') === '1') payload.stock_filter = true;
  return payload;
}
