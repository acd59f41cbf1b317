/**
 * The withdrawal period as the law counts it (decision 093): Directive 2011/83/EU art. 9(2)(b)
 * (14 days from the day the consumer acquires physical possession of the goods) with Regulation
 * (EEC, Euratom) No 1182/71 (CRD recital 41): the day of delivery does not count (art. 3(1)), the
 * period ends with the last hour of its last day (art. 3(2)(b)), a last day on a Saturday or Sunday
 * moves to the next working day (art. 3(4)). Days are Amsterdam calendar days.
 */
import { describe, expect, it } from 'vitest';
import { periodEndsOn, shopDate, shopDateTime, withinPeriod } from './period.ts';

/** An instant given as Amsterdam wall-clock time (winter: UTC+1, summer: UTC+2). */
const ams = (local: string, offset: '+01:00' | '+02:00') => new Date(`${local}${offset}`);

describe('the withdrawal period', () => {
  // [delivered (Amsterdam), days, last day]
  const table: [Date, number, string][] = [
    // Delivered Monday 1 June 2026: 14 days → Monday 15 June.
    [ams('2026-06-01T10:00:00', '+02:00'), 14, '2026-06-15'],
    // Delivered late in the evening: still that Amsterdam day (22:30 UTC on 31 May is 1 June 00:30).
    [new Date('2026-05-31T22:30:00Z'), 14, '2026-06-15'],
    // Delivered Friday 5 June: day 14 is Friday 19 June.
    [ams('2026-06-05T09:00:00', '+02:00'), 14, '2026-06-19'],
    // Delivered Saturday 6 June: day 14 is Saturday 20 June → Monday 22 June (art. 3(4)).
    [ams('2026-06-06T12:00:00', '+02:00'), 14, '2026-06-22'],
    // Delivered Sunday 7 June: day 14 is Sunday 21 June → Monday 22 June.
    [ams('2026-06-07T12:00:00', '+02:00'), 14, '2026-06-22'],
    // The shop's 30 days: delivered 1 June → 1 July (a Wednesday).
    [ams('2026-06-01T10:00:00', '+02:00'), 30, '2026-07-01'],
    // Across the year's end and the winter time: delivered 20 December → 3 January 2027 is a Sunday → 4 January.
    [ams('2026-12-20T15:00:00', '+01:00'), 14, '2027-01-04'],
    // A setting below the law's 14 days still gives 14.
    [ams('2026-06-01T10:00:00', '+02:00'), 7, '2026-06-15'],
  ];
  it.each(table)('delivered %s, %i days: the last day is %s', (delivered, days, last) => {
    expect(periodEndsOn(delivered, days)).toBe(last);
  });

  it('is open until the last hour of the last day, Amsterdam time, and closed at midnight after it', () => {
    const delivered = ams('2026-06-01T10:00:00', '+02:00');
    expect(withinPeriod(ams('2026-06-15T23:59:59', '+02:00'), delivered, 14)).toBe(true);
    expect(withinPeriod(ams('2026-06-16T00:00:00', '+02:00'), delivered, 14)).toBe(false);
    // Before delivery (and on its day) it is open.
    expect(withinPeriod(ams('2026-05-28T08:00:00', '+02:00'), null, 14)).toBe(true);
    expect(withinPeriod(ams('2026-06-01T18:00:00', '+02:00'), delivered, 14)).toBe(true);
  });

  it('states a date and time in the shop’s time zone', () => {
    const at = new Date('2026-12-05T01:18:48Z');
    expect(shopDate(at)).toBe('2026-12-05');
    expect(shopDateTime(at, 'nl')).toContain('5 december 2026');
    expect(shopDateTime(at, 'nl')).toContain('02:18:48');
    expect(shopDateTime(at, 'en')).toContain('5 December 2026');
    expect(shopDateTime(new Date('2026-07-01T22:30:00Z'), 'en')).toContain('2 July 2026');
  });
});
