/**
 * The benches' quantile is the nearest-rank percentile (decision 121): the smallest value at or
 * above which q of the sample lies, rank ⌈q·n⌉. The cases are the method's worked examples
 * (the list 15, 20, 35, 40, 50, and the ten values 3 … 20), not figures of our own.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { quantile } from './load.mjs';

describe('quantile (nearest rank)', () => {
  it.each([
    [[15, 20, 35, 40, 50], 0.05, 15],
    [[15, 20, 35, 40, 50], 0.3, 20],
    [[15, 20, 35, 40, 50], 0.4, 20],
    [[15, 20, 35, 40, 50], 0.5, 35],
    [[15, 20, 35, 40, 50], 1, 50],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 0.25, 7],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 0.5, 8],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 0.75, 15],
    [[3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 1, 20],
  ])('of %j at %f is %d', (values, q, expected) => {
    expect(quantile(values, q)).toBe(expected);
    expect(quantile(values.toReversed(), q)).toBe(expected);
  });

  it('leaves one slow run of twenty out of p95, not two', () => {
    const runs = [...Array.from({ length: 18 }, () => 20), 900, 1200];
    expect(quantile(runs, 0.95)).toBe(900);
    expect(quantile([...Array.from({ length: 19 }, () => 20), 1200], 0.95)).toBe(20);
  });
});
