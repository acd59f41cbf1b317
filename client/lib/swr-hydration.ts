/**
 * SWR in the hydrating browser (decision 030): a cache shaped so that hydration is not followed by
 * a forced re-render, and deferred values settled before SWR's hook runs.
 *
 * The cache.
 *
 * Each `useSWR` hook hands React a server snapshot for hydration: the cache entry as it was before
 * the first write to that key (SWR keeps it aside at that write), or the entry itself when nothing
 * was written yet. The first hook to mount for a key writes `{ _k: key }` into its entry, and the
 * write makes a new object. So every hook for that key in a part of the page that hydrates later
 * (the main content, each island) gets a server snapshot that is a different object from its
 * equal client snapshot, and React, which compares them by identity, re-renders all those
 * components synchronously in one task after hydration (vercel/swr#2473): a long task on a phone,
 * longer on a listing (decision 030 has the figures).
 *
 * This cache keeps the identity: a write that only changes `_k` updates `_k` on the entry in place,
 * and a key read before any write gets an empty entry stored for it, which its first write keeps.
 * Any other write (data, error, loading flags) stores the new object as usual. (An empty entry
 * means what a missing one means to SWR; a filter given to `mutate` sees its `_k` as undefined.)
 */
import { use } from 'react';
import type { Middleware } from 'swr';

type Entry = Record<string, unknown>;

/** Whether `next` has the same fields with the same values as `prev`, `_k` aside. */
function sameApartFromKey(prev: Entry, next: Entry): boolean {
  for (const field in next)
    if (field !== '_k' && (!(field in prev) || next[field] !== prev[field])) return false;
  for (const field in prev) if (field !== '_k' && !(field in next)) return false;
  return true;
}

export class SwrHydrationCache extends Map<string, Entry> {
  override get(key: string): Entry {
    let entry = super.get(key);
    if (!entry) {
      entry = {};
      super.set(key, entry);
    }
    return entry;
  }

  override set(key: string, value: Entry): this {
    const prev = super.get(key);
    if (prev && prev !== value && sameApartFromKey(prev, value)) {
      prev._k = value._k;
      return this;
    }
    return super.set(key, value);
  }
}

/**
 * A deferred key's fallback is a promise (client/main.tsx). SWR's hook would read it with `use`
 * halfway through, after its first hooks; when that suspends, React replays the component keeping
 * those hooks, and the subscription SWR made in the suspended attempt compares with a variable of
 * that attempt that was never initialised (`returnedData`): a data change for the key then throws
 * "Cannot access … before initialization" (seen after a login, when every key is fetched again).
 * This middleware settles the promise first and hands SWR the value as `fallbackData`.
 */
export const settleFallback: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const pending =
    typeof key === 'string' && config.fallbackData === undefined ? config.fallback?.[key] : undefined;
  return useSWRNext(
    key,
    fetcher,
    pending instanceof Promise ? { ...config, fallbackData: use(pending) } : config,
  );
};
