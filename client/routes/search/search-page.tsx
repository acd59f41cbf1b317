/**
 * Search results (`/zoeken?q=`, `/en/search?q=`): the category listing for a query term. A blank
 * term does nothing but ask for one. `view_search_results` is tracked once per term. "Did you
 * mean" and the words left out ("resultaten zonder ‘stille’") stand above the results; a search without any product (and no filter) shows the closest
 * categories instead of an empty listing (issue 25). Both read the listing's own answer (one SWR
 * key, in the server's HTML too).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isFilterActive, listingHref } from '../../../shared/listing-query.ts';
import { ProductGridSkeleton } from '../../components/product-grid-skeleton.tsx';
import { Seo } from '../../components/seo.tsx';
import { Listing } from '../../features/listing/listing.tsx';
import { useListingQuery, useListingState } from '../../features/listing/use-listing.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { track } from '../../lib/analytics.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useLanguageSwitchQuery } from '../../lib/language-switch.ts';
import { correctedQuery } from './did-you-mean.ts';
import { searchBase } from './search-data.ts';
import { DidYouMean, DroppedTerms, SearchEmpty } from './search-suggestions.tsx';

function useSearchTracking(term: string | undefined) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!term || tracked.current === term) return;
    tracked.current = term;
    track('view_search_results', { search_term: term });
  }, [term]);
}

function SearchResults({ term }: { term: string }) {
  const { t } = useApp();
  const { state, answer, stale } = useListingQuery(searchBase);
  // A suggestion belongs to the answer on screen only once it is this term's.
  const suggestion = answer && !stale ? correctedQuery(answer, term) : null;
  const dropped = answer && !stale ? (answer.dropped_terms ?? []) : [];
  if (answer && answer.products.paging.total === 0 && !isFilterActive(state)) {
    // The next term's answer is on its way: placeholders, not the last term's empty state.
    if (stale) return <ProductGridSkeleton count={8} />;
    return <SearchEmpty term={term} suggestion={suggestion} categories={answer.categories} />;
  }
  return (
    <>
      {suggestion ? <DidYouMean q={suggestion} /> : null}
      <DroppedTerms terms={dropped} />
      <Listing
        base={searchBase}
        listId="search_results"
        listName={t('searchScreen.list_name')}
        showCategories
      />
    </>
  );
}

export default function SearchPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useListingState();
  const alternates = useAlternates();
  useLanguageSwitchQuery();
  const term = state.q;
  useSearchTracking(term);
  const title = term ? t('searchScreen.results_for', { q: term }) : t('searchScreen.title');
  return (
    <section className="container listing-page search-page">
      <Seo title={title} path={alternates[locale]} alternates={alternates} noindex />
      <header className="listing-header">
        <h1>{title}</h1>
        <form
          method="get"
          action={pathname}
          className="search-page-form"
          key={term ?? ''}
          onSubmit={(e) => {
            e.preventDefault();
            const q = new FormData(e.currentTarget).get('q');
            // A blank term does nothing (spec 5).
            if (typeof q === 'string' && q.trim()) navigate(listingHref(pathname, { q: q.trim() }));
          }}
        >
          <input
            type="search"
            name="q"
            defaultValue={term ?? ''}
            aria-label={t('searchScreen.search_label')}
            placeholder={t('header.search_placeholder')}
            maxLength={200}
            data-testid="search-page-input"
          />
          <button type="submit" className="button">
            {t('searchScreen.search_submit')}
          </button>
        </form>
      </header>
      {term ? (
        <SearchResults term={term} />
      ) : (
        <p className="listing-prompt" data-testid="search-prompt">
          {t('searchScreen.search_prompt')}
        </p>
      )}
    </section>
  );
}
