import { afterEach, describe, expect, it } from 'vitest';
import { MAX_COMPARE } from '../../../shared/contract/comparison.ts';
import {
  addId,
  addToCompare,
  COMPARE_STORAGE_KEY,
  type CompareState,
  clearCompare,
  createCompareState,
  disposeCompare,
  loadCompare,
  normalizeIds,
  readSelection,
  removeFromCompare,
  removeId,
  toggleCompare,
  writeSelection,
} from './compare-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const states: CompareState[] = [];
function state(): CompareState {
  const s = createCompareState();
  states.push(s);
  return s;
}
afterEach(() => {
  for (const s of states.splice(0)) disposeCompare(s);
});

describe('the comparison selection', () => {
  it(`holds at most ${MAX_COMPARE} products and refuses the next one`, () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 4]) ids = addId(ids, id).ids;
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(addId(ids, 5)).toEqual({ ids: [1, 2, 3, 4], result: 'full' });
  });

  it('never holds a product twice', () => {
    expect(addId([1, 2], 2)).toEqual({ ids: [1, 2], result: 'present' });
    expect(normalizeIds([3, 3, 1, 3])).toEqual([3, 1]);
  });

  it('removes a product and keeps the order of the rest', () => {
    expect(removeId([4, 7, 9], 7)).toEqual([4, 9]);
    expect(removeId([4, 9], 5)).toEqual([4, 9]);
  });

  it('reads only valid ids from storage, deduplicated and capped', () => {
    const storage = memoryStorage({
      [COMPARE_STORAGE_KEY]: JSON.stringify([5, 5, 'x', -1, 2.5, 8, 9, 10, 11, 12]),
    });
    expect(readSelection(storage)).toEqual([5, 8, 9, 10]);
    expect(readSelection(memoryStorage({ [COMPARE_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(readSelection(memoryStorage({ [COMPARE_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readSelection(null)).toEqual([]);
  });

  it('ignores storage errors: reading gives nothing, writing keeps the selection in memory', () => {
    expect(readSelection(throwingStorage)).toEqual([]);
    expect(() => writeSelection(throwingStorage, [1])).not.toThrow();
    const s = state();
    loadCompare(s, { storage: throwingStorage, channel: null });
    expect(s.ready).toBe(true);
    expect(addToCompare(s, 3)).toBe('added');
    expect(s.ids).toEqual([3]);
  });

  it('loads from session storage once, then writes every change back under the comparison key', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: '[7]' });
    const s = state();
    expect(s.ready).toBe(false);
    loadCompare(s, { storage, channel: null });
    loadCompare(s, { storage: memoryStorage(), channel: null }); // idempotent
    expect(s).toMatchObject({ ids: [7], ready: true });
    expect(toggleCompare(s, 8)).toBe('added');
    expect(storage.map.get(COMPARE_STORAGE_KEY)).toBe('[7,8]');
    expect(toggleCompare(s, 7)).toBe('removed');
    expect(storage.map.get(COMPARE_STORAGE_KEY)).toBe('[8]');
    for (const id of [1, 2, 3]) addToCompare(s, id);
    expect(toggleCompare(s, 4)).toBe('full');
    expect(s.ids).toEqual([8, 1, 2, 3]);
    removeFromCompare(s, 2);
    expect(s.ids).toEqual([8, 1, 3]);
    clearCompare(s);
    expect(s.ids).toEqual([]);
    expect(storage.map.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it('shares the selection with the other tabs of the session', async () => {
    const first = state();
    const firstStorage = memoryStorage();
    loadCompare(first, { storage: firstStorage, channel: new BroadcastChannel('comparison') });
    addToCompare(first, 11);
    addToCompare(first, 12);
    // A new tab starts with its own (empty) session storage and asks the open tabs.
    const second = state();
    const secondStorage = memoryStorage();
    loadCompare(second, { storage: secondStorage, channel: new BroadcastChannel('comparison') });
    await expect.poll(() => second.ids).toEqual([11, 12]);
    expect(secondStorage.map.get(COMPARE_STORAGE_KEY)).toBe('[11,12]');
    removeFromCompare(second, 11);
    await expect.poll(() => first.ids).toEqual([12]);
    expect(firstStorage.map.get(COMPARE_STORAGE_KEY)).toBe('[12]');
  });
});
