/** POST /queryProducts: every payload variant of spec section 7 and its answer. */
import * as yup from 'yup';
import type { SortOption } from '../catalog-constants.ts';
import { productCard } from './catalog.ts';
import { pagingMeta } from './common.ts';

export { listingPageSize, type SortOption, sortOptions } from '../catalog-constants.ts';

/** `POST queryProducts`: the API's rules (shared/contract/payloads.ts). */
export { queryProductsPayload } from './payloads.ts';
export interface QueryProductsPayload {
  best_selling?: boolean;
  search?: string;
  products_only?: boolean;
  limit?: number;
  category_id?: number;
  with_alternatives_only?: boolean;
  brands_filter?: number[];
  price_filter?: [number, number];
  price_filter_gross?: boolean;
  stock_filter?: boolean;
  /** spec id → selected value ids */
  specs_filter?: Record<string, number[]>;
  /** spec id → [min, max] of the numeric value titles */
  specs_filter_min_max?: Record<string, [number, number]>;
  page?: number;
  deals?: boolean;
  select?: number[];
  favorites?: boolean;
  per_page?: number;
  sort?: SortOption;
}

const brandFacet = yup.object({
  id: yup.number().required(),
  name: yup.string().required(),
  count: yup.number().integer().required(),
});
const specFacet = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  vals: yup
    .array(
      yup
        .object({
          id: yup.number().required(),
          title: yup.string().required(),
          count: yup.number().integer().required(),
        })
        .required(),
    )
    .required(),
});
const categoryFacet = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  uri: yup.string().required(),
  count: yup.number().integer().required(),
  breadcrumbs: yup
    .array(yup.object({ title: yup.string().required(), uri: yup.string().required() }).required())
    .required(),
});

export const queryProductsAnswer = yup.object({
  products: yup
    .object({ data: yup.array(productCard.required()).required(), paging: pagingMeta.required() })
    .required(),
  categories: yup.array(categoryFacet.required()).required(),
  categories_tree_depth: yup.number().integer().min(0).required(),
  brands: yup.array(brandFacet.required()).required(),
  specs: yup.array(specFacet.required()).required(),
  stock_count: yup.number().integer().min(0).required(),
  min_price: yup.number().required(),
  max_price: yup.number().required(),
  min_price_gross: yup.number().required(),
  max_price_gross: yup.number().required(),
  /**
   * Search only (optional: another backend may leave it out): the corrected query, when the
   * shopper's words were corrected (a typo) or dropped (words nothing matches), one click away as
   * "did you mean". With no products at all, `categories` holds the best matching categories.
   */
  did_you_mean: yup.string().nullable().optional(),
  /**
   * Search only (optional): the shopper's words left out because nothing in the catalogue matches
   * them, in the order typed; the products match the other words ("results without 'quiet'").
   * Empty or absent: every word was searched.
   */
  dropped_terms: yup.array(yup.string().required()).optional(),
  /**
   * Optional: true when more products match than were counted (a search ranks its first 2,000
   * matches, a listing counts up to 10,000), so `paging.total` is a lower bound ("more than 10,000
   * products") and `last_page` the last page counted; absent or false: exact.
   */
  total_at_least: yup.boolean().optional(),
  /**
   * Search only (optional): when fewer than ten products match, the first page goes on with
   * products like them (their category, nearest in price), from this index of `products.data`
   * on; the shop shows them under "Meer zoals deze" / "More like these". They are not matches:
   * `paging.total` does not count them. Absent: every product listed matches.
   */
  more_like_these_from: yup.number().integer().min(0).optional(),
});
export type QueryProductsAnswer = yup.InferType<typeof queryProductsAnswer>;
