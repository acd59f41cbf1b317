/**
 * The expected delivery day (decision 098), against the official holiday lists and the calendar:
 * weekends, Dutch, Belgian and German public holidays, the cut-off before and after in Amsterdam
 * time (on both sides of the summer-time changes), per country and method.
 */
import { describe, expect, it } from 'vitest';
import { type DeliveryDay, deliveryDayLine } from '../../shared/shipping-promise.ts';
import {
  amsterdamClock,
  deliveryDay,
  parseWeekdays,
  publicHolidays,
  weekdaysSetting,
} from './delivery-day.ts';

/**
 * Rijksoverheid, "Officiële feestdagen" (rijksoverheid.nl/onderwerpen/feestdagen): Nieuwjaarsdag,
 * Goede Vrijdag, eerste en tweede paasdag, Koningsdag, Bevrijdingsdag, Hemelvaartsdag, eerste en
 * tweede pinksterdag, eerste en tweede kerstdag. Whether Goede Vrijdag and Bevrijdingsdag are days
 * off is left to the collective agreements; PostNL sorts and delivers on both, so they are working
 * days for the delivery day (date-holidays gives them type `school`, not `public`).
 */
const NL_2026 = {
  days_off: [
    '2026-01-01', // Nieuwjaarsdag
    '2026-04-05', // Eerste Paasdag
    '2026-04-06', // Tweede Paasdag
    '2026-04-27', // Koningsdag
    '2026-05-14', // Hemelvaartsdag
    '2026-05-24', // Eerste Pinksterdag
    '2026-05-25', // Tweede Pinksterdag
    '2026-12-25', // Eerste Kerstdag
    '2026-12-26', // Tweede Kerstdag
  ],
  carriers_work: ['2026-04-03' /* Goede Vrijdag */, '2026-05-05' /* Bevrijdingsdag */],
};
/** 2027: Koningsdag on a Tuesday, Easter on 28 March. */
const NL_2027 = [
  '2027-01-01',
  '2027-03-28',
  '2027-03-29',
  '2027-04-27',
  '2027-05-06',
  '2027-05-16',
  '2027-05-17',
  '2027-12-25',
  '2027-12-26',
];
/**
 * Belgium's ten legal public holidays (Wet van 4 januari 1974 betreffende de feestdagen, KB 18
 * april 1974; belgium.be "Feestdagen"): Nieuwjaar, Paasmaandag, Dag van de Arbeid, O.L.H.
 * Hemelvaart, Pinkstermaandag, Nationale feestdag (21 juli), O.L.V. Hemelvaart (15 augustus),
 * Allerheiligen, Wapenstilstand (11 november), Kerstmis.
 */
const BE_2026 = [
  '2026-01-01',
  '2026-04-06',
  '2026-05-01',
  '2026-05-14',
  '2026-05-25',
  '2026-07-21',
  '2026-08-15',
  '2026-11-01',
  '2026-11-11',
  '2026-12-25',
];

describe('public holidays from date-holidays (type public)', () => {
  it('are the Netherlands official days off, without Goede Vrijdag and Bevrijdingsdag', () => {
    expect([...publicHolidays('NL', 2026)].sort()).toEqual(NL_2026.days_off);
    for (const d of NL_2026.carriers_work) expect(publicHolidays('NL', 2026).has(d)).toBe(false);
    expect([...publicHolidays('NL', 2027)].sort()).toEqual(NL_2027);
    // 2025 is a lustrum year (80 years of liberation): still a delivery day for the carriers.
    expect(publicHolidays('NL', 2025).has('2025-05-05')).toBe(false);
  });

  it("are Belgium's ten legal holidays", () => {
    expect([...publicHolidays('BE', 2026)].sort()).toEqual(BE_2026);
  });
});

describe('Amsterdam clock', () => {
  it.each([
    ['2026-03-29T00:59:00Z', '2026-03-29', 1 * 60 + 59], // before summer time starts (UTC+1)
    ['2026-03-29T01:00:00Z', '2026-03-29', 3 * 60], // 02:00 became 03:00
    ['2026-10-25T00:30:00Z', '2026-10-25', 2 * 60 + 30], // summer time (UTC+2)
    ['2026-10-25T01:30:00Z', '2026-10-25', 2 * 60 + 30], // the same hour again, winter time
    ['2026-12-31T23:30:00Z', '2027-01-01', 30], // another day in Amsterdam than in UTC
  ])('%s is %s at minute %i', (utc, date, minutes) => {
    expect(amsterdamClock(new Date(utc))).toEqual({ date, minutes });
  });
});

/** The shipping data of the demo shop (migration 0022): NL 1, NL pickup 1–2, BE 1–2, DE 2–3. */
const terms = {
  NL: { iso: 'NL', method_id: 1, delivery_days_min: 1, delivery_days_max: 1 },
  NLpickup: { iso: 'NL', method_id: 2, delivery_days_min: 1, delivery_days_max: 2 },
  BE: { iso: 'BE', method_id: 1, delivery_days_min: 1, delivery_days_max: 2 },
  DE: { iso: 'DE', method_id: 1, delivery_days_min: 2, delivery_days_max: 3 },
};
const calendar = { cutoff: '17:00' };

/** [why, ordered at (UTC), terms, expected from, expected to] */
const table: [string, string, keyof typeof terms, string, string][] = [
  // The Netherlands, PostNL to the door: next day, Monday to Saturday.
  ['Wednesday 10:00: Thursday', '2026-12-02T09:00:00Z', 'NL', '2026-12-03', '2026-12-03'],
  ['Wednesday 16:59: Thursday', '2026-12-02T15:59:00Z', 'NL', '2026-12-03', '2026-12-03'],
  ['Wednesday 17:00 (cut-off): Friday', '2026-12-02T16:00:00Z', 'NL', '2026-12-04', '2026-12-04'],
  ['Friday 16:00: Saturday', '2026-12-04T15:00:00Z', 'NL', '2026-12-05', '2026-12-05'],
  ['Friday 18:00: dispatched Monday, Tuesday', '2026-12-04T17:00:00Z', 'NL', '2026-12-08', '2026-12-08'],
  ['Saturday: Tuesday', '2026-12-05T11:00:00Z', 'NL', '2026-12-08', '2026-12-08'],
  ['Sunday: Tuesday', '2026-12-06T11:00:00Z', 'NL', '2026-12-08', '2026-12-08'],
  ['Friday before Koningsdag (Monday 27 April)', '2026-04-24T08:00:00Z', 'NL', '2026-04-25', '2026-04-25'],
  ['Sunday before Koningsdag: dispatched Tuesday', '2026-04-26T08:00:00Z', 'NL', '2026-04-29', '2026-04-29'],
  ['Monday before Koningsdag 2027 (a Tuesday)', '2027-04-26T08:00:00Z', 'NL', '2027-04-28', '2027-04-28'],
  [
    'Christmas Eve 10:00: after both Christmas days',
    '2026-12-24T09:00:00Z',
    'NL',
    '2026-12-28',
    '2026-12-28',
  ],
  ['Christmas Eve 18:00: dispatched Monday', '2026-12-24T17:00:00Z', 'NL', '2026-12-29', '2026-12-29'],
  ['Goede Vrijdag is a working day', '2026-04-03T08:00:00Z', 'NL', '2026-04-04', '2026-04-04'],
  ['Saturday before Easter Monday', '2026-04-04T08:00:00Z', 'NL', '2026-04-08', '2026-04-08'],
  ['Friday evening before Whit Monday', '2026-05-22T17:00:00Z', 'NL', '2026-05-27', '2026-05-27'],
  ['the day before Ascension', '2026-05-13T08:00:00Z', 'NL', '2026-05-15', '2026-05-15'],
  [
    'Bevrijdingsdag in a lustrum year is a working day',
    '2025-05-05T08:00:00Z',
    'NL',
    '2025-05-06',
    '2025-05-06',
  ],
  ['New Year\u2019s Eve 16:00', '2026-12-31T15:00:00Z', 'NL', '2027-01-02', '2027-01-02'],
  // Summer time: 16:30 in Amsterdam is 14:30 UTC; in winter 15:30 UTC.
  ['the Monday after summer time starts, 16:30', '2026-03-30T14:30:00Z', 'NL', '2026-03-31', '2026-03-31'],
  ['the Monday after summer time starts, 17:30', '2026-03-30T15:30:00Z', 'NL', '2026-04-01', '2026-04-01'],
  ['the Monday after winter time starts, 16:30', '2026-10-26T15:30:00Z', 'NL', '2026-10-27', '2026-10-27'],
  ['the Monday after winter time starts, 17:00', '2026-10-26T16:00:00Z', 'NL', '2026-10-28', '2026-10-28'],
  ['the night summer time starts, Monday 01:30', '2026-03-29T23:30:00Z', 'NL', '2026-03-31', '2026-03-31'],
  // A pickup point in the Netherlands: 1–2 days.
  ['pickup point, Wednesday', '2026-12-02T09:00:00Z', 'NLpickup', '2026-12-03', '2026-12-04'],
  // Belgium: 1–2 days, Monday to Friday, Belgian holidays.
  ['Belgium, Wednesday', '2026-12-02T09:00:00Z', 'BE', '2026-12-03', '2026-12-04'],
  ['Belgium, Friday: Monday–Tuesday', '2026-12-04T09:00:00Z', 'BE', '2026-12-07', '2026-12-08'],
  ['Belgium, the day before 21 July', '2026-07-20T08:00:00Z', 'BE', '2026-07-22', '2026-07-23'],
  ['Belgium, the day before 11 November', '2026-11-10T09:00:00Z', 'BE', '2026-11-12', '2026-11-13'],
  [
    'Belgium, the day before 1 May (a Dutch working day)',
    '2026-04-30T08:00:00Z',
    'BE',
    '2026-05-04',
    '2026-05-05',
  ],
  ['Belgium, the Sunday before Koningsdag', '2026-04-26T08:00:00Z', 'BE', '2026-04-29', '2026-04-30'],
  // Germany: 2–3 days; Karfreitag and Ostermontag are German public holidays.
  ['Germany, Wednesday before Easter', '2026-04-01T08:00:00Z', 'DE', '2026-04-07', '2026-04-08'],
];

describe('delivery day', () => {
  it.each(table)('%s', (_why, at, which, from, to) => {
    const day = deliveryDay(new Date(at), terms[which], calendar);
    expect(day && { from: day.from, to: day.to }).toEqual({ from, to });
  });

  it('gives no day where the data makes no promise', () => {
    const none = { iso: 'NL', method_id: 1, delivery_days_min: null, delivery_days_max: null };
    expect(deliveryDay(new Date('2026-12-02T09:00:00Z'), none, calendar)).toBeNull();
  });

  it("follows the shop's cut-off and delivery weekdays", () => {
    const at = new Date('2026-12-02T15:30:00Z'); // Wednesday 16:30
    expect(deliveryDay(at, terms.NL, { cutoff: '16:00' })?.from).toBe('2026-12-04');
    const friday = new Date('2026-12-04T09:00:00Z');
    const weekdays = weekdaysSetting({ NL: 'mon-fri', 'BE:1': 'tue-sat', XX: 'someday' });
    expect(deliveryDay(friday, terms.NL, { cutoff: '17:00', weekdays })?.from).toBe('2026-12-07');
    expect(deliveryDay(friday, terms.BE, { cutoff: '17:00', weekdays })?.from).toBe('2026-12-05');
    expect(weekdays.XX).toBeUndefined();
    expect([...parseWeekdays('sat-mon')].sort()).toEqual([0, 1, 6]);
    expect(() => parseWeekdays('maandag')).toThrow();
  });
});

describe('the delivery day in words', () => {
  const day = (today: string, from: string, to = from): DeliveryDay => ({ today, from, to });
  it.each([
    ['nl', day('2026-12-02', '2026-12-03'), false, 'Morgen, donderdag 3 december, in huis'],
    ['en', day('2026-12-02', '2026-12-03'), false, 'Delivered tomorrow, Thursday 3 December'],
    ['nl', day('2026-12-04', '2026-12-07'), false, 'Maandag 7 december in huis'],
    ['en', day('2026-12-04', '2026-12-07'), false, 'Delivered Monday 7 December'],
    [
      'nl',
      day('2026-12-02', '2026-12-03', '2026-12-04'),
      false,
      'Tussen donderdag 3 december en vrijdag 4 december in huis',
    ],
    [
      'en',
      day('2026-12-02', '2026-12-03', '2026-12-04'),
      false,
      'Delivered between Thursday 3 December and Friday 4 December',
    ],
    ['nl', day('2026-12-02', '2026-12-03'), true, 'Morgen, donderdag 3 december, af te halen'],
    ['en', day('2026-12-04', '2026-12-07'), true, 'Ready for collection Monday 7 December'],
  ] as const)('%s %j pickup %s', (locale, d, pickup, text) => {
    expect(deliveryDayLine(locale, d, pickup)).toBe(text);
  });
});
