/**
 * Deals: the listing in deals mode (products with an old price). Under a category's path
 * (`/aanbiedingen/espressomachines`) only that category's deals, its descendants' included; chips
 * lead to the deals of the categories listed. A path that is no category is the 404 page.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Category } from '../../../shared/contract/catalog.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { Listing } from '../../features/listing/listing.tsx';
import { ListingRobots, listingCanonical } from '../../features/listing/listing-head.tsx';
import { useListingState } from '../../features/listing/use-listing.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useLanguageSwitchQuery } from '../../lib/language-switch.ts';
import { useApi } from '../../lib/use-api.tsx';
import { dealsCategoryPath, dealsHref } from '../href.ts';
import { dealsBase, dealsCategoryId, dealsIn } from './deals-data.ts';

export default function DealsPage() {
  const { pathname } = useLocation();
  useLanguageSwitchQuery();
  const path = dealsCategoryPath(pathname);
  return path ? <CategoryDeals path={path} /> : <Deals />;
}

function CategoryDeals({ path }: { path: string }) {
  const { locale } = useApp();
  const resolved = useApi<{ data: Resolved }>(apiKeys.resolve(path, locale)).data;
  const id = dealsCategoryId(resolved);
  const category = useApi<{ data: Category }>(apiKeys.category(id, locale)).data;
  return <Deals category={category} />;
}

function Deals({ category }: { category?: Category }) {
  const { t, locale } = useApp();
  const state = useListingState();
  const alternates = useAlternates();
  const id = category?.id;
  const base = useMemo(() => (id === undefined ? dealsBase : dealsIn(id)), [id]);
  const title = category ? t('dealsScreen.deals_in', { title: category.title }) : t('dealsScreen.title');
  return (
    <section className="container listing-page deals-page">
      <Seo
        title={state.page > 1 ? `${title} · ${t('listing.page_n', { page: state.page })}` : title}
        description={t('dealsScreen.deals_intro')}
        path={listingCanonical(alternates[locale], state)}
        alternates={alternates}
      />
      <ListingRobots state={state} />
      <header className="listing-header">
        <h1>{title}</h1>
        <p className="listing-intro">{t('dealsScreen.deals_intro')}</p>
        {category ? (
          <p>
            <Link route="deals" locale={locale} data-testid="all-deals">
              {t('dealsScreen.all_deals')}
            </Link>
          </p>
        ) : null}
      </header>
      <Listing
        base={base}
        listId={id === undefined ? 'deals' : `deals_${id}`}
        listName={category ? title : t('dealsScreen.list_name')}
        showCategories
        categoryHref={(uri) => dealsHref(uri, locale)}
      />
    </section>
  );
}
