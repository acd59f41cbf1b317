/** Products and everything shown around them. Only this file knows how they are stored. */
import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeValues,
  brands,
  pageTranslations,
  productAlternatives,
  productCategories,
  productOptions,
  productOptionValues,
  productPages,
  productParts,
  productPdfs,
  productPhotos,
  productProsCons,
  productQuestions,
  productReferenceNumbers,
  productSpecValues,
  products,
  productTranslations,
  reviews,
  shopSettings,
  specs,
  specTranslations,
  specValues,
  specValueTranslations,
} from '../db/schema.ts';
import { LANGUAGE_IDS } from '../http/language.ts';
import { netQuantityOf, parsedQuantity } from '../prices/quantity.ts';
import type { NetQuantity } from '../prices/unit-price.ts';
import { withProductSpecTitles } from '../specs/spec-values.ts';
import { createSafetyRepository } from './safety.ts';

export interface CardRow {
  id: number;
  slug: string;
  name: string;
  brand: string | null;
  priceNet: number;
  priceGross: number;
  oldPriceNet: number | null;
  oldPriceGross: number | null;
  stock: number;
  reviewAverage: number | null;
  /** the default product option */
  poId: number | null;
  /** its net quantity (a weight or volume spec: the unit price, decision 095) */
  quantity: NetQuantity | null;
  /** its first photo's content hash (decision 097); null: none, the drawing's SVG is shown */
  photoHash: string | null;
}

export function createProductRepository(db: Db) {
  return {
    /** Manufacturer, EU responsible person and warnings (safety.ts). */
    ...createSafetyRepository(db),
    /** The product with this slug in the language, else in any language. */
    async idBySlug(slug: string, languageId: number): Promise<number | undefined> {
      const rows = await db
        .select({ id: productTranslations.productId, languageId: productTranslations.languageId })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        // Every language named, so the unique (language_id, slug) index finds it.
        .where(
          and(
            inArray(productTranslations.languageId, [...LANGUAGE_IDS]),
            eq(productTranslations.slug, slug),
            eq(products.active, true),
          ),
        );
      return (rows.find((r) => r.languageId === languageId) ?? rows[0])?.id;
    },

    async base(id: number, languageId: number) {
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          priceNet: products.priceNet,
          priceGross: products.priceGross,
          oldPriceNet: products.oldPriceNet,
          oldPriceGross: products.oldPriceGross,
          stock: products.stock,
          photoCount: products.photoCount,
          /** its photos' content hashes in order, comma-separated (decision 097); null: none */
          photoHashes: sql<
            string | null
          >`(select string_agg(${productPhotos.hash}, ',' order by ${productPhotos.position}) from ${productPhotos} where ${productPhotos.productId} = ${products.id})`,
          colourScheme: products.colourScheme,
          extraFields: products.extraFields,
          primaryCategoryId: products.primaryCategoryId,
          brandId: brands.id,
          brandName: brands.name,
          name: productTranslations.name,
          slug: productTranslations.slug,
          description: productTranslations.description,
        })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(products.id, id), eq(products.active, true)));
      return row;
    },

    async slugs(id: number) {
      return db
        .select({ languageId: productTranslations.languageId, slug: productTranslations.slug })
        .from(productTranslations)
        .where(eq(productTranslations.productId, id));
    },

    async options(id: number) {
      const options = await db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, id))
        .orderBy(asc(productOptions.sort), asc(productOptions.id));
      const values = options.length
        ? await db
            .select({
              optionId: productOptionValues.productOptionId,
              attributeId: attributeValues.attributeId,
              valueId: attributeValues.id,
            })
            .from(productOptionValues)
            .innerJoin(attributeValues, eq(attributeValues.id, productOptionValues.attributeValueId))
            .where(
              inArray(
                productOptionValues.productOptionId,
                options.map((o) => o.id),
              ),
            )
        : [];
      return { options, values };
    },

    async specifications(id: number, languageId: number) {
      return withProductSpecTitles(
        db
          .select({
            id: specs.id,
            unit: specs.unit,
            title: specTranslations.title,
            value: specValueTranslations.title,
            numericValue: specValues.numericValue,
            netQuantity: specs.netQuantity,
          })
          .from(productSpecValues)
          .$dynamic(),
        languageId,
      )
        .where(eq(productSpecValues.productId, id))
        .orderBy(asc(specs.sort), asc(specs.id));
    },

    /** Listing cards in the order of `ids`. */
    async cards(ids: number[], languageId: number): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: products.id,
          slug: productTranslations.slug,
          name: productTranslations.name,
          brand: brands.name,
          priceNet: products.priceNet,
          priceGross: products.priceGross,
          oldPriceNet: products.oldPriceNet,
          oldPriceGross: products.oldPriceGross,
          stock: products.stock,
          reviewAverage: sql<
            string | null
          >`(select avg(${reviews.rating}) from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.approved})`,
          poId: sql<
            number | null
          >`(select ${productOptions.id} from ${productOptions} where ${productOptions.productId} = ${products.id} order by ${productOptions.isDefault} desc, ${productOptions.sort}, ${productOptions.id} limit 1)`,
          quantity: netQuantityOf(products.id),
          photoHash: sql<
            string | null
          >`(select ${productPhotos.hash} from ${productPhotos} where ${productPhotos.productId} = ${products.id} order by ${productPhotos.position} limit 1)`,
        })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.languageId, languageId)),
        )
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids
        .map((id) => byId.get(id))
        .filter((r) => r !== undefined)
        .map((r) => ({
          ...r,
          reviewAverage: r.reviewAverage === null ? null : Number(r.reviewAverage),
          poId: r.poId === null ? null : Number(r.poId),
          quantity: parsedQuantity(r.quantity),
        }));
    },

    async alternativeIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: productAlternatives.alternativeId })
        .from(productAlternatives)
        .innerJoin(products, eq(products.id, productAlternatives.alternativeId))
        .where(and(eq(productAlternatives.productId, id), eq(products.active, true)))
        .orderBy(asc(productAlternatives.sort));
      return rows.map((r) => r.id);
    },

    async prosCons(id: number, languageId: number) {
      return db
        .select({ kind: productProsCons.kind, text: productProsCons.text })
        .from(productProsCons)
        .where(and(eq(productProsCons.productId, id), eq(productProsCons.languageId, languageId)))
        .orderBy(asc(productProsCons.sort), asc(productProsCons.id));
    },

    async referenceNumbers(id: number): Promise<string[]> {
      const rows = await db
        .select({ value: productReferenceNumbers.value })
        .from(productReferenceNumbers)
        .where(eq(productReferenceNumbers.productId, id))
        .orderBy(asc(productReferenceNumbers.id));
      return rows.map((r) => r.value);
    },

    async questions(id: number, languageId: number) {
      return db
        .select({ question: productQuestions.question, answer: productQuestions.answer })
        .from(productQuestions)
        .where(and(eq(productQuestions.productId, id), eq(productQuestions.languageId, languageId)))
        .orderBy(asc(productQuestions.sort), asc(productQuestions.id));
    },

    async pdfs(id: number, languageId: number) {
      return db
        .select({ title: productPdfs.title, url: productPdfs.url })
        .from(productPdfs)
        .where(and(eq(productPdfs.productId, id), eq(productPdfs.languageId, languageId)))
        .orderBy(asc(productPdfs.id));
    },

    async pages(id: number, languageId: number) {
      return db
        .select({ id: productPages.pageId, title: pageTranslations.title, uri: pageTranslations.uri })
        .from(productPages)
        .innerJoin(
          pageTranslations,
          and(eq(pageTranslations.pageId, productPages.pageId), eq(pageTranslations.languageId, languageId)),
        )
        .where(eq(productPages.productId, id))
        .orderBy(asc(productPages.pageId));
    },

    /** The reviews' average and count, and how the shop checks them (setting `review_policy`, decision 095). */
    async reviewSummary(
      id: number,
      locale: 'nl' | 'en',
    ): Promise<{ average: number | null; count: number; policy: string | null }> {
      const [[row], [setting]] = await Promise.all([
        db
          .select({ average: avg(reviews.rating), n: count() })
          .from(reviews)
          .where(and(eq(reviews.productId, id), eq(reviews.approved, true))),
        db
          .select({ value: shopSettings.value })
          .from(shopSettings)
          .where(eq(shopSettings.key, 'review_policy')),
      ]);
      const policy = (setting?.value as Partial<Record<'nl' | 'en', string>> | undefined)?.[locale] ?? null;
      return { average: row?.average == null ? null : Number(row.average), count: row?.n ?? 0, policy };
    },

    /**
     * The product's reviews the page in `languageId` can read (written in it, or translated into
     * it: decision 103), the newest first; with `untranslated`, after them those in the other
     * language without a translation. `untranslated` also counts the latter.
     */
    async reviews(id: number, languageId: number, options: { untranslated?: boolean } = {}) {
      const readable = sql`(${reviews.languageId} = ${languageId} OR ${reviews.translatedTitle} IS NOT NULL)`;
      const shown = and(eq(reviews.productId, id), eq(reviews.approved, true));
      const [rows, [other]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            languageId: reviews.languageId,
            author: reviews.author,
            rating: reviews.rating,
            title: reviews.title,
            body: reviews.body,
            translatedTitle: reviews.translatedTitle,
            translatedBody: reviews.translatedBody,
            createdAt: reviews.createdAt,
            orderId: reviews.orderId,
          })
          .from(reviews)
          .where(options.untranslated ? shown : and(shown, readable))
          .orderBy(sql`${readable} desc`, desc(reviews.createdAt), desc(reviews.id))
          .limit(200),
        db
          .select({ n: count() })
          .from(reviews)
          .where(and(shown, sql`NOT ${readable}`)),
      ]);
      return { rows, untranslated: other?.n ?? 0 };
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      return row !== undefined;
    },

    /** The active parts that fit this product, in the shop's order. */
    async partIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: productParts.partId })
        .from(productParts)
        .innerJoin(products, eq(products.id, productParts.partId))
        .where(and(eq(productParts.productId, id), eq(products.active, true)))
        .orderBy(asc(productParts.sort), asc(productParts.partId));
      return rows.map((r) => r.id);
    },
    async hasParts(id: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(productParts).where(eq(productParts.productId, id));
      return (row?.n ?? 0) > 0;
    },

    async categoryIds(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, id));
      return rows.map((r) => r.id);
    },

    async mediaInfo(id: number) {
      const [row] = await db
        .select({ kind: products.mediaKind, photoCount: products.photoCount })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
