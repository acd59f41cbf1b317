/**
 * Recently viewed products, kept in this browser only (localStorage: product ids, newest first,
 * at most 8). Shown after hydration, never rendered by the server (so no hydration mismatch); the
 * cards are fetched fresh (names in the page's language, prices for the visitor's audience).
 * `<RecentlyViewed />` works on any page (product page, cart); `useRememberViewed`
 * (recently-viewed-store.ts) records a view.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductCard } from '../../../shared/contract/catalog.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { ProductGrid } from '../../components/product-card.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { RECENTLY_VIEWED_MAX, readRecentlyViewed } from './recently-viewed-store.ts';

/** The remembered ids, read after hydration (empty on the server and during hydration). */
function useStoredIds(exclude: number | undefined): number[] | null {
  const [ids, setIds] = useState<number[] | null>(null);
  useEffect(() => {
    // Read before this page's own view is recorded (effects of children run first, so filter).
    setIds(readRecentlyViewed().filter((id) => id !== exclude));
  }, [exclude]);
  return ids;
}

export function RecentlyViewed({ excludeId, title }: { excludeId?: number; title?: string }) {
  const { t, locale } = useApp();
  const ids = useStoredIds(excludeId);
  const key = ids?.length
    ? apiKeys.queryProducts(locale, { select: ids, per_page: RECENTLY_VIEWED_MAX })
    : null;
  const { data } = useSWR<QueryProductsAnswer>(key, { shouldRetryOnError: false });
  if (!ids?.length || !data) return null;
  const byId = new Map<number, ProductCard>(data.products.data.map((p) => [p.id, p]));
  const products = ids.map((id) => byId.get(id)).filter((p): p is ProductCard => p !== undefined);
  if (!products.length) return null;
  return (
    <section
      className="container recently-viewed"
      data-testid="recently-viewed"
      aria-labelledby="recently-viewed-title"
    >
      <h2 id="recently-viewed-title">{title ?? t('product.recently_viewed')}</h2>
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}
