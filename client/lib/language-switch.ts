/**
 * Where the language switcher goes: the page's alternate (./alternates.ts), and on a listing that
 * is the same listing in the other language (search, deals, a category) also its term, filters,
 * sort, view and page (issue 26: /zoeken?q=molen switched to a bare /en/search). Only the listing's
 * own parameters are carried, in their written form. Other pages (product, content) switch to the
 * bare alternate. The hreflang links are not this: they follow the canonical, without a query.
 */
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { apiKeys } from '../../shared/api-keys.ts';
import { listingSearch, readListingState } from '../../shared/listing-query.ts';
import { localeFromPath, stripLocale } from '../../shared/locale.ts';
import { type Alternates, useAlternates } from './alternates.ts';
import { matchScreen } from './match-route.ts';
import { PageErrorContext } from './page-error.ts';
import { useOptionalApi } from './use-api.tsx';

/** The alternates with the listing's query string added to both. */
export function withListingQuery(alternates: Alternates, search: string): Alternates {
  const qs = listingSearch(readListingState(new URLSearchParams(search)));
  return qs ? { nl: `${alternates.nl}?${qs}`, en: `${alternates.en}?${qs}` } : alternates;
}

export function useLanguageSwitch(): Alternates {
  const { pathname, search } = useLocation();
  const alternates = useAlternates();
  const pageError = useContext(PageErrorContext);
  const { id } = matchScreen(pathname);
  // A catch-all path is a category listing or not; the same resolve call the alternates made.
  const resolved = useOptionalApi<{ data: { type: string } }>(
    id === 'catchAll' && pageError === null
      ? apiKeys.resolve(stripLocale(pathname), localeFromPath(pathname))
      : null,
  );
  const listing =
    pageError === null && (id === 'search' || id === 'deals' || resolved?.data?.type === 'category');
  return listing ? withListingQuery(alternates, search) : alternates;
}
