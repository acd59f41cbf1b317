/**
 * Where an order goes decides its VAT and its shipping (decisions 050 and 072):
 * - home country (the Netherlands): the home rates per tax class;
 * - another EU country, a consumer: that country's rates (the EU one-stop-shop rule);
 * - another EU country, a business whose invoice carries a company name and a VAT number of another
 *   EU country that passes its check digits and that VIES confirms (decision 072,
 *   ./reverse-charge.ts): 0 %, reverse charged (the order, PDF and mail carry the legal note and
 *   VIES's consultation number);
 * - outside the EU: no VAT (an export), and a shipping price of its own.
 * Shipping methods and prices are per country (`shipping_rates`); a country without them, or marked
 * as not shipped to, takes no orders.
 */
import type { TaxClass } from '../db/schema.ts';
import { netFromGross } from '../lib/money.ts';

/** The shop's own country: its rates are the catalogue's (products.price_gross). */
export const HOME_COUNTRY_ISO = 'NL';
export const HOME_COUNTRY_ID = 1;

export type VatRegime = 'domestic' | 'oss' | 'reverse_charge' | 'export';

export interface ShippingRate {
  methodId: number;
  /** gross cents, the country's VAT included */
  priceGross: number;
  freeFromGross: number | null;
  /** working days to delivery (decision 096); absent or null: no promise */
  deliveryDaysMin?: number | null;
  deliveryDaysMax?: number | null;
}

export interface Destination {
  country: { id: number; iso: string; eu: boolean; ships: boolean };
  /** basis points per tax class; missing: none charged */
  rates: Partial<Record<TaxClass, number>>;
  homeRates: Partial<Record<TaxClass, number>>;
  shipping: ShippingRate[];
}

/**
 * The VAT regime of a sale to `destination`: reverse charged only when the invoice's VAT number
 * was confirmed (./reverse-charge.ts: a company, check digits, VIES; decision 072).
 */
export function vatRegime(destination: Destination, reverseCharged: boolean): VatRegime {
  const { country } = destination;
  if (country.iso === HOME_COUNTRY_ISO) return 'domestic';
  if (!country.eu) return 'export';
  return reverseCharged ? 'reverse_charge' : 'oss';
}

/** The rate (basis points) a product of `taxClass` is charged at under `regime`. */
export function rateFor(destination: Destination, regime: VatRegime, taxClass: TaxClass): number {
  if (regime === 'reverse_charge' || regime === 'export') return 0;
  const rates = regime === 'domestic' ? destination.homeRates : destination.rates;
  return rates[taxClass] ?? destination.homeRates[taxClass] ?? 0;
}

/**
 * A shipping price as charged under `regime`: as stated (the country's VAT included) for consumers
 * and exports; without the country's standard VAT when reverse charged.
 */
export function shippingPriceFor(destination: Destination, regime: VatRegime, priceGross: number): number {
  if (regime !== 'reverse_charge') return priceGross;
  return netFromGross(priceGross, destination.rates.high ?? 0);
}

/** The shop delivers there: marked as shipped to and with at least one shipping method. */
export function shipsTo(destination: Destination): boolean {
  return destination.country.ships && destination.shipping.length > 0;
}
