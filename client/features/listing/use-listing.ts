/**
 * The listing's data: the state read from the URL, the queryProducts key it makes (with the price
 * audience: gross for everyone except dealers and trade accounts), and the answer. A new key keeps
 * the previous answer on screen (dimmed) until the new one arrives; a failed fetch is reported, not
 * thrown, so the page never crashes over it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiKey } from '../../../shared/api-keys.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { type ListingState, listingHref, readListingState } from '../../../shared/listing-query.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { type ListingBase, listingKey } from './listing-data.ts';

export type { ListingBase };

export function useListingState(): ListingState {
  const { search } = useLocation();
  return useMemo(() => readListingState(new URLSearchParams(search)), [search]);
}

export interface ListingQuery {
  state: ListingState;
  key: ApiKey;
  /** The answer for this key, or the previous key's while this one loads; undefined before the first. */
  answer: QueryProductsAnswer | undefined;
  /** The answer on screen is not (yet) this key's. */
  stale: boolean;
  error: unknown;
  retry: () => void;
  keyFor: (state: ListingState) => ApiKey;
}

export function useListingQuery(base: ListingBase): ListingQuery {
  const { locale } = useApp();
  const state = useListingState();
  const gross = usePriceMode() === 'gross';
  const keyFor = useCallback((s: ListingState) => listingKey(locale, s, base, gross), [locale, base, gross]);
  const key = keyFor(state);
  const { cache, fallback } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<QueryProductsAnswer>(key, { keepPreviousData: true });
  // Reading isLoading subscribes to it: a new answer equal to the previous one still re-renders.
  const own =
    (!isLoading && cache.get(key)?.data !== undefined) ||
    (fallback as Record<string, unknown>)[key] !== undefined;
  return {
    state,
    key,
    answer: data,
    stale: data !== undefined && !own,
    error,
    retry: () => void mutate(),
    keyFor,
  };
}

/** One page of a listing that is already on screen (pages added by "load more"). */
export function useListingPage(key: ApiKey) {
  return useSWR<QueryProductsAnswer>(key);
}

/** Navigates to the listing in another state: replaces the history entry and keeps the scroll. */
export function useListingNavigate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (state: Partial<ListingState>, replace = true) =>
      navigate(listingHref(pathname, state), { replace, preventScrollReset: true }),
    [navigate, pathname],
  );
}

/**
 * The state a control shows: what the visitor just chose, until the URL (updated in a transition)
 * catches up, so a checkbox or select never flicks back in between.
 */
export function useOptimisticListing(state: ListingState) {
  const [draft, setDraft] = useState<{ base: ListingState; next: ListingState } | null>(null);
  const shown = draft && draft.base === state ? draft.next : state;
  const choose = useCallback((next: ListingState) => setDraft({ base: state, next }), [state]);
  return [shown, choose] as const;
}
