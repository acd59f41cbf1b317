import { describe, expect, it } from 'vitest';
import { heapSizing } from './memory.ts';

const MB = 1024 * 1024;

describe('the API’s heap against its memory limit (decision 076)', () => {
  it('reports the heap ceiling and the container’s limit, quietly when the heap is at most 75 % of it', () => {
    // What Node chose by itself in a 512 MiB cgroup on this machine (v8 heap_size_limit).
    expect(heapSizing({ heapLimit: 259 * MB, constrained: 512 * MB, total: 24_000 * MB })).toEqual({
      heap_limit_mb: 259,
      memory_limit_mb: 512,
    });
    expect(
      heapSizing({ heapLimit: 384 * MB, constrained: 512 * MB, total: 24_000 * MB }).warning,
    ).toBeUndefined();
  });

  it('warns when a flag lets the heap grow past 75 % of the limit', () => {
    const sizing = heapSizing({ heapLimit: 1056 * MB, constrained: 512 * MB, total: 24_000 * MB });
    expect(sizing.warning).toMatch(/may grow to 1056 MB of a 512 MB memory limit.*at most 384/);
  });

  it('sees no limit when there is none (0, 2^64, or above the machine), and warns only in production', () => {
    for (const constrained of [0, 2 ** 64, 32_000 * MB]) {
      const sizing = heapSizing({ heapLimit: 4288 * MB, constrained, total: 24_000 * MB, production: true });
      expect(sizing.memory_limit_mb).toBeUndefined();
      expect(sizing.warning).toMatch(/no memory limit: V8's heap may grow to 4288 MB/);
    }
    expect(
      heapSizing({ heapLimit: 4288 * MB, constrained: 0, total: 24_000 * MB, production: false }).warning,
    ).toBeUndefined();
  });

  it('reads the process’s own figures by default', () => {
    const sizing = heapSizing();
    expect(sizing.heap_limit_mb).toBeGreaterThan(0);
  });
});
