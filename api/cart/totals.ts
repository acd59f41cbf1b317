/**
 * The cart's arithmetic (decision 018), in integer cents; euros only at the edge (`totalsInEuros`).
 * - gross per line = grossCents(net unit price) × amount, so a line's gross is what the product
 *   page shows times the amount;
 * - the discount applies to the items' net subtotal: a percentage rounded half up to the cent, an
 *   amount capped at the subtotal; its gross is grossCents(discount net), capped at the items' gross;
 * - shipping: the method's gross price (net derived from it), 0 from the free-shipping threshold
 *   (gross after discount) up, and 0 for an empty cart;
 * - VAT = to pay gross − to pay net.
 */
import type { PriceMode } from '../../shared/price-mode.ts';
import { euros, grossCents, VAT_PERCENT } from '../lib/money.ts';

export interface PricedLine {
  /** net unit price in cents */
  netCents: number;
  amount: number;
}

export interface DiscountRule {
  kind: 'percent' | 'amount';
  /** percent (1–100) or net cents */
  value: number;
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

export interface CartTotalsCents {
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
  freeShippingThreshold: number;
  freeShippingRemaining: number;
}

/** The net cents whose gross is `gross` (to the cent where one exists): 695 → 574 (574 × 1.21 = 694.54 → 695). */
export function netFromGross(gross: number): number {
  return Math.round((gross * 100) / (100 + VAT_PERCENT));
}

export function lineNet(line: PricedLine): number {
  return line.netCents * line.amount;
}

export function lineGross(line: PricedLine): number {
  return grossCents(line.netCents) * line.amount;
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
 * everyone else gross): as stored, or converted. A net minimum's gross is its grossCents; a gross
 * minimum's net is the least net whose grossCents reaches it (€ 25,00 → € 20,66, 2066 × 1.21 = 24.9986).
 */
export function minOrderIn(rule: Pick<DiscountRule, 'minOrder' | 'minOrderBasis'>, mode: PriceMode): number {
  if (mode === rule.minOrderBasis) return rule.minOrder;
  if (mode === 'gross') return grossCents(rule.minOrder);
  return Math.max(0, Math.ceil((rule.minOrder * 100 - 50) / (100 + VAT_PERCENT)));
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
 * The totals of a cart. `discount` is applied as given (the caller decided it applies);
 * `freeShippingThreshold` is the shop's threshold (gross cents) the cart reports.
 */
export function cartTotals(
  lines: PricedLine[],
  discount: Pick<DiscountRule, 'kind' | 'value'> | null,
  shipping: ShippingRule,
  freeShippingThreshold: number,
): CartTotalsCents {
  const net = lines.reduce((sum, l) => sum + lineNet(l), 0);
  const gross = lines.reduce((sum, l) => sum + lineGross(l), 0);
  const discountCents = discount ? discountNet(discount, net) : 0;
  const discountGross = Math.min(grossCents(discountCents), gross);
  const netAfterDiscount = net - discountCents;
  const grossAfterDiscount = gross - discountGross;
  const free =
    lines.length === 0 || (shipping.freeFromGross !== null && grossAfterDiscount >= shipping.freeFromGross);
  const shippingGross = free ? 0 : shipping.priceGross;
  const shippingNet = free ? 0 : netFromGross(shipping.priceGross);
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
    free_shipping_threshold: euros(t.freeShippingThreshold),
    free_shipping_remaining: euros(t.freeShippingRemaining),
  };
}
