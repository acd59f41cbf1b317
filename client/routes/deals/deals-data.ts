/** Data of the deals page: the listing in deals mode. */
import { apiKeys } from '../../../shared/api-keys.ts';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import type { LoadArgs } from '../../routes.tsx';

export async function loadDeals({ get, locale, search }: LoadArgs) {
  await get(apiKeys.queryProducts(locale, { ...listingPayloadFromSearch(search), deals: true }));
}
