/**
 * The unit price (Besluit prijsaanduiding producten art. 2 and 4, Directive 98/6/EC art. 3): a
 * product sold by weight or volume shows its price per kilogram or litre beside its selling price
 * (decision 095). The quantity is the product's net-quantity spec (specs.net_quantity: "Inhoud"
 * 250 g, 500 ml), never its name. Computed where a price is answered: two integer operations.
 */
import { euros } from '../lib/money.ts';

export type UnitBase = 'kg' | 'l';

/** A spec value as stored: the number and its spec's unit. */
export interface NetQuantity {
  value: number;
  unit: string;
}

/** A quantity in thousandths of its base unit (g of a kg, ml of a l), or null: not a weight or volume. */
export function thousandthsOf(
  q: NetQuantity | null | undefined,
): { base: UnitBase; thousandths: number } | null {
  if (!q || !(q.value > 0)) return null;
  switch (q.unit.toLowerCase()) {
    case 'g':
      return { base: 'kg', thousandths: q.value };
    case 'kg':
      return { base: 'kg', thousandths: q.value * 1000 };
    case 'ml':
      return { base: 'l', thousandths: q.value };
    case 'l':
      return { base: 'l', thousandths: q.value * 1000 };
    default:
      return null;
  }
}

/** The price per base unit, in cents, rounded half up: 1295 for 250 g → 5180 per kg. */
export function perUnitCents(priceCents: number, thousandths: number): number {
  return Math.floor((priceCents * 1000) / thousandths + 0.5);
}

/**
 * The contract's unit-price fields beside a price (euros); all null without a net quantity, and for
 * exactly 1 kg or 1 l, whose unit price is its selling price (98/6/EC art. 3(1): then not needed).
 */
export function unitPriceFields(q: NetQuantity | null | undefined, priceNet: number, priceGross: number) {
  const t = thousandthsOf(q);
  if (!t || t.thousandths === 1000) return { unit_price: null, unit_price_gross: null, unit_price_per: null };
  return {
    unit_price: euros(perUnitCents(priceNet, t.thousandths)),
    unit_price_gross: euros(perUnitCents(priceGross, t.thousandths)),
    unit_price_per: t.base,
  };
}

/** The net quantity among a product's specifications (the first net-quantity spec with a number). */
export function quantityIn(
  specs: readonly { netQuantity: boolean; numericValue: number | null; unit: string | null }[],
): NetQuantity | null {
  const s = specs.find((x) => x.netQuantity && x.numericValue !== null && x.unit !== null);
  return s ? { value: s.numericValue!, unit: s.unit! } : null;
}
