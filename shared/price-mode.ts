/**
 * Which prices a visitor sees (spec 1, 6): dealers and trade accounts net, other customers gross;
 * a visitor who is not logged in chooses with the "incl. btw / excl. btw" toggle, kept in the
 * `price_mode` cookie (read by the server render and the page cache's key).
 */
export type PriceMode = 'gross' | 'net';

export const PRICE_MODE_COOKIE = 'price_mode';
/** A year: a business buyer keeps the choice between visits. */
export const PRICE_MODE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function parsePriceMode(value: unknown): PriceMode {
  return value === 'net' ? 'net' : 'gross';
}

export function priceModeOf(
  customer: { is_dealer: boolean; is_unit4: boolean } | null,
  guestMode: PriceMode = 'gross',
): PriceMode {
  if (!customer) return guestMode;
  return customer.is_dealer || customer.is_unit4 ? 'net' : 'gross';
}
