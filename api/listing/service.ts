/** POST /queryProducts: listing, search, deals, best sellers and the search dropdown, with facets. */
import { specValueText } from '../../shared/format-number.ts';
import type { CategoryIndex } from '../categories/service.ts';
import type { Language } from '../http/language.ts';
import { cached } from '../lib/cache.ts';
import { euros } from '../lib/money.ts';
import { toCard } from '../products/cards.ts';
import type { ProductRepository } from '../products/repository.ts';
import { searchWords } from '../search/query-plan.ts';
import type { SearchService } from '../search/service.ts';
import type { BaseFilter, ListingRepository, ListingSort, UserFilter } from './repository.ts';

const LISTING_PAGE_SIZE = 24;

interface QueryProductsInput {
  best_selling?: boolean;
  search?: string;
  products_only?: boolean;
  limit?: number;
  category_id?: number;
  with_alternatives_only?: boolean;
  brands_filter?: number[];
  price_filter?: number[];
  price_filter_gross?: boolean;
  stock_filter?: boolean;
  specs_filter?: Record<string, number[]>;
  specs_filter_min_max?: Record<string, number[]>;
  page?: number;
  deals?: boolean;
  select?: number[];
  favorites?: boolean;
  per_page?: number;
  sort?: ListingSort;
}

const FACETS_TTL_MS = 10_000;
const FACETS_MAX_ENTRIES = 500;
/** How long the products-per-category counts of the no-results suggestions are kept. */
const CATEGORY_COUNTS_TTL_MS = 60_000;

/** The most matches the search dropdown ranks (the first the index yields). */
const DROPDOWN_CANDIDATES = 500;
/** ... of which at most this many when they are read from the table (decision 116). */
const DROPDOWN_FROM_TABLE = 200;
/**
 * The most matches a results page ranks and counts; beyond it the total is "at least" this many
 * (`total_at_least`). Ranking costs time per match (decision 046 has the figures).
 */
const SEARCH_CANDIDATES = 2_000;
/** A search whose words all meet in fewer products than this lists products with some of them after those (decision 090). */
const FEW_RESULTS = 10;

/** The most categories a search without products suggests instead. */
const SUGGESTED_CATEGORIES = 8;

const emptyPaging = (perPage: number) => ({ current_page: 1, last_page: 1, per_page: perPage, total: 0 });

export function createListingService(
  repo: ListingRepository,
  products: ProductRepository,
  categoryIndex: () => Promise<CategoryIndex>,
  search: SearchService,
  options: {
    /** told of every results-page search (first page): the query, language and result count */
    onSearch?: (search: { languageId: number; query: string; results: number; client?: string }) => void;
    /** how many matches a results page and the dropdown rank (tests make it small) */
    candidates?: { results: number; dropdown: number };
    /** a plain search's page and facets from one statement (decision 114: PGlite, one connection) */
    onePoolForPageAndFacets?: boolean;
  } = {},
) {
  /** Brand and spec value names: served stale while renewed, so no request waits for them after the first. */
  const dictionary = cached(
    async () => {
      const d = await repo.dictionary();
      return {
        brands: new Map(d.brands.map((b) => [b.id, b.name])),
        values: new Map(d.specValues.map((v) => [`${v.valueId}:${v.languageId}`, v])),
      };
    },
    10_000,
    () => performance.now(),
    { serveStale: true },
  );

  /**
   * Facets describe the base set only (not the user's filters, page or sort), so paging, sorting and
   * filtering one listing reuse them: kept FACETS_TTL_MS, like the category tree. Never cached for
   * favourites (per customer).
   */
  const facetCache = new Map<string, { at: number; value: ReturnType<ListingRepository['facets']> }>();
  function facetsOf(base: BaseFilter) {
    if (base.favoritesOf !== undefined) return repo.facets(base);
    return cachedFacets(base) ?? rememberFacets(base, repo.facets(base));
  }
  function cachedFacets(base: BaseFilter) {
    const hit = facetCache.get(JSON.stringify(base));
    return hit && Date.now() - hit.at < FACETS_TTL_MS ? hit.value : undefined;
  }
  function rememberFacets(base: BaseFilter, value: ReturnType<ListingRepository['facets']>) {
    const key = JSON.stringify(base);
    value.catch(() => facetCache.delete(key));
    facetCache.delete(key);
    facetCache.set(key, { at: Date.now(), value });
    if (facetCache.size > FACETS_MAX_ENTRIES) facetCache.delete(facetCache.keys().next().value!);
    return value;
  }

  /**
   * Active products per category: counting them costs a pass over the whole catalogue (0.2 s at
   * 500,000 products), so the counts may be a minute old and are renewed in the background; only
   * the first no-results search after a start waits for them. On the monotonic clock (the search
   * bench moves Date.now to expire the 10 s caches on every call, which would renew these on every
   * no-results search instead of once a minute).
   */
  const categoryCounts = cached(
    async () => new Map((await repo.categoryCounts()).map((r) => [r.categoryId, r.count])),
    CATEGORY_COUNTS_TTL_MS,
    () => performance.now(),
    { serveStale: true },
  );

  /**
   * Categories to offer when a search finds no products: those matching the corrected query or
   * any of its words (the category search of the dropdown), else the top of the tree.
   */
  async function suggestedCategories(idx: CategoryIndex, lang: Language, terms: string[]) {
    const ids = new Set<number>();
    for (const term of terms) {
      for (const id of idx.search(term, lang.id)) if (ids.size < SUGGESTED_CATEGORIES) ids.add(id);
    }
    const chosen = ids.size ? [...ids] : idx.roots.slice(0, SUGGESTED_CATEGORIES);
    const counts = await categoryCounts();
    return chosen.map((id) => {
      const t = idx.texts(id, lang.id)!;
      const count = idx.descendants(id).reduce((sum, c) => sum + (counts.get(c) ?? 0), 0);
      return { id, title: t.title, uri: t.uri, count, breadcrumbs: idx.breadcrumbs(id, lang.id) };
    });
  }

  /**
   * Products like the matches: of the category most of them are in (the deepest when several
   * hold as many), nearest in price to the first match.
   */
  async function moreLike(idx: CategoryIndex, ids: number[], limit: number): Promise<number[]> {
    const best = await mainCategory(idx, ids);
    return best !== undefined ? repo.nearInPrice(best, ids[0]!, ids, limit) : [];
  }

  /** The category most of these products are in (the deepest when several hold as many). */
  async function mainCategory(idx: CategoryIndex, ids: number[]): Promise<number | undefined> {
    const own = await repo.ownCategories(ids);
    return own.sort(
      (a, b) =>
        b.count - a.count || idx.depth(b.categoryId) - idx.depth(a.categoryId) || a.categoryId - b.categoryId,
    )[0]?.categoryId;
  }

  return {
    /** `client`: who asks (the request's address), for the search insights' one-vote-per-client rule */
    async query(lang: Language, input: QueryProductsInput, customerId: number | null, client?: string) {
      const idx = await categoryIndex();
      const perPage = input.limit ?? input.per_page ?? LISTING_PAGE_SIZE;
      const page = input.limit !== undefined ? 1 : (input.page ?? 1);
      const words = input.search ? searchWords(input.search) : [];
      // The dropdown (a few products while typing) also matches the last word as a prefix.
      const prefix = Boolean(input.products_only && input.limit !== undefined);
      let outcome = words.length ? await search.find(lang.id, words, { prefix }) : undefined;
      // With filters besides the search, an empty page says nothing about the words: check them first.
      const narrowedBase =
        input.category_id !== undefined ||
        Boolean(input.deals || input.select || input.favorites || input.with_alternatives_only);
      const narrowed =
        narrowedBase ||
        Boolean(input.brands_filter || input.price_filter || input.stock_filter) ||
        Boolean(input.specs_filter || input.specs_filter_min_max);
      // So also when typo corrections are at hand: a cheap check of the words as written
      // (LIMIT 1) instead of a whole page query that would find nothing.
      if (outcome && (narrowed || outcome.corrections)) outcome = await search.settle(outcome);
      // A compound read by one of its words (`demitasse|kopjes`: cups, the Demitasse first): the
      // products it names whole set the category ranked next (decision 104's affinity; 115).
      if (outcome?.match?.focus && !prefix && !outcome.match.affinity) {
        const ids = await search.named(outcome.match);
        const main = ids.length ? await mainCategory(idx, ids) : undefined;
        if (main !== undefined)
          outcome = { ...outcome, match: { ...outcome.match, affinity: [main, ...idx.descendants(main)] } };
      }
      // A term of only punctuation, or one that matches nothing, finds nothing (rather than everything).
      let nothingFound = Boolean(input.search?.trim()) && !outcome?.match;

      // A plain search ranks a bounded set of candidates, so its cost stays flat however many
      // products match; with other filters every match counts (a filter must not miss products).
      const limits = options.candidates ?? { results: SEARCH_CANDIDATES, dropdown: DROPDOWN_CANDIDATES };
      const candidates = prefix ? limits.dropdown : narrowed ? undefined : limits.results;
      const bounded = (o: typeof outcome) =>
        o?.match
          ? { ...o.match, candidates, ...(prefix ? { fromTable: DROPDOWN_FROM_TABLE } : {}) }
          : undefined;
      const base: BaseFilter = {
        categoryId: input.category_id,
        search: bounded(outcome),
        rankedIds: input.select,
        deals: input.deals,
        withAlternativesOnly: input.with_alternatives_only,
        favoritesOf: input.favorites ? customerId : undefined,
      };
      let empty = nothingFound || (input.category_id !== undefined && !idx.has(input.category_id)); // unknown category
      const user: UserFilter = {
        brandIds: input.brands_filter,
        price: input.price_filter
          ? {
              min: Math.floor(Math.min(...input.price_filter) * 100),
              max: Math.ceil(Math.max(...input.price_filter) * 100),
              gross: Boolean(input.price_filter_gross),
            }
          : undefined,
        inStock: input.stock_filter,
        specValues: input.specs_filter
          ? Object.entries(input.specs_filter).map(([k, v]) => [Number(k), v])
          : undefined,
        specRanges: input.specs_filter_min_max
          ? Object.entries(input.specs_filter_min_max).map(([k, v]) => [
              Number(k),
              [Math.min(v[0]!, v[1]!), Math.max(v[0]!, v[1]!)] as [number, number],
            ])
          : undefined,
      };

      // A search's facets count the candidates a plain search ranks (repository `facets`), also
      // while the shopper's own filters rank every match: the filters' options and counts stay put.
      const facetBase = (b: BaseFilter): BaseFilter =>
        b.search && !narrowedBase ? { ...b, search: { ...b.search, candidates: limits.results } } : b;
      const facetsFor = (b: BaseFilter) => facetsOf(facetBase(b));
      // Best sellers are a short list (the home page's), not a listing to filter: no facets, which
      // would describe the whole catalogue.
      const listOnly = Boolean(input.products_only || input.best_selling);
      // A plain search's page ranks the very pool its facets count: where statements queue on one
      // connection (PGlite), one statement finds the pool for both (decision 114).
      const poolShared = (b: BaseFilter) =>
        Boolean(options.onePoolForPageAndFacets) &&
        !listOnly &&
        !narrowed &&
        b.search?.candidates !== undefined &&
        !cachedFacets(facetBase(b));
      const pageOf = async (b: BaseFilter) => {
        const withFacets = poolShared(b);
        const found = await repo.page(
          b,
          user,
          input.sort ?? 'default',
          Boolean(input.best_selling),
          perPage,
          (page - 1) * perPage,
          withFacets,
        );
        if (found.facets) rememberFacets(facetBase(b), Promise.resolve(found.facets));
        return found;
      };
      // Otherwise asked together with the page (another connection), not after it.
      const ahead = (b: BaseFilter) => {
        const facets = listOnly || empty || poolShared(b) ? undefined : facetsFor(b);
        facets?.catch(() => {});
        return facets;
      };
      let facetsAhead = ahead(base);
      let { ids, total, atLeast } = empty
        ? { ids: [] as number[], total: 0, atLeast: false }
        : await pageOf(base);
      // The words as written found nothing: the next steps (typos, words left out).
      if (total === 0 && outcome?.otherwise) {
        outcome = await outcome.otherwise();
        facetsAhead = undefined;
        base.search = bounded(outcome);
        nothingFound = !outcome.match;
        empty ||= nothingFound;
        if (outcome.match) ({ ids, total, atLeast } = await pageOf(base));
      }
      // Few products hold every word: those first, then products with some of them, the rarer
      // words' first (decision 090), so a page is not a handful when more products fit.
      if (!prefix && !narrowed && total > 0 && total < FEW_RESULTS && outcome?.match?.broader) {
        // ... and of the others, those of the full matches' own category first (decision 104:
        // `demitasse cups`, the espresso cups before the cappuccino cups).
        const main = await mainCategory(idx, ids);
        const affinity = main !== undefined ? [main, ...idx.descendants(main)] : undefined;
        outcome = { ...outcome, match: { ...outcome.match.broader, affinity } };
        base.search = bounded(outcome);
        facetsAhead = ahead(base);
        ({ ids, total, atLeast } = await pageOf(base));
      }
      // Still a handful (a model: `r58`): the page goes on with products like them, marked as
      // such (`more_like_these_from`), never counted as matches (decision 101).
      let moreLikeFrom: number | undefined;
      if (
        outcome?.match &&
        !prefix &&
        !narrowed &&
        !listOnly &&
        page === 1 &&
        total > 0 &&
        total < FEW_RESULTS
      ) {
        const more = await moreLike(idx, ids, FEW_RESULTS - ids.length);
        if (more.length) {
          moreLikeFrom = ids.length;
          ids = [...ids, ...more];
        }
      }
      const cards = (await products.cards(ids, lang.id)).map(toCard);
      // Counted once per search a shopper makes: the results page's first page, not the dropdown.
      // After the cards: on PGlite's one connection its insert would go before them.
      if (input.search?.trim() && !input.products_only && page === 1)
        options.onSearch?.({ languageId: lang.id, query: input.search, results: total, client });
      const paging =
        input.limit !== undefined
          ? { ...emptyPaging(perPage), total }
          : {
              current_page: page,
              last_page: Math.max(1, Math.ceil(total / perPage)),
              per_page: perPage,
              total,
            };
      const categoriesTreeDepth = input.category_id !== undefined ? idx.depth(input.category_id) : 0;

      // A total counted only up to a limit (search candidates, or a listing's count) says so.
      const didYouMean = {
        ...(input.search !== undefined
          ? { did_you_mean: outcome?.didYouMean ?? null, dropped_terms: outcome?.dropped ?? [] }
          : {}),
        ...(atLeast ? { total_at_least: true } : {}),
        ...(moreLikeFrom !== undefined ? { more_like_these_from: moreLikeFrom } : {}),
      };
      if (listOnly || empty) {
        return {
          products: { data: cards, paging },
          categories:
            nothingFound && !input.products_only
              ? await suggestedCategories(idx, lang, [outcome?.didYouMean ?? '', ...words].filter(Boolean))
              : [],
          categories_tree_depth: categoriesTreeDepth,
          brands: [],
          specs: [],
          stock_count: 0,
          min_price: 0,
          max_price: 0,
          min_price_gross: 0,
          max_price_gross: 0,
          ...didYouMean,
        };
      }

      const [facets, dict] = await Promise.all([facetsAhead ?? facetsFor(base), dictionary()]);

      // Brands and the price range from one grouped query.
      const brands = facets.brands
        .filter((b) => b.brandId !== null)
        .map((b) => ({ id: b.brandId!, name: dict.brands.get(b.brandId!) ?? '', count: b.count }))
        .sort((a, b) => a.name.localeCompare(b.name, lang.locale));
      const extreme = (
        pick: (b: (typeof facets.brands)[number]) => number | null,
        f: (...n: number[]) => number,
      ) => {
        const values = facets.brands.map(pick).filter((v): v is number => v !== null);
        return values.length ? f(...values) : 0;
      };

      // Spec facets: one entry per spec, values ordered by number (numeric specs) or title.
      const specMap = new Map<
        number,
        {
          id: number;
          title: string;
          sort: number;
          vals: { id: number; title: string; count: number; n: number | null }[];
        }
      >();
      for (const row of facets.specValues) {
        const v = dict.values.get(`${row.valueId}:${lang.id}`);
        if (!v) continue;
        let spec = specMap.get(v.specId);
        if (!spec) {
          spec = { id: v.specId, title: v.specTitle, sort: v.specSort, vals: [] };
          specMap.set(v.specId, spec);
        }
        spec.vals.push({
          id: v.valueId,
          title: specValueText({ title: v.valueTitle, numeric: v.numeric }, lang.locale),
          count: row.count,
          n: v.numeric,
        });
      }
      const specs = [...specMap.values()]
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((s) => ({
          id: s.id,
          title: s.title,
          vals: s.vals
            .sort((a, b) =>
              a.n !== null && b.n !== null ? a.n - b.n : a.title.localeCompare(b.title, lang.locale),
            )
            .map(({ id, title, count }) => ({ id, title, count })),
        }));

      // Category facets: the children of the listed category (counts include their descendants),
      // or for a search the categories holding the most results.
      const perCategory = new Map(facets.categories.map((c) => [c.categoryId, c.count]));
      let categoryCounts: [number, number][];
      if (input.category_id !== undefined) {
        categoryCounts = idx
          .childrenOf(input.category_id)
          .map((child): [number, number] => [
            child,
            idx.descendants(child).reduce((sum, c) => sum + (perCategory.get(c) ?? 0), 0),
          ])
          .filter(([, n]) => n > 0);
      } else {
        categoryCounts = [...perCategory.entries()]
          .filter(([id]) => idx.has(id))
          .sort((a, b) => b[1] - a[1] || a[0] - b[0])
          .slice(0, 10);
      }
      const categories = categoryCounts.map(([id, n]) => {
        const t = idx.texts(id, lang.id)!;
        return { id, title: t.title, uri: t.uri, count: n, breadcrumbs: idx.breadcrumbs(id, lang.id) };
      });

      return {
        products: { data: cards, paging },
        categories,
        categories_tree_depth: categoriesTreeDepth,
        brands,
        specs,
        stock_count: facets.brands.reduce((n, b) => n + b.inStock, 0),
        min_price: Math.floor(euros(extreme((b) => b.minNet, Math.min))),
        max_price: Math.ceil(euros(extreme((b) => b.maxNet, Math.max))),
        min_price_gross: Math.floor(euros(extreme((b) => b.minGross, Math.min))),
        max_price_gross: Math.ceil(euros(extreme((b) => b.maxGross, Math.max))),
        ...didYouMean,
      };
    },
  };
}
export type ListingService = ReturnType<typeof createListingService>;
