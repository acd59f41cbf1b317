/**
 * Data of the product and parts pages. Critical (before the first byte): the product, and for a
 * product with options its attributes and the option the URL (or the default attributes) selects,
 * so the server renders the right price. Reviews stream in. Questions and alternatives come with
 * the product response (spec 3), so they need no call of their own.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { ProductResponse } from '../../../shared/contract/catalog.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import {
  attributesKey,
  completeSelection,
  optionKey,
  type ProductAttributesAnswer,
  selectionFrom,
  unwrap,
} from '../../features/product-options/selection.ts';
import type { LoadArgs } from '../screen.ts';

export async function loadProduct({ get, defer, preload, locale, search }: LoadArgs, resolved: Resolved) {
  const answer = await get<{ data: ProductResponse }>(apiKeys.product(resolved.slug ?? '', locale));
  const { product, default_attrs } = answer.data;
  defer(apiKeys.productReviews(product.id, locale));
  preload('product');
  if (!product.has_attributes) return;
  // A failed attributes or option call must not fail the page: the browser asks again, and a
  // failed option load clears the option (spec 4), showing the starting price.
  const selection = selectionFrom(search, default_attrs);
  const attributes = await get<unknown>(attributesKey(locale, product.id, selection)).catch(() => undefined);
  const complete = completeSelection(unwrap<ProductAttributesAnswer>(attributes));
  if (complete) await get(optionKey(locale, product.id, complete)).catch(() => undefined);
}
