/**
 * The product listing: one page of ids, the total, and the facets (brands, spec values, stock,
 * price range, categories). A handful of small indexed queries; the facets describe the base set
 * (category, search, deals, selection) so that choosing a filter never hides the other choices.
 */
import { and, asc, between, count, desc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import {
  brands,
  categoryTranslations,
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
import { languageLiteral } from '../search/repository.ts';
import type { SearchMatch } from '../search/service.ts';
import { productsWithSpecValue, withSpecTitles } from '../specs/spec-values.ts';

export interface BaseFilter {
  categoryIds?: number[];
  /** products matching a text search (search/service.ts); the default sort ranks by it */
  search?: SearchMatch;
  /** only these products (a selection); with the default sort, in this order */
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

/** A row of the facets statement: kind 0 a brand (with stock and prices), 1 a spec value, 2 a category. */
interface FacetRow {
  kind: number;
  key: number | string | null;
  count: number | string;
  in_stock: number | string;
  min_net: number | string | null;
  max_net: number | string | null;
  min_gross: number | string | null;
  max_gross: number | string | null;
}

/** Rank weights of the search document's parts D, C, B, A (description … own category, brand). */
const RANK_WEIGHTS = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);
/** What a spare part's rank is multiplied by when the query does not name parts. */
const PART_RANK = 0.2;
/**
 * Added to the rank of a product whose name holds every typed word as typed (folded, unstemmed):
 * exact before stemmed. About a name match's share of ts_rank, so it orders products that match
 * alike and does not lift a description match over a name or category one.
 */
const EXACT_RANK = 0.1;

/** A whole-number array literal for ORDER BY array_position (ids come from the database or validation). */
function intArray(ids: number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('ids must be integers');
  return sql.raw(`ARRAY[${ids.join(',')}]::integer[]`);
}

export function createListingRepository(db: Db, partsCategories: () => Promise<number[]>) {
  const tsquery = (m: SearchMatch, query: string) =>
    sql`to_tsquery(search_config(${languageLiteral(m.languageId)}), ${query})`;
  /** Ids of products whose search document in the language matches (the language's GIN index). */
  const matching = (m: SearchMatch) =>
    db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(
        and(
          sql`${productTranslations.languageId} = ${languageLiteral(m.languageId)}`,
          sql`${productTranslations.searchDocument} @@ ${tsquery(m, m.query)}`,
        ),
      );

  /**
   * Search rank: the weighted match of the whole query plus that of the shopper's own words (so
   * exact and stemmed words beat compounds, synonyms and corrections) plus a bonus when the name
   * holds the words exactly as typed (so exact beats stemmed), with some-words results ordered by
   * how many words they hold, and spare parts after machines unless asked for.
   */
  async function rankOf(
    m: SearchMatch,
    doc: SQL | typeof productTranslations.searchDocument,
    name: SQL | typeof productTranslations.name,
  ): Promise<SQL> {
    const some = m.some.length
      ? sql`(${sql.join(
          m.some.map((g) => sql`(${doc} @@ ${tsquery(m, g.query)})::int * ${sql.raw(g.weight.toFixed(4))}`),
          sql` + `,
        )}) * 10 + `
      : sql``;
    // Parts drop back unless the query (as written) matches the title of a parts category: asked
    // once per query (an InitPlan), not per row.
    const parts = await partsCategories();
    const lang = languageLiteral(m.languageId);
    const partsWanted = sql`EXISTS (SELECT 1 FROM ${categoryTranslations} ct WHERE ct.language_id = ${lang}
      AND ct.category_id = ANY(${intArray(parts.length ? parts : [0])})
      AND to_tsvector(search_config(${lang}), search_fold(ct.title)) @@ ${tsquery(m, m.partsQuery)})`;
    const demote = parts.length
      ? sql` * (CASE WHEN ${products.primaryCategoryId} = ANY(${intArray(parts)}) AND NOT ${partsWanted} THEN ${sql.raw(String(PART_RANK))} ELSE 1 END)`
      : sql``;
    const exact = sql`(to_tsvector('simple', search_fold(${name})) @@ to_tsquery('simple', ${m.direct}))::int * ${sql.raw(String(EXACT_RANK))}`;
    return sql`(${some}(ts_rank(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, m.query)}) + ts_rank(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, m.direct)}) + ${exact})${demote})`;
  }

  /** The base set's conditions; `joined`: the search matches on the joined translation row instead. */
  function baseConditions(f: BaseFilter, joined = false): SQL[] {
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
    if (f.search && !joined) c.push(inArray(products.id, matching(f.search)));
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
          productsWithSpecValue(db, specId, inArray(productSpecValues.specValueId, valueIds)),
        ),
      );
    }
    for (const [specId, [lo, hi]] of f.specRanges ?? []) {
      c.push(
        inArray(products.id, productsWithSpecValue(db, specId, between(specValues.numericValue, lo, hi))),
      );
    }
    return c;
  }

  const orderBy = (sort: ListingSort, bestSelling: boolean, rank?: SQL, selection?: number[]): SQL[] => {
    if (bestSelling || sort === 'popularity') return [desc(products.popularity), asc(products.id)];
    if (sort === 'price_asc') return [asc(products.priceNet), asc(products.id)];
    if (sort === 'price_desc') return [desc(products.priceNet), asc(products.id)];
    if (rank)
      return [desc(rank), sql`(${products.stock} > 0) desc`, desc(products.popularity), asc(products.id)];
    if (selection?.length) return [sql`array_position(${intArray(selection)}, ${products.id})`];
    return [sql`(${products.stock} > 0) desc`, asc(products.sort), asc(products.id)];
  };

  return {
    async page(
      base: BaseFilter,
      user: UserFilter,
      sort: ListingSort,
      bestSelling: boolean,
      limit: number,
      offset: number,
    ) {
      // A search in the default sort is ranked: its documents join the page query (and match there).
      const ranked = base.search && sort === 'default' && !bestSelling ? base.search : undefined;
      const where = and(...baseConditions(base, Boolean(ranked)), ...userConditions(user));
      // Bounded: only the first `candidates` matches the index yields are ranked (and counted);
      // their documents come along, so the page does not read the translations twice.
      const pool = ranked?.candidates
        ? db.$with('candidates').as(
            db
              .select({
                id: productTranslations.productId,
                document: productTranslations.searchDocument,
                name: productTranslations.name,
              })
              .from(productTranslations)
              .where(
                and(
                  sql`${productTranslations.languageId} = ${languageLiteral(ranked.languageId)}`,
                  sql`${productTranslations.searchDocument} @@ ${tsquery(ranked, ranked.query)}`,
                ),
              )
              .limit(ranked.candidates),
          )
        : undefined;
      const query = (pool ? db.with(pool) : db)
        .select({
          id: products.id,
          total: sql<number>`cast(count(*) over () as integer)`,
          pooled: pool ? sql<number>`(SELECT count(*) FROM ${pool})::int` : sql<number>`0`,
        })
        .from(products)
        .$dynamic();
      let rank: SQL | undefined;
      if (ranked && pool) {
        query.innerJoin(pool, eq(pool.id, products.id));
        rank = await rankOf(ranked, sql`${pool.document}`, sql`${pool.name}`);
      } else if (ranked) {
        query.innerJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, products.id),
            sql`${productTranslations.languageId} = ${languageLiteral(ranked.languageId)}`,
            sql`${productTranslations.searchDocument} @@ ${tsquery(ranked, ranked.query)}`,
          ),
        );
        rank = await rankOf(ranked, productTranslations.searchDocument, productTranslations.name);
      }
      // The total comes along with the page (a window count); only past the last page is it asked for apart.
      const rows = await query
        .where(where)
        .orderBy(...orderBy(sort, bestSelling, rank, base.rankedIds))
        .limit(limit)
        .offset(offset);
      // Every candidate taken: there may be more matches than were ranked and counted.
      const atLeast = Boolean(
        ranked?.candidates && rows.length && Number(rows[0]!.pooled) >= ranked.candidates,
      );
      if (rows.length > 0 || offset === 0)
        return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0), atLeast };
      if (rows.length > 0 || offset === 0)
        return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
      const [total] = await db
        .select({ n: count() })
        .from(products)
        .where(and(...baseConditions(base), ...userConditions(user)));
      return { ids: [], total: total?.n ?? 0, atLeast: false };
    },

    /**
     * Brands with the price range, spec values and categories of the base set, with counts. A
     * bounded search (`candidates`) counts the candidates its page ranks, not every match: the
     * results page lists those, and counting every match is what grows with the catalogue
     * (decision 046).
     */
    async facets(base: BaseFilter) {
      const m = base.search;
      const where = m?.candidates
        ? and(
            ...baseConditions({ ...base, search: undefined }),
            inArray(products.id, matching(m).limit(m.candidates)),
          )
        : and(...baseConditions(base));
      // One statement: the base set is found once, and PGlite pays its per-statement cost once.
      const rows = rowsOf<FacetRow>(
        await db.execute(sql`WITH base AS MATERIALIZED (
            SELECT ${products.id} AS id, ${products.brandId} AS brand_id, ${products.stock} AS stock,
              ${products.priceNet} AS net, ${products.priceGross} AS gross
            FROM ${products} WHERE ${where})
          SELECT 0 AS kind, brand_id AS key, count(*)::int AS count,
            (count(*) FILTER (WHERE stock > 0))::int AS in_stock,
            min(net) AS min_net, max(net) AS max_net, min(gross) AS min_gross, max(gross) AS max_gross
          FROM base GROUP BY brand_id
          UNION ALL
          SELECT 1, psv.spec_value_id, count(*)::int, 0, NULL, NULL, NULL, NULL
          FROM ${productSpecValues} psv JOIN base ON base.id = psv.product_id GROUP BY psv.spec_value_id
          UNION ALL
          SELECT 2, pc.category_id, count(*)::int, 0, NULL, NULL, NULL, NULL
          FROM ${productCategories} pc JOIN base ON base.id = pc.product_id GROUP BY pc.category_id`),
      );
      const num = (v: number | string | null) => (v === null ? null : Number(v));
      return {
        brands: rows
          .filter((r) => r.kind === 0)
          .map((r) => ({
            brandId: num(r.key),
            count: Number(r.count),
            inStock: Number(r.in_stock),
            minNet: num(r.min_net),
            maxNet: num(r.max_net),
            minGross: num(r.min_gross),
            maxGross: num(r.max_gross),
          })),
        specValues: rows
          .filter((r) => r.kind === 1)
          .map((r) => ({ valueId: Number(r.key), count: Number(r.count) })),
        categories: rows
          .filter((r) => r.kind === 2)
          .map((r) => ({ categoryId: Number(r.key), count: Number(r.count) })),
      };
    },

    /** Active products per category, every category (for the categories a search without results suggests). */
    async categoryCounts() {
      return db
        .select({ categoryId: productCategories.categoryId, count: count() })
        .from(productCategories)
        .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.active, true)))
        .groupBy(productCategories.categoryId);
    },

    /** Names of brands, specs and spec values: small tables, cached by the service. */
    async dictionary() {
      const [brandRows, valueRows] = await Promise.all([
        db.select({ id: brands.id, name: brands.name }).from(brands),
        // every language in which both the spec and the value have a title
        withSpecTitles(
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
            .$dynamic(),
        ),
      ]);
      return { brands: brandRows, specValues: valueRows };
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
