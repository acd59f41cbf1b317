import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance.ts';

describe('dealer distances', () => {
  it('shows metres below one kilometre', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(0.4321)).toBe('432 m');
    expect(formatDistance(0.85)).toBe('850 m');
    expect(formatDistance(0.85, 'en')).toBe('850 m');
    expect(formatDistance(0.9994)).toBe('999 m');
  });

  it('shows km with one decimal from 1000 m, as each language writes it', () => {
    expect(formatDistance(0.9996)).toBe('1,0 km');
    expect(formatDistance(1)).toBe('1,0 km');
    expect(formatDistance(12.345)).toBe('12,3 km');
    expect(formatDistance(12.345, 'en')).toBe('12.3 km');
    expect(formatDistance(12.35, 'nl')).toBe('12,4 km');
    expect(formatDistance(1234.56, 'nl')).toBe('1.234,6 km');
    expect(formatDistance(1234.56, 'en')).toBe('1,234.6 km');
  });
});
