/**
 * Dates in the visitor's language (issue 5): Dutch month and week names for nl, British English for
 * en (both start the week on Monday). Timestamps are shown in the shop's time zone and date-only
 * values ('2027-01-12') as the calendar date, so the server and the browser render the same text
 * wherever either runs. One Intl.DateTimeFormat per locale and style: making one costs more than
 * formatting a list.
 */
import type { Locale } from './locale.ts';

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';
/** Monday, as ISO 8601 and both languages count it (for a calendar: 1 = Monday … 7 = Sunday). */
export const FIRST_DAY_OF_WEEK = 1;

type Style = 'long' | 'short' | 'weekday' | 'day';
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, style: Style, dateOnly: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${dateOnly}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : style === 'weekday'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : style === 'day'
            ? { weekday: 'long', day: 'numeric', month: 'long' }
            : { day: '2-digit', month: '2-digit', year: 'numeric' };
    f = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
      ...options,
      timeZone: dateOnly ? 'UTC' : SHOP_TIME_ZONE,
    });
    formats.set(key, f);
  }
  return f;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** '2027-01-12' or an ISO timestamp → '12 januari 2027' / '12 January 2027'; '' for nothing or nonsense. */
export function formatDate(value: string | null | undefined, locale: Locale, style: Style = 'long'): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return format(locale, style, dateOnly).format(date);
}
