/**
 * The previous price of a reduction, from Besluit prijsaanduiding producten art. 5a (Directive
 * 98/6/EC art. 6a): lid 1, the lowest price of the 30 days before the reduction; lid 3, a
 * progressive reduction keeps its first previous price for up to three calendar months. The cases
 * are the Commission's guidance examples (2021/C 526/02, 1.2) and the classic "raise, then lower".
 */
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, lowestBefore, type PricePoint, priceAfterChange } from './previous-price.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
/** [day, price] pairs as history */
const history = (...points: [number, number][]): PricePoint[] =>
  points.map(([d, priceNet]) => ({ validFrom: day(d), priceNet }));

describe('the lowest price of the 30 days before', () => {
  it.each([
    ['one price all along', history([0, 100]), 60, 100],
    ['the price in effect when the period began counts', history([0, 100], [50, 120]), 60, 100],
    ['a price that ended before the period does not', history([0, 80], [20, 100]), 60, 100],
    ['a price that ended exactly at the period start does not', history([0, 80], [30, 100]), 60, 100],
    ['a price within the period counts, however briefly', history([0, 100], [55, 90], [56, 100]), 60, 90],
    ['only what came before the change', history([0, 100], [60, 50]), 60, 100],
    ['no history before: none', history([60, 100]), 60, null],
  ] as const)('%s', (_, points, at, lowest) => {
    expect(lowestBefore(points, day(at))).toBe(lowest);
  });
});

describe('the price after a change (art. 5a)', () => {
  const plain = (priceNet: number) => ({ priceNet, oldPriceNet: null, reducedSince: null });
  it.each([
    // lid 1: lowered below the 30-day lowest: that lowest is the previous price
    ['lowered after 30 days at one price', plain(100), history([0, 100]), 80, 40, 100],
    // raised 10 days ago, then lowered back: the lowest of 30 days is the old price, no reduction
    [
      'raised, then lowered to where it was: no reduction',
      plain(120),
      history([0, 100], [30, 120]),
      100,
      40,
      null,
    ],
    [
      'raised, then lowered below where it was: from the lower',
      plain(120),
      history([0, 100], [30, 120]),
      90,
      40,
      100,
    ],
    ['raised: no reduction', plain(100), history([0, 100]), 120, 40, null],
    ['a brand-new option lowered: from its only price', plain(100), history([35, 100]), 90, 40, 100],
  ] as const)('%s', (_, current, points, price, at, old) => {
    expect(priceAfterChange(current, points, price, day(at)).oldPriceNet).toBe(old);
  });

  it('keeps a progressive reduction’s first previous price for three calendar months (lid 3)', () => {
    // 100 for long; 80 on day 40 ("was 100"); 60 on day 50: still "was 100", not the 30-day lowest 80.
    const points = history([0, 100]);
    const first = priceAfterChange(
      { priceNet: 100, oldPriceNet: null, reducedSince: null },
      points,
      80,
      day(40),
    );
    expect(first).toEqual({ priceNet: 80, oldPriceNet: 100, reducedSince: day(40) });
    const second = priceAfterChange(first, history([0, 100], [40, 80]), 60, day(50));
    expect(second).toEqual({ priceNet: 60, oldPriceNet: 100, reducedSince: day(40) });
  });

  it('after three calendar months a further reduction counts from the 30-day lowest again', () => {
    const since = day(40); // 10 February 2026; three months on: 10 May 2026
    const ongoing = { priceNet: 80, oldPriceNet: 100, reducedSince: since };
    const points = history([0, 100], [40, 80]);
    const justIn = addCalendarMonths(since, 3);
    expect(justIn.toISOString().slice(0, 10)).toBe('2026-05-10');
    expect(priceAfterChange(ongoing, points, 60, justIn).oldPriceNet).toBe(100);
    const after = new Date(justIn.getTime() + 86_400_000);
    expect(priceAfterChange(ongoing, points, 60, after)).toEqual({
      priceNet: 60,
      oldPriceNet: 80,
      reducedSince: after,
    });
  });

  it('ends the reduction when the price goes up again, even below the previous price', () => {
    const ongoing = { priceNet: 80, oldPriceNet: 100, reducedSince: day(40) };
    expect(priceAfterChange(ongoing, history([0, 100], [40, 80]), 90, day(45)).oldPriceNet).toBeNull();
  });

  it('counts calendar months from the end of a month to the last day of a shorter one', () => {
    expect(addCalendarMonths(new Date('2026-11-30T12:00:00Z'), 3).toISOString()).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});
