/**
 * Scoring a search against the relevance set (issue 25): precision at 10 (the share of the first
 * ten results that are right) and whether the first result is right, per query, per kind of
 * query and over the whole set. Pure: the caller says which products are in which categories.
 */
import type { RelevanceQuery } from './relevance-set.ts';

/**
 * A query as scored: the relevance set's, or issue 39's unseen ones, which may also name what the
 * first result must be (`first`: its name contains one of these) or expect no product (`nothing`).
 */
export interface ScoredQuery extends Omit<RelevanceQuery, 'kind'> {
  kind: string;
  first?: readonly string[];
  nothing?: true;
}

export interface ResultProduct {
  id: number;
  full_name: string;
}

export interface Catalogue {
  /** category ids of a Dutch category title, its subcategories included */
  categoriesTitled(title: string): ReadonlySet<number>;
  /** the categories a product is in */
  categoriesOf(productId: number): readonly number[];
}

export interface QueryScore {
  query: ScoredQuery;
  precisionAt10: number;
  firstRight: boolean;
  top: string[];
}

/** Whether a result is what the query's shopper expects. */
export function isRight(query: ScoredQuery, product: ResultProduct, catalogue: Catalogue): boolean {
  const name = product.full_name.toLowerCase();
  if (query.names?.some((n) => name.includes(n.toLowerCase()))) return true;
  const wanted = (query.categories ?? []).map((t) => catalogue.categoriesTitled(t));
  return catalogue.categoriesOf(product.id).some((id) => wanted.some((set) => set.has(id)));
}

/**
 * Precision at 10 counts missing results as wrong: three right answers of three is 0.3. A query
 * that expects nothing scores 1 (and first right) for an empty answer, 0 for any product.
 */
export function scoreQuery(
  query: ScoredQuery,
  results: readonly ResultProduct[],
  catalogue: Catalogue,
): QueryScore {
  const top10 = results.slice(0, 10);
  const top = top10.slice(0, 3).map((p) => p.full_name);
  if (query.nothing) {
    const empty = top10.length === 0;
    return { query, precisionAt10: empty ? 1 : 0, firstRight: empty, top };
  }
  const right = top10.filter((p) => isRight(query, p, catalogue)).length;
  const first = top10[0];
  const firstRight =
    first !== undefined &&
    isRight(query, first, catalogue) &&
    (!query.first || query.first.some((n) => first.full_name.toLowerCase().includes(n.toLowerCase())));
  return { query, precisionAt10: right / 10, firstRight, top };
}

/** Issue 39's pass: the first result right and precision at 10 at least 0.7. */
export const passes = (s: QueryScore) => s.firstRight && s.precisionAt10 >= 0.7 - 1e-9;

export interface Summary {
  queries: number;
  precisionAt10: number;
  firstRight: number;
  /** share of queries that pass (first right and precision at 10 at least 0.7) */
  passing: number;
  byKind: Partial<
    Record<string, { queries: number; precisionAt10: number; firstRight: number; passing: number }>
  >;
}

export function summarize(scores: readonly QueryScore[]): Summary {
  const mean = (list: readonly QueryScore[], f: (s: QueryScore) => number) =>
    list.length ? list.reduce((sum, s) => sum + f(s), 0) / list.length : 0;
  const byKind: Summary['byKind'] = {};
  for (const kind of new Set(scores.map((s) => s.query.kind))) {
    const of = scores.filter((s) => s.query.kind === kind);
    byKind[kind] = {
      queries: of.length,
      precisionAt10: mean(of, (s) => s.precisionAt10),
      firstRight: mean(of, (s) => (s.firstRight ? 1 : 0)),
      passing: mean(of, (s) => (passes(s) ? 1 : 0)),
    };
  }
  return {
    queries: scores.length,
    precisionAt10: mean(scores, (s) => s.precisionAt10),
    firstRight: mean(scores, (s) => (s.firstRight ? 1 : 0)),
    passing: mean(scores, (s) => (passes(s) ? 1 : 0)),
    byKind,
  };
}
