/** Search analytics in the database: one row per search (table search_queries, migration 0010). */
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { searchQueries } from '../db/schema.ts';

interface SearchQueryRow {
  languageId: number;
  query: string;
  results: number;
}

interface TopQuery {
  query: string;
  searches: number;
  averageResults: number;
}

interface ZeroResultQuery {
  query: string;
  searches: number;
}

/** The start of the last `days` days, by the database's clock (every API instance agrees on it). */
const since = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

export function createSearchAnalyticsRepository(db: Db) {
  const searches = sql<number>`count(*)::int`;
  return {
    async insert(row: SearchQueryRow): Promise<void> {
      await db.insert(searchQueries).values(row);
    },

    /** The most searched queries of the window, with their average result count (1 decimal). */
    async topQueries(languageId: number, days: number, limit: number): Promise<TopQuery[]> {
      return db
        .select({
          query: searchQueries.query,
          searches,
          averageResults: sql<number>`round(avg(${searchQueries.results}), 1)::float8`,
        })
        .from(searchQueries)
        .where(and(eq(searchQueries.languageId, languageId), gte(searchQueries.createdAt, since(days))))
        .groupBy(searchQueries.query)
        .orderBy(desc(searches), asc(searchQueries.query))
        .limit(limit);
    },

    /** The most searched queries of the window that found nothing. */
    async zeroResultQueries(languageId: number, days: number, limit: number): Promise<ZeroResultQuery[]> {
      return db
        .select({ query: searchQueries.query, searches })
        .from(searchQueries)
        .where(
          and(
            eq(searchQueries.languageId, languageId),
            eq(searchQueries.results, 0),
            gte(searchQueries.createdAt, since(days)),
          ),
        )
        .groupBy(searchQueries.query)
        .orderBy(desc(searches), asc(searchQueries.query))
        .limit(limit);
    },

    /**
     * Deletes rows older than `days` days, at most `batch` of them (the oldest first, by the
     * created_at index), so that one run never holds locks for long; returns how many went.
     */
    async deleteOlderThan(days: number, batch: number): Promise<number> {
      const old = db
        .select({ id: searchQueries.id })
        .from(searchQueries)
        .where(lt(searchQueries.createdAt, since(days)))
        .orderBy(asc(searchQueries.createdAt))
        .limit(batch);
      const deleted = await db
        .delete(searchQueries)
        .where(inArray(searchQueries.id, old))
        .returning({ id: searchQueries.id });
      return deleted.length;
    },
  };
}

export type SearchAnalyticsRepository = ReturnType<typeof createSearchAnalyticsRepository>;
