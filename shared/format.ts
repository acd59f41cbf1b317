/** Money formatting, Dutch conventions (spec 9: EUR in the Dutch locale, `,00` → `,-`). */

/**
 * Only for what the plain formatter below does not take (not finite, or so large or small that the
 * number prints with an exponent). Made when first needed: making an Intl currency format loads
 * locale data, a long task on a phone in the task that starts the page's script (docs/performance-log.md).
 */
let intlEuro: Intl.NumberFormat | undefined;

/** Digits of a whole number grouped by thousands with a point: `1234567` → `1.234.567`. */
export function groupThousands(units: string): string {
  let grouped = units.slice(0, ((units.length - 1) % 3) + 1);
  for (let i = grouped.length; i < units.length; i += 3) grouped += `.${units.slice(i, i + 3)}`;
  return grouped;
}

/**
 * `€ 1.234,50` exactly as `Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })`
 * writes it (a no-break space after the sign, `-` before the digits, half away from zero on the
 * shortest decimal form of the number); format.test.ts compares the two over many values.
 */
export function formatPrice(euros: number): string {
  const decimal = String(Math.abs(euros));
  if (!Number.isFinite(euros) || decimal.includes('e')) {
    intlEuro ??= new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    return intlEuro.format(euros);
  }
  const point = decimal.indexOf('.');
  const whole = point < 0 ? decimal : decimal.slice(0, point);
  const fraction = point < 0 ? '' : decimal.slice(point + 1);
  let cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  if (fraction.charCodeAt(2) >= 53 /* '5' */) cents += 1;
  const grouped = groupThousands(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  return `€\u00a0${euros < 0 || Object.is(euros, -0) ? '-' : ''}${grouped},${rest < 10 ? '0' : ''}${rest}`;
}

/** Pretty currency: a whole amount ends in `,-` instead of `,00`. */
export function formatPrettyPrice(euros: number): string {
  return formatPrice(euros).replace(/,00$/, ',-');
}

/** Reference numbers are shown without a trailing `,PCS`. */
export function cleanReferenceNumber(ref: string): string {
  return ref.replace(/,PCS$/i, '');
}
