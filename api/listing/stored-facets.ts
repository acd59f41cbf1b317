/**
 * Facets of large categories, counted ahead (decision 062). Counting a category's brands, spec
 * values and subcategories per request grows with the category; above `liveLimit` products the
 * listing reads the rows `category_facets_refresh()` (migration 0015) stored instead. A read that
 * finds them behind the data version starts a refresh in the background (one at a time, across
 * instances by an advisory lock, at most every `refreshEveryMs`); until it ends, the previous
 * counts are served. So a large category's counts may trail a catalogue change by a minute or so;
 * its products, totals and filters never do (they are read per request).
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { logSafeError, stderrWarning } from '../lib/log-safe.ts';

/** A row of the facets statement: kind 0 a brand (with stock and prices), 1 a spec value, 2 a category. */
export interface FacetRow {
  kind: number;
  key: number | string | null;
  count: number | string;
  in_stock: number | string;
  min_net: number | string | null;
  max_net: number | string | null;
  min_gross: number | string | null;
  max_gross: number | string | null;
}

/** Categories with more products than this read stored facets. */
export const LIVE_FACETS_LIMIT = 2_500;
/** The least time between two refreshes this process starts. */
const REFRESH_EVERY_MS = 60_000;
/** A refresh is no request: it may take longer than the pool's query timeout. */
const REFRESH_TIMEOUT_MS = 300_000;

export interface StoredFacetsOptions {
  liveLimit?: number;
  refreshEveryMs?: number;
  now?: () => number;
  /** where a failed background refresh is said; default a JSON line on stderr, `() => {}` for none */
  warn?: (event: string, fields: Record<string, unknown>) => void;
}

export function createStoredFacets(database: Database, options: StoredFacetsOptions = {}) {
  const { db } = database;
  const refreshEveryMs = options.refreshEveryMs ?? REFRESH_EVERY_MS;
  const now = options.now ?? (() => performance.now());
  const warn = options.warn ?? stderrWarning;
  let running: Promise<void> | undefined;
  let lastStarted = Number.NEGATIVE_INFINITY;

  /** Counts every category's facets again; skipped when another instance is counting them. */
  async function refresh(): Promise<void> {
    if (!database.pool) {
      await db.execute(sql`SELECT category_facets_refresh()`);
      return;
    }
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL statement_timeout = ${REFRESH_TIMEOUT_MS}`);
      const lock = await client.query<{ locked: boolean }>(
        "SELECT pg_try_advisory_xact_lock(hashtext('koffie-category-facets')) AS locked",
      );
      // node-postgres reads query_timeout per query too (its types leave it out).
      const longQuery = { text: 'SELECT category_facets_refresh()', query_timeout: REFRESH_TIMEOUT_MS };
      if (lock.rows[0]?.locked) await client.query(longQuery as pg.QueryConfig);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  function refreshSoon() {
    if (running || now() - lastStarted < refreshEveryMs) return;
    lastStarted = now();
    running = refresh()
      .catch((error: unknown) => warn('category facets: refresh failed', logSafeError(error)))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    liveLimit: options.liveLimit ?? LIVE_FACETS_LIMIT,
    /**
     * The stored facets of a category (all its products, or its deals; 0: all deals; -1: every
     * product with alternatives), or undefined when they were never counted. Starts a refresh when they are behind the data version.
     */
    async read(categoryId: number, deals: boolean): Promise<FacetRow[] | undefined> {
      const [state] = rowsOf<{ stored: string | null; current: string }>(
        await db.execute(sql`SELECT s.version::text AS stored, d.version::text AS current
          FROM data_version d LEFT JOIN category_facets_state s ON s.id = 1 WHERE d.id = 1`),
      );
      const rows = state?.stored
        ? rowsOf<FacetRow>(
            await db.execute(sql`SELECT kind, key, count, in_stock, min_net, max_net, min_gross, max_gross
              FROM category_facets WHERE category_id = ${categoryId} AND deal = ${deals}`),
          )
        : undefined;
      // Started after the read: this answer has the previous counts, the next ones the new.
      if (state?.stored !== state?.current) refreshSoon();
      return rows;
    },
    refresh,
    /** Resolves when a refresh started by `read` has ended (tests, shutdown). */
    settled: () => running ?? Promise.resolve(),
  };
}
export type StoredFacets = ReturnType<typeof createStoredFacets>;
