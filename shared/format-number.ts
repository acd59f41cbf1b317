/**
 * Plain numbers the Dutch way, apart from the money formatting in format.ts so that it loads with
 * the filter panel, not with every page.
 */
import { groupThousands } from './format.ts';
import type { Locale } from './locale.ts';

let intlNumber: Intl.NumberFormat | undefined;

/**
 * A number the Dutch way, exactly as `n.toLocaleString('nl-NL')` writes it (`1.234,5`): a filter
 * panel writes hundreds of them, and each `toLocaleString` call costs a phone a fraction of a
 * millisecond. Numbers with more than three decimals or an exponent go to Intl (rounding).
 */
export function formatNumber(n: number): string {
  const decimal = String(Math.abs(n));
  const point = decimal.indexOf('.');
  if (!Number.isFinite(n) || decimal.includes('e') || (point >= 0 && decimal.length - point - 1 > 3)) {
    intlNumber ??= new Intl.NumberFormat('nl-NL');
    return intlNumber.format(n);
  }
  const whole = groupThousands(point < 0 ? decimal : decimal.slice(0, point));
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${point < 0 ? whole : `${whole},${decimal.slice(point + 1)}`}`;
}

let intlEnglish: Intl.NumberFormat | undefined;

/** A number as the language writes it: Dutch `1.234,5` (formatNumber), English `1,234.5`. */
export function formatNumberIn(n: number, locale: Locale): string {
  if (locale === 'nl') return formatNumber(n);
  intlEnglish ??= new Intl.NumberFormat('en-GB');
  return intlEnglish.format(n);
}

/**
 * A spec value as the language writes it, with its unit. The catalogue titles a numeric spec value
 * with the number itself (`58.5`) in both languages; Dutch writes its decimal comma (`58,5 mm`),
 * English keeps the point. Other titles are the translators' own text and stay as they are (in a
 * Dutch `1.200` the point may well group thousands).
 */
export function specValueText(
  value: { title: string; numeric: number | null; unit?: string | null },
  locale: Locale,
): string {
  const title =
    locale === 'nl' && value.numeric !== null && value.title === String(value.numeric)
      ? value.title.replace('.', ',')
      : value.title;
  return value.unit ? `${title} ${value.unit}` : title;
}
