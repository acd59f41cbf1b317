/**
 * The server's sub-request cache (decision 011): anonymous GET answers of the shop API, shared by
 * every render of this process for a short time, the way Hydrogen caches its storefront queries.
 * Most pages ask the same handful of keys (shop info, menus, categories, the product or listing a
 * visitor opens), and asking the API for them on every render cost more CPU than rendering.
 *
 * - Only reads (GET keys and the reading POST calls) asked without a visitor token: a signed-in visitor's data (net prices, the
 *   customer) always comes from the API. Anonymous answers depend on the key alone (path, query,
 *   language), so nothing of one visitor can reach another.
 * - Fresh for `ttlMs`, then served stale for `staleMs` while one background call refreshes it;
 *   concurrent misses of a key share one call. Failures are never stored.
 * - Keyed by the API's data version (GET /api/version): a write to anything pages show makes every
 *   older entry unreachable at the next version check.
 * - Values are frozen when stored: a render that mutated an answer would change every later page.
 */
import { LRUCache } from 'lru-cache';
import { type ApiKey, isReadKey } from '../shared/api-keys.ts';
import { type ApiClient, type FetchOptions, UpstreamError } from './api-client.ts';

/**
 * Visitor-bound resources: never shared, whatever the request carries (defence in depth). Plural
 * and singular: the shop's resources are `/offers/{token}`, `/orders`, `/payments`; a link's token
 * (a quote, an order, a review promotion) reads a state that changes when the visitor acts on it.
 */
const privatePath =
  /^\/api\/(customer|customerAuth|shoppingCart|offers?|orders?|payments?|checkout|reviewPromotion|dealer)(\/|\?|$)/i;

interface DataCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /** The API's current data version (synchronous when known recently enough). */
  version: () => string | Promise<string>;
  now?: () => number;
}

interface Entry {
  value: unknown;
  storedAt: number;
  /** The settled promise every hit answers with, made at the first hit (the value is frozen, so it can be shared). */
  answer?: Promise<unknown>;
}

const answerOf = (entry: Entry): Promise<unknown> => {
  entry.answer ??= fulfilled(entry.value);
  return entry.answer;
};

interface CachedApiClient extends ApiClient {
  /** Drops every entry (the data version changed). */
  clear(): void;
  readonly size: number;
}

/**
 * A promise already known to be fulfilled, tagged the way React's `use()` reads synchronously: a
 * deferred section whose data is cached renders in the shell instead of suspending and streaming.
 */
export function fulfilled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Promise<T> & { status?: string; value?: T };
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

export const isFulfilled = (promise: Promise<unknown>): boolean =>
  (promise as { status?: string }).status === 'fulfilled';

/** Freezes a parsed JSON value and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function createCachedApiClient(api: ApiClient, options: DataCacheOptions): CachedApiClient {
  const { ttlMs, staleMs, maxEntries, version: versionOf } = options;
  const now = options.now ?? Date.now;
  // Least recently used first out past maxEntries (lru-cache); fresh and stale are ours (storedAt).
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const inflight = new Map<string, Promise<unknown>>();

  /**
   * One call for a key, shared by every asker; it is not tied to any one visitor's connection. A
   * miss's call is traced as the first asker's (tracing on); a background refresh is not.
   */
  const load = (id: string, key: ApiKey, asker: FetchOptions, traced: boolean): Promise<unknown> => {
    let call = inflight.get(id);
    if (!call) {
      const { requestId, trace, data } = asker;
      call = api
        .fetchKey(key, traced && trace ? { requestId, trace, data } : { requestId })
        .then((value) => {
          entries.set(id, { value: deepFreeze(value), storedAt: now() });
          return value;
        })
        .finally(() => inflight.delete(id));
      inflight.set(id, call);
    }
    return call;
  };

  /** Waits for a shared call, giving up (for this asker only) when its own connection closes. */
  const waitFor = <T>(call: Promise<unknown>, signal: AbortSignal | undefined): Promise<T> => {
    if (!signal) return call as Promise<T>;
    if (signal.aborted) return Promise.reject(new UpstreamError(499, 'client_aborted'));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(new UpstreamError(499, 'client_aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
      call.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value as T);
        },
        (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };

  const lookup = <T>(version: string, key: ApiKey, options: FetchOptions): Promise<T> => {
    const id = `${version}|${key}`;
    const entry = entries.get(id);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < ttlMs) return answerOf(entry) as Promise<T>;
      if (age < ttlMs + staleMs) {
        // Stale: answer now, refresh once in the background (a failed refresh keeps the old value).
        if (!inflight.has(id)) load(id, key, options, false).catch(() => {});
        return answerOf(entry) as Promise<T>;
      }
      entries.delete(id);
    }
    return waitFor<T>(load(id, key, options, true), options.abort?.signal);
  };

  return {
    fetchKey<T>(key: ApiKey, options: FetchOptions = {}): Promise<T> {
      if (options.token || !isReadKey(key) || privatePath.test(key)) return api.fetchKey<T>(key, options);
      const version = versionOf();
      return typeof version === 'string'
        ? lookup<T>(version, key, options)
        : version.then((v) => lookup<T>(v, key, options));
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
