/**
 * The data of a page at a path the shop API resolves (the catch-all: products by slug, their
 * parts, categories and content pages by uri): the API says what the path is, and that page's
 * loader runs.
 */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { loadCategory } from '../category/category-data.ts';
import { loadContent } from '../content/content-data.ts';
import { loadParts } from '../parts/parts-data.ts';
import { loadProduct } from '../product/product-data.ts';
import type { LoadArgs } from '../screen.ts';
import { catchAllPath } from './catch-all-page.tsx';

/** Each resolved page's loader, by what the API says the path is. */
const resolvedLoaders: Record<Resolved['type'], (args: LoadArgs, resolved: Resolved) => Promise<void>> = {
  product: loadProduct,
  parts: loadParts,
  category: loadCategory,
  page: loadContent,
};

export async function load(args: LoadArgs) {
  const { data } = await args.get<{ data: Resolved }>(
    apiKeys.resolve(catchAllPath(args.pathname), args.locale),
  );
  await resolvedLoaders[data.type](args, data);
}
