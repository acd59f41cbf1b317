/** Favourite products (issue 5): the cards with their hearts (a click removes one), or the empty state. */
import useSWR from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { ProductCard } from '../../components/product-card.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

export function FavoritesView() {
  const { t, locale } = useApp();
  const products = useApi<QueryProductsAnswer>(accountKeys.customerFavorites(locale)).products.data;
  // A heart switched off here hides its card at once (the ids are what the hearts change).
  const { data: ids } = useSWR<{ data: number[] }>(accountKeys.customerFavoriteIds(locale));
  const shown = ids ? products.filter((p) => ids.data.includes(p.id)) : products;
  return (
    <DashboardLayout routeId="dashboardFavorites" title={t('dashboardScreen.favorites')}>
      {shown.length === 0 ? (
        <p className="dashboard-empty" data-testid="favorites-empty">
          {t('dashboardScreen.favorites_empty')}
        </p>
      ) : (
        <div className="product-grid" data-testid="favorites">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </DashboardLayout>
  );
}
