/**
 * How every change of a cart runs: in one transaction on the locked cart row, so two requests for
 * one cart take turns. A refused change throws and rolls back, so it changes nothing (not even
 * creating the cart). After the change, what it made stale leaves: an offer without its lines, a
 * discount code that no longer applies.
 */
import type { Language } from '../http/language.ts';
import { cartInvoiceForVat } from './cart-address.ts';
import type { CartContext } from './context.ts';
import { askViesFirst } from './delivery.ts';
import { type CartOwner, cartKeyOf, createCart } from './owner.ts';
import { cartSubtotals, discountApplies, priceModeOfCart } from './pricing.ts';
import type { CartOps, CartRow } from './repository.ts';
import { type CartView, cartView } from './view.ts';

/**
 * One change of the owner's cart, in a transaction on its locked row. Without a cart: `create`
 * makes one (a guest gets a new token, answered as `token`), else nothing happens.
 */
export async function change(
  { repo, now }: CartContext,
  owner: CartOwner,
  lang: Language,
  create: boolean,
  work: (tx: CartOps, cart: CartRow) => Promise<void>,
): Promise<{ cart: CartView; token?: string }> {
  let token: string | undefined;
  // VIES is asked (or its answer found) before the transaction, never while the cart is locked.
  const known = cartKeyOf(owner, now);
  const current = known ? await repo.find(known) : undefined;
  if (current) await askViesFirst(repo, current.shippingCountryId, cartInvoiceForVat(current));
  const cart = await repo.transaction(async (tx) => {
    const key = cartKeyOf(owner, now);
    let row = key ? await tx.find(key, { lock: true }) : undefined;
    if (!row) {
      if (!create) return cartView(tx, undefined, lang, now);
      ({ row, token } = await createCart(tx, owner, now));
    }
    await work(tx, row);
    await dropSpentOffer(tx, row.id);
    await dropStaleDiscount(tx, row.id, now);
    await tx.update(row.id, {});
    return cartView(tx, await tx.byId(row.id), lang, now);
  });
  return { cart, token };
}

/**
 * A code that no longer applies after a change (expired, below its minimum order, or the cart
 * now names a quote) leaves the cart; true when one left.
 */
export async function dropStaleDiscount(tx: CartOps, cartId: number, now: () => Date): Promise<boolean> {
  const cart = await tx.byId(cartId);
  if (!cart?.discountCodeId) return false;
  const [discount, subtotals, mode] = await Promise.all([
    tx.discountById(cart.discountCodeId),
    cartSubtotals(tx, cart),
    priceModeOfCart(tx, cart),
  ]);
  if (!cart.offerId && discountApplies(discount, subtotals, mode, now)) return false;
  await tx.update(cartId, { discountCodeId: null });
  return true;
}

/** A cart whose offer lines are all gone is an offer cart no more. */
async function dropSpentOffer(tx: CartOps, cartId: number) {
  const cart = await tx.byId(cartId);
  if (!cart?.offerId) return;
  if (!(await tx.items(cartId)).some((i) => i.lockedPriceNet !== null))
    await tx.update(cartId, { offerId: null });
}
