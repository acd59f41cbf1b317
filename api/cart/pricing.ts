/**
 * The cart priced afresh (decisions 018, 021, 050 and 072): prices and stock are read on every answer
 * (only po_id and amount are stored, and, for the lines of an open offer, the quote's net unit
 * price), each line rated where the order goes, the discount that applies now and the totals.
 */
import type { PriceMode } from '../../shared/price-mode.ts';
import { offerStatus } from '../customer/service.ts';
import type { Language } from '../http/language.ts';
import { HOME_COUNTRY_ID } from '../tax/destination.ts';
import type { InvoiceForVat, VatCheck } from '../tax/reverse-charge.ts';
import { cartInvoiceForVat } from './cart-address.ts';
import { destinationOf, rated } from './delivery.ts';
import { shippingMethodsTo } from './methods.ts';
import type { CartOps, CartRow, DiscountRow } from './repository.ts';
import {
  cartTotals,
  discountProblem,
  lineGross,
  lineNet,
  type PricedLine,
  type Subtotals,
} from './totals.ts';

/** The checkout's choices a cart is priced with instead of its own (the ones being ordered). */
export interface PriceChoice {
  shippingMethodId?: number;
  countryId?: number;
  /** the invoice's company and VAT number */
  invoice?: InvoiceForVat;
  /** the check of its VAT number made before (the order's, outside its transaction) */
  vatCheck?: VatCheck | null;
}

/** The subtotals a code's minimum is checked on. */
const subtotalsOf = (lines: PricedLine[]): Subtotals => ({
  net: lines.reduce((sum, l) => sum + lineNet(l), 0),
  gross: lines.reduce((sum, l) => sum + lineGross(l), 0),
});

/** The cart's subtotals in its destination (for a discount code's minimum). */
export async function cartSubtotals(ops: CartOps, cart: CartRow): Promise<Subtotals> {
  const [lines, { destination, regime }] = await Promise.all([
    ops.pricedLines(cart.id),
    destinationOf(ops, cart.shippingCountryId, cartInvoiceForVat(cart)),
  ]);
  return subtotalsOf(rated(lines, destination, regime));
}

/**
 * The prices the cart's owner sees, in which a code's minimum is checked and named: a dealer's or
 * trade account's net, else gross. A guest counts as a consumer (the API does not see the guest's
 * incl./excl. toggle), so gross, and the refusal says "incl. btw".
 */
export const priceModeOfCart = (ops: CartOps, cart: CartRow | undefined): Promise<PriceMode> =>
  cart?.customerId ? ops.priceModeOf(cart.customerId) : Promise.resolve('gross');

/** Whether a discount code applies now to these subtotals, in these prices. */
export const discountApplies = (
  discount: DiscountRow | undefined,
  subtotals: Subtotals,
  mode: PriceMode,
  now: () => Date,
): discount is DiscountRow =>
  discount !== undefined && discountProblem(discount, subtotals, mode, now()) === null;

/**
 * The cart's lines at today's prices and stock, each with its VAT rate where the order goes, the
 * discount that applies now and the totals in cents, with the cart's shipping method, country and
 * invoice (its company and VAT number: reverse charge), or those of `choice` (checkout: the ones
 * being ordered).
 */
export async function priceCart(
  ops: CartOps,
  cart: CartRow | undefined,
  lang: Language,
  now: () => Date,
  choice: PriceChoice = {},
) {
  const countryId = choice.countryId ?? cart?.shippingCountryId ?? HOME_COUNTRY_ID;
  const [stored, discount, quote, mode, { destination, regime, vatCheck }] = await Promise.all([
    cart ? ops.lines(cart.id, lang.id) : Promise.resolve([]),
    cart?.discountCodeId ? ops.discountById(cart.discountCodeId) : Promise.resolve(undefined),
    cart?.offerId ? ops.offer(cart.offerId) : Promise.resolve(undefined),
    priceModeOfCart(ops, cart),
    destinationOf(ops, countryId, choice.invoice ?? cartInvoiceForVat(cart), choice.vatCheck),
  ]);
  // A quote's price holds while the quote is open; after that its lines cost today's price.
  const offer = quote && offerStatus(quote.status, quote.validUntil, now()) === 'open' ? quote : undefined;
  const lines = rated(stored, destination, regime).map((l) => {
    const locked = offer !== undefined && l.lockedPriceNet !== null;
    return { ...l, locked, todayNet: l.priceNet, priceNet: locked ? l.lockedPriceNet! : l.priceNet };
  });
  const priced = lines.map((l) => ({ netCents: l.priceNet, amount: l.amount, rate: l.rate }));
  // A discount code never combines with a quote (spec 7): whatever brought the two together (a
  // merge at login, a code kept from before), a cart that names a quote is priced without it.
  const active =
    !cart?.offerId && discountApplies(discount, subtotalsOf(priced), mode, now) ? discount : null;
  const methods = shippingMethodsTo(destination, regime);
  const shippingMethodId = choice.shippingMethodId ?? cart?.shippingMethodId;
  const method = methods.find((m) => m.id === shippingMethodId) ?? methods[0];
  const rule = method ?? { priceGross: 0, freeFromGross: null };
  const threshold = methods.find((m) => !m.needsPickupPoint)?.freeFromGross ?? 0;
  const totals = cartTotals(priced, active, rule, threshold, mode);
  return { lines, priced, active, method, methods, totals, offer, destination, regime, vatCheck };
}
