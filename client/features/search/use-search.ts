/** The search dropdown's two calls (spec 7, 8): categories and products, each failing on its own. */
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Category, ProductCard } from '../../../shared/contract/catalog.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { useApp } from '../../lib/app-context.tsx';

const options = { keepPreviousData: true, shouldRetryOnError: false, revalidateOnReconnect: false };

export interface SearchPart<T> {
  data: T[] | undefined;
  error: unknown;
  loading: boolean;
}

export function useSearchResults(
  term: string,
  limit: number,
): { categories: SearchPart<Category>; products: SearchPart<ProductCard> } {
  const { locale } = useApp();
  const cats = useSWR<{ data: Category[] }>(term ? apiKeys.searchCategories(locale, term) : null, options);
  const prods = useSWR<QueryProductsAnswer>(
    term ? apiKeys.searchProducts(locale, term, limit) : null,
    options,
  );
  return {
    categories: {
      data: term ? cats.data?.data : undefined,
      error: cats.error,
      loading: cats.isLoading || cats.isValidating,
    },
    products: {
      data: term ? prods.data?.products.data : undefined,
      error: prods.error,
      loading: prods.isLoading || prods.isValidating,
    },
  };
}

/** A media query's state; false on the server and while hydrating (then the real value). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
