/**
 * Prices are integer cents, net. A gross price is net × (1 + the VAT rate) rounded half up to the
 * cent; rates are basis points (2100 = 21 %), per country and tax class (api/tax/, decision 050).
 */

/** The home country's standard rate: what the shop's own costs (shipping, a code's net minimum) are grossed at. */
export const STANDARD_RATE = 2100;

export function grossCents(netCents: number, rate: number): number {
  return Math.floor((netCents * (10000 + rate) + 5000) / 10000);
}

/** The net cents whose gross is `gross` at `rate` (to the cent where one exists): 695 → 574 at 21 %. */
export function netFromGross(gross: number, rate: number): number {
  return Math.round((gross * 10000) / (10000 + rate));
}

/** A rate in basis points as the percentage people read: 2100 → 21, 550 → 5.5. */
export function ratePercent(rate: number): number {
  return rate / 100;
}

/** Cents as euros with two decimals, as the API answers prices. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : euros(cents);
}
