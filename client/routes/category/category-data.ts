/** Data of a category page: the category and its listing, read from the URL. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import type { LoadArgs } from '../../routes.tsx';

export async function loadCategory({ get, preload, locale, search }: LoadArgs, resolved: Resolved) {
  await Promise.all([
    get(apiKeys.category(resolved.id, locale)),
    get(apiKeys.queryProducts(locale, { ...listingPayloadFromSearch(search), category_id: resolved.id })),
  ]);
  preload('category');
}
