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
  exists,
  gt,
  inArray,
  isNotNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import {
  brands,
  categoryProducts,
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
import { createNamePool, type NamePool, namesOf } from './name-pool.ts';
import type { FacetRow, StoredFacets } from './stored-facets.ts';

export interface BaseFilter {
  /** the listed category: its products and those of every category under it (category_products) */
  categoryId?: number;
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

/**
 * Added to a word's rank when the product's own category (or brand: weight A) holds it: what the
 * product is ranks above what merely mentions it (decision 090).
 */
const TYPE_RANK = 0.3;
/**
 * In a broader answer (few full matches), what a product of the full matches' own category gains
 * (`some` weight: × 10 in the rank): below a full match (10), above a word's field weight.
 */
const AFFINITY_WEIGHT = 0.5;
/** A to_tsquery text whose words match only in weight A (the product's own categories, its brand). */
const onlyWeightA = (query: string) =>
  query.replace(/([\p{L}\p{N}.]+)(:\*)?/gu, (_, word: string, prefix?: string) =>
    prefix ? `${word}:*A` : `${word}:A`,
  );

/** A to_tsquery text whose words match only in weights A and B (categories, brand, name, sku). */
const inNameOrBrand = (query: string) =>
  query.replace(/([\p{L}\p{N}.]+)(:\*)?/gu, (_, word: string, prefix?: string) =>
    prefix ? `${word}:*AB` : `${word}:AB`,
  );

/** Counting a listing's matches stops past this many: the total reads "more than 10,000 products". */
export const COUNT_LIMIT = 10_000;
/** A filtered category listing with at most this many matches is found through its filters, then sorted. */
const FEW_MATCHES = 2_000;

/**
 * Whether a product's name holds every typed word (`direct`: words joined by `&`) as a whole word,
 * folded and unstemmed: the exact bonus. `folded` is the name as search_fold gives it (the stored
 * `search_name`, decision 120). Words of letters and digits are looked for with a regular
 * expression each, bounded as the parser bounds them (decision 107: the `simple` parser's
 * to_tsvector over every ranked name was the rank's largest cost, 2,000 names 10–15 ms, the
 * expressions 3–5 ms), asked only of names that hold the word at all (`strpos`, a tenth of the
 * expression's cost); anything else is asked of the parser as before.
 */
export function nameHoldsWords(folded: SQL, direct: string): SQL {
  const words = direct.split('&').map((w) => w.trim());
  if (words.length === 0 || words.some((w) => !/^[\p{L}\p{N}]+$/u.test(w)))
    return direct.trim()
      ? sql`(to_tsvector('simple', ${folded}) @@ to_tsquery('simple', ${direct}))`
      : sql`false`;
  return sql`(${sql.join(
    // (A dot between letters or digits joins them into one word for the parser: `58.5`, `eq.9`.)
    words.map(
      (w) =>
        sql`strpos(${folded}, ${w}) > 0 AND ${folded} ~ ${`(?<![[:alnum:]])(?<![[:alnum:]]\\.)${w}(?![[:alnum:]])(?!\\.[[:alnum:]])`}`,
    ),
    sql` AND `,
  )})`;
}

/** A whole-number array literal for ORDER BY array_position (ids come from the database or validation). */
function intArray(ids: number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('ids must be integers');
  return sql.raw(`ARRAY[${ids.join(',')}]::integer[]`);
}

/** A base set whose facets are stored (category_facets_refresh, migrations 0015 and 0016). */
interface FacetScope {
  /** a category, or 0: the whole catalogue */
  categoryId: number;
  deals: boolean;
  alternatives: boolean;
}

/**
 * Which stored facets describe a base set, if any: a category or the whole catalogue, with all its
 * products, its deals, those with alternatives, or both. Searches, favourites and selections are
 * counted per request (bounded).
 */
function facetScope(base: BaseFilter): FacetScope | undefined {
  if (base.search || base.favoritesOf !== undefined || base.rankedIds) return undefined;
  return {
    categoryId: base.categoryId ?? 0,
    deals: Boolean(base.deals),
    alternatives: Boolean(base.withAlternativesOnly),
  };
}

/** The facets statement's rows (or the stored ones) as brands, spec values and categories. */
function facetsFromRows(rows: FacetRow[]) {
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  const ofKind = (kind: number) => rows.filter((r) => Number(r.kind) === kind);
  return {
    brands: ofKind(0).map((r) => ({
      brandId: num(r.key),
      count: Number(r.count),
      inStock: Number(r.in_stock),
      minNet: num(r.min_net),
      maxNet: num(r.max_net),
      minGross: num(r.min_gross),
      maxGross: num(r.max_gross),
    })),
    specValues: ofKind(1).map((r) => ({ valueId: Number(r.key), count: Number(r.count) })),
    categories: ofKind(2).map((r) => ({ categoryId: Number(r.key), count: Number(r.count) })),
  };
}

/**
 * The facets of a base set (`baseRows`: id, brand_id, in_stock, net, gross) as rows of kind 0
 * (brands, with stock and price range), 1 (spec values) and 2 (categories). One statement: the base
 * set is found once, and PGlite pays its per-statement cost once.
 */
function facetStatement(baseRows: SQL): SQL {
  return sql`WITH base AS MATERIALIZED (${baseRows})
    SELECT 0 AS kind, brand_id AS key, count(*)::int AS count,
      (count(*) FILTER (WHERE in_stock))::int AS in_stock,
      min(net) AS min_net, max(net) AS max_net, min(gross) AS min_gross, max(gross) AS max_gross
    FROM base GROUP BY brand_id
    UNION ALL
    SELECT 1, psv.spec_value_id, count(*)::int, 0, NULL, NULL, NULL, NULL
    FROM ${productSpecValues} psv JOIN base ON base.id = psv.product_id GROUP BY psv.spec_value_id
    UNION ALL
    SELECT 2, pc.category_id, count(*)::int, 0, NULL, NULL, NULL, NULL
    FROM ${productCategories} pc JOIN base ON base.id = pc.product_id GROUP BY pc.category_id`;
}

/** A page's product in the rows of a page asked with its facets: key the id, count the total, in_stock its position. */
const PAGE_ROW = 3;

export type Facets = ReturnType<typeof facetsFromRows>;

/** A listing page's products, their total, and (when asked of a plain search's pool) the pool's facets. */
export interface ListingPage {
  ids: number[];
  total: number;
  /** the total was counted only up to a limit */
  atLeast: boolean;
  facets?: Facets;
}

export function createListingRepository(
  db: Db,
  partsCategories: () => Promise<number[]>,
  options: {
    /** where counting a listing's matches stops (tests make it small) */
    countLimit?: number;
    /** facets counted ahead, for categories too large to count per request */
    storedFacets?: StoredFacets;
    /** which way a search's name matches are read (tests choose it) */
    namePool?: Pick<NamePool, 'byIndex'>;
  } = {},
) {
  const countLimit = options.countLimit ?? COUNT_LIMIT;
  const namePool = options.namePool ?? createNamePool(db);
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
    /** the name folded (the stored `search_name`) */
    name: SQL | typeof productTranslations.searchName,
    /** the product's primary category, where the rank is taken over other rows than `products` */
    category: SQL | typeof products.primaryCategoryId = products.primaryCategoryId,
  ): Promise<SQL> {
    const weighed = m.some.map(
      (g) => sql`(${doc} @@ ${tsquery(m, g.query)})::int * ${sql.raw(g.weight.toFixed(4))}`,
    );
    // A product of the full matches' category, in a broader answer (decision 104).
    if (m.affinity?.length)
      weighed.push(
        sql`(${category} = ANY(${intArray(m.affinity)}))::int * ${sql.raw(String(AFFINITY_WEIGHT))}`,
      );
    const some = weighed.length ? sql`(${sql.join(weighed, sql` + `)}) * 10 + ` : sql``;
    // Parts drop back unless the query (as written) matches the title of a parts category: asked
    // once per query (an InitPlan), not per row.
    const parts = await partsCategories();
    const lang = languageLiteral(m.languageId);
    const partsWanted = sql`EXISTS (SELECT 1 FROM ${categoryTranslations} ct WHERE ct.language_id = ${lang}
      AND ct.category_id = ANY(${intArray(parts.length ? parts : [0])})
      AND to_tsvector(search_config(${lang}), search_fold(ct.title)) @@ ${tsquery(m, m.partsQuery)})`;
    const demote = parts.length
      ? sql` * (CASE WHEN ${category} = ANY(${intArray(parts)}) AND NOT ${partsWanted} THEN ${sql.raw(String(PART_RANK))} ELSE 1 END)`
      : sql``;
    const exact = sql`${nameHoldsWords(sql`${name}`, m.direct)}::int * ${sql.raw(String(EXACT_RANK))}`;
    return sql`(${some}(${termsRank(m, doc)} + ${directRank(m, doc)} + ${exact})${demote})`;
  }

  /**
   * The match of the query's words, each by its weight (decision 090, BM25-like): a rarer word's
   * field weight counts more than a common one's (`rvs opschuimkan`: the jug in the category beats
   * `rvs` in the name); the product's own category (weight A: what it is) holding the type word
   * (the last, as in service.ts) gains TYPE_RANK. Without terms (one word, or a caller that gives
   * none): the whole query's ts_rank, and TYPE_RANK for it. One ts_rank per word and one `@@`.
   */
  function termsRank(m: SearchMatch, doc: SQL | typeof productTranslations.searchDocument): SQL {
    const terms = m.terms ?? [];
    const type = (query: string) =>
      sql`(${doc} @@ ${tsquery(m, onlyWeightA(query))})::int * ${sql.raw(String(TYPE_RANK))}`;
    if (terms.length === 0)
      return sql`(ts_rank(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, m.query)}) + ${type(m.query)})`;
    const total = terms.reduce((sum, t) => sum + t.weight, 0) || 1;
    const share = (weight: number) => sql.raw((weight / total).toFixed(4));
    const parts = terms.map(
      (t) => sql`ts_rank(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, t.query)}) * ${share(t.weight)}`,
    );
    return sql`(${sql.join(parts, sql` + `)} + ${type(terms.at(-1)!.query)})`;
  }

  /**
   * The shopper's own words: with several, by cover density (`ts_rank_cd`), which ranks them
   * higher the nearer they stand (decision 090: words close together, in one field).
   */
  const directRank = (m: SearchMatch, doc: SQL | typeof productTranslations.searchDocument) =>
    m.terms?.length
      ? sql`ts_rank_cd(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, m.direct)})`
      : sql`ts_rank(${RANK_WEIGHTS}, ${doc}, ${tsquery(m, m.direct)})`;

  /** The base set's conditions; `joined`: the search matches on the joined translation row instead. */
  function baseConditions(f: BaseFilter, joined = false): SQL[] {
    const c: SQL[] = [eq(products.active, true)];
    if (f.categoryId !== undefined) {
      c.push(
        inArray(
          products.id,
          db
            .select({ id: categoryProducts.productId })
            .from(categoryProducts)
            .where(eq(categoryProducts.categoryId, f.categoryId)),
        ),
      );
    }
    if (f.search && !joined) c.push(inArray(products.id, matching(f.search)));
    if (f.rankedIds) c.push(inArray(products.id, f.rankedIds.length ? f.rankedIds : [0]));
    if (f.deals) c.push(isNotNull(products.oldPriceNet));
    // A probe of the alternatives' primary key per product, not a list of every product that has some.
    if (f.withAlternativesOnly) {
      c.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(productAlternatives)
            .where(eq(productAlternatives.productId, products.id)),
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

  /** The columns the user's filters read: the product's own, or its row in a category's listing index. */
  interface FilterColumns {
    id: typeof products.id | typeof categoryProducts.productId;
    brandId: typeof products.brandId | typeof categoryProducts.brandId;
    priceNet: typeof products.priceNet | typeof categoryProducts.priceNet;
    priceGross: typeof products.priceGross | typeof categoryProducts.priceGross;
    inStock: SQL;
    /** the row's spec values as an array (the listing index), else found in product_spec_values */
    specValues?: typeof categoryProducts.specValues;
  }
  const productColumns: FilterColumns = {
    id: products.id,
    brandId: products.brandId,
    priceNet: products.priceNet,
    priceGross: products.priceGross,
    inStock: gt(products.stock, 0),
  };
  const listedColumns: FilterColumns = {
    id: categoryProducts.productId,
    brandId: categoryProducts.brandId,
    priceNet: categoryProducts.priceNet,
    priceGross: categoryProducts.priceGross,
    inStock: eq(categoryProducts.inStock, true),
    specValues: categoryProducts.specValues,
  };

  /**
   * The shopper's filters. `specIds` (the listing index): each spec filter as its values' ids,
   * found beforehand (`specValueIds`), so that the planner sees the array and can judge from the
   * column's statistics how many rows hold it.
   */
  function userConditions(f: UserFilter, cols: FilterColumns = productColumns, specIds?: number[][]): SQL[] {
    const c: SQL[] = [];
    if (f.brandIds) c.push(inArray(cols.brandId, f.brandIds.length ? f.brandIds : [0]));
    if (f.price) c.push(between(f.price.gross ? cols.priceGross : cols.priceNet, f.price.min, f.price.max));
    if (f.inStock) c.push(cols.inStock);
    if (cols.specValues && specIds) {
      for (const ids of specIds) c.push(sql`${cols.specValues} && ${intArray(ids)}`);
      return c;
    }
    for (const [specId, valueIds] of f.specValues ?? []) {
      if (valueIds.length === 0) continue;
      c.push(
        inArray(cols.id, productsWithSpecValue(db, specId, inArray(productSpecValues.specValueId, valueIds))),
      );
    }
    for (const [specId, [lo, hi]] of f.specRanges ?? []) {
      c.push(inArray(cols.id, productsWithSpecValue(db, specId, between(specValues.numericValue, lo, hi))));
    }
    return c;
  }

  /** Each spec filter as the ids of the spec's chosen values, or of its values in the range. */
  function specValueIds(f: UserFilter): Promise<number[][]> {
    const conditions = [
      ...(f.specValues ?? [])
        .filter(([, valueIds]) => valueIds.length > 0)
        .map(([specId, valueIds]) => and(eq(specValues.specId, specId), inArray(specValues.id, valueIds))),
      ...(f.specRanges ?? []).map(([specId, [lo, hi]]) =>
        and(eq(specValues.specId, specId), between(specValues.numericValue, lo, hi)),
      ),
    ];
    return Promise.all(
      conditions.map(async (condition) =>
        (await db.select({ id: specValues.id }).from(specValues).where(condition)).map((r) => r.id),
      ),
    );
  }

  /**
   * A category's listing read from its listing index (category_products): the filters and the
   * order are columns of one index, so the first page stops after its rows. Desc columns say
   * NULLS LAST as the indexes do (the columns are NOT NULL; the planner matches the words).
   */
  /** A category's base set in its listing index; the shopper's filters come on top (`listedColumns`). */
  function listedConditions(base: BaseFilter): SQL[] {
    const c: SQL[] = [eq(categoryProducts.categoryId, base.categoryId!)];
    if (base.deals) c.push(eq(categoryProducts.deal, true));
    if (base.withAlternativesOnly) c.push(eq(categoryProducts.alternatives, true));
    const others = baseConditions({
      ...base,
      categoryId: undefined,
      deals: undefined,
      withAlternativesOnly: undefined,
    });
    // What is left of the base (favourites) asks the products table.
    if (others.length > 1)
      c.push(
        inArray(
          categoryProducts.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(and(...others)),
        ),
      );
    return c;
  }
  /** The listing index's sort orders, on its own columns or on those of a subquery of its rows. */
  const listedOrder = (
    sort: ListingSort,
    bestSelling: boolean,
    c: Record<'inStock' | 'sort' | 'priceNet' | 'popularity' | 'id', SQLWrapper> = {
      ...categoryProducts,
      id: categoryProducts.productId,
    },
  ): SQL[] => {
    if (bestSelling || sort === 'popularity') return [sql`${c.popularity} DESC NULLS LAST`, sql`${c.id}`];
    if (sort === 'price_asc') return [sql`${c.priceNet}`, sql`${c.id}`];
    if (sort === 'price_desc') return [sql`${c.priceNet} DESC NULLS LAST`, sql`${c.id}`];
    return [sql`${c.inStock} DESC NULLS LAST`, sql`${c.sort}`, sql`${c.id}`];
  };

  /**
   * The pool a bounded search ranks (decision 090: name first): the first `candidates` products
   * whose name, brand or categories (weights A and B) match, then, while the pool is not full,
   * products matching elsewhere (their description); all passing `where` (conditions on
   * `products`), with what their rank, order and facets need. So at any catalogue size the products that
   * are what the shopper asked for are ranked, not merely the first matches the index yields.
   * The name matches come from the index of names or from the table's start, whichever is cheaper
   * for the query (name-pool.ts, decision 111).
   * Each match looks its product up by key (a lateral subquery, kept apart by OFFSET 0): as a
   * join, the planner hashed every product of a large catalogue to find the pool's 2,000
   * (100,000 products on PostgreSQL: 85 ms for the pool, 12 ms by key).
   */
  const candidatePool = async (m: SearchMatch, where: SQL | undefined, candidates: number): Promise<SQL> => {
    const pt = productTranslations;
    const lang = languageLiteral(m.languageId);
    const query = tsquery(m, m.query);
    const most = Math.max(1, Math.floor(candidates));
    const fromTable = Math.min(most, Math.max(1, Math.floor(m.fromTable ?? most)));
    // By the index of names: `ts_filter(document) @@ query`, the index's own expression. From the
    // table: the document's words in weights A and B, which no index can answer.
    const byIndex = await namePool.byIndex(m.languageId, query, m.query, most);
    const n = byIndex ? most : fromTable;
    const weighed = tsquery(m, inNameOrBrand(m.query));
    const named = byIndex
      ? sql`${namesOf(pt.searchDocument)} @@ ${query}`
      : m.fromTable !== undefined
        ? // (the table read in its order: the planner would take a bitmap of every document
          // holding the words, which it thinks cheap; a prefix in 47,400 names at 500,000
          // products, 26 ms, where the table gives 200 in 4; decision 116)
          sql`coalesce(${pt.searchDocument}, ''::tsvector) @@ ${weighed}`
        : sql`${pt.searchDocument} @@ ${weighed}`;
    const branch = (
      match: SQL,
      limit: SQL,
    ) => sql`SELECT p.id, ${pt.searchDocument} AS document, ${pt.searchName} AS search_name, p.category, p.stock, p.popularity,
        p.brand_id, p.net, p.gross
      FROM ${pt} CROSS JOIN LATERAL (SELECT ${products.id} AS id, ${products.primaryCategoryId} AS category,
          ${products.stock} AS stock, ${products.popularity} AS popularity, ${products.brandId} AS brand_id,
          ${products.priceNet} AS net, ${products.priceGross} AS gross
        FROM ${products} WHERE ${products.id} = ${pt.productId}${where ? sql` AND ${where}` : sql``} OFFSET 0) p
      WHERE ${pt.languageId} = ${lang} AND ${match}
      LIMIT ${limit}`;
    const size = sql.raw(String(n));
    return sql`WITH named AS MATERIALIZED (${branch(named, size)})
      SELECT * FROM named UNION ALL (${branch(
        sql`${pt.searchDocument} @@ ${query} AND NOT (${pt.searchDocument} @@ ${tsquery(m, inNameOrBrand(m.query))})`,
        sql`(SELECT ${size} - count(*) FROM named)`,
      )})`;
  };

  /**
   * A plain search's page, ranked over a bounded pool (candidatePool), each product with the
   * columns its rank and order need, so the page reads each product once (a nested loop over the
   * pool, not a hash of every product) and its cost stays flat however many products match
   * (decision 046). The total counts the pool; a full pool says there may be more (`atLeast`).
   */
  async function pooledPage(
    m: SearchMatch,
    candidates: number,
    where: SQL | undefined,
    limit: number,
    offset: number,
    withFacets: boolean,
  ): Promise<ListingPage> {
    const column = (name: string) => sql.raw(`candidates.${name}`);
    const rank = await rankOf(m, column('document'), column('search_name'), column('category'));
    const pool = await candidatePool(m, where, candidates);
    const order = sql`${rank} DESC, (candidates.stock > 0) DESC, candidates.popularity DESC, candidates.id`;
    if (!withFacets) {
      const rows = rowsOf<{ id: number; total: number }>(
        await db.execute(sql`WITH candidates AS (${pool})
          SELECT candidates.id, cast(count(*) over () as integer) AS total FROM candidates
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
      );
      const total = Number(rows[0]?.total ?? 0);
      return { ids: rows.map((r) => Number(r.id)), total, atLeast: total >= candidates };
    }
    // The page and the facets of the same pool in one statement: the pool is found once (decision 114).
    const rows = rowsOf<FacetRow>(
      await db.execute(sql`WITH candidates AS MATERIALIZED (${pool}),
        page AS (SELECT candidates.id, cast(count(*) over () as integer) AS total,
            row_number() over (ORDER BY ${order}) AS position
          FROM candidates ORDER BY position LIMIT ${limit} OFFSET ${offset})
        SELECT * FROM (${facetStatement(sql`SELECT id, brand_id, stock > 0 AS in_stock, net, gross FROM candidates`)}) f
        UNION ALL
        SELECT ${sql.raw(String(PAGE_ROW))}, id, total, position::int, NULL, NULL, NULL, NULL FROM page`),
    );
    const pageRows = rows
      .filter((r) => Number(r.kind) === PAGE_ROW)
      .sort((a, b) => Number(a.in_stock) - Number(b.in_stock));
    const total = Number(pageRows[0]?.count ?? 0);
    return {
      ids: pageRows.map((r) => Number(r.key)),
      total,
      atLeast: total >= candidates,
      facets: facetsFromRows(rows),
    };
  }

  /** A narrowed search's page (a filter, a category): every match ranked. */
  async function rankedPage(
    m: SearchMatch,
    where: SQL | undefined,
    sort: ListingSort,
    bestSelling: boolean,
    selection: number[] | undefined,
    limit: number,
    offset: number,
  ) {
    const rank = await rankOf(m, productTranslations.searchDocument, productTranslations.searchName);
    const rows = await db
      .select({ id: products.id, total: sql<number>`cast(count(*) over () as integer)` })
      .from(products)
      .innerJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, products.id),
          sql`${productTranslations.languageId} = ${languageLiteral(m.languageId)}`,
          sql`${productTranslations.searchDocument} @@ ${tsquery(m, m.query)}`,
        ),
      )
      .where(where)
      .orderBy(...orderBy(sort, bestSelling, rank, selection))
      .limit(limit)
      .offset(offset);
    return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0), atLeast: false };
  }

  const orderBy = (sort: ListingSort, bestSelling: boolean, rank?: SQL, selection?: number[]): SQL[] => {
    if (bestSelling || sort === 'popularity')
      return [sql`${products.popularity} DESC NULLS LAST`, asc(products.id)];
    if (sort === 'price_asc') return [asc(products.priceNet), asc(products.id)];
    if (sort === 'price_desc') return [desc(products.priceNet), asc(products.id)];
    if (rank)
      return [desc(rank), sql`(${products.stock} > 0) desc`, desc(products.popularity), asc(products.id)];
    if (selection?.length) return [sql`array_position(${intArray(selection)}, ${products.id})`];
    return [sql`(${products.stock} > 0) desc`, asc(products.sort), asc(products.id)];
  };

  /**
   * How many products match, counted up to the limit + 1 only: counting every match is what grew
   * with the catalogue. Above the limit the total is "more than" the limit (total_at_least).
   */
  async function boundedCount(
    from: typeof products | typeof categoryProducts,
    where: SQL | undefined,
    limit = countLimit,
  ) {
    const matches = db
      .select({ one: sql`1` })
      .from(from)
      .where(where)
      .limit(limit + 1)
      .as('matches');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    const n = Number(row?.n ?? 0);
    return { total: Math.min(n, limit), atLeast: n > limit };
  }

  /**
   * A category's page from its listing index. Unfiltered, the page is the index's first rows in
   * order. With the shopper's filters, the count comes first: few matches are found through the
   * filters' own indexes and then sorted (a subquery fenced by OFFSET 0 keeps the planner from walking
   * the sort order through a whole large category in search of matches that are not there); many
   * matches are met soon enough on the walk in order.
   */
  async function listedPage(
    base: BaseFilter,
    user: UserFilter,
    sort: ListingSort,
    bestSelling: boolean,
    limit: number,
    offset: number,
  ) {
    const cp = categoryProducts;
    const specIds = await specValueIds(user);
    const filters = userConditions(user, listedColumns, specIds);
    const where = and(...listedConditions(base), ...filters);
    const filtered = filters.length > 0;
    const counting = boundedCount(cp, where);
    // Past the last counted page there is nothing to show: no walk through the whole category.
    if (offset >= countLimit) return { ids: [], ...(await counting) };
    if (filtered && (await counting).total <= FEW_MATCHES) {
      // Raw SQL for the subquery's OFFSET 0, which the query builder leaves out.
      const few = (column: string) => sql.raw(`few.${column}`);
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT few.id FROM (
            SELECT ${cp.productId} AS id, ${cp.inStock} AS in_stock, ${cp.sort} AS sort,
              ${cp.priceNet} AS price_net, ${cp.popularity} AS popularity
            FROM ${cp} WHERE ${where} OFFSET 0) few
          ORDER BY ${sql.join(
            listedOrder(sort, bestSelling, {
              inStock: few('in_stock'),
              sort: few('sort'),
              priceNet: few('price_net'),
              popularity: few('popularity'),
              id: few('id'),
            }),
            sql`, `,
          )}
          LIMIT ${limit} OFFSET ${offset}`),
      );
      return { ids: rows.map((r) => Number(r.id)), ...(await counting) };
    }
    const [rows, counted] = await Promise.all([
      db
        .select({ id: cp.productId })
        .from(cp)
        .where(where)
        .orderBy(...listedOrder(sort, bestSelling))
        .limit(limit)
        .offset(offset),
      counting,
    ]);
    return { ids: rows.map((r) => r.id), ...counted };
  }

  return {
    /** The categories the products are themselves in, with how many of them each holds. */
    async ownCategories(ids: number[]): Promise<{ categoryId: number; count: number }[]> {
      if (!ids.length) return [];
      const rows = rowsOf<{ category_id: number; n: number }>(
        await db.execute(sql`
          SELECT ${productCategories.categoryId} AS category_id, count(*)::int AS n
          FROM ${productCategories} WHERE ${productCategories.productId} = ANY(${intArray(ids)})
          GROUP BY 1`),
      );
      return rows.map((r) => ({ categoryId: Number(r.category_id), count: Number(r.n) }));
    },

    /**
     * Up to `limit` other products of a category (it and the categories under it), those nearest
     * in price to `near` first: two walks of the category's price index, one up and one down.
     */
    async nearInPrice(categoryId: number, near: number, exclude: number[], limit: number): Promise<number[]> {
      if (limit <= 0) return [];
      const cp = categoryProducts;
      const [own] = await db
        .select({ price: cp.priceNet })
        .from(cp)
        .where(and(eq(cp.categoryId, categoryId), eq(cp.productId, near)));
      if (!own) return [];
      const walk = (up: boolean) => sql`
        (SELECT ${cp.productId} AS id, ${cp.priceNet} AS price FROM ${cp}
         WHERE ${cp.categoryId} = ${categoryId} AND ${cp.productId} <> ALL(${intArray(exclude.length ? exclude : [0])})
           AND ${cp.priceNet} ${up ? sql`>=` : sql`<`} ${own.price}
         ORDER BY ${cp.priceNet} ${up ? sql`ASC` : sql`DESC`}, ${cp.productId} LIMIT ${limit})`;
      const rows = rowsOf<{ id: number; price: number }>(
        await db.execute(sql`${walk(true)} UNION ALL ${walk(false)}`),
      );
      return rows
        .map((r) => ({ id: Number(r.id), gap: Math.abs(Number(r.price) - own.price) }))
        .sort((a, b) => a.gap - b.gap || a.id - b.id)
        .slice(0, limit)
        .map((r) => r.id);
    },

    async page(
      base: BaseFilter,
      user: UserFilter,
      sort: ListingSort,
      bestSelling: boolean,
      limit: number,
      offset: number,
      /** also the facets, when the page ranks a plain search's pool (the same pool the facets count) */
      withFacets = false,
    ): Promise<ListingPage> {
      // A search in the default sort is ranked: its documents join the page query (and match there).
      const ranked = base.search && sort === 'default' && !bestSelling ? base.search : undefined;
      if (!ranked) {
        if (base.categoryId !== undefined && !base.search && !base.rankedIds)
          return listedPage(base, user, sort, bestSelling, limit, offset);
        const where = and(...baseConditions(base), ...userConditions(user));
        const [rows, counted] = await Promise.all([
          offset >= countLimit
            ? []
            : db
                .select({ id: products.id })
                .from(products)
                .where(where)
                .orderBy(...orderBy(sort, bestSelling, undefined, base.rankedIds))
                .limit(limit)
                .offset(offset),
          boundedCount(products, where),
        ]);
        return { ids: rows.map((r) => r.id), ...counted };
      }
      const where = and(...baseConditions(base, true), ...userConditions(user));
      // The total comes along with the page (a window count over the ranked matches); only past
      // the last page is it asked for apart.
      const page = ranked.candidates
        ? await pooledPage(ranked, ranked.candidates, where, limit, offset, withFacets)
        : await rankedPage(ranked, where, sort, bestSelling, base.rankedIds, limit, offset);
      if (page.ids.length > 0 || offset === 0) return page;
      return {
        ids: [],
        ...(await boundedCount(products, and(...baseConditions(base), ...userConditions(user)))),
      };
    },

    /**
     * Brands with the price range, spec values and categories of the base set, with counts. A
     * bounded search (`candidates`) counts the candidates its page ranks, not every match: the
     * results page lists those, and counting every match is what grows with the catalogue
     * (decision 046).
     */
    async facets(base: BaseFilter) {
      const m = base.search;
      // A bounded search counts the same pool its page ranks.
      const pool = m?.candidates
        ? await candidatePool(m, and(...baseConditions({ ...base, search: undefined })), m.candidates)
        : undefined;
      const where = pool ? undefined : and(...baseConditions(base));
      // A category's base set comes from its listing index; the rest from the products table.
      const listed = base.categoryId !== undefined && !m;
      // Counted ahead (stored facets): see facetScope.
      const stored = options.storedFacets;
      const scope = facetScope(base);
      const listedBase = listed ? and(...listedConditions(base)) : undefined;
      if (stored && scope !== undefined) {
        // Too large to count per request: the counts stored ahead, once there are any.
        const size = listedBase
          ? await boundedCount(categoryProducts, listedBase, stored.liveLimit)
          : await boundedCount(products, and(...baseConditions(base)), stored.liveLimit);
        const rows = size.atLeast ? await stored.read(scope) : undefined;
        if (rows) return facetsFromRows(rows);
      }
      const baseRows = pool
        ? sql`SELECT id, brand_id, stock > 0 AS in_stock, net, gross FROM (${pool}) pool`
        : listed
          ? sql`SELECT ${categoryProducts.productId} AS id, ${categoryProducts.brandId} AS brand_id,
              ${categoryProducts.inStock} AS in_stock, ${categoryProducts.priceNet} AS net,
              ${categoryProducts.priceGross} AS gross
            FROM ${categoryProducts} WHERE ${listedBase}`
          : sql`SELECT ${products.id} AS id, ${products.brandId} AS brand_id, ${products.stock} > 0 AS in_stock,
              ${products.priceNet} AS net, ${products.priceGross} AS gross
            FROM ${products} WHERE ${where}`;
      return facetsFromRows(rowsOf<FacetRow>(await db.execute(facetStatement(baseRows))));
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
