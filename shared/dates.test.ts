import { describe, expect, it } from 'vitest';
import { FIRST_DAY_OF_WEEK, formatDate } from './dates.ts';

describe('dates in the visitor’s language', () => {
  it('uses Dutch month and week names in Dutch, English ones in English', () => {
    expect(formatDate('2027-01-12', 'nl')).toBe('12 januari 2027');
    expect(formatDate('2027-01-12', 'en')).toBe('12 January 2027');
    expect(formatDate('2027-01-11', 'nl', 'weekday')).toBe('maandag 11 januari 2027');
    expect(formatDate('2027-01-11', 'en', 'weekday')).toBe('Monday, 11 January 2027');
    expect(formatDate('2027-01-12', 'nl', 'short')).toBe('12-01-2027');
  });
  it('shows a timestamp in the shop’s time zone, whatever the machine’s', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(formatDate('2026-12-31T23:30:00Z', 'nl')).toBe('1 januari 2027');
  });
  it('answers nothing for nothing or nonsense, and counts Monday as the first day', () => {
    expect(formatDate(null, 'nl')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(FIRST_DAY_OF_WEEK).toBe(1);
  });
});
