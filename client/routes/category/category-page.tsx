/** Category page: breadcrumbs, subcategories and the listing of its products. */
import { useLocation } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Category } from '../../../shared/contract/catalog.ts';
import { listingPayloadFromSearch } from '../../../shared/listing-query.ts';
import { uriHref } from '../../../shared/routes.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { Listing, useListing } from '../../features/listing/listing.tsx';
import { alternatesFor } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';

export default function CategoryPage({ id }: { id: number }) {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const category = useApi<{ data: Category }>(apiKeys.category(id, locale)).data;
  const answer = useListing({ ...listingPayloadFromSearch(new URLSearchParams(search)), category_id: id });
  const path = uriHref(category.uri, locale);
  const page = answer.products.paging.current_page;
  return (
    <div className="category-page">
      <Seo
        title={
          page > 1
            ? `${category.title} · ${t('listing.page', { page, last: answer.products.paging.last_page })}`
            : category.title
        }
        description={category.title}
        path={path}
        alternates={alternatesFor(path, category.alternate_lang_hrefs)}
      />
      <Breadcrumbs items={category.breadcrumbs} />
      <section className="container">
        <h1>{category.title}</h1>
        {category.children.length ? (
          <ul className="subcategories" aria-label={t('listing.subcategories')}>
            {category.children.map((c) => (
              <li key={c.id}>
                <Link to={uriHref(c.uri, locale)}>{c.title}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Listing answer={answer} />
      </section>
    </div>
  );
}
