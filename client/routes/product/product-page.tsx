/**
 * Product page: the product (and, for products with options, its attributes and chosen option) is
 * critical: status, title, canonical, JSON-LD and the right price before the first byte. Reviews
 * stream into their own Suspense boundary; questions and alternatives come with the product
 * response. Recently viewed products appear after hydration.
 */
import { Component, type CSSProperties, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse, ReviewList as ReviewAnswer } from '../../../shared/contract/catalog.ts';
import type { ProductOption } from '../../../shared/contract/options.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CompareToggle } from '../../components/compare-toggle-island.ts';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { Seo } from '../../components/seo.tsx';
import { Stars } from '../../components/stars.tsx';
import { useFavoritesShown } from '../../features/favorites/favorites-context.tsx';
import { AttributePicker } from '../../features/product-options/attribute-picker.tsx';
import { useProductOptions } from '../../features/product-options/use-product-options.ts';
import { useRememberViewed } from '../../features/recently-viewed/recently-viewed-store.ts';
import { useShopInfo } from '../../features/shell/use-shell.ts';
import { FavoriteToggle } from '../../layout/layout-islands.ts';
import { alternatesFor } from '../../lib/alternates.ts';
import { track } from '../../lib/analytics.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { Deferred, useApi } from '../../lib/use-api.tsx';
import { partsHref, productHref } from '../href.ts';
import { ProductGallery } from './product-gallery.tsx';
import {
  AddToCart,
  ProductDelivery,
  ProductDetails,
  ProductNav,
  ProductSafety,
  RecentlyViewed,
  ReviewList,
  StockAlertForm,
} from './product-islands.ts';
import type { NavSection } from './product-nav.tsx';

export function productJsonLd(
  p: ProductResponse,
  url: string,
  publicUrl: string,
  option: ProductOption | null = null,
) {
  const { product } = p;
  const abs = (src: string) => (src.startsWith('http') ? src : `${publicUrl}${src}`);
  const stock = option ? option.stock : product.stock;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    ...p.schema,
    name: product.name,
    sku: option?.sku ?? product.sku,
    image: product.photos.map(abs),
    description: product.description.replace(/<[^>]*>/g, '').slice(0, 5000),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      // Search engines get the consumer price, incl. VAT.
      price: (option ? option.price_gross : product.price_gross).toFixed(2),
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** A failed product load raises 'Product load failed' (spec 8), keeping the API's status for the error page. */
class ProductLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return {
      error:
        error instanceof ApiFetchError
          ? new ApiFetchError(error.status, 'Product load failed', error.code)
          : error,
    };
  }
  override render() {
    if (this.state.error) throw this.state.error;
    return this.props.children;
  }
}

const extraFieldHidden = new Set(['theme']);

function ExtraFields({ fields }: { fields: ProductResponse['product']['extra_fields'] }) {
  const { t } = useApp();
  const shown = fields.filter((f) => !extraFieldHidden.has(f.key) && f.value !== '');
  if (!shown.length) return null;
  return (
    <ul className="product-extra-fields">
      {shown.map((f) => {
        const label = t(`product.extra.${f.key}`, { value: f.value });
        return (
          <li key={f.key} data-key={f.key}>
            {label === `product.extra.${f.key}` ? `${f.key.replace(/_/g, ' ')}: ${f.value}` : label}
          </li>
        );
      })}
    </ul>
  );
}

function formatRating(value: number) {
  return value.toFixed(1).replace('.', ',');
}

function useViewItem(data: ProductResponse, mode: 'net' | 'gross') {
  const sent = useRef<number | null>(null);
  const { product } = data;
  useEffect(() => {
    if (sent.current === product.id) return;
    sent.current = product.id;
    const price = mode === 'net' ? product.price : product.price_gross;
    track('view_item', {
      currency: 'EUR',
      value: price,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          item_brand: product.brand?.name,
          item_category: data.breadcrumbs.at(-1)?.title,
          price,
        },
      ],
    });
  }, [product, data.breadcrumbs, mode]);
}

export default function ProductPage({ slug }: { slug: string }) {
  return (
    <ProductLoadBoundary>
      <ProductView slug={slug} />
    </ProductLoadBoundary>
  );
}

function ProductView({ slug }: { slug: string }) {
  const { t, locale, publicUrl } = useApp();
  const data = useApi<{ data: ProductResponse }>(apiKeys.product(slug, locale)).data;
  const { product } = data;
  const mode = usePriceMode();
  const favorites = useFavoritesShown();
  // The home country's delivery promise, from the shipping data (decision 096), as the slogan bar.
  const delivery = useShopInfo().shipping_promise.delivery;
  const options = useProductOptions({
    id: product.id,
    has_attributes: product.has_attributes,
    default_attrs: data.default_attrs,
  });
  useViewItem(data, mode);
  useRememberViewed(product.id);

  const path = productHref(product.slug, locale);
  const alternates = alternatesFor(path, data.alternate_lang_hrefs);
  const theme = product.extra_fields.find((f) => f.key === 'theme')?.value === 'dark' ? 'dark' : undefined;
  const { option, attributes } = options;
  const withOptions = product.has_attributes && attributes !== undefined && attributes.attributes.length > 0;
  const stock = withOptions ? (option?.stock ?? null) : product.stock;
  const sku = option?.sku ?? product.sku;
  const scheme: CSSProperties | undefined = product.colour_scheme
    ? (Object.fromEntries(
        product.colour_scheme.details.map((d) => [`--scheme-${d.element}`, d.color]),
      ) as CSSProperties)
    : undefined;

  // Memoised: the navbar is an island, and new props would reach it before it has hydrated.
  const sections = useMemo<NavSection[]>(
    () => [
      { id: 'overview', label: t('product.overview') },
      ...(data.specifications.length || data.reference_numbers.length
        ? [{ id: 'specifications', label: t('product.specifications') }]
        : []),
      { id: 'reviews', label: t('product.reviews') },
      ...(data.questions.length ? [{ id: 'questions', label: t('product.questions') }] : []),
      ...(data.pdfs.length || data.pages.length ? [{ id: 'downloads', label: t('product.downloads') }] : []),
    ],
    [data, t],
  );

  return (
    <div
      className="product-page"
      data-theme={theme}
      data-colour-scheme={product.colour_scheme?.title}
      style={scheme}
      data-testid="product-page"
    >
      <Seo
        title={product.name}
        description={product.name}
        path={path}
        alternates={alternates}
        image={product.photo}
        type="product"
        jsonLd={[productJsonLd(data, `${publicUrl}${path}`, publicUrl, option)]}
      />
      <Breadcrumbs items={data.breadcrumbs} />
      <section className="container product-main" id="overview-top">
        <ProductGallery
          photos={product.photos.length ? product.photos : [product.photo]}
          name={product.name}
        />
        <div className="product-summary">
          {product.brand ? <p className="product-brand">{product.brand.name}</p> : null}
          <h1 className="product-title">{product.name}</h1>
          {data.reviews.count > 0 && data.reviews.average !== null ? (
            <a href="#reviews" className="product-rating">
              <Stars value={data.reviews.average} />
              <span>
                {t('product.reviews_summary', {
                  average: formatRating(data.reviews.average),
                  count: data.reviews.count,
                })}
              </span>
            </a>
          ) : null}

          <div
            className="product-buy"
            aria-busy={options.loading}
            data-loading={options.loading || undefined}
          >
            <div className="product-price" data-testid="product-price">
              {option ? (
                <Price values={option} className="price-large" showVat />
              ) : withOptions ? (
                <Price
                  values={{ price: attributes.starting_price, price_gross: attributes.starting_price_gross }}
                  className="price-large"
                  from
                  showVat
                />
              ) : (
                <Price values={product} className="price-large" showVat />
              )}
              {options.loading ? <span className="spinner" role="status" aria-label={t('loading')} /> : null}
            </div>
            <AttributePicker state={options} />
            {stock === null ? null : (
              <p className={stock > 0 ? 'stock in-stock' : 'stock out-of-stock'} data-testid="product-stock">
                {stock > 0
                  ? stock <= 5
                    ? t('product.few_in_stock', { count: stock })
                    : t('product.in_stock')
                  : t('product.out_of_stock')}
              </p>
            )}
            {stock !== null && stock > 0 && (delivery || data.delivery) ? (
              <ProductDelivery day={data.delivery} promise={delivery} />
            ) : null}
            <p className="product-sku">
              {t('product.sku')}: <span data-testid="product-sku">{sku}</span>
            </p>
            {stock === 0 ? (
              <StockAlertForm
                key={option?.po_id ?? product.po_id ?? product.id}
                productId={product.id}
                poId={option?.po_id ?? product.po_id}
              />
            ) : (
              <AddToCart poId={withOptions ? (option?.po_id ?? null) : product.po_id} stock={stock} />
            )}
          </div>
          <ExtraFields fields={product.extra_fields} />
          <div className="product-actions">
            <CompareToggle productId={product.id} />
            {favorites ? <FavoriteToggle productId={product.id} /> : null}
          </div>
          {data.has_parts ? (
            <Link to={partsHref(product.slug, locale)} className="button button-secondary product-parts-link">
              {t('product.view_parts')}
            </Link>
          ) : null}
        </div>
      </section>

      <ProductNav sections={sections} label={t('product.nav_label')} />

      <ProductDetails data={data} part="overview" />

      <ProductDetails data={data} part="specs" sku={sku} />

      <section
        className="container product-section product-reviews"
        id="reviews"
        aria-labelledby="reviews-title"
      >
        <h2 id="reviews-title">{t('product.reviews')}</h2>
        {data.reviews.policy ? <p className="reviews-policy">{data.reviews.policy}</p> : null}
        {data.reviews.count > 0 && data.reviews.average !== null ? (
          <div className="reviews-summary">
            <span className="reviews-average">{formatRating(data.reviews.average)}</span>
            <div>
              <Stars value={data.reviews.average} />
              <p>{t('product.reviews_count', { count: data.reviews.count })}</p>
            </div>
          </div>
        ) : null}
        <Deferred<ReviewAnswer>
          dataKey={apiKeys.productReviews(product.id, locale)}
          loading={
            <div className="reviews-loading" aria-busy="true">
              <span className="skeleton" />
              <span className="skeleton" />
              <span className="visually-hidden-text">{t('loading')}</span>
            </div>
          }
          failed={<p className="section-failed">{t('section_failed')}</p>}
        >
          {/* `meta?`: an API from before decision 103 (during a deploy) answers the reviews alone. */}
          {({ data: reviews, meta }) =>
            reviews.length || meta?.untranslated?.count ? (
              <ReviewList
                reviews={reviews}
                locale={locale}
                productId={product.id}
                untranslated={meta?.untranslated}
              />
            ) : (
              <p className="no-reviews">{t('product.no_reviews')}</p>
            )
          }
        </Deferred>
      </section>

      <ProductDetails data={data} part="more" />

      <ProductSafety data={data} />

      {data.alternatives.length ? (
        <section
          className="container product-section product-alternatives"
          aria-labelledby="alternatives-title"
        >
          <h2 id="alternatives-title">{t('product.alternatives')}</h2>
          <ProductGrid products={data.alternatives} eagerCount={0} />
        </section>
      ) : null}

      <RecentlyViewed excludeId={product.id} />
    </div>
  );
}
