/** Money formatting, Dutch conventions (spec 9: EUR in the Dutch locale, `,00` → `,-`). */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function formatPrice(euros: number): string {
  return euro.format(euros);
}

/** Pretty currency: a whole amount ends in `,-` instead of `,00`. */
export function formatPrettyPrice(euros: number): string {
  return formatPrice(euros).replace(/,00$/, ',-');
}

/** Reference numbers are shown without a trailing `,PCS`. */
export function cleanReferenceNumber(ref: string): string {
  return ref.replace(/,PCS$/i, '');
}
