/** A product as listings, search and carousels show it (contract: productCard). */
import { euros, eurosOrNull } from '../lib/money.ts';
import { unitPriceFields } from '../prices/unit-price.ts';
import type { CardRow } from './repository.ts';

export const productPhoto = (id: number, n = 1) => `/api/media/products/${id}-${n}.svg`;
/**
 * A photo's URL (decision 097): the JPEG at its largest width, named by its content hash; the
 * storefront asks for the other widths and formats (client/components/image.tsx).
 */
export const photoUrl = (hash: string) => `/api/media/photos/${hash}.jpg`;

export function toCard(row: CardRow) {
  return {
    id: row.id,
    uri: `/${row.slug}`,
    photo: row.photoHash ? photoUrl(row.photoHash) : productPhoto(row.id),
    full_name: row.name,
    po_id: row.poId,
    brand: row.brand,
    price: euros(row.priceNet),
    price_gross: euros(row.priceGross),
    old_price: eurosOrNull(row.oldPriceNet),
    old_price_gross: eurosOrNull(row.oldPriceGross),
    ...unitPriceFields(row.quantity, row.priceNet, row.priceGross),
    in_stock: row.stock > 0,
    review_average: row.reviewAverage === null ? null : Math.round(row.reviewAverage * 10) / 10,
  };
}
