import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, chunkFailed } from './chunk-reload.ts';

function browser(stored: Record<string, string> = {}) {
  const data = { ...stored };
  const reload = vi.fn();
  vi.stubGlobal('window', {});
  vi.stubGlobal('location', { reload });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
  });
  return { reload, data };
}

const pending = async (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'settled',
      () => 'rejected',
    ),
    new Promise((r) => setTimeout(() => r('pending'), 20)),
  ]);

describe('chunkFailed (spec: a chunk-load failure reloads the page at most once per 60 s)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reloads once and stays pending until the reload happens', async () => {
    const { reload } = browser();
    const result = chunkFailed(new TypeError('Failed to fetch dynamically imported module'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await pending(result)).toBe('pending');
  });

  it('throws instead of reloading again within the window', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { reload } = browser({ 'fz-chunk-reload': String(1_000_000 - CHUNK_RELOAD_WINDOW_MS + 1000) });
    const error = new Error('chunk');
    expect(() => chunkFailed(error)).toThrow(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the window has passed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { reload, data } = browser({ 'fz-chunk-reload': String(1_000_000 - CHUNK_RELOAD_WINDOW_MS - 1) });
    void chunkFailed(new Error('chunk'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(data['fz-chunk-reload']).toBe('1000000');
  });

  it('never reloads when storage is unavailable (no reload loop) or on the server', () => {
    const { reload } = browser();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => chunkFailed(new Error('chunk'))).toThrow('chunk');
    vi.unstubAllGlobals();
    expect(() => chunkFailed(new Error('server'))).toThrow('server');
    expect(reload).not.toHaveBeenCalled();
  });
});
