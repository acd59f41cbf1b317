/**
 * The withdrawal period (decision 093). Directive 2011/83/EU art. 9(2)(b): for goods, 14 days from
 * the day the consumer acquires physical possession of them; the shop gives more (the `return_days`
 * setting, 30 in the demo: its returns page and terms promise 30 days of receipt). Periods are
 * counted as Regulation (EEC, Euratom) No 1182/71 says (CRD recital 41): a period of days starts at
 * the beginning of the day after the event (art. 3(1)) and ends with the last hour of its last day
 * (art. 3(2)(b)); a last day on a Saturday or Sunday moves to the following working day (art. 3(4);
 * public holidays are not known to the shop and not counted). Days are the shop's
 * (Europe/Amsterdam) calendar days.
 */
/** The shop's time zone (shared/dates.ts has the same; the API imports only pure shared modules). */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** The legal minimum (art. 9(1)). */
export const LEGAL_WITHDRAWAL_DAYS = 14;
/** The refund is due within 14 days of the notice (art. 13(1)). */
export const REFUND_DAYS = 14;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar date of an instant: 'YYYY-MM-DD' in Europe/Amsterdam. */
export function shopDate(at: Date): string {
  return dayFormat.format(at);
}

/** A calendar date plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day of the period for goods delivered at `deliveredAt`, given `days`. */
export function periodEndsOn(deliveredAt: Date, days: number): string {
  const end = addDays(shopDate(deliveredAt), Math.max(days, LEGAL_WITHDRAWAL_DAYS));
  const weekday = new Date(`${end}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addDays(end, 2);
  if (weekday === 0) return addDays(end, 1);
  return end;
}

/** Whether a notice at `now` is within the period (always, while the goods are not yet delivered). */
export function withinPeriod(now: Date, deliveredAt: Date | null, days: number): boolean {
  if (!deliveredAt) return true;
  return shopDate(now) <= periodEndsOn(deliveredAt, days);
}

const stampFormats = {
  nl: new Intl.DateTimeFormat('nl-NL', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'long',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'long',
  }),
};

/** The date and time of a notice as the acknowledgement states it: '5 december 2026 om 02:18:48 CET'. */
export function shopDateTime(at: Date, locale: 'nl' | 'en'): string {
  return stampFormats[locale].format(at);
}
