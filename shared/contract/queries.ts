/**
 * The query strings of the shop API, as the API checks them at run time (decision 082): each
 * value is the text of one `?name=value` (shared/contract/query.ts); an empty value counts as
 * absent and unknown names are ignored (api/http/contract-input.ts).
 */
import * as yup from 'yup';
import { MAX_INT } from './payloads.ts';
import { queryBool, queryInt, queryNumber, queryString } from './query.ts';
import { SITEMAP_PAGE_MAX } from './sitemap.ts';

/** The deepest menu the API builds. */
export const MENU_DEPTH_MAX = 3;
/** The most places one search answers. */
export const PLACES_MAX = 8;
/** The most dealers "nearest" answers. */
export const NEAREST_DEALERS_MAX = 10;
/** The most chat messages one page holds. */
export const CHAT_PAGE_MAX = 100;

const idQuery = (name: string) => queryInt(name, 1, MAX_INT);

export const menusQuery = yup.object({
  depth: queryInt('depth', 1, MENU_DEPTH_MAX),
  parent: idQuery('parent'),
});
export const menuQuery = yup.object({ depth: queryInt('depth', 1, MENU_DEPTH_MAX) });
export const resolveQuery = yup.object({ path: queryString('path', 500).required('path is required') });

/** `home`: the home page's content (its hero and introduction), one page. */
export const pageTypes = ['content', 'recipe_category', 'recipe', 'faq_category', 'faq', 'home'] as const;
export const pagesQuery = yup.object({
  type_code: queryString('type_code', 40).oneOf(
    [...pageTypes],
    `type_code must be one of ${pageTypes.join(', ')}`,
  ),
  per_page: queryInt('per_page', 1, 100),
  parent: idQuery('parent'),
  parent_only: queryBool('parent_only'),
  page: queryInt('page', 1, 100_000),
  search: queryString('search', 200),
});
export const faqProductsQuery = yup.object({
  per_page: queryInt('per_page', 1, 100),
  page: queryInt('page', 1, 100_000),
  search: queryString('search', 200),
});
export const sitemapSummaryQuery = yup.object({ width: queryInt('width', 1, 1_000_000) });
export const sitemapPageQuery = yup.object({
  after: queryInt('after', 0, MAX_INT),
  through: queryInt('through', 1, MAX_INT),
  limit: queryInt('limit', 1, SITEMAP_PAGE_MAX),
});
export const categoriesQuery = yup.object({
  breadcrumbs: queryBool('breadcrumbs'),
  search: queryString('search', 200),
});
export const productQuery = yup.object({ from_category: idQuery('from_category'), po_id: idQuery('po_id') });
export const shippingMethodsQuery = yup.object({
  country_id: idQuery('country_id'),
  offer: idQuery('offer'),
});
export const paymentMethodsQuery = yup.object({ offer: idQuery('offer') });
export const pickupPointsQuery = yup.object({
  postcode: queryString('postcode', 10).required('postcode is required'),
  country_id: idQuery('country_id').default(1),
});
/** `status=1,3`: order statuses 1–7 (7: cancelled, decision 042); default 1–6 (spec 9, decision 100). */
export const DEFAULT_ORDER_STATUSES = [1, 2, 3, 4, 5, 6] as const;
const STATUS_MESSAGE = 'status must be a comma-separated list of order statuses 1 to 7';
export const ordersQuery = yup.object({
  status: queryString('status', 13)
    .typeError(STATUS_MESSAGE)
    .max(13, STATUS_MESSAGE)
    .matches(/^[1-7](,[1-7]){0,6}$/, STATUS_MESSAGE),
});
export const dealersQuery = yup.object({
  lat: queryNumber('lat', -90, 90),
  lng: queryNumber('lng', -180, 180),
  limit: queryInt('limit', 1, NEAREST_DEALERS_MAX),
});
export const placesQuery = yup.object({
  q: queryString('q', 100)
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .min(2, 'q must be at least 2 characters')
    .required('q is required (a place, postcode or street with its place)'),
  limit: queryInt('limit', 1, PLACES_MAX),
});
export const quickOrderSearchQuery = yup.object({
  q: queryString('q', 100)
    .test('trimmed-min', 'q must be at least 2 characters', (v) => (v ?? '').trim().length >= 2)
    .required('q is required'),
});
export const chatMessagesQuery = yup.object({
  after: queryInt('after', 0, MAX_INT),
  before: idQuery('before'),
  limit: queryInt('limit', 1, CHAT_PAGE_MAX),
});
