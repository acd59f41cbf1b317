/** A product in a listing or carousel: photo (width and height set), brand, name, rating, prices, stock. */
import type { ProductCard as Card } from '../../shared/contract/catalog.ts';
import { useFavoritesShown } from '../features/favorites/favorites-context.tsx';
import { FavoriteToggle } from '../layout/layout-islands.ts';
import { useApp } from '../lib/app-context.tsx';
import { uriHref } from '../routes/href.ts';
import { CompareToggle } from './compare-toggle-island.ts';
import { Image } from './image.tsx';
import { Link } from './link.tsx';
import { Price } from './price.tsx';

/** `priority`: the listing's first card, its photo the page's largest paint on a phone (preloaded). */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: Card;
  eager?: boolean;
  priority?: boolean;
}) {
  const { locale, t } = useApp();
  const favorites = useFavoritesShown();
  return (
    <article className="product-card" data-testid="product-card">
      {favorites ? <FavoriteToggle productId={product.id} /> : null}
      <Link to={uriHref(product.uri, locale)} className="product-card-link">
        <Image
          src={product.photo}
          alt=""
          width={320}
          height={320}
          sizes="(max-width: 575px) 50vw, 320px"
          eager={eager}
          priority={priority}
          className="product-card-photo"
        />
        {product.brand ? <span className="product-card-brand">{product.brand}</span> : null}
        <h3 className="product-card-name">{product.full_name}</h3>
      </Link>
      {product.review_average !== null ? (
        <p className="product-card-rating">
          <span aria-hidden="true">
            <span className="star">★</span> {product.review_average.toFixed(1).replace('.', ',')}
          </span>
          <span className="visually-hidden-text">
            {t('product.rating_label', { average: product.review_average })}
          </span>
        </p>
      ) : null}
      <Price values={product} />
      <p className={product.in_stock ? 'stock in-stock' : 'stock out-of-stock'}>
        {product.in_stock ? t('product.in_stock') : t('product.out_of_stock')}
      </p>
      <CompareToggle productId={product.id} />
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 4 }: { products: Card[]; eagerCount?: number }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eagerCount} />
      ))}
    </div>
  );
}
