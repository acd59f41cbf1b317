/** Data of the parts page: the product and its parts, both critical. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import type { LoadArgs } from '../screen.ts';

export async function loadParts({ get, preload, locale }: LoadArgs, resolved: Resolved) {
  const product = await get<{ data: ProductResponse }>(apiKeys.product(resolved.slug ?? '', locale));
  await get(apiKeys.productParts(product.data.product.id, locale));
  preload('parts');
}
