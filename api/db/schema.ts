/**
 * The shop's tables (spec section 3), for PGlite and PostgreSQL alike. Prices are integer cents,
 * net; gross columns are generated (net × 1.21, rounded half up to the cent). Translatable content
 * lives in `*_translations` tables keyed by language id (1 = nl, 4 = en).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VatCheckStatus } from '../../shared/contract/cart.ts';
import type { ColourScheme } from '../../shared/contract/common.ts';

/** PostgreSQL's text-search document (written by SQL functions only; see migration 0010). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Binary data (a photo's original); node-postgres and PGlite both answer a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** A product's or page's colour scheme: one of the contract's titles (shared/contract/common.ts). */
export type ColourSchemeValue = NonNullable<ColourScheme>;
export type ExtraField = { key: string; value: string };

/**
 * VAT classes (decision 050): what rate a product is taxed at is its class's rate in the country
 * of delivery (`vat_rates`); coffee is `low` (9 % in the Netherlands), equipment `high` (21 %).
 */
export const TAX_CLASSES = ['high', 'low', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

const languageId = () => smallint('language_id').notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ─── catalogue ──────────────────────────────────────────────────────────────────────────────────

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    /** 1 for a root category */
    depth: smallint('depth').notNull(),
    /** spare parts (the category and its subtree): search ranks them after machines unless the query asks for parts */
    isParts: boolean('is_parts').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    slug: text('slug').notNull(),
    /** locale-less path, e.g. /espressomachines/dualboiler */
    uri: text('uri').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.languageId] }),
    uniqueIndex('category_translations_uri_idx').on(t.languageId, t.uri),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    primaryCategoryId: integer('primary_category_id').references(() => categories.id),
    sku: text('sku').notNull().unique(),
    priceNet: integer('price_net').notNull(),
    /**
     * The price incl. the home country's VAT at the product's class (what the catalogue shows a
     * consumer), kept by `refreshGrossPrices` (api/tax/gross-prices.ts) after every price change.
     */
    priceGross: integer('price_gross').notNull().default(0),
    oldPriceNet: integer('old_price_net'),
    oldPriceGross: integer('old_price_gross'),
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('high'),
    stock: integer('stock').notNull().default(0),
    /** units sold; drives best_selling and the popularity sort */
    popularity: integer('popularity').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    photoCount: smallint('photo_count').notNull().default(1),
    /** drawing used by the generated product images: machine, grinder, bag, cup, kettle, part, tool */
    mediaKind: text('media_kind').notNull().default('machine'),
    colourScheme: jsonb('colour_scheme').$type<ColourSchemeValue | null>(),
    extraFields: jsonb('extra_fields').$type<ExtraField[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.priceNet),
    index('products_popularity_idx').on(t.popularity),
    // Best sellers and the popularity sort without a category: the first page straight from the index.
    index('products_best_selling_idx').on(t.popularity.desc(), t.id).where(sql`${t.active}`),
    // A listing without a category in the default order (quick order's list, alternatives only).
    index('products_listing_idx').on(sql`(${t.stock} > 0) DESC`, t.sort, t.id).where(sql`${t.active}`),
    // The deals page without a category, in the default order.
    index('products_deals_idx')
      .on(sql`(${t.stock} > 0) DESC`, t.sort, t.id)
      .where(sql`${t.active} AND ${t.oldPriceNet} IS NOT NULL`),
    check('products_price_positive', sql`${t.priceNet} >= 0`),
    check('products_tax_class', sql`${t.taxClass} IN ('high', 'low', 'zero')`),
    check('products_stock_positive', sql`${t.stock} >= 0`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /**
     * What search matches, in this language: lower-case and accent-free name, sku, brand and
     * reference numbers (see lib/text.ts searchTextOf). Trigram-indexed (pg_trgm) for ILIKE and similarity.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * What product search ranks, in this language's text-search configuration: name, brand, sku and
     * references (A), category path (A/B), spec and option values (C), description (D). Written by
     * the SQL function product_search_document (migration 0010), kept in step by triggers.
     */
    searchDocument: tsvector('search_document'),
    /**
     * The name folded as search folds it (search_fold: lower case, no accents, hyphens as spaces),
     * written with the document (migration 0031): what the exact bonus reads (decision 120).
     */
    searchName: text('search_name'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageId] }),
    uniqueIndex('product_translations_slug_idx').on(t.languageId, t.slug),
    index('product_translations_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // One GIN index per language: a word's posting list holds only that language's rows.
    index('product_translations_document_nl_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.languageId} = 1`),
    index('product_translations_document_en_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.languageId} = 4`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * The listing's index (migration 0015, decision 062): one row per active product and every
 * category it is listed under, its own and their ancestors, with the columns a listing sorts and
 * filters on. A category page reads its first 24 products in sort order from one index, whatever
 * the catalogue's size. Kept by triggers on products, product_categories and categories.
 */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inStock: boolean('in_stock').notNull(),
    sort: integer('sort').notNull(),
    priceNet: integer('price_net').notNull(),
    priceGross: integer('price_gross').notNull(),
    popularity: integer('popularity').notNull(),
    brandId: integer('brand_id'),
    /** on sale: has an old price (the deals page) */
    deal: boolean('deal').notNull(),
    /** has alternatives (with_alternatives_only) */
    alternatives: boolean('alternatives').notNull().default(false),
    /** the product's spec values (product_spec_values): a spec filter is a test of this row */
    specValues: integer('spec_values').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('category_products_product_idx').on(t.productId),
    index('category_products_default_idx').on(t.categoryId, t.inStock.desc(), t.sort, t.productId),
    // A category's deals in the default order, and their count.
    index('category_products_deals_idx')
      .on(t.categoryId, t.inStock.desc(), t.sort, t.productId)
      .where(sql`${t.deal}`),
    // A category's products with alternatives in the default order, and their count.
    index('category_products_alternatives_idx')
      .on(t.categoryId, t.inStock.desc(), t.sort, t.productId)
      .where(sql`${t.alternatives}`),
    index('category_products_popularity_idx').on(t.categoryId, t.popularity.desc(), t.productId),
    index('category_products_price_idx').on(t.categoryId, t.priceNet, t.productId),
    index('category_products_price_desc_idx').on(t.categoryId, t.priceNet.desc(), t.productId),
    // A spec filter that few products of a large category meet.
    index('category_products_spec_values_idx').using('gin', t.specValues),
    // A brand filter with the price and stock filters that come with it, from the index alone.
    index('category_products_brand_idx').on(t.categoryId, t.brandId, t.inStock, t.priceGross, t.priceNet),
  ],
);

/**
 * Facets of every category counted ahead (decision 062), for the categories too large to count
 * per request: rows as the listing's facets statement gives them (kind 0 a brand with stock and
 * prices, 1 a spec value, 2 a category), for a category's products (category 0: the whole
 * catalogue), all of them or only its deals, only those with alternatives, or both.
 * Rewritten whole by category_facets_refresh(); `category_facets_state` says which data version.
 */
export const categoryFacets = pgTable(
  'category_facets',
  {
    categoryId: integer('category_id').notNull(),
    deal: boolean('deal').notNull(),
    alternatives: boolean('alternatives').notNull().default(false),
    kind: smallint('kind').notNull(),
    key: integer('key'),
    count: integer('count').notNull(),
    inStock: integer('in_stock').notNull(),
    minNet: integer('min_net'),
    maxNet: integer('max_net'),
    minGross: integer('min_gross'),
    maxGross: integer('max_gross'),
  },
  (t) => [index('category_facets_scope_idx').on(t.categoryId, t.deal, t.alternatives)],
);

export const categoryFacetsState = pgTable(
  'category_facets_state',
  {
    id: smallint('id').primaryKey().default(1),
    /** the data version the stored facets were counted at */
    version: bigint('version', { mode: 'bigint' }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('category_facets_state_one_row', sql`${t.id} = 1`)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});
export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.languageId] })],
);
export const attributeValues = pgTable('attribute_values', {
  id: serial('id').primaryKey(),
  attributeId: integer('attribute_id')
    .notNull()
    .references(() => attributes.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});
export const attributeValueTranslations = pgTable(
  'attribute_value_translations',
  {
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeValueId, t.languageId] })],
);

/** A sellable variant of a product (spec: product option, po_id). Every product has at least one. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    priceNet: integer('price_net').notNull(),
    /** incl. the home country's VAT at the product's class: see products.priceGross */
    priceGross: integer('price_gross').notNull().default(0),
    oldPriceNet: integer('old_price_net'),
    oldPriceGross: integer('old_price_gross'),
    /** when the reduction `oldPriceNet` announces began (decision 095); null: not reduced */
    reducedSince: timestamp('reduced_since', { withTimezone: true, mode: 'date' }),
    stock: integer('stock').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_options_product_idx').on(t.productId),
    check('product_options_stock', sql`${t.stock} >= 0`),
  ],
);
export const productOptionValues = pgTable(
  'product_option_values',
  {
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productOptionId, t.attributeValueId] })],
);

export const specs = pgTable('specs', {
  id: serial('id').primaryKey(),
  unit: text('unit'),
  isNumeric: boolean('is_numeric').notNull().default(false),
  /** states the net quantity the product is sold in (g, kg, ml, l): its unit price per kg or l (decision 095) */
  netQuantity: boolean('net_quantity').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
export const specTranslations = pgTable(
  'spec_translations',
  {
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.specId, t.languageId] })],
);
export const specValues = pgTable(
  'spec_values',
  {
    id: serial('id').primaryKey(),
    specId: integer('spec_id')
      .notNull()
      .references(() => specs.id, { onDelete: 'cascade' }),
    numericValue: doublePrecision('numeric_value'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('spec_values_spec_idx').on(t.specId)],
);
export const specValueTranslations = pgTable(
  'spec_value_translations',
  {
    specValueId: integer('spec_value_id')
      .notNull()
      .references(() => specValues.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.specValueId, t.languageId] })],
);
export const productSpecValues = pgTable(
  'product_spec_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specValueId: integer('spec_value_id')
      .notNull()
      .references(() => specValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.specValueId] }),
    index('product_spec_values_value_idx').on(t.specValueId),
  ],
);

/** Spare parts of a product (parts page at /<slug>/onderdelen). */
export const productParts = pgTable(
  'product_parts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.partId] })],
);
export const productAlternatives = pgTable(
  'product_alternatives',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.alternativeId] })],
);
export const productProsCons = pgTable(
  'product_pros_cons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    kind: text('kind', { enum: ['pro', 'con'] }).notNull(),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_pros_cons_product_idx').on(t.productId, t.languageId)],
);
export const productReferenceNumbers = pgTable(
  'product_reference_numbers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [index('product_reference_numbers_product_idx').on(t.productId)],
);
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_questions_product_idx').on(t.productId, t.languageId)],
);
/**
 * Photos' originals (issue 41, decision 097), once per content hash: normalised (no metadata,
 * sRGB) JPEG or PNG, bounded in bytes and pixels. The storefront's sizes and formats are made from
 * them (api/media/photo-pipeline.ts). A drawing's original is rendered on its first request.
 */
export const photoOriginals = pgTable(
  'photo_originals',
  {
    hash: text('hash').primaryKey(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').$type<'jpeg' | 'png'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('photo_originals_format', sql`${t.format} IN ('jpeg', 'png')`)],
);

/** A product's photos in order: a staff upload's, or (the demo's) its drawing in one view. */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** the original's content hash: photo_originals.hash (a drawing's: of its SVG) */
    hash: text('hash').notNull(),
    source: text('source').$type<'upload' | 'drawing'>().notNull().default('upload'),
    /** the original's size in bytes (null for a drawing not rendered yet) */
    byteSize: integer('byte_size'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'product_photos_pk', columns: [t.productId, t.position] }),
    index('product_photos_hash_idx').on(t.hash),
    check('product_photos_source', sql`${t.source} IN ('upload', 'drawing')`),
  ],
);

export const productPdfs = pgTable(
  'product_pdfs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('product_pdfs_product_idx').on(t.productId, t.languageId)],
);
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The language the writer wrote in (1 nl, 4 en). Left out on insert: a trigger takes the
     * order's language for a review written from an order, otherwise Dutch (migration 0025, decision 099).
     */
    languageId: smallint('language_id')
      .notNull()
      .$defaultFn(() => sql`DEFAULT`),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * Its translation into the shop's other language (the one of 1 and 4 it was not written in):
     * title and body, both or neither (migration 0027, decision 103). Null: not translated.
     */
    translatedTitle: text('translated_title'),
    translatedBody: text('translated_body'),
    approved: boolean('approved').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The order the review was written from (a product of it; a trigger checks): only such a
     * review is marked "verified purchase" (decision 095). Null: not checked against an order.
     */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 10`),
    check('reviews_language', sql`${t.languageId} IN (1, 4)`),
    check('reviews_translation_whole', sql`(${t.translatedTitle} IS NULL) = (${t.translatedBody} IS NULL)`),
  ],
);

// ─── navigation and content ─────────────────────────────────────────────────────────────────────

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  handle: text('handle').notNull().unique(),
});
export const menuTranslations = pgTable(
  'menu_translations',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.languageId] })],
);
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    button: boolean('button').notNull().default(false),
    dealerOnly: boolean('dealer_only').notNull().default(false),
    unit4Only: boolean('unit4_only').notNull().default(false),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);
export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
    uri: text('uri').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.languageId] })],
);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    /** content, recipe_category, recipe, faq_category, faq */
    typeCode: text('type_code').notNull(),
    sort: integer('sort').notNull().default(0),
    hasImage: boolean('has_image').notNull().default(false),
    colourScheme: jsonb('colour_scheme').$type<ColourSchemeValue | null>(),
    extraFields: jsonb('extra_fields').$type<ExtraField[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('pages_parent_idx').on(t.parentId), index('pages_type_idx').on(t.typeCode)],
);
export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    uri: text('uri').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    intro: text('intro').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.languageId] }),
    uniqueIndex('page_translations_uri_idx').on(t.languageId, t.uri),
  ],
);
/** Content pages shown on a product page (recipes, manuals, FAQ). */
export const productPages = pgTable(
  'product_pages',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.pageId] })],
);

// ─── customers, carts and orders ────────────────────────────────────────────────────────────────

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso: text('iso').notNull().unique(),
  nameNl: text('name_nl').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** a member of the EU: its consumers pay its own VAT rates (one-stop shop), its businesses reverse charge */
  eu: boolean('eu').notNull().default(false),
  /** the shop delivers there (an invoice address may be in any known country) */
  ships: boolean('ships').notNull().default(true),
});

/** VAT per country and tax class, in basis points (2100 = 21 %); a country without rows charges none. */
export const vatRates = pgTable(
  'vat_rates',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    taxClass: text('tax_class').$type<TaxClass>().notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.taxClass] }),
    check('vat_rates_rate', sql`${t.rate} BETWEEN 0 AND 10000`),
  ],
);

/** Shipping methods' prices per country of delivery (gross cents, that country's VAT included). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    /** 1 = PostNL, 2 = pickup point (api/cart/shipping.ts) */
    methodId: smallint('method_id').notNull(),
    priceGross: integer('price_gross').notNull(),
    /** gross after discount from which it is free; null: never */
    freeFromGross: integer('free_from_gross'),
    /** working days from an order before the cut-off to delivery (decision 096); null: no promise */
    deliveryDaysMin: smallint('delivery_days_min'),
    deliveryDaysMax: smallint('delivery_days_max'),
  },
  (t) => [
    primaryKey({ columns: [t.countryId, t.methodId] }),
    check('shipping_rates_price', sql`${t.priceGross} >= 0`),
    check(
      'shipping_rates_delivery_days',
      sql`${t.deliveryDaysMin} IS NULL OR (${t.deliveryDaysMin} >= 1 AND ${t.deliveryDaysMax} >= ${t.deliveryDaysMin})`,
    ),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /**
     * stored lower-case; one account (account_exists) per e-mail, but any number of guest records:
     * every guest order gets its own (docs/decisions/020-checkout-orders-and-payments.md)
     */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    /** false: a guest account (checked out without registering) */
    accountExists: boolean('account_exists').notNull().default(true),
    isDealer: boolean('is_dealer').notNull().default(false),
    isUnit4: boolean('is_unit4').notNull().default(false),
    languageId: smallint('language_id').notNull().default(1),
    createdAt: createdAt(),
    /** when the account was erased at its holder's request (issue 40, decision 091; migration 0023) */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('customers_account_email_idx').on(t.email).where(sql`${t.accountExists}`),
    index('customers_email_idx').on(t.email),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** hex SHA-256 of the bearer token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    /** login (a session) or reset (a password reset link) */
    purpose: text('purpose', { enum: ['login', 'reset'] })
      .notNull()
      .default('login'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_tokens_customer_idx').on(t.customerId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['invoice', 'delivery'] }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    company: text('company').notNull().default(''),
    firstname: text('firstname').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberAddition: text('house_number_addition').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: text('phone').notNull().default(''),
    /** a business's VAT number (invoice addresses), normalized: country prefix and digits, no spaces */
    vatNumber: text('vat_number').notNull().default(''),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  /** stored upper-case */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
  /** percent (1-100) or cents in `amountBasis` */
  value: integer('value').notNull(),
  /** an amount's basis as advertised: gross ("€ 5 korting": € 5,00 off a consumer's total) or net (decision 095) */
  amountBasis: text('amount_basis', { enum: ['gross', 'net'] })
    .notNull()
    .default('net'),
  /** cents the items must reach before discount, in `minOrderBasis`: the code's minimum as advertised */
  minOrder: integer('min_order').notNull().default(0),
  /**
   * gross: "vanaf € 25 incl. btw"; net: "vanaf € 20,66 excl. btw". Each visitor is held to (and
   * told) the minimum in the prices they see (api/cart/totals.ts minOrderIn).
   */
  minOrderBasis: text('min_order_basis', { enum: ['gross', 'net'] })
    .notNull()
    .default('gross'),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  active: boolean('active').notNull().default(true),
});

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** public link token (/offerlink/{token}) */
    token: text('token').notNull().unique(),
    number: text('number').notNull(),
    status: text('status').notNull().default('open'),
    remarks: text('remarks').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('offers_customer_idx').on(t.customerId)],
);
export const offerLines = pgTable('offer_lines', {
  id: serial('id').primaryKey(),
  offerId: integer('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' }),
  productOptionId: integer('product_option_id').references(() => productOptions.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  priceNet: integer('price_net').notNull(),
});

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** hex SHA-256 of the guest cart token (cart cookie) */
    tokenHash: text('token_hash').unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    shippingMethodId: integer('shipping_method_id').notNull().default(1),
    paymentMethod: text('payment_method'),
    shippingCountryId: integer('shipping_country_id')
      .notNull()
      .default(1)
      .references(() => countries.id),
    invoiceAddressId: integer('invoice_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddressId: integer('delivery_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    /**
     * The checkout's address data as typed in (`PUT shoppingCart/addressData`, guests and customers
     * alike; not saved to an account): `{ invoice, delivery }` in the contract's cartAddress shape.
     */
    guestAddressData: jsonb('guest_address_data'),
    remarks: text('remarks').notNull().default(''),
    /** the pickup point chosen for a shipping method that needs one (api/checkout/pickup-points.ts) */
    pickupPointId: text('pickup_point_id'),
    createdAt: createdAt(),
    /** every change touches it; guest carts untouched for 30 days are ignored and cleared */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One cart per customer (created on the first change, concurrently safe with ON CONFLICT).
    uniqueIndex('carts_customer_idx').on(t.customerId),
    index('carts_guest_updated_idx').on(t.updatedAt).where(sql`${t.customerId} is null`),
  ],
);
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** the quote's net unit price in cents while the line comes from the cart's offer (decision 021) */
    lockedPriceNet: integer('locked_price_net'),
  },
  (t) => [
    uniqueIndex('cart_items_option_idx').on(t.cartId, t.productOptionId),
    check('cart_items_amount', sql`${t.amount} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    /** 1-6 (spec 4: order statuses); 7 = cancelled (an unpaid order that expired, decision 042) */
    statusId: smallint('status_id').notNull().default(1),
    totalNet: integer('total_net').notNull(),
    totalGross: integer('total_gross').notNull(),
    shippingNet: integer('shipping_net').notNull().default(0),
    discountNet: integer('discount_net').notNull().default(0),
    discountCode: text('discount_code'),
    shippingMethodId: integer('shipping_method_id').notNull().default(1),
    paymentMethod: text('payment_method').notNull().default('ideal'),
    paymentId: text('payment_id'),
    invoiceAddress: jsonb('invoice_address').notNull(),
    deliveryAddress: jsonb('delivery_address').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** idempotency key of the checkout that created the order */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of who asked and what (a key used again for another request is refused) */
    requestHash: text('request_hash'),
    /**
     * The order's secret (32 random bytes, base64url): the payment redirect page and the guest's
     * "create an account" show this one order to whoever holds it (decision 020).
     */
    accessToken: text('access_token').unique(),
    /** 1 = nl, 4 = en: the language of the checkout, its mails and its return page */
    languageId: smallint('language_id').notNull().default(1),
    shippingGross: integer('shipping_gross').notNull().default(0),
    discountGross: integer('discount_gross').notNull().default(0),
    /** VAT per rate as charged: `[{ rate (basis points), base (net cents), vat (cents) }]` (decision 050) */
    vatLines: jsonb('vat_lines').$type<{ rate: number; base: number; vat: number }[]>().notNull().default([]),
    /** an EU business customer abroad: 0 % VAT, reverse charged (the legal note names `vat_number`) */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    vatNumber: text('vat_number'),
    /**
     * Why the invoice's VAT number was or was not reverse charged (decision 072): `confirmed`,
     * `no_company`, `check_digits`, `not_confirmed` or `unavailable`; null when no number applied.
     */
    vatCheck: text('vat_check').$type<VatCheckStatus>(),
    /** VIES's answer on the number (decision 072): valid or not, the name it gave, its consultation number and date */
    viesValid: boolean('vies_valid'),
    viesName: text('vies_name'),
    viesAddress: text('vies_address'),
    viesConsultationNumber: text('vies_consultation_number'),
    viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true, mode: 'date' }),
    /** the pickup point (id, name, address) when the shipping method needs one */
    pickupPoint: jsonb('pickup_point'),
    /** set once, by whoever claims the confirmation mail (when the order is paid) */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** the quote (offer) the order was placed from, when its locked prices were charged */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** an order still awaiting payment (status 2) after this is cancelled and its stock returned */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true, mode: 'date' }),
    /** when a payment first read as paid */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** when the unpaid order was cancelled (status 7) and its stock returned */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** a payment arrived after cancelling and its stock could not be taken again: refund it */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }),
    /** set once, by whoever claims the review invitation mail */
    reviewInviteSentAt: timestamp('review_invite_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.statusId} = 2`),
    index('orders_review_invite_idx').on(t.paidAt).where(sql`${t.reviewInviteSentAt} IS NULL`),
    check('orders_status_range', sql`${t.statusId} BETWEEN 1 AND 7`),
    check('orders_totals_positive', sql`${t.totalNet} >= 0 AND ${t.totalGross} >= 0`),
  ],
);
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productOptionId: integer('product_option_id').references(() => productOptions.id, {
      onDelete: 'set null',
    }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    optionName: text('option_name').notNull().default(''),
    amount: integer('amount').notNull(),
    priceNet: integer('price_net').notNull(),
    priceGross: integer('price_gross').notNull(),
    /** the VAT rate charged on the line, basis points */
    vatRate: integer('vat_rate').notNull().default(2100),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_amount', sql`${t.amount} > 0`)],
);

/**
 * Payments of orders (decision 020): one row per attempt at a provider (the built-in test
 * provider or Mollie); `status` is what the provider last said. An order is paid when one is.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'mollie'] }).notNull(),
    /** the provider's id (tst_…, tr_…) */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    method: text('method').notNull(),
    amountGross: integer('amount_gross').notNull(),
    /** where the visitor pays (the provider's hosted page) */
    checkoutUrl: text('checkout_url').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * The built-in test provider's own book of payments (what Mollie keeps on its side): the hosted
 * test page sets the outcome here, and the shop reads it back as it would from Mollie.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['open', 'paid', 'failed', 'canceled', 'expired'] })
    .notNull()
    .default('open'),
  amountGross: integer('amount_gross').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  /** where the visitor returns after choosing an outcome */
  redirectUrl: text('redirect_url').notNull(),
  createdAt: createdAt(),
});

/** Customer machines and their periodic inspections (dashboard: keuringen). */
export const inspections = pgTable(
  'inspections',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** '' for machines registered before customers could add their own (issue 26) */
    brand: text('brand').notNull().default(''),
    model: text('model').notNull(),
    serialNumber: text('serial_number').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    inspectionDate: date('inspection_date', { mode: 'string' }),
    result: text('result').notNull().default(''),
    nextDue: date('next_due', { mode: 'string' }),
    /** the next_due a reminder e-mail went out for (one reminder per due date) */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** the next_due an overdue reminder went out for (one per due date, apart from the one before it) */
    overdueRemindedFor: date('overdue_reminded_for', { mode: 'string' }),
  },
  (t) => [index('inspections_customer_idx').on(t.customerId)],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** Back-in-stock alerts: for a product (any option) or one option (po_id); one per e-mail. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    /** stored lower-case */
    email: text('email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null: the product as a whole (whichever option comes back) */
    productOptionId: integer('product_option_id').references(() => productOptions.id, {
      onDelete: 'cascade',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    languageId: smallint('language_id').notNull().default(1),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('stock_alerts_unique').on(t.productId, t.productOptionId, t.email).nullsNotDistinct(),
    index('stock_alerts_option_idx').on(t.productOptionId),
  ],
);

/**
 * E-mails waiting to be sent (back-in-stock notices for now). The mail path of the accounts issue
 * sends them and sets sent_at.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** the plain-text part */
    text: text('text').notNull(),
    /** the HTML part (api/mail/layout.ts); null: a text-only mail */
    html: text('html'),
    /** Reply-To (a contact form's visitor); null: replies go to the sender */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * A sender's lease: until then, one instance is delivering this mail and no other takes it (a
     * failed delivery clears it, so the next flush retries).
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** attached files (an invoice's PDF, decision 094): content base64; null: none */
    attachments: jsonb('attachments').$type<{ filename: string; content_type: string; content: string }[]>(),
  },
  (t) => [index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

// ─── dealers and settings ───────────────────────────────────────────────────────────────────────

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  addr: text('addr').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  /** 1: a shop; 0: a distributor */
  isShop: smallint('is_shop').notNull().default(1),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Shop-wide settings (shop info, shipping, payment methods); translated values are { nl, en }. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ─── chat (decision 024) ────────────────────────────────────────────────────────────────────────

/**
 * A visitor's conversation with the shop: a guest's by the SHA-256 of their chat token (the
 * storefront keeps the token in an httpOnly cookie), a logged-in customer's by customer id (one
 * each; a guest conversation is linked to the customer, and loses its token, when they chat logged in).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** hex SHA-256 of the guest's chat token; null once linked to a customer */
    tokenHash: text('token_hash').unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** the language of the visitor's last message (1 = nl, 4 = en), so staff reply in it */
    languageId: smallint('language_id').notNull().default(1),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_customer_idx').on(t.customerId),
    index('chat_conversations_last_idx').on(t.lastMessageAt),
  ],
);

/** Messages of a conversation: the visitor's and the shop's replies (read_at: when the visitor saw a reply). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 'visitor' or 'staff' */
    author: text('author').notNull(),
    /** a staff reply's display name (optional) */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_unread_idx')
      .on(t.conversationId)
      .where(sql`${t.author} = 'staff' and ${t.readAt} is null`),
    check('chat_messages_author', sql`${t.author} in ('visitor', 'staff')`),
    check('chat_messages_body', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

// ─── search ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The catalogue's words per language (names, brands, categories, spec and option values), folded,
 * with their stem: what typo correction, compound parts and "did you mean" choose from. Rebuilt by
 * rebuild_search_words(), added to by the search triggers.
 */
export const searchWords = pgTable(
  'search_words',
  {
    languageId: languageId(),
    word: text('word').notNull(),
    /** the word's stem in the language's text-search configuration ('' for a stop word) */
    lexeme: text('lexeme').notNull(),
    /** how many products use the word (at the last rebuild; new words count 1) */
    products: integer('products').notNull().default(1),
    /**
     * the word's parts in their dictionary forms (decision 087: `melkkannen` → melk, kan), written
     * by the API (search/documents.ts splitSearchWords); null: not split yet, or no dictionary
     */
    parts: text('parts').array(),
    /** of the parts, the head's forms (what the thing is: kan) */
    heads: text('heads').array(),
  },
  (t) => [
    primaryKey({ columns: [t.languageId, t.word] }),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_parts_idx').using('gin', t.parts),
    index('search_words_lexeme_idx').on(t.languageId, t.lexeme),
  ],
);

/**
 * Synonyms a merchant edits, used at query time: two-way, every term finds all of them; one-way,
 * the first term also finds the others (not the reverse). Terms are folded words or phrases;
 * language null: both languages.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    languageId: smallint('language_id'),
    terms: text('terms').array().notNull(),
    twoWay: boolean('two_way').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('search_synonyms_terms', sql`cardinality(${t.terms}) between 2 and 20`)],
);

/** Every search counted for the merchant: the folded query, language and result count; nothing personal. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    languageId: languageId(),
    query: text('query').notNull(),
    results: integer('results').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt)],
);

// ─── invoices and credit notes (issue 40, decision 094) ─────────────────────────────────────────

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The last number given per kind and year: taken under a row lock in the writing transaction (gapless). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ name: 'invoice_counters_pk', columns: [t.kind, t.year] }),
    check('invoice_counters_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
  ],
);

/**
 * Invoices of paid orders and credit notes of what was returned or cancelled after payment. The
 * `document` is what the PDF prints (api/invoices/document.ts), kept as written for the seven years
 * of art. 52 AWR: the order or the account may go, the invoice stays.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** F-2026-000001 (invoice), C-2026-000001 (credit note) */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** a credit note's invoice */
    creditForId: integer('credit_for_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason').$type<'return' | 'cancellation'>(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    supplyDate: date('supply_date', { mode: 'string' }).notNull(),
    languageId: smallint('language_id').notNull().default(1),
    /** cents; negative on a credit note */
    totalNet: integer('total_net').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalGross: integer('total_gross').notNull(),
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_kind_year_seq').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_one_per_order_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_customer_idx').on(t.customerId),
    check('invoices_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('invoices_credit_names_invoice', sql`(${t.kind} = 'credit_note') = (${t.creditForId} IS NOT NULL)`),
    check('invoices_reason', sql`${t.reason} IS NULL OR ${t.reason} IN ('return', 'cancellation')`),
  ],
);

// --- Price history (issue 40, decision 095) ---

/**
 * Every option's price over time (Besluit prijsaanduiding producten art. 5a, Directive 98/6/EC
 * art. 6a): a row holds from `validFrom` until the option's next row. A reduction's previous price
 * is computed from it when the price changes (api/prices/) and stored in old_price_net.
 */
export const optionPriceHistory = pgTable(
  'option_price_history',
  {
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    priceNet: integer('price_net').notNull(),
  },
  (t) => [
    primaryKey({ name: 'option_price_history_pk', columns: [t.productOptionId, t.validFrom] }),
    check('option_price_history_price', sql`${t.priceNet} >= 0`),
  ],
);

// ─── withdrawal and returns (issue 40, decision 093) ──────────────────────────────────────────

/** When an order was delivered: the withdrawal period runs from it (staff set it with the delivery). */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A withdrawal notice (CRD art. 11a): who, which order, whole or some lines, when; its
 * acknowledgement mail; and its refund through the payment provider (once every line is received).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    wholeOrder: boolean('whole_order').notNull(),
    languageId: smallint('language_id').notNull().default(1),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    /** gross cents: the lines' share of what was paid, and the shipping when the whole order came back */
    refundGross: integer('refund_gross').notNull().default(0),
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    /** 14 days after the notice (CRD art. 13) */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }).notNull(),
    refundProviderId: text('refund_provider_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('withdrawals_order_idx').on(t.orderId),
    check('withdrawals_refund_positive', sql`${t.refundGross} >= 0`),
  ],
);

/** A return: one order line and how many of it, with its status (requested, received, refunded). */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    refundGross: integer('refund_gross').notNull(),
    status: text('status', { enum: ['requested', 'received', 'refunded'] })
      .notNull()
      .default('requested'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_withdrawal_idx').on(t.withdrawalId),
    check('returns_amount', sql`${t.amount} > 0`),
    check('returns_refund_positive', sql`${t.refundGross} >= 0`),
    check('returns_status', sql`${t.status} IN ('requested', 'received', 'refunded')`),
  ],
);

// ─── product safety (GPSR art. 19; decision 096) ────────────────────────────────────────────────

/** A brand's manufacturer as on the label; outside the EU also its responsible person in the EU. */
export const brandManufacturers = pgTable(
  'brand_manufacturers',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** registered name */
    name: text('name').notNull(),
    /** registered trade name or trade mark on the product */
    tradeMark: text('trade_mark').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    email: text('email').notNull(),
    establishedInEu: boolean('established_in_eu').notNull(),
    repName: text('rep_name'),
    repStreet: text('rep_street'),
    repPostalCode: text('rep_postal_code'),
    repCity: text('rep_city'),
    repCountry: text('rep_country'),
    repEmail: text('rep_email'),
  },
  (t) => [
    check('brand_manufacturers_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check(
      'brand_manufacturers_rep',
      sql`${t.establishedInEu} OR (${t.repName} IS NOT NULL AND ${t.repStreet} IS NOT NULL AND ${t.repCity} IS NOT NULL AND ${t.repCountry} IS NOT NULL AND ${t.repEmail} IS NOT NULL)`,
    ),
  ],
);

/** A product type's safety information: what identifies a unit (serial or batch number). */
export const safetyTypes = pgTable(
  'safety_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    identifier: text('identifier').$type<'serial' | 'batch'>().notNull(),
  },
  (t) => [check('safety_types_identifier', sql`${t.identifier} IN ('serial', 'batch')`)],
);

/** A type's title and warnings in one language. */
export const safetyTypeTranslations = pgTable(
  'safety_type_translations',
  {
    safetyTypeId: integer('safety_type_id')
      .notNull()
      .references(() => safetyTypes.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text('title').notNull(),
    warnings: text('warnings').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.safetyTypeId, t.languageId] }),
    check('safety_type_translations_warnings', sql`cardinality(${t.warnings}) >= 1`),
  ],
);

/** The type of a category's products (and of its subtree's, unless a nearer category has one). */
export const categorySafetyTypes = pgTable('category_safety_types', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  safetyTypeId: integer('safety_type_id')
    .notNull()
    .references(() => safetyTypes.id, { onDelete: 'cascade' }),
});
