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
import { withBulkConnection } from '../db/bulk.ts';
import type { Database, Db } from '../db/client.ts';
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

/**
 * Counts every category's facets (`category_facets_refresh()`) in a transaction holding the
 * facets' advisory lock, so two counts never overlap (each rewrites the whole table). `wait`:
 * wait for a count another instance is running, then count (a grown catalogue); otherwise skip
 * when one is running (a background refresh). Run it on a bulk connection (decision 074).
 * Answers whether it counted.
 */
export async function countStoredFacets(db: Db, options: { wait: boolean }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        options.wait
          ? sql`SELECT pg_advisory_xact_lock(hashtext('koffie-category-facets')) IS NOT NULL AS locked`
          : sql`SELECT pg_try_advisory_xact_lock(hashtext('koffie-category-facets')) AS locked`,
      ),
    );
    if (!lock?.locked) return false;
    await tx.execute(sql`SELECT category_facets_refresh()`);
    return true;
  });
}

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

  /**
   * Counts every category's facets again, on a bulk connection (no request timeouts: 17 s at
   * 500,000 products on a busy host); skipped when another instance is counting them.
   */
  function refresh(): Promise<void> {
    return withBulkConnection(database, async (bulk) => {
      await countStoredFacets(bulk, { wait: false });
    });
  }

  /** Whether the stored counts are missing or behind the data version. */
  async function behind(): Promise<boolean> {
    const [state] = rowsOf<{ behind: boolean }>(
      await db.execute(sql`SELECT s.version IS DISTINCT FROM d.version AS behind
        FROM data_version d LEFT JOIN category_facets_state s ON s.id = 1 WHERE d.id = 1`),
    );
    return state?.behind ?? false;
  }

  function refreshSoon() {
    if (running || now() - lastStarted < refreshEveryMs) return;
    lastStarted = now();
    // Checked again first: another instance, or this one's start, may have counted them meanwhile.
    running = behind()
      .then((yes) => (yes ? refresh() : undefined))
      .catch((error: unknown) => warn('category facets: refresh failed', logSafeError(error)))
      .finally(() => {
        running = undefined;
      });
  }

  const liveLimit = options.liveLimit ?? LIVE_FACETS_LIMIT;
  return {
    liveLimit,
    /**
     * The stored facets of a base set (see the listing repository's facetScope), or undefined when
     * they were never counted. Starts a refresh when they are behind the data version.
     */
    async read(scope: {
      categoryId: number;
      deals: boolean;
      alternatives: boolean;
    }): Promise<FacetRow[] | undefined> {
      const [state] = rowsOf<{ stored: string | null; current: string }>(
        await db.execute(sql`SELECT s.version::text AS stored, d.version::text AS current
          FROM data_version d LEFT JOIN category_facets_state s ON s.id = 1 WHERE d.id = 1`),
      );
      const rows = state?.stored
        ? rowsOf<FacetRow>(
            await db.execute(sql`SELECT kind, key, count, in_stock, min_net, max_net, min_gross, max_gross
              FROM category_facets WHERE category_id = ${scope.categoryId} AND deal = ${scope.deals}
              AND alternatives = ${scope.alternatives}`),
          )
        : undefined;
      // Started after the read: this answer has the previous counts, the next ones the new.
      if (state?.stored !== state?.current) refreshSoon();
      return rows;
    },
    refresh,
    /**
     * At start: counts them in the background when they are missing or behind (a catalogue grown or
     * changed while no API ran), so the first large category asked for after a restart finds them.
     */
    async warmUp(): Promise<void> {
      try {
        // A catalogue no larger than the limit has no category above it: nothing is read stored.
        const [size] = rowsOf<{ large: boolean }>(
          await db.execute(sql`SELECT count(*) > ${liveLimit} AS large
            FROM (SELECT 1 FROM products WHERE active LIMIT ${liveLimit + 1}) p`),
        );
        if (size?.large) refreshSoon();
        await running;
      } catch (error) {
        warn('category facets: refresh failed', logSafeError(error));
      }
    },
    /** Resolves when a refresh started by `read` has ended (tests, shutdown). */
    settled: () => running ?? Promise.resolve(),
  };
}
export type StoredFacets = ReturnType<typeof createStoredFacets>;
