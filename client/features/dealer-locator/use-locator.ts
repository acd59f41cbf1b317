/**
 * What a locator search finds, read the same way by the page (its query in the URL, loaded by the
 * server first: see client/routes/find-dealer/find-dealer-data.ts) and the overlay (its query in
 * state): the places the text names (the first is where to search from), then the nearest dealers;
 * with no search, every dealer. Errors go through the generic error helper (spec 8).
 */
import { useEffect } from 'react';
import useSWR from 'swr';
import type { Dealer, LatLng, Place } from '../../../shared/contract/dealers.ts';
import { dealerKeys } from '../../../shared/dealer-keys.ts';
import type { LocatorQuery } from '../../../shared/dealer-locator.ts';
import { useApp } from '../../lib/app-context.tsx';
import { showErrorToast } from '../../lib/toasts.ts';

export interface LocatorResults {
  /** where the dealers were searched from */
  origin: LatLng | null;
  /** the place the text was taken to be, and others of that name it may have meant */
  place: Place | null;
  alternatives: Place[];
  /** the nearest dealers, nearest first; null: no search (or still loading) */
  nearest: Dealer[] | null;
  /** every dealer: the map's markers, and the page's list when there is no search */
  all: Dealer[] | null;
  loading: boolean;
  /** the text found no place */
  noPlace: boolean;
  failed: boolean;
}

export function useLocatorResults(query: LocatorQuery, { needAll }: { needAll: boolean }): LocatorResults {
  const { locale, t, stores } = useApp();
  const places = useSWR<{ data: Place[] }>(query.q ? dealerKeys.places(locale, query.q) : null);
  const found = places.data?.data;
  const origin = query.origin ?? found?.[0]?.location ?? null;
  const nearest = useSWR<{ data: Dealer[] }>(origin ? dealerKeys.nearest(locale, origin) : null);
  const noPlace = Boolean(query.q && found && found.length === 0);
  const searching = Boolean(query.q || query.origin);
  const all = useSWR<{ data: Dealer[] }>(needAll || !searching || noPlace ? dealerKeys.all(locale) : null);

  const error = places.error ?? nearest.error ?? all.error;
  useEffect(() => {
    if (error) void showErrorToast(stores.toasts, t, error);
  }, [error, stores, t]);

  return {
    origin,
    place: query.origin ? null : (found?.[0] ?? null),
    // Other places of the same name, or the same postcode in another country ("1000": NL or BE).
    alternatives: query.origin || !found?.[0] ? [] : found.slice(1).filter((p) => p.name === found[0]?.name),
    nearest: origin ? (nearest.data?.data ?? null) : null,
    all: all.data?.data ?? null,
    loading: places.isLoading || nearest.isLoading,
    noPlace,
    failed: Boolean(places.error ?? nearest.error),
  };
}
