/**
 * The cart ("scart", decision 018), put together from its parts, each one job:
 * - owner.ts: whose cart a request means (the customer's, or a guest's by its cart token);
 * - change.ts: every change in one transaction on the locked cart row, and what it makes stale;
 * - lines.ts: adding, setting and removing lines within the limits (CART_LIMITS);
 * - discount-code.ts: the discount code and why one is refused;
 * - checkout-data.ts: the checkout's addresses and choices kept on the cart (cart-address.ts:
 *   an address as the cart and the order keep it);
 * - merge.ts: lines from elsewhere (the guest's cart at login, a quote, a past order);
 * - methods.ts: the shipping and payment methods; delivery.ts: the destination and its VAT;
 * - pricing.ts and view.ts: the cart priced afresh and answered in the contract's shape
 *   (shared/contract/cart.ts), with totals from totals.ts.
 */
import type { Language } from '../http/language.ts';
import { checkoutData } from './checkout-data.ts';
import type { CartContext } from './context.ts';
import { discountCodes } from './discount-code.ts';
import { lineChanges } from './lines.ts';
import { cartMerges } from './merge.ts';
import { cartSettings, methodLists } from './methods.ts';
import { type CartOwner, cartKeyOf } from './owner.ts';
import { type PriceChoice, priceCart } from './pricing.ts';
import type { CartOps, CartRepository, CartRow } from './repository.ts';
import { ownCartView } from './view.ts';

export function createCartService(repo: CartRepository, options: { now?: () => Date } = {}) {
  const ctx: CartContext = { repo, now: options.now ?? (() => new Date()) };
  return {
    // What the checkout prices and checks an order with.
    keyOf: (owner: CartOwner) => cartKeyOf(owner, ctx.now),
    priceCart: (ops: CartOps, cart: CartRow | undefined, lang: Language, choice?: PriceChoice) =>
      priceCart(ops, cart, lang, ctx.now, choice),
    settings: (ops: CartOps = repo) => cartSettings(ops),

    /** `GET shoppingCart`: the owner's cart, or an empty one (creates nothing). */
    get: (owner: CartOwner, lang: Language) => ownCartView(ctx, owner, lang),
    ...lineChanges(ctx),
    ...discountCodes(ctx),
    ...checkoutData(ctx),
    ...methodLists(ctx),
    ...cartMerges(ctx),
  };
}
export type CartService = ReturnType<typeof createCartService>;
