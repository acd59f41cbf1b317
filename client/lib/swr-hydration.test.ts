import { describe, expect, it } from 'vitest';
import { SwrHydrationCache } from './swr-hydration.ts';

describe('SwrHydrationCache', () => {
  it('reads a key never written as one stored empty entry', () => {
    const cache = new SwrHydrationCache();
    const first = cache.get('/api/a');
    expect(first).toEqual({});
    expect(cache.get('/api/a')).toBe(first);
  });

  it('keeps the entry object when a write only changes _k (the mount of a hook)', () => {
    const cache = new SwrHydrationCache();
    const empty = cache.get('/api/a');
    // SWR writes a merge of the entry it read and `{ _k }`.
    cache.set('/api/a', { ...empty, _k: '/api/a' });
    expect(cache.get('/api/a')).toBe(empty);
    expect(cache.get('/api/a')).toEqual({ _k: '/api/a' });
    const data = { data: { id: 1 }, isLoading: false };
    cache.set('/api/b', data);
    const key = ['/api/b', 2];
    cache.set('/api/b', { ...data, _k: key });
    expect(cache.get('/api/b')).toBe(data);
    expect(cache.get('/api/b')?._k).toBe(key);
  });

  it('stores a new object when anything else changes', () => {
    const cache = new SwrHydrationCache();
    const empty = cache.get('/api/a');
    cache.set('/api/a', { _k: '/api/a', isValidating: true });
    const loading = cache.get('/api/a');
    expect(loading).not.toBe(empty);
    cache.set('/api/a', { ...loading, data: 1, isValidating: false });
    expect(cache.get('/api/a')).toEqual({ _k: '/api/a', data: 1, isValidating: false });
    // A field that goes missing is a change too.
    cache.set('/api/a', { _k: '/api/a', data: 1 });
    expect(cache.get('/api/a')).toEqual({ _k: '/api/a', data: 1 });
    // Same value, other object: a change (SWR compares data by its own rules).
    const before = cache.get('/api/a');
    cache.set('/api/a', { _k: '/api/a', data: 2 });
    expect(cache.get('/api/a')).not.toBe(before);
  });

  it('forgets a deleted key', () => {
    const cache = new SwrHydrationCache();
    const empty = cache.get('/api/a');
    expect(cache.delete('/api/a')).toBe(true);
    expect(cache.get('/api/a')).not.toBe(empty);
    cache.set('/api/b', { data: 1 });
    expect(cache.delete('/api/b')).toBe(true);
    expect(cache.get('/api/b')).toEqual({});
  });
});
