/**
 * Plain numbers the Dutch way, apart from the money formatting in format.ts so that it loads with
 * the filter panel, not with every page.
 */
import { groupThousands } from './format.ts';

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
