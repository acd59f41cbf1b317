/** Data of the search results page: the listing for the query term (nothing without a term). */
import { readListingState } from '../../../shared/listing-query.ts';
import { listingGross, listingKey } from '../../features/listing/listing-data.ts';
import type { LoadArgs } from '../screen.ts';

export const searchBase = {} as const;

export async function load(args: LoadArgs) {
  const state = readListingState(args.search);
  if (state.q) await args.get(listingKey(args.locale, state, searchBase, listingGross(args, state)));
}
