/**
 * Keeps the result of a loader for a short time. For small lookup tables (category tree, brand and
 * spec names) that every listing needs and that change rarely; an edit shows within `ttlMs`.
 * `serveStale`: once loaded, an expired value is still answered at once while the next one loads
 * in the background (for a value that is slow to load and may lag a little, such as counts over
 * the whole catalogue).
 *
 * lru-cache's `fetch` does the work (decision 081): one load at a time however many ask, a failed
 * load is not kept (the next call asks again; with `serveStale` the old value stays meanwhile).
 */
import { LRUCache } from 'lru-cache';

export function cached<T>(
  load: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
  options: { serveStale?: boolean } = {},
): () => Promise<T> {
  const stale = options.serveStale === true;
  // With `allowStaleOnFetchRejection` and nothing stale yet, lru-cache answers a failed load with
  // undefined: the caller gets the load's own error instead (a lost database stays a 503).
  let failure: unknown;
  const cache = new LRUCache<'value', { value: T }>({
    max: 1,
    ttl: ttlMs,
    // Read the clock on every look (lru-cache's default keeps one reading for a millisecond), one
    // past it: lru-cache takes a start time of 0 (a test's clock) for "no time to live".
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
    allowStale: stale,
    noDeleteOnFetchRejection: stale,
    allowStaleOnFetchRejection: stale,
    // Wrapped: lru-cache reads an undefined from its fetchMethod as "nothing to store".
    fetchMethod: async () => {
      try {
        return { value: await load() };
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  });
  return () =>
    cache.fetch('value').then((box) => {
      if (box === undefined) throw failure;
      return box.value;
    });
}
