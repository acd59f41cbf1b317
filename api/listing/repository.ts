/**
 * The product listing: one page of ids, the total, and the facets (brands, spec values, stock,
 * price range, categories). A handful of small indexed queries; the facets describe the base set
 * (category, search, deals, selection) so that choosing a filter never hides the other choices.
 */
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  like,
  max,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  favorites,
  productAlternatives,
  productCategories,
  productSpecValues,
  products,
  productTranslations,
  specs,
  specTranslations,
  specValues,
  specValueTranslations,
} from '../db/schema.ts';
import { escapeLike } from '../lib/text.ts';

export interface BaseFilter {
  categoryIds?: number[];
  /** folded (lower-case, accent-free) words that must all be in the product's search text in this language */
  search?: { languageId: number; words: string[] };
  /** only these products; with the default sort, in this order (fuzzy search results, best first; a selection) */
  rankedIds?: number[];
  deals?: boolean;
  withAlternativesOnly?: boolean;
  /** customer whose favourites to list; null: nobody logged in (no results) */
  favoritesOf?: number | null;
}

export interface UserFilter {
  brandIds?: number[];
  /** cents, inclusive */
  price?: { min: number; max: number; gross: boolean };
  inStock?: boolean;
  /** spec id → value ids (any of them) */
  specValues?: [number, number[]][];
  /** spec id → [min, max] of the numeric value */
  specRanges?: [number, [number, number]][];
}

export type ListingSort = 'default' | 'popularity' | 'price_asc' | 'price_desc';

/** The longest a search query may take before it counts as "nothing found". */
export const SEARCH_TIMEOUT_MS = 2_000;

/** A whole-number array literal for ORDER BY array_position (ids come from the database or validation). */
function intArray(ids: number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('ids must be integers');
  return sql.raw(`ARRAY[${ids.join(',')}]::integer[]`);
}

export function createListingRepository(db: Db) {
  /** Ids of products whose search text (in the language) holds every word: an indexed (trigram) LIKE. */
  const containing = (languageId: number, words: string[]) =>
    db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.languageId, languageId),
          ...words.map((w) => like(productTranslations.searchText, `%${escapeLike(w)}%`)),
        ),
      );

  function baseConditions(f: BaseFilter): SQL[] {
    const c: SQL[] = [eq(products.active, true)];
    if (f.categoryIds) {
      c.push(
        inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(inArray(productCategories.categoryId, f.categoryIds)),
        ),
      );
    }
    if (f.search) c.push(inArray(products.id, containing(f.search.languageId, f.search.words)));
    if (f.rankedIds) c.push(inArray(products.id, f.rankedIds.length ? f.rankedIds : [0]));
    if (f.deals) c.push(isNotNull(products.oldPriceNet));
    if (f.withAlternativesOnly) {
      c.push(
        inArray(
          products.id,
          db.selectDistinct({ id: productAlternatives.productId }).from(productAlternatives),
        ),
      );
    }
    if (f.favoritesOf !== undefined) {
      c.push(
        inArray(
          products.id,
          db
            .select({ id: favorites.productId })
            .from(favorites)
            .where(eq(favorites.customerId, f.favoritesOf ?? 0)),
        ),
      );
    }
    return c;
  }

  function userConditions(f: UserFilter): SQL[] {
    const c: SQL[] = [];
    if (f.brandIds) c.push(inArray(products.brandId, f.brandIds.length ? f.brandIds : [0]));
    if (f.price)
      c.push(between(f.price.gross ? products.priceGross : products.priceNet, f.price.min, f.price.max));
    if (f.inStock) c.push(gt(products.stock, 0));
    for (const [specId, valueIds] of f.specValues ?? []) {
      if (valueIds.length === 0) continue;
      c.push(
        inArray(
          products.id,
          db
            .select({ id: productSpecValues.productId })
            .from(productSpecValues)
            .innerJoin(specValues, eq(specValues.id, productSpecValues.specValueId))
            .where(and(eq(specValues.specId, specId), inArray(productSpecValues.specValueId, valueIds))),
        ),
      );
    }
    for (const [specId, [lo, hi]] of f.specRanges ?? []) {
      c.push(
        inArray(
          products.id,
          db
            .select({ id: productSpecValues.productId })
            .from(productSpecValues)
            .innerJoin(specValues, eq(specValues.id, productSpecValues.specValueId))
            .where(and(eq(specValues.specId, specId), between(specValues.numericValue, lo, hi))),
        ),
      );
    }
    return c;
  }

  const orderBy = (sort: ListingSort, bestSelling: boolean, rankedIds?: number[]): SQL[] => {
    if (bestSelling || sort === 'popularity') return [desc(products.popularity), asc(products.id)];
    if (sort === 'price_asc') return [asc(products.priceNet), asc(products.id)];
    if (sort === 'price_desc') return [desc(products.priceNet), asc(products.id)];
    if (rankedIds?.length) return [sql`array_position(${intArray(rankedIds)}, ${products.id})`];
    return [sql`(${products.stock} > 0) desc`, asc(products.sort), asc(products.id)];
  };

  return {
    /** Whether any product's search text in the language holds every word (the cheap first try). */
    async anyContaining(languageId: number, words: string[]): Promise<boolean> {
      const rows = await containing(languageId, words).limit(1);
      return rows.length > 0;
    },

    /**
     * Typo-tolerant search, the fallback when nothing contains the words: products whose search
     * text has a word similar to every (3+ letter) word (pg_trgm `<%`, indexed), best first.
     */
    async similar(languageId: number, words: string[], limit: number): Promise<number[]> {
      // Trigrams are made of letters and digits only: fuzzy-match the runs of 3 or more of them.
      const usable = words.flatMap((w) => w.match(/[\p{L}\p{N}]{3,}/gu) ?? []).slice(0, 8);
      if (usable.length === 0) return [];
      const score = sql.join(
        usable.map((w) => sql`word_similarity(${w}, ${productTranslations.searchText})`),
        sql` + `,
      );
      // `%>` is served by the trigram index (the migration tells the planner how costly the
      // function is); the language test stays out of the index choice (`+ 0`).
      const rows = await db
        .select({ id: productTranslations.productId })
        .from(productTranslations)
        .where(
          and(
            ...usable.map((w) => sql`${productTranslations.searchText} %> ${w}`),
            sql`(${productTranslations.languageId} + 0) = ${languageId}`,
          ),
        )
        .orderBy(desc(score), asc(productTranslations.productId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async page(
      base: BaseFilter,
      user: UserFilter,
      sort: ListingSort,
      bestSelling: boolean,
      limit: number,
      offset: number,
    ) {
      const where = and(...baseConditions(base), ...userConditions(user));
      // The total comes along with the page (a window count); only past the last page is it asked for apart.
      const rows = await db
        .select({ id: products.id, total: sql<number>`cast(count(*) over () as integer)` })
        .from(products)
        .where(where)
        .orderBy(...orderBy(sort, bestSelling, base.rankedIds))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0)
        return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
      const [total] = await db.select({ n: count() }).from(products).where(where);
      return { ids: [], total: total?.n ?? 0 };
    },

    async facets(base: BaseFilter) {
      const where = and(...baseConditions(base));
      const baseIds = db.select({ id: products.id }).from(products).where(where);
      const [brandRows, specRows, categoryRows] = await Promise.all([
        db
          .select({
            brandId: products.brandId,
            count: count(),
            inStock: sql<number>`cast(count(*) filter (where ${products.stock} > 0) as integer)`,
            minNet: min(products.priceNet),
            maxNet: max(products.priceNet),
            minGross: min(products.priceGross),
            maxGross: max(products.priceGross),
          })
          .from(products)
          .where(where)
          .groupBy(products.brandId),
        db
          .select({ valueId: productSpecValues.specValueId, count: count() })
          .from(productSpecValues)
          .where(inArray(productSpecValues.productId, baseIds))
          .groupBy(productSpecValues.specValueId),
        db
          .select({ categoryId: productCategories.categoryId, count: count() })
          .from(productCategories)
          .where(inArray(productCategories.productId, baseIds))
          .groupBy(productCategories.categoryId),
      ]);
      return { brands: brandRows, specValues: specRows, categories: categoryRows };
    },

    /** Names of brands, specs and spec values: small tables, cached by the service. */
    async dictionary() {
      const [brandRows, valueRows] = await Promise.all([
        db.select({ id: brands.id, name: brands.name }).from(brands),
        db
          .select({
            specId: specs.id,
            specSort: specs.sort,
            specTitle: specTranslations.title,
            languageId: specTranslations.languageId,
            valueId: specValues.id,
            valueTitle: specValueTranslations.title,
            numeric: specValues.numericValue,
          })
          .from(specValues)
          .innerJoin(specs, eq(specs.id, specValues.specId))
          .innerJoin(specTranslations, eq(specTranslations.specId, specs.id))
          .innerJoin(
            specValueTranslations,
            and(
              eq(specValueTranslations.specValueId, specValues.id),
              eq(specValueTranslations.languageId, specTranslations.languageId),
            ),
          ),
      ]);
      return { brands: brandRows, specValues: valueRows };
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
