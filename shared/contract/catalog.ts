/** Categories, products and reviews. */
import * as yup from 'yup';
import { alternateHrefs, breadcrumbs, colourScheme } from './common.ts';
import { deliveryDay } from './delivery.ts';
import { unitPriceFields } from './unit-price.ts';

export interface Category {
  id: number;
  title: string;
  /** Full link text for menus (same as title unless the shop sets one). */
  link: string;
  /** Locale-less path, e.g. `/espressomachines/dual-boiler`. */
  uri: string;
  tree_depth: number;
  breadcrumbs: { title: string; uri: string }[];
  alternate_lang_hrefs: { language_id: number; uri: string }[];
  /** Its tile's picture: an SVG URL named by the drawing's hash (raster sizes beside it). */
  image: string;
  children: Category[];
}
export const category: yup.ObjectSchema<Category> = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  link: yup.string().required(),
  uri: yup.string().required(),
  tree_depth: yup.number().integer().min(1).required(),
  breadcrumbs,
  alternate_lang_hrefs: alternateHrefs,
  image: yup.string().required(),
  children: yup.array(yup.lazy(() => category.required())).required(),
}) as yup.ObjectSchema<Category>;
export const categories = yup.array(category.required()).required();

/** A product in listings, the search dropdown and carousels (spec: search product). */
export const productCard = yup.object({
  id: yup.number().required(),
  uri: yup.string().required(),
  photo: yup.string().required(),
  full_name: yup.string().required(),
  /** The default product option, for adding to the cart from a listing. */
  po_id: yup.number().nullable().default(null),
  brand: yup.string().nullable().default(null),
  /** net, euros */
  price: yup.number().required(),
  price_gross: yup.number().required(),
  old_price: yup.number().nullable().default(null),
  old_price_gross: yup.number().nullable().default(null),
  ...unitPriceFields,
  in_stock: yup.boolean().required(),
  review_average: yup.number().nullable().default(null),
});
export type ProductCard = yup.InferType<typeof productCard>;

const specification = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  value: yup.string().required(),
  numeric_value: yup.number().nullable().default(null),
  unit: yup.string().nullable().default(null),
});

const safetyParty = {
  name: yup.string().required(),
  /** postal address lines: street, postal code and city, country */
  address: yup.array(yup.string().required()).required(),
  email: yup.string().required(),
};
/** The manufacturer, the EU responsible person (manufacturers outside the EU), type and warnings. */
export const productSafety = yup.object({
  manufacturer: yup
    .object({ ...safetyParty, trade_mark: yup.string().required() })
    .nullable()
    .default(null),
  eu_responsible_person: yup.object(safetyParty).nullable().default(null),
  product_type: yup.string().nullable().default(null),
  /** what identifies one unit: a serial number (rating plate) or a batch number (pack) */
  identifier: yup.mixed<'serial' | 'batch'>().oneOf(['serial', 'batch']).nullable().default(null),
  warnings: yup.array(yup.string().required()).required(),
});
export type ProductSafety = yup.InferType<typeof productSafety>;

export const product = yup.object({
  product: yup
    .object({
      id: yup.number().required(),
      name: yup.string().required(),
      slug: yup.string().required(),
      /** The default product option (po_id), for products without attributes to choose. */
      po_id: yup.number().nullable().default(null),
      description: yup.string().defined(),
      brand: yup
        .object({ id: yup.number().required(), name: yup.string().required() })
        .nullable()
        .default(null),
      photo: yup.string().required(),
      photos: yup.array(yup.string().required()).required(),
      sku: yup.string().required(),
      price: yup.number().required(),
      price_gross: yup.number().required(),
      old_price: yup.number().nullable().default(null),
      old_price_gross: yup.number().nullable().default(null),
      ...unitPriceFields,
      stock: yup.number().integer().min(0).required(),
      has_attributes: yup.boolean().required(),
      extra_fields: yup
        .array(yup.object({ key: yup.string().required(), value: yup.string().defined() }).required())
        .required(),
      colour_scheme: colourScheme,
    })
    .required(),
  /** JSON-LD Product as the shop API describes it (offers added by the storefront per audience). */
  schema: yup.object().required(),
  alternatives: yup.array(productCard.required()).required(),
  pros_and_cons: yup
    .object({
      pros: yup.array(yup.string().required()).required(),
      cons: yup.array(yup.string().required()).required(),
    })
    .required(),
  specifications: yup.array(specification.required()).required(),
  reference_numbers: yup.array(yup.string().required()).required(),
  questions: yup
    .array(yup.object({ question: yup.string().required(), answer: yup.string().required() }).required())
    .required(),
  pdfs: yup
    .array(yup.object({ title: yup.string().required(), url: yup.string().required() }).required())
    .required(),
  pages: yup
    .array(
      yup
        .object({ id: yup.number().required(), title: yup.string().required(), uri: yup.string().required() })
        .required(),
    )
    .required(),
  /** Summary; the reviews themselves are a separate (deferred) call. */
  reviews: yup
    .object({
      average: yup.number().nullable().default(null),
      count: yup.number().integer().min(0).required(),
      /** whether and how the shop checks that reviews come from buyers (its setting; decision 095) */
      policy: yup.string().nullable().default(null),
    })
    .required(),
  breadcrumbs,
  default_attrs: yup.object().required(),
  has_parts: yup.boolean().required(),
  alternate_lang_hrefs: alternateHrefs,
  /** Product safety (GPSR art. 19, decision 096), in the request's language. */
  safety: productSafety.required(),
  /**
   * When it arrives in the home country by the door method if ordered now (decision 098); null
   * when nothing is in stock (the data has no lead time) or no promise is made.
   */
  delivery: deliveryDay.nullable().default(null),
});
export type ProductResponse = yup.InferType<typeof product>;

const reviewLanguage = yup.mixed<'nl' | 'en'>().oneOf(['nl', 'en']);

export const review = yup.object({
  id: yup.number().required(),
  /**
   * the language of `title` and `body` as answered: the page's for a review written in it or
   * translated into it; the writer's for one without a translation (asked for with `untranslated`)
   */
  language: reviewLanguage.required(),
  author: yup.string().required(),
  rating: yup.number().min(1).max(10).required(),
  title: yup.string().required(),
  body: yup.string().required(),
  created_at: yup.string().required(),
  /** written from an order of this product (decision 095) */
  verified_purchase: yup.boolean().optional(),
  /** translated: the language it was written in (1 Dutch, 4 English; decision 103); null: as written */
  translated_from_language_id: yup.number().oneOf([1, 4]).nullable().default(null),
  /** translated: the review as its writer wrote it, for "show original"; null: as written */
  original: yup
    .object({
      language: reviewLanguage.required(),
      title: yup.string().required(),
      body: yup.string().required(),
    })
    .nullable()
    .default(null),
});
export type Review = yup.InferType<typeof review>;
export const reviews = yup.array(review.required()).required();

/**
 * `GET /products/{id}/reviews`: the reviews the page can read (written in its language or
 * translated into it), and how many are in the other language without a translation (listed too
 * with `untranslated=1`, after the others, each in its writer's language).
 */
export const reviewList = yup.object({
  data: reviews,
  meta: yup
    .object({
      untranslated: yup
        .object({
          count: yup.number().integer().min(0).required(),
          /** the language they are written in: the shop's other one than the page's */
          language: reviewLanguage.required(),
        })
        .required(),
    })
    .required(),
});
export type ReviewList = yup.InferType<typeof reviewList>;
