/** Data of a category page: the category and its listing, read from the URL (both decide the head). */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { readListingState } from '../../../shared/listing-query.ts';
import { listingGross, listingKey } from '../../features/listing/listing-data.ts';
import type { LoadArgs } from '../screen.ts';

export async function loadCategory(args: LoadArgs, resolved: Resolved) {
  const { get, preload, locale, search } = args;
  const state = readListingState(search);
  const gross = listingGross(args, state);
  await Promise.all([
    get(apiKeys.category(resolved.id, locale)),
    get(listingKey(locale, state, { category_id: resolved.id }, gross)),
  ]);
  preload('category');
}
