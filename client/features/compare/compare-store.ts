/**
 * The comparison selection (spec 3, 4): product ids kept in the browser's session storage under the
 * `comparison` key, at most MAX_COMPARE, shared with the other tabs of the session through a
 * BroadcastChannel (session storage itself is per tab). The state object lives in the per-render
 * stores (client/lib/stores.ts); it is `ready: false` on the server and while hydrating, and
 * `loadCompare` fills it from storage after mount, so nothing selection-dependent is server-rendered.
 * Storage errors (private mode, quota, disabled storage) are ignored: the selection then lives in memory.
 */
import { useEffect } from 'react';
import { useSnapshot } from '#valtio';
import { MAX_COMPARE } from '../../../shared/catalog-constants.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useIsServerOrHydrating } from '../../lib/ssr-data.tsx';
import type { CompareState } from '../../lib/stores.ts';

export type { CompareState } from '../../lib/stores.ts';

export const COMPARE_STORAGE_KEY = 'comparison';
const CHANNEL = 'comparison';

export function createCompareState(): CompareState {
  return { ids: [], ready: false };
}

/** Valid, unique, positive integer ids, at most MAX_COMPARE, in their order. */
export function normalizeIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const out: number[] = [];
  for (const v of value) {
    if (typeof v === 'number' && Number.isInteger(v) && v > 0 && !out.includes(v)) out.push(v);
    if (out.length === MAX_COMPARE) break;
  }
  return out;
}

export type AddResult = 'added' | 'present' | 'full';

/** Adds an id at the end unless present or the selection is full. */
export function addId(ids: readonly number[], id: number): { ids: number[]; result: AddResult } {
  if (ids.includes(id)) return { ids: [...ids], result: 'present' };
  if (ids.length >= MAX_COMPARE) return { ids: [...ids], result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}

export function removeId(ids: readonly number[], id: number): number[] {
  return ids.filter((x) => x !== id);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSelection(storage: StorageLike | null | undefined): number[] {
  try {
    const raw = storage?.getItem(COMPARE_STORAGE_KEY);
    return raw ? normalizeIds(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function writeSelection(storage: StorageLike | null | undefined, ids: readonly number[]): void {
  try {
    if (!storage) return;
    if (ids.length) storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
    else storage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage unavailable or full: keep the selection in memory.
  }
}

interface Environment {
  storage: StorageLike | null;
  channel: BroadcastChannel | null;
}
type Message = { type: 'selection'; ids: number[] } | { type: 'request' };

const environments = new WeakMap<CompareState, Environment>();

function browserStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access itself can throw (blocked storage)
  }
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

/**
 * Reads the selection from storage once and starts listening to the other tabs. Idempotent; call it
 * from an effect. `env` is for tests.
 */
export function loadCompare(state: CompareState, env?: Partial<Environment>): void {
  if (environments.has(state)) return;
  const environment: Environment = {
    storage: env && 'storage' in env ? (env.storage ?? null) : browserStorage(),
    channel: env && 'channel' in env ? (env.channel ?? null) : openChannel(),
  };
  environments.set(state, environment);
  state.ids = readSelection(environment.storage);
  state.ready = true;
  const { channel } = environment;
  if (!channel) return;
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.type === 'request') {
      if (state.ids.length) channel.postMessage({ type: 'selection', ids: [...state.ids] });
    } else if (message?.type === 'selection') {
      const ids = normalizeIds(message.ids);
      state.ids = ids;
      writeSelection(environment.storage, ids);
    }
  };
  // A tab opened on its own starts with empty session storage: ask the open tabs for theirs.
  channel.postMessage({ type: 'request' });
}

/** Stops listening to other tabs (tests; a page never needs it). */
export function disposeCompare(state: CompareState): void {
  const environment = environments.get(state);
  environment?.channel?.close();
  environments.delete(state);
}

function commit(state: CompareState, ids: number[]): void {
  state.ids = ids;
  const environment = environments.get(state);
  writeSelection(environment ? environment.storage : browserStorage(), ids);
  try {
    environment?.channel?.postMessage({ type: 'selection', ids });
  } catch {
    // a closed channel: the other tabs catch up on their next load
  }
}

export function addToCompare(state: CompareState, id: number): AddResult {
  const next = addId(state.ids, id);
  if (next.result === 'added') commit(state, next.ids);
  return next.result;
}

export function removeFromCompare(state: CompareState, id: number): void {
  if (state.ids.includes(id)) commit(state, removeId(state.ids, id));
}

export function toggleCompare(state: CompareState, id: number): AddResult | 'removed' {
  if (state.ids.includes(id)) {
    removeFromCompare(state, id);
    return 'removed';
  }
  return addToCompare(state, id);
}

export function clearCompare(state: CompareState): void {
  commit(state, []);
}

/** The selection for rendering: `ready` is false on the server and during hydration. */
export function useCompare() {
  const { stores } = useApp();
  const snap = useSnapshot(stores.compare);
  // Parts of the page hydrate at different times (Suspense boundaries), and an earlier part may
  // already have read the storage: a component that is hydrating still renders the neutral state.
  const hydrating = useIsServerOrHydrating();
  useEffect(() => loadCompare(stores.compare), [stores]);
  const ready = snap.ready && !hydrating;
  return { ids: (ready ? snap.ids : []) as readonly number[], ready, state: stores.compare };
}
