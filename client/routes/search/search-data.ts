/** Data of the search results page: the listing for the query term (nothing without a term). */
import { apiKeys } from '../../../shared/api-keys.ts';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import type { LoadArgs } from '../../routes.tsx';

export async function loadSearch({ get, locale, search }: LoadArgs) {
  const payload = listingPayloadFromSearch(search);
  if (payload.search) await get(apiKeys.queryProducts(locale, payload));
}
