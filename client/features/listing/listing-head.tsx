/**
 * Head rules of listing pages (category, deals): the canonical URL is the listing itself without
 * filters, sort or view, but with `page` when above 1 (each page lists other products); a filtered
 * URL (brands, price, stock, specs, ranges, or a term within a category) is `noindex,follow`, so
 * crawlers follow its links without indexing endless filter combinations.
 */
import { isFilterActive, type ListingState, listingHref } from '../../../shared/listing-query.ts';

export function listingCanonical(path: string, state: ListingState): string {
  return listingHref(path, { page: state.page });
}

export function isNoindexListing(state: ListingState): boolean {
  return isFilterActive(state) || state.q !== undefined;
}

export function ListingRobots({ state }: { state: ListingState }) {
  return isNoindexListing(state) ? <meta name="robots" content="noindex,follow" /> : null;
}
