/**
 * Data of the deals page: the listing in deals mode, read from the URL. A sub-path is a category's
 * path (its uri in the page's language, `/aanbiedingen/espressomachines`): the deals of that category
 * and its descendants. A sub-path that is not a category is the 404 page.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { readListingState } from '../../../shared/listing-query.ts';
import { listingGross, listingKey } from '../../features/listing/listing-data.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { dealsCategoryPath } from '../href.ts';
import type { LoadArgs } from '../screen.ts';

export const dealsBase = { deals: true } as const;
/** The listing of one category's deals (the API counts its descendants in). */
export const dealsIn = (categoryId: number) => ({ deals: true, category_id: categoryId });

/** The resolved sub-path, which must be a category: anything else (a product, a content page) is not found. */
export function dealsCategoryId(resolved: Resolved): number {
  if (resolved.type !== 'category') throw new ApiFetchError(404, 'not_found', 'not_found');
  return resolved.id;
}

export async function load(args: LoadArgs) {
  const { get, locale, pathname, search } = args;
  const state = readListingState(search);
  const path = dealsCategoryPath(pathname);
  if (!path) {
    await get(listingKey(locale, state, dealsBase, listingGross(args, state)));
    return;
  }
  const { data } = await get<{ data: Resolved }>(apiKeys.resolve(path, locale));
  const id = dealsCategoryId(data);
  await Promise.all([
    get(apiKeys.category(id, locale)),
    get(listingKey(locale, state, dealsIn(id), listingGross(args, state))),
  ]);
}
