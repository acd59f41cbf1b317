/** Parts page (slug + /onderdelen, /en/... /parts): the parts that fit this product, or an empty state. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductCard, ProductResponse } from '../../../shared/contract/catalog.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { Seo } from '../../components/seo.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { partsHref, productHref } from '../href.ts';

export default function PartsPage({ slug }: { slug: string }) {
  const { t, locale } = useApp();
  const data = useApi<{ data: ProductResponse }>(apiKeys.product(slug, locale)).data;
  const parts = useApi<{ data: ProductCard[] }>(apiKeys.productParts(data.product.id, locale)).data;
  const { product } = data;
  const title = t('partsScreen.parts_of', { name: product.name });
  const altSlug = (lang: 'nl' | 'en') =>
    data.alternate_lang_hrefs
      .find((a) => a.language_id === (lang === 'nl' ? 1 : 4))
      ?.uri.replace(/^\//, '') ?? product.slug;
  return (
    <div className="parts-page" data-testid="parts-page">
      <Seo
        title={title}
        description={t('partsScreen.parts_intro', { name: product.name })}
        path={partsHref(product.slug, locale)}
        alternates={{ nl: partsHref(altSlug('nl'), 'nl'), en: partsHref(altSlug('en'), 'en') }}
      />
      <Breadcrumbs
        items={[
          ...data.breadcrumbs,
          { title: product.name, uri: `/${product.slug}` },
          {
            title: t('partsScreen.parts'),
            uri: `/${product.slug}/${locale === 'nl' ? 'onderdelen' : 'parts'}`,
          },
        ]}
      />
      <section className="container parts-header">
        <Image src={product.photo} alt="" width={96} height={96} priority className="parts-product-photo" />
        <div>
          <h1>{title}</h1>
          <p className="parts-intro">
            {parts.length ? `${t('partsScreen.parts_count', { count: parts.length })} · ` : null}
            <Link to={productHref(product.slug, locale)}>
              {t('partsScreen.back_to_product', { name: product.name })}
            </Link>
          </p>
        </div>
      </section>
      <section className="container">
        {parts.length ? (
          <ProductGrid products={parts} />
        ) : (
          <p className="parts-empty" data-testid="parts-empty">
            {t('partsScreen.parts_empty')}
          </p>
        )}
      </section>
    </div>
  );
}
