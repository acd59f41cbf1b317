/** Data of the deals page: the listing in deals mode, read from the URL. */
import { readListingState } from '../../../shared/listing-query.ts';
import { listingGross, listingKey } from '../../features/listing/listing-data.ts';
import type { LoadArgs } from '../../route-data.ts';

export const dealsBase = { deals: true } as const;

export async function loadDeals(args: LoadArgs) {
  const state = readListingState(args.search);
  await args.get(listingKey(args.locale, state, dealsBase, listingGross(args, state)));
}
