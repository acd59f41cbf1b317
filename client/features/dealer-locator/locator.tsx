/**
 * The dealer locator (spec 2, 4): search box, the results (loading, no place found, the nearest
 * dealers or every dealer by country), the selected-dealer view, and the map. The page keeps its
 * search in the URL (server-rendered, works without JavaScript); the overlay in state.
 */
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import type { Dealer } from '../../../shared/contract/dealers.ts';
import type { LocatorQuery } from '../../../shared/dealer-locator.ts';
import { useApp } from '../../lib/app-context.tsx';
import { href } from '../../routes/href.ts';
import { DealerDetails } from './dealer-details.tsx';
import { DealersByCountry, NearestDealers } from './dealer-lists.tsx';
import { DealerMap } from './dealer-map.tsx';
import { locatorHref } from './locator-href.ts';
import { LocatorSearch } from './locator-search.tsx';
import { type LocatorResults, useLocatorResults } from './use-locator.ts';

export interface LocatorProps {
  query: LocatorQuery;
  /** a new search: the page navigates, the overlay sets its state */
  onQuery: (query: LocatorQuery) => void;
  /** with no search, list every dealer by country (the page) or only ask for a search (the overlay) */
  listAll: boolean;
}

function Heading({
  query,
  results,
  onQuery,
}: Pick<LocatorProps, 'query' | 'onQuery'> & { results: LocatorResults }) {
  const { t, locale } = useApp();
  const { place, alternatives } = results;
  const name = place?.name ?? query.near ?? t('locator.your_location');
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: LocatorQuery) => {
    event.preventDefault();
    onQuery(next);
  };
  return (
    <div className="locator-heading">
      <h2 data-testid="locator-heading">{t('locator.near', { place: name })}</h2>
      {place?.kind === 'postcode' ? (
        <p className="locator-note">{t('locator.postcode_area', { place: place.detail })}</p>
      ) : place ? (
        <p className="locator-note">{place.detail}</p>
      ) : null}
      {alternatives.length > 0 ? (
        <p className="locator-alternatives">
          {t('locator.other_places')}{' '}
          {alternatives.map((alt, i) => {
            const next = { origin: alt.location, near: alt.name };
            return (
              <span key={alt.id}>
                {i > 0 ? ', ' : null}
                <a href={locatorHref(locale, next)} onClick={(event) => choose(event, next)}>
                  {alt.name} <span className="locator-alternative-detail">({alt.detail})</span>
                </a>
              </span>
            );
          })}
        </p>
      ) : null}
    </div>
  );
}

export function Locator({ query, onQuery, listAll }: LocatorProps) {
  const { t, locale } = useApp();
  const results = useLocatorResults(query, { needAll: true });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search deselects
  useEffect(() => setSelectedId(null), [queryKey]);

  const { nearest, all, origin } = results;
  const find = (list: Dealer[] | null) => list?.find((d) => d.id === selectedId);
  const selected = selectedId === null ? undefined : (find(nearest) ?? find(all));
  const mapState = useMemo(
    () => ({ dealers: all ?? nearest ?? [], results: nearest, origin, selectedId }),
    [all, nearest, origin, selectedId],
  );
  const searching = Boolean(query.q || query.origin);

  let body: React.ReactNode;
  if (selected) body = <DealerDetails dealer={selected} onBack={() => setSelectedId(null)} />;
  else if (results.loading)
    body = (
      <p className="locator-loading" role="status" aria-busy="true" data-testid="locator-loading">
        {t('locator.loading')}
      </p>
    );
  else if (results.noPlace)
    body = (
      <>
        <p className="locator-message" role="alert" data-testid="locator-no-place">
          {t('locator.no_place', { q: query.q })}
        </p>
        {listAll && all ? (
          <DealersByCountry dealers={all} selectedId={selectedId} onSelect={setSelectedId} />
        ) : null}
      </>
    );
  else if (searching && nearest)
    body = (
      <>
        <Heading query={query} results={results} onQuery={onQuery} />
        <NearestDealers dealers={nearest} selectedId={selectedId} onSelect={setSelectedId} />
      </>
    );
  else if (!searching && listAll && all)
    body = (
      <>
        <h2 className="locator-all-title">{t('locator.all')}</h2>
        <DealersByCountry dealers={all} selectedId={selectedId} onSelect={setSelectedId} />
      </>
    );
  else if (!searching) body = <p className="locator-note">{t('locator.intro')}</p>;

  return (
    <div className={`locator${selected ? ' has-selection' : ''}`} data-testid="locator">
      <div className="locator-panel">
        <LocatorSearch
          initialText={query.q ?? query.near ?? ''}
          action={href('findDealer', locale)}
          onSearch={(q) => onQuery({ q })}
          onPick={(place) => onQuery({ origin: place.location, near: place.name })}
          onLocate={(point) => onQuery({ origin: point })}
        />
        <div className="locator-results">{body}</div>
      </div>
      <DealerMap state={mapState} onSelect={setSelectedId} />
    </div>
  );
}
