/** Category page: breadcrumbs, title, subcategories and the listing of its products. */
import { useMemo } from 'react';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Category } from '../../../shared/contract/catalog.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CategoryPill } from '../../components/category-tile.tsx';
import { Seo } from '../../components/seo.tsx';
import { Listing } from '../../features/listing/listing.tsx';
import { ListingRobots, listingCanonical } from '../../features/listing/listing-head.tsx';
import { useListingState } from '../../features/listing/use-listing.ts';
import { alternatesFor } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useLanguageSwitchQuery } from '../../lib/language-switch.ts';
import { useApi } from '../../lib/use-api.tsx';
import { uriHref } from '../href.ts';

export default function CategoryPage({ id }: { id: number }) {
  const { t, locale } = useApp();
  const category = useApi<{ data: Category }>(apiKeys.category(id, locale)).data;
  const state = useListingState();
  useLanguageSwitchQuery();
  const base = useMemo(() => ({ category_id: id }), [id]);
  const path = uriHref(category.uri, locale);
  const title =
    state.page > 1 ? `${category.title} · ${t('listing.page_n', { page: state.page })}` : category.title;
  return (
    <div className="category-page">
      <Seo
        title={title}
        description={category.title}
        path={listingCanonical(path, state)}
        alternates={alternatesFor(path, category.alternate_lang_hrefs)}
      />
      <ListingRobots state={state} />
      <Breadcrumbs items={category.breadcrumbs} />
      <section className="container listing-page">
        <header className="listing-header">
          <h1>{category.title}</h1>
        </header>
        {category.children.length ? (
          <nav aria-label={t('categoryScreen.subcategories')}>
            <ul className="subcategories">
              {category.children.map((c) => (
                <li key={c.id}>
                  <CategoryPill category={c} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Listing
          base={base}
          listId={`category_${id}`}
          listName={t('categoryScreen.list_name', { title: category.title })}
        />
      </section>
    </div>
  );
}
