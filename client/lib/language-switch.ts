/**
 * The language switch on a listing (search, deals, a category) goes to the same listing in the
 * other language with its term, filters, sort, view and page (issue 26: `/zoeken?q=molen` switched
 * to a bare `/en/search`). Listing ids are the same in both languages; only the listing's own
 * parameters are carried, in their written form. The hreflang links stay on the bare alternates.
 *
 * The header adds `stores.ui.languageQuery` to its alternate. None of the code that reads a
 * listing's query is in the header's bundle (the product page's first load has no room for it:
 * issue 4's budget; an earlier fix there was reverted, 8150aae): the server works the query out for
 * the first render (`doc.languageQuery`, server/render/handle-page.ts), and the listing pages keep
 * it current in the browser through `useLanguageSwitchQuery` (their own chunks).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { listingSearch, readListingState } from '../../shared/listing-query.ts';
import type { ScreenName } from '../routes/paths.ts';
import { useApp } from './app-context.tsx';

/** The pages that are listings: their query is worth keeping across languages. */
export const listingPages: ReadonlySet<ScreenName> = new Set<ScreenName>(['search', 'deals', 'category']);

/** `?q=molen&stock=1` (the listing's own parameters, written the one way), or '' for none. */
export function languageQueryOf(search: string): string {
  const qs = listingSearch(readListingState(new URLSearchParams(search)));
  return qs ? `?${qs}` : '';
}

/** Called by each listing page: the switch carries this listing's query while the page is shown. */
export function useLanguageSwitchQuery(): void {
  const { stores } = useApp();
  const { search } = useLocation();
  const query = languageQueryOf(search);
  useEffect(() => {
    stores.ui.languageQuery = query;
    return () => {
      stores.ui.languageQuery = '';
    };
  }, [stores, query]);
}
