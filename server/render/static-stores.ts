/**
 * Valtio as a server render needs it: the server bundle resolves `valtio` to this module
 * (build.mjs, `staticServerStores`). A render reads its stores (client/lib/stores.ts) once and
 * never writes them (writes happen in event handlers and effects, which only the browser runs), so
 * the store is its own snapshot. Valtio's `proxy` registers every store in module-level WeakMaps,
 * and `useSnapshot` adds a tracking proxy per call; a WeakMap's values survive scavenges, so each
 * render's stores were promoted to the old generation (docs/performance-log.md). The browser keeps
 * valtio.
 */

/** The object itself: nothing on the server subscribes to it. */
export function proxy<T extends object>(initial: T): T {
  return initial;
}

/** The store itself, read as it is (a render never writes it). */
export function useSnapshot<T extends object>(store: T): T {
  return store;
}
