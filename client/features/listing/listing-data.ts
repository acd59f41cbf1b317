/**
 * Listing keys for route loaders and pages alike (no React here, so loaders stay small): the
 * queryProducts key of a listing state, and the price audience the server renders it for.
 */
import { type ApiKey, apiKeys } from '../../../shared/api-keys.ts';
import type { QueryProductsPayload } from '../../../shared/contract/listing.ts';
import { type ListingState, listingPayload } from '../../../shared/listing-query.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { LoadArgs } from '../../routes/screen.ts';

/** What makes a listing a category, search or deals listing. */
export type ListingBase = Pick<QueryProductsPayload, 'category_id' | 'deals'>;

export function listingKey(locale: Locale, state: ListingState, base: ListingBase, gross: boolean): ApiKey {
  return apiKeys.queryProducts(locale, { ...listingPayload(state, { gross }), ...base });
}

/**
 * Whether the server renders the listing for gross prices. Only a price filter depends on it
 * (`price_filter_gross`); then the visitor's audience decides (the shell loaded the customer).
 */
export function listingGross({ priceMode }: Pick<LoadArgs, 'priceMode'>, state: ListingState): boolean {
  if (!state.price) return true;
  return priceMode === 'gross';
}
