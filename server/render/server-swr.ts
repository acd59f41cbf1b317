/**
 * SWR during a server render (decision 003): every key a render reads is in the fallback already,
 * nothing is fetched and no effect runs, so `useSWR` comes down to a lookup. `serverSwr` answers it
 * without running SWR's hook, with the values the hook itself gives on the server (the equivalence
 * is tested in server-swr.test.tsx).
 *
 * Why not the hook itself: it returns an object literal with four getters (SWR tracks which fields
 * a component reads), and V8 allocates each such object's accessor pairs in the old generation.
 * Old objects are roots for the scavenger until the next mark-compact, so the getters, and through
 * them the hook's whole scope (config, refs, fallback), survived every scavenge and were promoted:
 * about 40 KB per product page render, more than half of the 75 KB the storefront promoted per
 * request (which made a mark-compact every 1.3-1.6 s at half saturation, docs/performance-log.md).
 * The answer here is a plain object. The same holds for any object literal with a getter made per
 * request (render-document.tsx, page-cache.ts, client/lib/use-form.ts).
 */
import { use } from 'react';
import {
  type Cache,
  type Middleware,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
} from 'swr';

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown }).then === 'function';

/**
 * `useSWR` on the server: the key's fallback (a promise is read with `use`, suspending until it
 * settles), never an error, and the loading flags SWR's hook reports for a first render without a
 * cached answer. The next hook is never called.
 */
export const serverSwr: Middleware = () => (rawKey, fetcher, config) => {
  const key = unstable_serialize(rawKey);
  const { suspense, revalidateOnMount, revalidateIfStale } = config;
  const fallback: unknown =
    config.fallbackData !== undefined ? config.fallbackData : (config.fallback?.[key] as unknown);
  const data = fallback && isPromiseLike(fallback) ? use(fallback as Promise<unknown>) : fallback;
  // SWR's server snapshot says a request starts on mount (then both flags are true), or else its
  // first-render default applies.
  const active = Boolean(key) && Boolean(fetcher) && !config.isPaused?.();
  const starts =
    active &&
    (revalidateOnMount !== undefined ? revalidateOnMount : fallback === undefined || revalidateIfStale);
  const firstRender =
    active &&
    (revalidateOnMount !== undefined
      ? revalidateOnMount
      : suspense
        ? data !== undefined && revalidateIfStale
        : data === undefined || revalidateIfStale);
  const validating = starts ? true : firstRender;
  // SWR's own message for the same mistake (React renders the nearest boundary's fallback).
  if (suspense && key && data === undefined)
    throw new Error('Fallback data is required when using Suspense in SSR.');
  const mutate = (...args: unknown[]) =>
    (config as { mutate: (...args: unknown[]) => Promise<unknown> }).mutate(key, ...args);
  return { data, error: undefined, isValidating: validating, isLoading: validating, mutate } as SWRResponse;
};

/**
 * The server's SWR cache: one for every render, and always empty. `serverSwr` answers from the
 * fallback and never calls SWR's hook, and what a `mutate` on the server would store is dropped, so
 * nothing of one render can reach another. One cache, not one per render: SWR registers every
 * cache it meets in a module-level WeakMap with closures over that render's options, and the
 * scavenger keeps such values alive until a mark-compact (docs/performance-log.md). Registered once,
 * with no render's options: see `serverSwrScope`.
 */
export const serverCache: Cache = {
  keys: () => [][Symbol.iterator](),
  get: () => undefined,
  set: () => {},
  delete: () => {},
};
const serverProvider = () => serverCache;
const neverFetch = () => {
  throw new Error('The server never fetches through SWR: every key is loaded before rendering');
};
const middleware = [serverSwr];

/**
 * SWR's configuration around every server render: `<SWRConfig value={serverSwrScope}>` outside the
 * Root, whose own SWRConfig adds the render's `fallback` (render-document.tsx). SWR registers a
 * cache provider when the first SWRConfig that names it renders, with closures over that
 * SWRConfig's options, and keeps the registration for good. Named here, in a configuration made
 * once, the shared cache is registered with these options and never with a render's fallback; the
 * render's own SWRConfig names no provider and inherits this one (SWR's public API only, decision
 * 059). Nothing here closes over a render.
 */
export const serverSwrScope: SWRConfiguration = {
  provider: serverProvider,
  use: middleware,
  revalidateIfStale: false,
  fetcher: neverFetch,
};
