/**
 * Placeholder cards while a page of products loads: about a card's height each, so the answer
 * moves little when it lands (a listing's next page, the home page's deals and best sellers).
 * Its own module: the product page's first load has no use for it.
 */
export function ProductCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="product-card product-card-skeleton" aria-hidden="true">
          <div className="skeleton-photo" />
          <div className="skeleton-line" />
          <div className="skeleton-line short" />
        </div>
      ))}
    </>
  );
}

/** A product grid's loading state: `count` placeholder cards in the grid's own columns. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      <ProductCardSkeletons count={count} />
    </div>
  );
}
