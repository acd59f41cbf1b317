/**
 * Which way a plain search reads its pool of name matches (decision 111): the products whose
 * name, brand, categories or codes (the search document's weights A and B) hold the query, the
 * first `candidates` of them.
 *
 * Two ways, and neither is right for every query:
 * - through the index of names (migration 0029): every name match's entry is read into a bitmap,
 *   then the first rows of it. Cheap for a word few names hold; for a word in a third of the names
 *   (`koffie` at 500,000 products: 182,000 entries) the bitmap is the whole cost.
 * - the table from its start, each document checked until the pool is full: cheap when most names
 *   hold the word (the pool fills after a few thousand rows), ruinous when few do (`espresso` is in
 *   many descriptions but few names: 100,000 documents read). Each row costs a document read whole
 *   from its TOAST storage, which PostgreSQL's planner does not count, so left to itself it took
 *   this way for both kinds of word.
 *
 * The index is read when its cost, one entry per match (`E`), is below the table's, `pool · N / E`
 * rows (the matches spread evenly over `N` documents) at `ROW_COST` entries each:
 * E² < pool · N · ROW_COST. `E / N` is estimated from the index's statistics (how many names hold
 * each of the ~1,000 commonest words, `pg_stats`), combined over the query as PostgreSQL combines
 * them; its planner does not use them itself, as the indexes are partial (one per language).
 * Both are read once a minute per language; the query's words as the index has them (stemmed)
 * once a minute per query.
 */
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import type { productTranslations } from '../db/schema.ts';

/**
 * What reading one document from the table costs, in index entries (measured at 500,000 products
 * on PostgreSQL 15, decision 111: a document read whole and checked 2.4-2.6 µs, an index entry
 * 0.6-0.8 µs with its share of the pool's rows).
 */
export const ROW_COST = 4;

/** A word PostgreSQL knows nothing of matches at most this share (its DEFAULT_TS_MATCH_SEL). */
const DEFAULT_SHARE = 0.005;

/** The A and B parts of a search document, as migration 0029 indexes them. */
export const namesOf = (document: SQL | typeof productTranslations.searchDocument): SQL =>
  sql`ts_filter(${document}, '{a,b}')`;

/** Whether the index of names is the cheaper way to `pool` matches of `matches` among `documents`. */
export function readsIndex(matches: number, documents: number, pool: number): boolean {
  return matches * matches < pool * documents * ROW_COST;
}

/** The index's statistics: the share of names holding each common word, and the least share among those. */
export interface NameStatistics {
  documents: number;
  shares: Map<string, number>;
  /** a word not among the common ones: below this */
  least: number;
}

/**
 * The share of names a tsquery (as PostgreSQL prints it: `'koffi' | 'filterkoffi':*`) matches,
 * combined as PostgreSQL's own estimate does (tsmatchsel): a common word by its share, another by
 * half the least common share, a prefix by the sum of the common words it starts; `&` and `<->`
 * multiply, `|` adds the chances, `!` takes the rest.
 */
export function shareOf(query: string, stats: Pick<NameStatistics, 'shares' | 'least'>): number {
  const tokens = query.match(/'(?:[^']|'')*'(?::\*?[A-D]*)?|<\d*-?>|[&|!()]/g) ?? [];
  let at = 0;
  const rare = Math.min(DEFAULT_SHARE, stats.least / 2);
  const leaf = (token: string): number => {
    const quoted = token.slice(1, token.lastIndexOf("'")).replaceAll("''", "'");
    if (!token.slice(token.lastIndexOf("'") + 1).includes('*')) return stats.shares.get(quoted) ?? rare;
    let sum = 0;
    for (const [word, share] of stats.shares) if (word.startsWith(quoted)) sum += share;
    return Math.min(1, Math.max(sum, rare));
  };
  // `|` binds loosest, then `&`, then `<->`, then `!` (PostgreSQL's tsquery grammar).
  const primary = (): number => {
    const token = tokens[at++];
    if (token === undefined) return 0;
    if (token === '!') return 1 - primary();
    if (token === '(') {
      const inner = or();
      at++; // ')'
      return inner;
    }
    return leaf(token);
  };
  /** A level of operators: its operands from the next level, joined left to right. */
  const level =
    (
      next: () => number,
      joins: (token: string | undefined) => boolean,
      join: (a: number, b: number) => number,
    ) =>
    (): number => {
      let value = next();
      while (joins(tokens[at])) {
        at++;
        value = join(value, next());
      }
      return value;
    };
  const phrase = level(
    primary,
    (t) => t?.startsWith('<') === true,
    (a, b) => a * b,
  );
  const and = level(
    phrase,
    (t) => t === '&',
    (a, b) => a * b,
  );
  const or = level(
    and,
    (t) => t === '|',
    (a, b) => a + b - a * b,
  );
  return or();
}

export function createNamePool(db: Db, options: { ttlMs?: number } = {}) {
  const ttl = options.ttlMs ?? 60_000;
  /** language → the statistics of its index of names */
  const statistics = new LRUCache<number, NameStatistics>({
    max: 16,
    ttl,
    fetchMethod: async (language) => {
      const index = `product_translations_names_${language === 4 ? 'en' : 'nl'}_idx`;
      const [row] = rowsOf<{ documents: number; words: string[] | null; shares: number[] | null }>(
        await db.execute(sql`SELECT c.reltuples::float8 AS documents,
            s.most_common_elems::text::text[] AS words, s.most_common_elem_freqs AS shares
          FROM pg_class c LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = c.relname
          WHERE c.relname = ${index} AND c.relnamespace = current_schema()::regnamespace`),
      );
      const words = row?.words ?? [];
      const shares = (row?.shares ?? []).map(Number);
      return {
        documents: Math.max(0, Number(row?.documents ?? 0)),
        shares: new Map(words.map((w, i) => [w, shares[i] ?? 0])),
        // after the words' shares: the least and the greatest (ts_typanalyze)
        least: shares[words.length] ?? 0,
      };
    },
  });
  /** `${language} ${query}` → the query as the index has its words */
  const normalised = new LRUCache<string, string>({ max: 2_000, ttl });

  return {
    /**
     * Whether the pool of `query`'s name matches (a to_tsquery text) is read through the index of
     * names. `language`: a literal (the indexes are per language, partial on it).
     */
    async byIndex(language: number, query: SQL, queryKey: string, pool: number): Promise<boolean> {
      const key = `${language} ${queryKey}`;
      let text = normalised.get(key);
      const [stats] = await Promise.all([
        statistics.fetch(language),
        text === undefined
          ? db.execute(sql`SELECT ${query}::text AS q`).then((r) => {
              text = rowsOf<{ q: string }>(r)[0]?.q ?? '';
              normalised.set(key, text);
            })
          : undefined,
      ]);
      if (!stats || stats.documents < pool) return true;
      return readsIndex(shareOf(text ?? '', stats) * stats.documents, stats.documents, pool);
    },
  };
}
export type NamePool = ReturnType<typeof createNamePool>;
