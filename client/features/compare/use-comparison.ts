/** The comparison of the selected products (2 to 4 through `productComparison`; one through the listing's `select`). */
import useSWR from 'swr';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductCard } from '../../../shared/contract/catalog.ts';
import type { Comparison } from '../../../shared/contract/comparison.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { useApp } from '../../lib/app-context.tsx';

const options = { keepPreviousData: true, shouldRetryOnError: false };

export interface ComparisonResult {
  products: ProductCard[];
  specs: Comparison['specs'];
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** Products in the order of `ids`, dropping any the selection no longer has (kept previous data). */
export function inSelectionOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  return ids.map((id) => items.find((p) => p.id === id)).filter((p): p is T => p !== undefined);
}

export function useComparison(ids: readonly number[]): ComparisonResult {
  const { locale } = useApp();
  const many = useSWR<{ data: Comparison }>(
    ids.length >= 2 ? apiKeys.productComparison(locale, [...ids]) : null,
    options,
  );
  const one = useSWR<QueryProductsAnswer>(
    ids.length === 1
      ? apiKeys.queryProducts(locale, { select: [...ids], products_only: true, limit: 1 })
      : null,
    options,
  );
  if (ids.length === 1) {
    return {
      products: inSelectionOrder(one.data?.products.data ?? [], ids),
      specs: [],
      loading: one.data === undefined && !one.error,
      error: one.error,
      retry: () => void one.mutate(),
    };
  }
  return {
    products: inSelectionOrder(many.data?.data.products ?? [], ids),
    specs: many.data?.data.specs ?? [],
    loading: ids.length >= 2 && many.data === undefined && !many.error,
    error: many.error,
    retry: () => void many.mutate(),
  };
}
