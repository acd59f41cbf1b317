/**
 * Search analytics for merchants (issue 25): every results-page search is counted (its folded
 * query, language and result count; nothing personal, see analytics-text.ts), and dealers and staff
 * see the top queries and the top zero-result queries of the last days, to improve the synonyms.
 *
 * Recording never fails or slows a search: `record` returns at once, its insert runs in the
 * background, an error is counted and logged (at most once an hour, without the query), and when
 * too many inserts are already in flight (a slow or absent database) the search is not counted.
 *
 * Retention: rows older than 180 days are deleted opportunistically by `record`, at most once an
 * hour per API process (in batches of 10,000; a full batch lets the next search delete more). The
 * table only grows through `record`, so that is where it is kept small; `insights` only reads.
 *
 * One client, one vote (issue 39): a query is counted once per client (its address as the API
 * sees it: the visitor's, forwarded by the storefront's proxy) per language per UTC day, and a
 * client's counted searches are rate-limited (30 per 10 minutes); what goes past either is not
 * counted. Kept in this process's memory only, the address as a salted hash, bounded in size: with
 * several API instances a query may count once per instance. The storefront's server-side renders
 * (a results page opened directly) come without a client and are counted as before
 * (listing/routes.ts `searchClient`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { LanguageId } from '../http/language.ts';
import { logSafeError, stderrWarning } from '../lib/log-safe.ts';
import { createSearchAnalyticsRepository, type SearchAnalyticsRepository } from './analytics-repository.ts';
import { storedQuery } from './analytics-text.ts';

export const INSIGHTS_LIMITS = {
  daysDefault: 30,
  daysMax: 365,
  limitDefault: 20,
  limitMax: 100,
} as const;

const RETENTION_DAYS = 180;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 10_000;
const WARN_EVERY_MS = 60 * 60_000;

interface SearchRecord {
  languageId: LanguageId | number;
  /** what the shopper typed, as sent to the search call */
  query: string;
  /** how many products the search found (the total, not the page) */
  results: number;
  /** who searched (the request's address); absent: counted without the per-client rules */
  client?: string;
}

interface SearchInsights {
  days: number;
  top_queries: { query: string; searches: number; average_results: number }[];
  zero_result_queries: { query: string; searches: number }[];
}

interface SearchAnalyticsOptions {
  /** inserts (and retention deletes) in flight at most; beyond that a search is not counted */
  maxInFlight?: number;
  /** where a failure is said; default a JSON line on stderr, `() => {}` for none */
  warn?: (event: string, fields: Record<string, unknown>) => void;
  /** the clock (tests) */
  now?: () => number;
}

/** A client's counted searches at most, per window (issue 39). */
export const CLIENT_RECORDS = { max: 30, windowMs: 10 * 60_000 } as const;
/** Distinct (client, day, language, query) keys and clients remembered; the oldest are forgotten. */
const MAX_REMEMBERED = 100_000;

/** Forgets the oldest entries of a map kept in insertion order once it holds more than `max`. */
function bound<K, V>(map: Map<K, V>, max: number) {
  if (map.size <= max) return;
  for (const key of map.keys()) {
    map.delete(key);
    if (map.size <= max * 0.9) break;
  }
}

const clampInt = (value: number | undefined, fallback: number, min: number, max: number) =>
  value === undefined || !Number.isInteger(value) ? fallback : Math.min(max, Math.max(min, value));

export function createSearchAnalytics(db: Db, options: SearchAnalyticsOptions = {}) {
  const repo: SearchAnalyticsRepository = createSearchAnalyticsRepository(db);
  const maxInFlight = options.maxInFlight ?? 16;
  const warn = options.warn ?? stderrWarning;
  const inFlight = new Set<Promise<void>>();
  const counts = { recorded: 0, skipped: 0, failed: 0, pruned: 0, repeated: 0, limited: 0 };
  const now = options.now ?? Date.now;
  // Per process: a client's address never leaves memory, and even there only salted.
  const salt = randomBytes(16);
  const counted = new Set<string>();
  const clients = new Map<string, { since: number; records: number }>();
  const hash = (...parts: (string | number)[]) =>
    createHash('sha256').update(salt).update(parts.join('\u0000')).digest('base64url').slice(0, 22);

  /** Whether this client's search may be counted: new for them today, and within their rate. */
  function mayCount(client: string, languageId: number, query: string): boolean {
    const at = now();
    const day = Math.floor(at / 86_400_000);
    const key = hash(day, client, languageId, query);
    if (counted.has(key)) {
      counts.repeated++;
      return false;
    }
    const who = hash(client);
    const window = clients.get(who);
    const current =
      window && at - window.since < CLIENT_RECORDS.windowMs ? window : { since: at, records: 0 };
    if (current.records >= CLIENT_RECORDS.max) {
      counts.limited++;
      return false;
    }
    current.records++;
    clients.delete(who);
    clients.set(who, current);
    counted.add(key);
    bound(clients, MAX_REMEMBERED);
    if (counted.size > MAX_REMEMBERED) {
      for (const k of counted) {
        counted.delete(k);
        if (counted.size <= MAX_REMEMBERED * 0.9) break;
      }
    }
    return true;
  }
  let lastWarnAt = Number.NEGATIVE_INFINITY;
  let lastPruneAt = Number.NEGATIVE_INFINITY;

  function failed(what: string, err: unknown) {
    counts.failed++;
    const now = Date.now();
    if (now - lastWarnAt < WARN_EVERY_MS) return;
    lastWarnAt = now;
    // The error's code and names only: a failed insert's message holds the query text.
    warn(`search analytics: ${what} failed`, { failed: counts.failed, ...logSafeError(err) });
  }

  /**
   * Runs `work` in the background within the in-flight bound; false when it was skipped. It starts
   * after the current turn of the event loop, once the answer that caused it is written: on the
   * embedded database one statement runs at a time on the API's own thread, and a shopper's
   * results should not wait for their count (1.5–2 ms a search).
   */
  function background(work: () => Promise<void>, what: string): boolean {
    if (inFlight.size >= maxInFlight) {
      counts.skipped++;
      return false;
    }
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err) => failed(what, err))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    return true;
  }

  function pruneIfDue() {
    const now = Date.now();
    if (now - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = now;
    background(async () => {
      const deleted = await repo.deleteOlderThan(RETENTION_DAYS, PRUNE_BATCH);
      counts.pruned += deleted;
      if (deleted >= PRUNE_BATCH) lastPruneAt = Number.NEGATIVE_INFINITY;
    }, 'retention delete');
  }

  return {
    /**
     * Counts one search, in the background: returns at once and never throws. Queries that are
     * empty once cleaned, and result counts that are not whole numbers ≥ 0, are not counted.
     */
    record(search: SearchRecord): void {
      try {
        const query = typeof search.query === 'string' ? storedQuery(search.query) : null;
        const { languageId, results } = search;
        if (query === null || !Number.isInteger(languageId) || !Number.isInteger(results) || results < 0) {
          return;
        }
        if (typeof search.client === 'string' && !mayCount(search.client, languageId, query)) return;
        const row = { languageId, query, results: Math.min(results, 2_147_483_647) };
        background(async () => {
          await repo.insert(row);
          counts.recorded++;
        }, 'insert');
        pruneIfDue();
      } catch (err) {
        failed('record', err);
      }
    },

    /** The top queries and top zero-result queries of the last `days` days in one language. */
    async insights(input: { languageId: number; days?: number; limit?: number }): Promise<SearchInsights> {
      const days = clampInt(input.days, INSIGHTS_LIMITS.daysDefault, 1, INSIGHTS_LIMITS.daysMax);
      const limit = clampInt(input.limit, INSIGHTS_LIMITS.limitDefault, 1, INSIGHTS_LIMITS.limitMax);
      const [top, zero] = await Promise.all([
        repo.topQueries(input.languageId, days, limit),
        repo.zeroResultQueries(input.languageId, days, limit),
      ]);
      return {
        days,
        top_queries: top.map((q) => ({
          query: q.query,
          searches: q.searches,
          average_results: Number(q.averageResults),
        })),
        zero_result_queries: zero.map((q) => ({ query: q.query, searches: q.searches })),
      };
    },

    /** Deletes rows older than the retention now (one batch); what `record` does once an hour. */
    async prune(): Promise<number> {
      const deleted = await repo.deleteOlderThan(RETENTION_DAYS, PRUNE_BATCH);
      counts.pruned += deleted;
      return deleted;
    },

    /** Resolves when every background insert and delete started so far has finished (tests, shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    /**
     * How many searches were stored, skipped (too many in flight), not counted again (`repeated`:
     * the client's same query that day; `limited`: past the client's rate) and failed; rows pruned.
     */
    stats: () => ({ ...counts, inFlight: inFlight.size }),
  };
}

export type SearchAnalytics = ReturnType<typeof createSearchAnalytics>;
