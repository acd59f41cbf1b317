/** Data of the product and parts pages: the product is critical, its reviews stream in. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import type { LoadArgs } from '../../routes.tsx';

export async function loadProduct({ get, defer, preload, locale }: LoadArgs, resolved: Resolved) {
  const product = await get<{ data: ProductResponse }>(apiKeys.product(resolved.slug ?? '', locale));
  defer(apiKeys.productReviews(product.data.product.id, locale));
  preload('product');
}

export async function loadParts({ get, preload, locale }: LoadArgs, resolved: Resolved) {
  const product = await get<{ data: ProductResponse }>(apiKeys.product(resolved.slug ?? '', locale));
  await get(apiKeys.productParts(product.data.product.id, locale));
  preload('parts');
}
