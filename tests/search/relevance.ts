/**
 * Scoring a search against the relevance set (issue 25): precision at 10 (the share of the first
 * ten results that are right) and whether the first result is right, per query, per kind of
 * query and over the whole set. Pure: the caller says which products are in which categories.
 */
import type { QueryKind, RelevanceQuery } from './relevance-set.ts';

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
  query: RelevanceQuery;
  precisionAt10: number;
  firstRight: boolean;
  top: string[];
}

/** Whether a result is what the query's shopper expects. */
export function isRight(query: RelevanceQuery, product: ResultProduct, catalogue: Catalogue): boolean {
  const name = product.full_name.toLowerCase();
  if (query.names?.some((n) => name.includes(n.toLowerCase()))) return true;
  const wanted = (query.categories ?? []).map((t) => catalogue.categoriesTitled(t));
  return catalogue.categoriesOf(product.id).some((id) => wanted.some((set) => set.has(id)));
}

/** Precision at 10 counts missing results as wrong: three right answers of three is 0.3. */
export function scoreQuery(
  query: RelevanceQuery,
  results: readonly ResultProduct[],
  catalogue: Catalogue,
): QueryScore {
  const top10 = results.slice(0, 10);
  const right = top10.filter((p) => isRight(query, p, catalogue)).length;
  return {
    query,
    precisionAt10: right / 10,
    firstRight: top10.length > 0 && isRight(query, top10[0]!, catalogue),
    top: top10.slice(0, 3).map((p) => p.full_name),
  };
}

export interface Summary {
  queries: number;
  precisionAt10: number;
  firstRight: number;
  byKind: Partial<Record<QueryKind, { queries: number; precisionAt10: number; firstRight: number }>>;
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
    };
  }
  return {
    queries: scores.length,
    precisionAt10: mean(scores, (s) => s.precisionAt10),
    firstRight: mean(scores, (s) => (s.firstRight ? 1 : 0)),
    byKind,
  };
}
