/**
 * The cart's arithmetic (decisions 018 and 050), in integer cents; euros only at the edge (`totalsInEuros`).
 * - every line has its VAT rate (its product's class in the country of delivery); its gross is
 *   grossCents(net unit price, rate) × amount, so a line's gross is what the product page shows
 *   times the amount;
 * - a percentage applies to the items' net subtotal, rounded half up to the cent, split over the
 *   rates in proportion to their lines' net (largest remainder, so the parts add up to the cent),
 *   each part grossed at its rate;
 * - a fixed amount (decision 095) is taken off exactly, capped at the items' total, in the prices the
 *   cart's owner sees: a consumer's gross total loses the advertised gross amount, split over the
 *   rates in proportion to their lines' gross, each part's net at its rate (so € 5 off is € 5,00 off
 *   coffee at 9 % and off a mixed cart alike); a dealer's net total loses its net equivalent, split
 *   in proportion to net and grossed per rate;
 * - shipping: the method's gross price for the country, 0 from its free-shipping threshold (gross
 *   after discount) up, and 0 for an empty cart; split over the rates in proportion to their lines'
 *   gross after discount, each part's net at its rate (Dutch practice for a mixed supply);
 * - VAT per rate = that rate's gross − its net; the totals are the sums of the rates' parts.
 */
import type { PriceMode } from '../../shared/price-mode.ts';
import { euros, grossCents, netFromGross, STANDARD_RATE } from '../lib/money.ts';

export interface PricedLine {
  /** net unit price in cents */
  netCents: number;
  amount: number;
  /** VAT rate in basis points (2100 = 21 %) */
  rate: number;
}

export interface DiscountRule {
  kind: 'percent' | 'amount';
  /** percent (1–100) or cents in `amountBasis` */
  value: number;
  /** an amount's basis as the code is advertised: gross ("€ 5 korting") or net; absent: net */
  amountBasis?: PriceMode;
  /** cents the items must reach (before discount), in `minOrderBasis`: as the code is advertised */
  minOrder: number;
  /** gross: "vanaf € 25 incl. btw"; net: "vanaf € 20,66 excl. btw" */
  minOrderBasis: PriceMode;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
}

export interface ShippingRule {
  /** gross cents */
  priceGross: number;
  /** gross cents after discount from which shipping is free; null: never free (or always free at 0) */
  freeFromGross: number | null;
}

interface CartTotalsCents {
  net: number;
  gross: number;
  discount: number;
  discountGross: number;
  netAfterDiscount: number;
  grossAfterDiscount: number;
  shipping: number;
  shippingGross: number;
  toPay: number;
  toPayGross: number;
  vat: number;
  /** per rate, highest first: net after discount incl. its share of shipping, and its VAT */
  vatLines: VatLine[];
  freeShippingThreshold: number;
  freeShippingRemaining: number;
}

interface VatLine {
  /** basis points */
  rate: number;
  /** net cents the rate applies to */
  base: number;
  vat: number;
}

export function lineNet(line: PricedLine): number {
  return line.netCents * line.amount;
}

export function lineGross(line: PricedLine): number {
  return grossCents(line.netCents, line.rate) * line.amount;
}

/**
 * `total` split into integer parts in proportion to `weights` (largest remainder: the parts add up
 * to `total` exactly; ties go to the earlier weight). All weights 0: all to the first.
 */
export function splitCents(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * A fixed amount in the prices `mode` (decision 095): as stored, or converted at the standard rate
 * (€ 5,00 gross is € 4,13 net; 413 net is € 5,00 gross).
 */
export function amountIn(rule: Pick<DiscountRule, 'value' | 'amountBasis'>, mode: PriceMode): number {
  const value = Math.max(rule.value, 0);
  const basis = rule.amountBasis ?? 'net';
  if (basis === mode) return value;
  return mode === 'gross' ? grossCents(value, STANDARD_RATE) : netFromGross(value, STANDARD_RATE);
}

/** The discount on a net subtotal: percent rounded half up, an amount never more than the subtotal. */
export function discountNet(rule: Pick<DiscountRule, 'kind' | 'value'>, netSubtotal: number): number {
  if (netSubtotal <= 0) return 0;
  if (rule.kind === 'percent') {
    const percent = Math.min(Math.max(rule.value, 0), 100);
    return Math.floor((netSubtotal * percent + 50) / 100);
  }
  return Math.min(Math.max(rule.value, 0), netSubtotal);
}

export type DiscountProblem = 'inactive' | 'not_yet_valid' | 'expired' | 'min_order';

/**
 * A code's minimum order in the prices a visitor sees (spec 1: dealers and trade accounts net,
 * everyone else gross): as stored, or converted at the standard rate. A net minimum's gross is its
 * grossCents; a gross minimum's net is the least net whose grossCents reaches it (€ 25,00 → € 20,66,
 * 2066 × 1.21 = 24.9986).
 */
export function minOrderIn(rule: Pick<DiscountRule, 'minOrder' | 'minOrderBasis'>, mode: PriceMode): number {
  if (mode === rule.minOrderBasis) return rule.minOrder;
  if (mode === 'gross') return grossCents(rule.minOrder, STANDARD_RATE);
  return Math.max(0, Math.ceil((rule.minOrder * 10000 - 5000) / (10000 + STANDARD_RATE)));
}

/** The items' subtotals before discount: net, and gross as the lines add up (lineGross). */
export interface Subtotals {
  net: number;
  gross: number;
}

/**
 * Why a code does not apply now to a cart with these subtotals, or null when it does. The minimum
 * is checked like with like in the visitor's prices (`mode`): gross subtotal against the gross
 * minimum, net against net, so the amount the refusal names is the one the cart must reach.
 */
export function discountProblem(
  rule: DiscountRule,
  subtotals: Subtotals,
  mode: PriceMode,
  now: Date,
): DiscountProblem | null {
  if (!rule.active) return 'inactive';
  if (rule.validFrom && rule.validFrom.getTime() > now.getTime()) return 'not_yet_valid';
  if (rule.validUntil && rule.validUntil.getTime() < now.getTime()) return 'expired';
  if (subtotals[mode] < minOrderIn(rule, mode)) return 'min_order';
  return null;
}

/**
 * The discount per rate group: net and gross parts. A percentage, and an amount in net prices, is
 * taken off the net and grossed per rate; an amount in gross prices is taken off the gross and its
 * parts' net found per rate (each part at most its group's net and gross).
 */
function discountParts(
  discount: Pick<DiscountRule, 'kind' | 'value' | 'amountBasis'> | null,
  groups: { rate: number; net: number; gross: number }[],
  mode: PriceMode,
): { net: number[]; gross: number[] } {
  const zero = groups.map(() => 0);
  if (!discount) return { net: zero, gross: zero };
  const net = groups.reduce((sum, g) => sum + g.net, 0);
  if (discount.kind === 'amount' && mode === 'gross') {
    const gross = groups.reduce((sum, g) => sum + g.gross, 0);
    const off = Math.min(amountIn(discount, 'gross'), gross);
    const grossParts = splitCents(
      off,
      groups.map((g) => g.gross),
    );
    return {
      gross: grossParts,
      net: grossParts.map((part, i) =>
        part === groups[i]!.gross
          ? groups[i]!.net
          : Math.min(netFromGross(part, groups[i]!.rate), groups[i]!.net),
      ),
    };
  }
  const off =
    discount.kind === 'amount'
      ? discountNet({ kind: 'amount', value: amountIn(discount, 'net') }, net)
      : discountNet(discount, net);
  const netParts = splitCents(
    off,
    groups.map((g) => g.net),
  );
  return { net: netParts, gross: groups.map((g, i) => Math.min(grossCents(netParts[i]!, g.rate), g.gross)) };
}

/**
 * The totals of a cart. `discount` is applied as given (the caller decided it applies), a fixed
 * amount in the prices `mode` (the cart owner's: consumers gross, dealers net);
 * `freeShippingThreshold` is the shop's threshold (gross cents) the cart reports.
 */
export function cartTotals(
  lines: PricedLine[],
  discount: Pick<DiscountRule, 'kind' | 'value' | 'amountBasis'> | null,
  shipping: ShippingRule,
  freeShippingThreshold: number,
  mode: PriceMode = 'net',
): CartTotalsCents {
  const rates = [...new Set(lines.map((l) => l.rate))].sort((a, b) => b - a);
  const groups = rates.map((rate) => {
    const of = lines.filter((l) => l.rate === rate);
    return {
      rate,
      net: of.reduce((sum, l) => sum + lineNet(l), 0),
      gross: of.reduce((sum, l) => sum + lineGross(l), 0),
    };
  });
  const net = groups.reduce((sum, g) => sum + g.net, 0);
  const gross = groups.reduce((sum, g) => sum + g.gross, 0);
  const parts = discountParts(discount, groups, mode);
  const discountNetParts = parts.net;
  const discountGrossParts = parts.gross;
  const discountCents = discountNetParts.reduce((a, b) => a + b, 0);
  const discountGross = discountGrossParts.reduce((a, b) => a + b, 0);
  const netAfterDiscount = net - discountCents;
  const grossAfterDiscount = gross - discountGross;
  const free =
    lines.length === 0 || (shipping.freeFromGross !== null && grossAfterDiscount >= shipping.freeFromGross);
  const shippingGross = free ? 0 : shipping.priceGross;
  const shippingParts = splitCents(
    shippingGross,
    groups.map((g, i) => g.gross - discountGrossParts[i]!),
  );
  const shippingNetParts = groups.map((g, i) => netFromGross(shippingParts[i]!, g.rate));
  const shippingNet = shippingNetParts.reduce((a, b) => a + b, 0);
  const vatLines = groups.map((g, i) => {
    const base = g.net - discountNetParts[i]! + shippingNetParts[i]!;
    const withVat = g.gross - discountGrossParts[i]! + shippingParts[i]!;
    return { rate: g.rate, base, vat: withVat - base };
  });
  const toPay = netAfterDiscount + shippingNet;
  const toPayGross = grossAfterDiscount + shippingGross;
  return {
    net,
    gross,
    discount: discountCents,
    discountGross,
    netAfterDiscount,
    grossAfterDiscount,
    shipping: shippingNet,
    shippingGross,
    toPay,
    toPayGross,
    vat: toPayGross - toPay,
    vatLines,
    freeShippingThreshold,
    freeShippingRemaining:
      shipping.freeFromGross === null ? 0 : Math.max(0, shipping.freeFromGross - grossAfterDiscount),
  };
}

/** The contract's `cartTotals` (euros). */
export function totalsInEuros(t: CartTotalsCents) {
  return {
    net: euros(t.net),
    gross: euros(t.gross),
    discount: euros(t.discount),
    discount_gross: euros(t.discountGross),
    netAfterDiscount: euros(t.netAfterDiscount),
    grossAfterDiscount: euros(t.grossAfterDiscount),
    shipping: euros(t.shipping),
    shipping_gross: euros(t.shippingGross),
    to_pay: euros(t.toPay),
    to_pay_gross: euros(t.toPayGross),
    vat: euros(t.vat),
    vat_rates: t.vatLines.map((v) => ({ rate: v.rate / 100, base: euros(v.base), vat: euros(v.vat) })),
    free_shipping_threshold: euros(t.freeShippingThreshold),
    free_shipping_remaining: euros(t.freeShippingRemaining),
  };
}
