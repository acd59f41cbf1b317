/**
 * Product page: the product is critical (status, title, canonical, JSON-LD before the first byte);
 * its reviews stream into their own Suspense boundary.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse, Review } from '../../../shared/contract/catalog.ts';
import { cleanReferenceNumber } from '../../../shared/format.ts';
import { partsHref, productHref } from '../../../shared/routes.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { Seo } from '../../components/seo.tsx';
import { alternatesFor } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { Deferred, useApi } from '../../lib/use-api.tsx';

export function productJsonLd(p: ProductResponse, url: string, publicUrl: string) {
  const { product } = p;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...p.schema,
    name: product.name,
    sku: product.sku,
    image: product.photos.map((src) => `${publicUrl}${src}`),
    description: product.description.replace(/<[^>]*>/g, '').slice(0, 5000),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      // Search engines get the consumer price, incl. VAT.
      price: product.price_gross.toFixed(2),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export default function ProductPage({ slug }: { slug: string }) {
  const { t, locale, publicUrl } = useApp();
  const data = useApi<{ data: ProductResponse }>(apiKeys.product(slug, locale)).data;
  const { product } = data;
  const path = productHref(product.slug, locale);
  const alternates = alternatesFor(path, data.alternate_lang_hrefs);
  const theme = product.extra_fields.find((f) => f.key === 'theme')?.value === 'dark' ? 'dark' : undefined;
  return (
    <div className="product-page" data-theme={theme}>
      <Seo
        title={product.name}
        description={product.name}
        path={path}
        alternates={alternates}
        image={product.photo}
        type="product"
        jsonLd={[productJsonLd(data, `${publicUrl}${path}`, publicUrl)]}
      />
      <link rel="preload" as="image" href={product.photo} fetchPriority="high" />
      <Breadcrumbs items={data.breadcrumbs} />
      <section className="container product-main">
        <img
          src={product.photo}
          alt={product.name}
          width={640}
          height={640}
          className="product-photo"
          fetchPriority="high"
        />
        <div className="product-summary">
          <h1>{product.name}</h1>
          {product.brand ? <p className="product-brand">{product.brand.name}</p> : null}
          <Price values={product} className="price-large" />
          <p className={product.stock > 0 ? 'stock in-stock' : 'stock out-of-stock'}>
            {product.stock > 0 ? t('product.in_stock') : t('product.out_of_stock')}
          </p>
          <p className="product-sku">
            {t('product.sku')}: {product.sku}
          </p>
          {data.has_parts ? (
            <Link to={partsHref(product.slug, locale)} className="button button-secondary">
              {t('product.view_parts')}
            </Link>
          ) : null}
        </div>
      </section>
      <section className="container product-details">
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: product.description }} />
        {data.specifications.length ? (
          <>
            <h2>{t('product.specifications')}</h2>
            <dl className="spec-table">
              {data.specifications.map((s) => (
                <div key={s.id}>
                  <dt>{s.title}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {data.reference_numbers.length ? (
          <>
            <h2>{t('product.reference_numbers')}</h2>
            <ul className="reference-numbers">
              {data.reference_numbers.map((r) => (
                <li key={r}>{cleanReferenceNumber(r)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="container product-reviews" id="reviews">
        <h2>{t('product.reviews')}</h2>
        <Deferred<{ data: Review[] }>
          dataKey={apiKeys.productReviews(product.id, locale)}
          loading={
            <p className="reviews-loading" aria-busy="true">
              {t('loading')}
            </p>
          }
          failed={<p className="section-failed">{t('section_failed')}</p>}
        >
          {({ data: reviews }) =>
            reviews.length ? (
              <ul className="review-list">
                {reviews.map((r) => (
                  <li key={r.id} className="review">
                    <p className="review-rating">{r.rating} / 10</p>
                    <h3>{r.title}</h3>
                    <p>{r.body}</p>
                    <p className="review-author">{r.author}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="no-reviews">{t('product.no_reviews')}</p>
            )
          }
        </Deferred>
      </section>
      {data.alternatives.length ? (
        <section className="container product-alternatives">
          <h2>{t('product.alternatives')}</h2>
          <ProductGrid products={data.alternatives} />
        </section>
      ) : null}
    </div>
  );
}
