/** Parts page (slug + /onderdelen, /en/... /parts): the parts that fit this product. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductCard, ProductResponse } from '../../../shared/contract/catalog.ts';
import { partsHref } from '../../../shared/routes.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { ProductGrid } from '../../components/product-card.tsx';
import { Seo } from '../../components/seo.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';

export default function PartsPage({ slug }: { slug: string }) {
  const { t, locale } = useApp();
  const data = useApi<{ data: ProductResponse }>(apiKeys.product(slug, locale)).data;
  const parts = useApi<{ data: ProductCard[] }>(apiKeys.productParts(data.product.id, locale)).data;
  const title = t('product.parts_of', { name: data.product.name });
  return (
    <div className="parts-page">
      <Seo
        title={title}
        path={partsHref(data.product.slug, locale)}
        alternates={{ nl: partsHref(data.product.slug, 'nl'), en: partsHref(data.product.slug, 'en') }}
      />
      <Breadcrumbs
        items={[
          ...data.breadcrumbs,
          {
            title: t('product.parts'),
            uri: `/${data.product.slug}/${locale === 'nl' ? 'onderdelen' : 'parts'}`,
          },
        ]}
      />
      <section className="container">
        <h1>{title}</h1>
        <ProductGrid products={parts} />
      </section>
    </div>
  );
}
