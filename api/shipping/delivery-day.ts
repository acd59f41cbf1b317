/**
 * The expected delivery day (decision 098): from the moment of ordering, in Europe/Amsterdam time
 * (Intl with the time zone, never the machine's), the dispatch cut-off, the shop's dispatch days
 * (Monday–Friday that are not Dutch public holidays), the method's delivery days (working days
 * from dispatch, `shipping_rates.delivery_days_min/max`), the carrier's delivery weekdays in the
 * country and that country's public holidays (`date-holidays`, type `public` only).
 *
 * Server only: date-holidays (its data for every country) never reaches a browser bundle; answers
 * carry ISO dates and the storefront words them (shared/shipping-promise.ts deliveryDayLine).
 */
import Holidays from 'date-holidays';
import { SHOP_TIME_ZONE } from '../../shared/dates.ts';
import type { DeliveryDay } from '../../shared/shipping-promise.ts';

/** The shop's own country: its warehouse dispatches on Dutch working days. */
const DISPATCH_COUNTRY = 'NL';
const DISPATCH_WEEKDAYS = 'mon-fri';
/**
 * The carriers' delivery weekdays unless `delivery_weekdays` says otherwise: PostNL delivers
 * parcels and fills pickup points in the Netherlands Monday to Saturday; abroad (its partners,
 * bpost in Belgium) counts Monday to Friday.
 */
export const DEFAULT_DELIVERY_WEEKDAYS: Record<string, string> = { NL: 'mon-sat', '*': 'mon-fri' };

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * "mon-sat", "mon,wed,fri", "tue-sat" → the weekdays (0 Sunday … 6 Saturday); throws on anything
 * else.
 */
export function parseWeekdays(text: string): Set<number> {
  const days = new Set<number>();
  for (const part of text.toLowerCase().split(',')) {
    const [a, b] = part.trim().split('-') as [string, string?];
    const from = DAY_NAMES.indexOf(a as (typeof DAY_NAMES)[number]);
    const to = b === undefined ? from : DAY_NAMES.indexOf(b as (typeof DAY_NAMES)[number]);
    if (from < 0 || to < 0) throw new Error(`not weekdays: ${JSON.stringify(text)}`);
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
  }
  return days;
}

/** The setting `delivery_weekdays` ({ "NL": "mon-sat", "BE:2": "tue-sat", "*": "mon-fri" }), checked. */
export function weekdaysSetting(value: unknown): Record<string, string> {
  const out = { ...DEFAULT_DELIVERY_WEEKDAYS };
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== 'string') continue;
      try {
        parseWeekdays(v);
        out[k] = v;
      } catch {
        // a wrong entry keeps the default: a shop setting never breaks a page
      }
    }
  return out;
}

const weekdayCache = new Map<string, Set<number>>();
function weekdaysFor(setting: Record<string, string>, iso: string, methodId: number): Set<number> {
  const text = setting[`${iso}:${methodId}`] ?? setting[iso] ?? setting['*'] ?? 'mon-fri';
  let days = weekdayCache.get(text);
  if (!days) {
    days = parseWeekdays(text);
    weekdayCache.set(text, days);
  }
  return days;
}

const holidayCache = new Map<string, Set<string>>();
const calendars = new Map<string, Holidays | null>();

/** The country's public holidays in a year as ISO dates (type `public` only; decision 098). */
export function publicHolidays(iso: string, year: number): Set<string> {
  const key = `${iso}|${year}`;
  let set = holidayCache.get(key);
  if (set) return set;
  let calendar = calendars.get(iso);
  if (calendar === undefined) {
    calendar = iso in new Holidays().getCountries() ? new Holidays(iso) : null;
    calendars.set(iso, calendar);
  }
  set = new Set(
    (calendar?.getHolidays(year) ?? []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)),
  );
  holidayCache.set(key, set);
  return set;
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date ('2026-12-02') and minutes since midnight of a moment in Amsterdam. */
export function amsterdamClock(now: Date): { date: string; minutes: number } {
  const p = Object.fromEntries(clockFormat.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDate = (date: string) => new Date(asUtc(date).getTime() + 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => asUtc(date).getUTCDay();
const isHoliday = (iso: string, date: string) => publicHolidays(iso, Number(date.slice(0, 4))).has(date);

const dispatchDays = parseWeekdays(DISPATCH_WEEKDAYS);
/** A day the shop's warehouse hands parcels to the carrier. */
export const isDispatchDay = (date: string) =>
  dispatchDays.has(weekday(date)) && !isHoliday(DISPATCH_COUNTRY, date);

/** "17:00" → 1020; a wrong value is 17:00. */
export function cutoffMinutes(cutoff: string): number {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(cutoff.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 17 * 60;
}

export interface DeliveryTerms {
  /** the destination country (ISO 3166-1 alpha-2) */
  iso: string;
  method_id: number;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
}

export interface DeliveryCalendar {
  /** the dispatch cut-off, "17:00" in Amsterdam time */
  cutoff: string;
  /** the `delivery_weekdays` setting (weekdaysSetting) */
  weekdays?: Record<string, string>;
}

/**
 * The day a parcel ordered at `now` arrives: dispatched today when today is a dispatch day and it
 * is before the cut-off, else on the next dispatch day; then as many of the carrier's delivery
 * days in the country (its weekdays, not its public holidays) as the method takes, at least and at
 * most. Null where the data makes no promise.
 */
export function deliveryDay(now: Date, terms: DeliveryTerms, calendar: DeliveryCalendar): DeliveryDay | null {
  const min = terms.delivery_days_min;
  if (min === null || min < 1) return null;
  const max = Math.max(min, terms.delivery_days_max ?? min);
  const { date: today, minutes } = amsterdamClock(now);
  let dispatch = today;
  if (!isDispatchDay(dispatch) || minutes >= cutoffMinutes(calendar.cutoff)) {
    do dispatch = nextDate(dispatch);
    while (!isDispatchDay(dispatch));
  }
  const days = weekdaysFor(calendar.weekdays ?? DEFAULT_DELIVERY_WEEKDAYS, terms.iso, terms.method_id);
  const after = (date: string, n: number) => {
    let d = date;
    for (let left = n; left > 0; ) {
      d = nextDate(d);
      if (days.has(weekday(d)) && !isHoliday(terms.iso, d)) left -= 1;
    }
    return d;
  };
  const from = after(dispatch, min);
  return { today, from, to: max === min ? from : after(from, max - min) };
}
