/**
 * Search results (`/zoeken?q=`, `/en/search?q=`): the category listing for a query term. A blank
 * term does nothing but ask for one. `view_search_results` is tracked once per term.
 */
import '../../first-load.ts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listingHref } from '../../../shared/listing-query.ts';
import { Seo } from '../../components/seo.tsx';
import { Listing } from '../../features/listing/listing.tsx';
import { useListingState } from '../../features/listing/use-listing.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { track } from '../../lib/analytics.ts';
import { useApp } from '../../lib/app-context.tsx';
import { searchBase } from './search-data.ts';

function useSearchTracking(term: string | undefined) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!term || tracked.current === term) return;
    tracked.current = term;
    track('view_search_results', { search_term: term });
  }, [term]);
}

export default function SearchPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useListingState();
  const alternates = useAlternates();
  const term = state.q;
  useSearchTracking(term);
  const title = term ? t('pages.search.results_for', { q: term }) : t('pages.search.title');
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
            aria-label={t('listing.search_label')}
            placeholder={t('header.search_placeholder')}
            maxLength={200}
            data-testid="search-page-input"
          />
          <button type="submit" className="button">
            {t('listing.search_submit')}
          </button>
        </form>
      </header>
      {term ? (
        <Listing
          base={searchBase}
          listId="search_results"
          listName={t('listing.list_name.search')}
          showCategories
        />
      ) : (
        <p className="listing-prompt" data-testid="search-prompt">
          {t('listing.search_prompt')}
        </p>
      )}
    </section>
  );
}
