/** Home: categories to start from and best sellers (streamed in after the shell). */
import '../../first-load.ts';
import type { QueryProductsAnswer } from '../../../shared/contract/listing.ts';
import { uriHref } from '../../../shared/routes.ts';
import { Link } from '../../components/link.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { Seo } from '../../components/seo.tsx';
import { useCategories, useShopInfo } from '../../features/shell/use-shell.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { Deferred } from '../../lib/use-api.tsx';
import { bestSellersKey } from './home-data.ts';

export default function HomePage() {
  const { t, locale, publicUrl } = useApp();
  const shop = useShopInfo();
  const categories = useCategories();
  const alternates = useAlternates();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: publicUrl,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: shop.kiyoh_stats.average_rating_12_months,
      bestRating: 10,
      reviewCount: shop.kiyoh_stats.number_reviews,
    },
  };
  return (
    <>
      <Seo
        title={`${shop.name} · ${t('pages.home.title')}`}
        description={t('pages.home.description')}
        path={alternates[locale]}
        alternates={alternates}
        jsonLd={[organization]}
      />
      <section className="hero">
        <div className="container">
          <h1>{t('pages.home.title')}</h1>
          <p>{t('pages.home.description')}</p>
        </div>
      </section>
      <section className="container home-categories">
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={uriHref(c.uri, locale)} className="category-tile">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container home-best-sellers">
        <Deferred<QueryProductsAnswer>
          dataKey={bestSellersKey(locale)}
          loading={<div className="product-grid skeleton" aria-busy="true" />}
          failed={<p className="section-failed">{t('section_failed')}</p>}
        >
          {(answer) => <ProductGrid products={answer.products.data} />}
        </Deferred>
      </section>
    </>
  );
}
