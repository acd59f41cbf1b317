import { describe, expect, it } from 'vitest';
import { parseStatusFilter, statusDot } from './order-status.ts';

describe('order statuses', () => {
  it('colours the dot as the spec says: grey 0 and 2, dark 1, 4, 5, 6, green 3; cancelled (7) grey', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(statusDot)).toEqual([
      'grey',
      'dark',
      'grey',
      'green',
      'dark',
      'dark',
      'dark',
      'grey',
    ]);
  });
  it('filters on known ids, by default the spec’s 1–6 (spec 9: "Default order status filter: 1,2,3,4,5,6")', () => {
    expect(parseStatusFilter(null)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseStatusFilter('')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parseStatusFilter('3,1,3')).toEqual([1, 3]);
    expect(parseStatusFilter('7')).toEqual([7]);
    expect(parseStatusFilter('1,2,3,4,5,6,7')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(parseStatusFilter('8,x,-1')).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
