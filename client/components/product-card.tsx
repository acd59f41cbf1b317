/** A product in a listing or carousel: photo (width and height set), name, prices. */
import type { ProductCard as Card } from '../../shared/contract/catalog.ts';
import { uriHref } from '../../shared/routes.ts';
import { useApp } from '../lib/app-context.tsx';
import { Link } from './link.tsx';
import { Price } from './price.tsx';

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { locale, t } = useApp();
  return (
    <article className="product-card">
      <Link to={uriHref(product.uri, locale)} className="product-card-link">
        <img
          src={product.photo}
          alt=""
          width={320}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="product-card-photo"
        />
        <h3 className="product-card-name">{product.full_name}</h3>
      </Link>
      <Price values={product} />
      <p className={product.in_stock ? 'stock in-stock' : 'stock out-of-stock'}>
        {product.in_stock ? t('product.in_stock') : t('product.out_of_stock')}
      </p>
    </article>
  );
}

export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < 4} />
      ))}
    </div>
  );
}
