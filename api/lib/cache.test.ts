import { describe, expect, it } from 'vitest';
import { cached } from './cache.ts';

/** A loader whose calls are counted and resolved (or rejected) by hand. */
function manual<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject }));
  return { load, calls };
}

/** After the promise callbacks of the current turn: a background load that has settled has landed. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('cached', () => {
  it('loads once within the time to live, again after it', async () => {
    let t = 0;
    const { load, calls } = manual<number>();
    const get = cached(load, 1000, () => t);
    const first = get();
    calls[0]!.resolve(1);
    expect(await first).toBe(1);
    t = 999;
    expect(await get()).toBe(1);
    expect(calls).toHaveLength(1);
    t = 1001;
    const second = get();
    calls[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('asks again at once after a failure', async () => {
    const { load, calls } = manual<number>();
    const get = cached(load, 1000, () => 0);
    const first = get();
    calls[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const second = get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(3);
    expect(await second).toBe(3);
  });

  it('serveStale: an expired value answers at once while the next one loads', async () => {
    let t = 0;
    const { load, calls } = manual<number>();
    const get = cached(load, 1000, () => t, { serveStale: true });
    const first = get();
    calls[0]!.resolve(1);
    expect(await first).toBe(1);
    t = 2000;
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    await settled();
    expect(await get()).toBe(2);
    // A failed reload keeps the old value and tries again on the next call.
    t = 4000;
    expect(await get()).toBe(2);
    calls[2]!.reject(new Error('down'));
    await settled();
    expect(await get()).toBe(2);
    expect(calls).toHaveLength(4);
  });

  it('serveStale waits for the very first value', async () => {
    const { load, calls } = manual<number>();
    const get = cached(load, 1000, () => 0, { serveStale: true });
    const first = get();
    calls[0]!.resolve(7);
    expect(await first).toBe(7);
  });

  it('serveStale: a first load that fails rejects with its error (nothing stale to answer)', async () => {
    const { load, calls } = manual<number>();
    const get = cached(load, 1000, () => 0, { serveStale: true });
    const first = get();
    const down = Object.assign(new Error('down'), { code: '08006' });
    calls[0]!.reject(down);
    await expect(first).rejects.toBe(down);
    const second = get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(5);
    expect(await second).toBe(5);
  });
});
