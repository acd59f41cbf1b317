/**
 * The cart's lines (spec 7, decision 018): adding, setting and removing them within the limits
 * (stock, 999 of an option, 100 lines) and, for a quote's line, never above what the quote names.
 * Every answer is the whole cart; the refusals are in the request's language (spec 8 shows the
 * server's message in a toast).
 */
import { HttpError } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import { change } from './change.ts';
import type { CartContext } from './context.ts';
import type { CartOwner } from './owner.ts';
import type { CartOps, CartRow } from './repository.ts';

export const CART_LIMITS = { maxAmount: 999, maxLines: 100 } as const;

/** What a person reads in a toast: in the request's language. */
const text = {
  optionNotFound: {
    nl: 'Dit product bestaat niet (meer).',
    en: 'This product does not exist (any more).',
  } satisfies Record<Locale, string>,
  outOfStock: (l: Locale, name: string) =>
    l === 'en' ? `${name} is out of stock.` : `${name} is niet op voorraad.`,
  insufficientStock: (l: Locale, name: string, stock: number, inCart: number) =>
    l === 'en'
      ? `Only ${stock} of ${name} in stock${inCart ? `; you already have ${inCart} in your cart` : ''}.`
      : `Er ${stock === 1 ? 'is' : 'zijn'} nog maar ${stock} van ${name} op voorraad${inCart ? `; u heeft er al ${inCart} in uw winkelwagen` : ''}.`,
  amountLimit: (l: Locale, name: string) =>
    l === 'en'
      ? `You can order at most ${CART_LIMITS.maxAmount} of ${name}.`
      : `U kunt ten hoogste ${CART_LIMITS.maxAmount} van ${name} bestellen.`,
  cartFull: {
    nl: `Uw winkelwagen kan ten hoogste ${CART_LIMITS.maxLines} verschillende producten bevatten.`,
    en: `Your cart can hold at most ${CART_LIMITS.maxLines} different products.`,
  } satisfies Record<Locale, string>,
  offerAmount: (l: Locale, name: string, quoted: number) =>
    l === 'en'
      ? `The quote is for at most ${quoted} of ${name}; order more in a separate order.`
      : `De offerte geldt voor ten hoogste ${quoted} van ${name}; bestel meer in een aparte bestelling.`,
};

/** The line calls, answering the whole cart (and a guest's new cart token). */
export function lineChanges(ctx: CartContext) {
  return {
    /** `POST shoppingCart/add`: adds to the line (existing + amount must fit the stock and 999). */
    add(owner: CartOwner, lang: Language, poId: number, amount: number) {
      return change(ctx, owner, lang, true, (tx, cart) =>
        putLines(tx, cart, lang, new Map([[poId, amount]]), 'add'),
      );
    },

    /** `POST shoppingCart/set`: the line's amount; 0 removes it. */
    set(owner: CartOwner, lang: Language, poId: number, amount: number) {
      if (amount === 0) return change(ctx, owner, lang, false, (tx, cart) => tx.removeItem(cart.id, poId));
      return change(ctx, owner, lang, true, (tx, cart) =>
        putLines(tx, cart, lang, new Map([[poId, amount]]), 'set'),
      );
    },

    /** `DELETE shoppingCart/{po_id}`: idempotent (a line that is not there is simply not there). */
    remove(owner: CartOwner, lang: Language, poId: number) {
      return change(ctx, owner, lang, false, (tx, cart) => tx.removeItem(cart.id, poId));
    },

    /** `POST shoppingCart/addMany`: all lines or none (the same option twice counts once, summed). */
    addMany(owner: CartOwner, lang: Language, items: { po_id: number; amount: number }[]) {
      const wanted = new Map<number, number>();
      for (const item of items) wanted.set(item.po_id, (wanted.get(item.po_id) ?? 0) + item.amount);
      return change(ctx, owner, lang, true, (tx, cart) => putLines(tx, cart, lang, wanted, 'add'));
    },
  };
}

/** Puts `wanted` units of each option in the cart (after the checks); `inCart` is what the line held. */
async function putLines(
  tx: CartOps,
  cart: CartRow,
  lang: Language,
  wanted: Map<number, number>,
  mode: 'add' | 'set',
) {
  const ids = [...wanted.keys()];
  const [options, items, quoted] = await Promise.all([
    tx.options(ids, lang.id),
    tx.items(cart.id),
    cart.offerId ? tx.offerAmounts(cart.offerId) : Promise.resolve(new Map<number, number>()),
  ]);
  const optionOf = new Map(options.map((o) => [o.id, o]));
  const inCartOf = new Map(items.map((i) => [i.poId, i.amount]));
  const lockedIds = new Set(items.filter((i) => i.lockedPriceNet !== null).map((i) => i.poId));
  let lineCount = items.length;
  const writes: [number, number][] = [];
  for (const [poId, amount] of wanted) {
    const option = optionOf.get(poId);
    if (!option) throw new HttpError(404, 'option_not_found', text.optionNotFound[lang.locale]);
    const inCart = inCartOf.get(poId) ?? 0;
    const total = mode === 'add' ? inCart + amount : amount;
    const isNew = !inCartOf.has(poId);
    checkLine(lang, option, mode === 'add' ? inCart : 0, total, isNew, lineCount);
    // A quote's line can be lowered or removed, never raised above what the quote names.
    const most = lockedIds.has(poId) ? (quoted.get(poId) ?? 0) : Number.POSITIVE_INFINITY;
    if (total > Math.max(most, inCart))
      throw new HttpError(409, 'offer_amount', text.offerAmount(lang.locale, option.name, most));
    if (isNew) lineCount++;
    writes.push([poId, total]);
  }
  for (const [poId, total] of writes) await tx.setAmount(cart.id, poId, total);
}

/** Amounts and the lines limit for one line that is to hold `wanted` units; throws 409 when it cannot. */
function checkLine(
  lang: Language,
  option: { stock: number; name: string },
  inCart: number,
  wanted: number,
  isNewLine: boolean,
  lineCount: number,
) {
  if (option.stock <= 0) throw new HttpError(409, 'out_of_stock', text.outOfStock(lang.locale, option.name));
  if (wanted > option.stock) {
    throw new HttpError(
      409,
      'insufficient_stock',
      text.insufficientStock(lang.locale, option.name, option.stock, inCart),
    );
  }
  if (wanted > CART_LIMITS.maxAmount)
    throw new HttpError(409, 'amount_limit', text.amountLimit(lang.locale, option.name));
  if (isNewLine && lineCount >= CART_LIMITS.maxLines)
    throw new HttpError(409, 'cart_full', text.cartFull[lang.locale]);
}
