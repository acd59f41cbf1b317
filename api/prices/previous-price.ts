/**
 * The previous price a reduction announces (decision 095): Directive 98/6/EC art. 6a as the
 * Netherlands implemented it in the Besluit prijsaanduiding producten, art. 5a.
 * - lid 1: a price shown as reduced states as its previous price the lowest price the seller
 *   applied in the 30 days before the reduction;
 * - lid 3: a reduction increased progressively may keep, for up to three calendar months from the
 *   first reduction, the previous price of that first reduction (the shop does so);
 * - lid 2 (perishable goods: the price just before) does not apply to this shop's goods.
 * Computed when a price changes, never per request: the result is stored with the option.
 */

export const PERIOD_DAYS = 30;
/** Art. 5a(3): how long a progressive reduction may keep its first previous price. */
export const PROGRESSIVE_MONTHS = 3;
const DAY_MS = 86_400_000;

/** A price that held from `validFrom` until the next point of the same option. */
export interface PricePoint {
  priceNet: number;
  validFrom: Date;
}

/** An option's price and the reduction it announces, as stored. */
export interface OptionPricing {
  priceNet: number;
  /** the previous price shown struck through; null: not shown as reduced */
  oldPriceNet: number | null;
  /** when the reduction began (the first one of a progressive reduction) */
  reducedSince: Date | null;
}

/**
 * The lowest price in effect at any moment of the `PERIOD_DAYS` before `at`: the one in effect when
 * the period began and every later one before `at`. null when the history has nothing before `at`.
 */
export function lowestBefore(history: readonly PricePoint[], at: Date): number | null {
  const start = at.getTime() - PERIOD_DAYS * DAY_MS;
  const before = history
    .filter((p) => p.validFrom.getTime() < at.getTime())
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let lowest: number | null = null;
  before.forEach((p, i) => {
    const next = before[i + 1];
    const endsAfterStart = next === undefined || next.validFrom.getTime() > start;
    if (endsAfterStart && (lowest === null || p.priceNet < lowest)) lowest = p.priceNet;
  });
  return lowest;
}

/** `date` plus `months` calendar months (the 31st of a shorter month: its last day). */
export function addCalendarMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The option's pricing after its price becomes `priceNet` at `at`, given its history before `at`.
 * A raise (or a price no lower than the period's lowest) announces no reduction; a reduction below
 * the period's lowest announces that lowest; a further reduction within three calendar months of
 * an ongoing reduction's start keeps that reduction's previous price.
 */
export function priceAfterChange(
  current: OptionPricing,
  history: readonly PricePoint[],
  priceNet: number,
  at: Date,
): OptionPricing {
  if (priceNet === current.priceNet) return current;
  if (
    priceNet < current.priceNet &&
    current.oldPriceNet !== null &&
    current.reducedSince !== null &&
    priceNet < current.oldPriceNet &&
    at.getTime() <= addCalendarMonths(current.reducedSince, PROGRESSIVE_MONTHS).getTime()
  ) {
    return { priceNet, oldPriceNet: current.oldPriceNet, reducedSince: current.reducedSince };
  }
  const lowest = lowestBefore(history, at);
  if (lowest !== null && priceNet < lowest) return { priceNet, oldPriceNet: lowest, reducedSince: at };
  return { priceNet, oldPriceNet: null, reducedSince: null };
}
