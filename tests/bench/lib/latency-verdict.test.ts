import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { BUDGET, verdict } from './latency-verdict.mjs';

/** `n` first-byte times of `ms`, with `slow` of them at `slowMs`. */
const times = (n: number, ms: number, slow = 0, slowMs = 0) =>
  Array.from({ length: n }, (_, i) => (i < slow ? slowMs : ms));

describe('the latency verdict (decisions 041, 047)', () => {
  it("takes an attempt's p99 over all its rounds together", () => {
    // 10 slow requests of 1,500 (under 1 %): the p99 is an ordinary request's.
    const few = verdict([
      [
        { single: 1, ttfb: times(500, 1, 10, 9) },
        { single: 1, ttfb: times(500, 1) },
        { single: 1, ttfb: times(500, 1) },
      ],
    ]);
    expect(few.figures).toEqual([{ p99: 1, floorP99: 0, requests: 1500, ratio: 1, rawRatio: 1 }]);
    // 20 of 1,000: over 1 %, the p99 is a slow one.
    const many = verdict([
      [
        { single: 1, ttfb: times(500, 1, 20, 9) },
        { single: 1, ttfb: times(500, 1) },
      ],
    ]);
    expect(many.best).toEqual({ p99: 9, floorP99: 0, requests: 1000, ratio: 9, rawRatio: 9 });
    expect(many.pass).toBe(false);
  });

  it('judges the best attempt: noise only lengthens a tail', () => {
    const noisy = [{ single: 1.2, ttfb: times(100, 1.5, 5, 12) }];
    const quiet = [{ single: 1.2, ttfb: times(100, 1.5, 5, 4.8) }];
    const result = verdict([noisy, quiet]);
    expect(result).toMatchObject({ attempt: 2, pass: true, single: 1.2 });
    expect(result.best.ratio).toBeCloseTo(4);
    expect(result.figures.map((f: { ratio: number }) => f.ratio)).toEqual([10, 4]);
  });

  it('takes the single render over every round, not per attempt', () => {
    // The second attempt's slow single renders would flatter its own ratio (6 / 2 = 3); over all
    // rounds the single render is 1.5, and 6 ms is 4 of them.
    const result = verdict([
      [
        { single: 1, ttfb: times(100, 8) },
        { single: 1, ttfb: times(100, 8) },
      ],
      [
        { single: 2, ttfb: times(100, 6) },
        { single: 2, ttfb: times(100, 6) },
      ],
    ]);
    expect(result.single).toBe(1.5);
    expect(result.best.ratio).toBe(4);
  });

  it('fails when every attempt is above the budget', () => {
    const attempt = (ms: number) => [{ single: 1, ttfb: times(100, ms) }];
    expect(verdict([attempt(6), attempt(5.5), attempt(7.2)])).toMatchObject({ attempt: 2, pass: false });
  });

  it('holds the budget itself as within it, and refuses to judge nothing', () => {
    expect(verdict([[{ single: 1, ttfb: times(10, BUDGET) }]]).pass).toBe(true);
    expect(() => verdict([])).toThrow();
    expect(() => verdict([[]])).toThrow();
  });

  it("leaves the floor's tail out: the shop's own tail is judged", () => {
    // A host whose load generator and kernel alone give a p99 of 3 ms: the shop's 7 ms p99 is
    // 7 renders with it and 4 without it.
    const noisy = verdict([
      [
        { single: 1, ttfb: times(100, 1, 5, 7), floor: times(100, 0.1, 5, 3) },
        { single: 1, ttfb: times(100, 1, 5, 7), floor: times(100, 0.1, 5, 3) },
      ],
    ]);
    expect(noisy.best).toEqual({ p99: 7, floorP99: 3, requests: 200, ratio: 4, rawRatio: 7 });
    expect(noisy.pass).toBe(true);
    // The same floor under a shop that stalls 10 ms (tests/bench/lib/stall-injector.mjs): 7 renders
    // of its own, above the budget whatever the floor.
    const stalling = verdict([[{ single: 1, ttfb: times(100, 1, 5, 10), floor: times(100, 0.1, 5, 3) }]]);
    expect(stalling.best.ratio).toBe(7);
    expect(stalling.pass).toBe(false);
  });

  it('pools the floors of an attempt, and never reads a tail below zero', () => {
    // One floor round with a burst, one without: the attempt's floor p99 is that of both together.
    const pooled = verdict([
      [
        { single: 1, ttfb: times(100, 2), floor: times(100, 0.1, 1, 9) },
        { single: 1, ttfb: times(100, 2), floor: times(100, 0.1) },
      ],
    ]);
    expect(pooled.best.floorP99).toBe(0.1);
    const quieter = verdict([[{ single: 1, ttfb: times(100, 1), floor: times(100, 2) }]]);
    expect(quieter.best.ratio).toBe(0);
  });
});
