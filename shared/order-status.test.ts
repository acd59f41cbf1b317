import { describe, expect, it } from 'vitest';
import { parseStatusFilter, statusDot } from './order-status.ts';

describe('order statuses', () => {
  it('colours the dot as the spec says: grey 0 and 2, dark 1, 4, 5, 6, green 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(statusDot)).toEqual([
      'grey',
      'dark',
      'grey',
      'green',
      'dark',
      'dark',
      'dark',
    ]);
  });
  it('filters on known ids, all six by default', () => {
    expect(parseStatusFilter(null)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseStatusFilter('3,1,3')).toEqual([1, 3]);
    expect(parseStatusFilter('7,x,-1')).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
