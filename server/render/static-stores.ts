/**
 * Valtio as a server render needs it. Client code imports valtio as `#valtio`: package.json
 * `imports` maps it to this module under the `storefront-server` condition, which the server bundle
 * and vitest set (build.mjs `serverConditions`, vitest.config.ts; decision 059), and to valtio in
 * the browser build. A render reads its stores (client/lib/stores.ts) once and never writes them
 * (writes happen in event handlers and effects, which only the browser runs), so the store is its
 * own snapshot. Valtio's `proxy` registers every store in module-level WeakMaps, and `useSnapshot`
 * adds a tracking proxy per call; a WeakMap's values survive scavenges, so each render's stores
 * were promoted to the old generation (docs/performance-log.md, decision 032).
 */

/** The object itself: nothing on the server subscribes to it. */
export function proxy<T extends object>(initial: T): T {
  return initial;
}

/** The store itself, read as it is (a render never writes it). */
export function useSnapshot<T extends object>(store: T): T {
  return store;
}
