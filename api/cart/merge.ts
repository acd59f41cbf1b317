/**
 * Lines that come into a cart from elsewhere: the guest's cart at login, a quote (decision 021),
 * and a past order (reorder). Each fills the cart within the line limits (lines.ts).
 */
import type { Language } from '../http/language.ts';
import { change, dropStaleDiscount } from './change.ts';
import type { CartContext } from './context.ts';
import { CART_LIMITS } from './lines.ts';
import { type CartOwner, cartKeyOf } from './owner.ts';

/** What a login's cart merge did: lines merged into the customer's, a code dropped beside a quote. */
interface MergeResult {
  merged: boolean;
  discountCodeRemoved: boolean;
}

/** A line's amount with `adding` more: capped at the stock and 999, never below what it held. */
const cappedTotal = (inCart: number, adding: number, stock: number) =>
  Math.max(inCart, Math.min(inCart + adding, stock, CART_LIMITS.maxAmount));

/** The calls that fill a cart from elsewhere. */
export function cartMerges(ctx: CartContext) {
  const { repo, now } = ctx;
  return {
    /**
     * At login (auth service): the guest cart of `guestToken` goes to the customer and is deleted.
     * Answers `scart_items_merged`: true only when guest lines went into a customer cart that had
     * lines already (the visitor then sees a cart that is not the one they just filled). When the
     * customer's cart was empty (or there was none), the guest's lines move over unchanged, with
     * its discount code and address data where the customer's cart has none: false, nothing to tell.
     * Merged amounts are added, capped at the stock and 999 (never below what the customer had);
     * lines beyond the 100-line limit and options no longer sold stay behind. A discount code that
     * would end up beside a quote (one cart's code, the other's quote) is dropped, and
     * `discountCodeRemoved` says so (the login answer tells the visitor).
     */
    async mergeAtLogin(customerId: number, guestToken: string | undefined): Promise<MergeResult> {
      const none: MergeResult = { merged: false, discountCodeRemoved: false };
      const guestKey = cartKeyOf({ guestToken }, now);
      if (!guestKey) return none;
      return repo.transaction(async (tx) => {
        const guest = await tx.find(guestKey, { lock: true });
        if (!guest) return none;
        const guestItems = await tx.items(guest.id);
        const own = await tx.createForCustomer(customerId);
        const ownItems = await tx.items(own.id);
        let merged = false;
        if (ownItems.length === 0) {
          // Moved unchanged: an offer's lines keep their locked prices and the cart its offer.
          for (const item of guestItems)
            await tx.setAmount(own.id, item.poId, item.amount, item.lockedPriceNet);
          if (guest.offerId) await tx.update(own.id, { offerId: guest.offerId, discountCodeId: null });
        } else {
          const options = await tx.options(
            guestItems.map((i) => i.poId),
            1,
          );
          const stockOf = new Map(options.map((o) => [o.id, o.stock]));
          const inCartOf = new Map(ownItems.map((i) => [i.poId, i.amount]));
          let lineCount = ownItems.length;
          for (const item of guestItems) {
            const stock = stockOf.get(item.poId);
            if (stock === undefined) continue;
            const inCart = inCartOf.get(item.poId) ?? 0;
            if (inCart === 0 && lineCount >= CART_LIMITS.maxLines) continue;
            const total = cappedTotal(inCart, item.amount, stock);
            if (total === inCart) continue;
            if (inCart === 0) lineCount++;
            await tx.setAmount(own.id, item.poId, total);
            merged = true;
          }
        }
        await tx.update(own.id, {
          discountCodeId: own.discountCodeId ?? guest.discountCodeId,
          guestAddressData: own.guestAddressData ?? guest.guestAddressData,
        });
        await tx.deleteCart(guest.id);
        // The code the visitor entered in either cart, gone because the merged cart names a quote.
        const hadCode = (guest.discountCodeId ?? own.discountCodeId) !== null;
        const dropped = await dropStaleDiscount(tx, own.id, now);
        const result = await tx.byId(own.id);
        return { merged, discountCodeRemoved: hadCode && dropped && result?.offerId != null };
      });
    },

    /**
     * An offer becomes the owner's cart (decision 021; the caller checked that it is open): the
     * cart's lines are replaced by the quote's, each locked at the quote's net unit price, the cart
     * names the offer and a discount code leaves. A guest without a cart gets one (and its token).
     */
    applyOffer(
      owner: CartOwner,
      lang: Language,
      offerId: number,
      lines: { poId: number; amount: number; priceNet: number }[],
    ) {
      return change(ctx, owner, lang, true, async (tx, cart) => {
        await tx.clearItems(cart.id);
        for (const l of lines) await tx.setAmount(cart.id, l.poId, l.amount, l.priceNet);
        await tx.update(cart.id, { offerId, discountCodeId: null });
      });
    },

    /**
     * Reorder: the order's lines go into the customer's cart at today's prices, as many as the
     * stock (and 999) allow on top of what the cart holds; lines whose option is gone, no longer
     * sold, out of stock or beyond the 100-line limit are `unavailable`. `added[].amount` is what
     * was added now.
     */
    async reorder(
      customerId: number,
      lang: Language,
      lines: { poId: number | null; name: string; sku: string; amount: number }[],
    ) {
      return repo.transaction(async (tx) => {
        const cart = await tx.createForCustomer(customerId);
        const ids = [...new Set(lines.flatMap((l) => (l.poId === null ? [] : [l.poId])))];
        const [options, items] = await Promise.all([tx.options(ids, lang.id), tx.items(cart.id)]);
        const optionOf = new Map(options.map((o) => [o.id, o]));
        const inCartOf = new Map(items.map((i) => [i.poId, i.amount]));
        const wanted = new Map<number, number>();
        const unavailable: { name: string; sku: string }[] = [];
        for (const line of lines) {
          const option = line.poId === null ? undefined : optionOf.get(line.poId);
          if (!option || option.stock <= 0) unavailable.push({ name: line.name, sku: line.sku });
          else wanted.set(option.id, (wanted.get(option.id) ?? 0) + line.amount);
        }
        const added: { po_id: number; name: string; amount: number }[] = [];
        let lineCount = items.length;
        for (const [poId, amount] of wanted) {
          const option = optionOf.get(poId)!;
          const inCart = inCartOf.get(poId) ?? 0;
          if (inCart === 0 && lineCount >= CART_LIMITS.maxLines) {
            for (const l of lines) if (l.poId === poId) unavailable.push({ name: l.name, sku: l.sku });
            continue;
          }
          const total = cappedTotal(inCart, amount, option.stock);
          if (inCart === 0) lineCount++;
          if (total > inCart) await tx.setAmount(cart.id, poId, total);
          added.push({ po_id: poId, name: option.name, amount: total - inCart });
        }
        await tx.update(cart.id, {});
        await dropStaleDiscount(tx, cart.id, now);
        return { added, unavailable };
      });
    },
  };
}
