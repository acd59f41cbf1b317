/** Prices are integer cents, net. Gross is net × 1.21 rounded half up to the cent (VAT 21%). */
export const VAT_PERCENT = 21;

export function grossCents(netCents: number): number {
  return Math.floor((netCents * (100 + VAT_PERCENT) + 50) / 100);
}

/** Cents as euros with two decimals, as the API answers prices. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : euros(cents);
}
