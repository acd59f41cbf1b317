/**
 * The cart's discount code (`PUT shoppingCart/discountCode`, decision 018): a code applies when it
 * is known, active, valid today and the cart reaches its minimum in the prices its owner sees; it
 * never combines with a quote (spec 7). A refused code changes nothing and says why, in the
 * request's language.
 */
import { formatPrettyPrice } from '../../shared/format.ts';
import type { PriceMode } from '../../shared/price-mode.ts';
import type { Language, Locale } from '../http/language.ts';
import { change } from './change.ts';
import type { CartContext } from './context.ts';
import type { CartOwner } from './owner.ts';
import { cartSubtotals, priceModeOfCart } from './pricing.ts';
import { type DiscountProblem, discountProblem, minOrderIn } from './totals.ts';
import { type CartView, ownCartView } from './view.ts';

type Translated = Record<Locale, string>;

/** The shop's one money format (spec 9: EUR the Dutch way), in both languages. */
const money = (cents: number) => formatPrettyPrice(cents / 100);

const text = {
  discount: {
    unknown: { nl: 'Deze kortingscode bestaat niet.', en: 'This discount code does not exist.' },
    inactive: { nl: 'Deze kortingscode is niet meer geldig.', en: 'This discount code is no longer valid.' },
    not_yet_valid: {
      nl: 'Deze kortingscode is nog niet geldig.',
      en: 'This discount code is not valid yet.',
    },
    expired: { nl: 'Deze kortingscode is verlopen.', en: 'This discount code has expired.' },
  } satisfies Record<Exclude<DiscountProblem, 'min_order'> | 'unknown', Translated>,
  offerNoDiscount: {
    nl: 'Een kortingscode is niet te combineren met een offerte.',
    en: 'A discount code cannot be combined with a quote.',
  } satisfies Translated,
  /** The minimum in the prices the visitor sees (`mode`), naming which. */
  minOrder: (l: Locale, cents: number, mode: PriceMode) =>
    l === 'en'
      ? `This discount code applies from an order of ${money(cents)} ${mode === 'net' ? 'excl.' : 'incl.'} VAT.`
      : `Deze kortingscode geldt vanaf een bestelbedrag van ${money(cents)} ${mode === 'net' ? 'excl.' : 'incl.'} btw.`,
};

/** Thrown inside the transaction to roll back a refused discount code; answered as `{ error }`. */
class DiscountRefused extends Error {}

/** The discount code call. */
export function discountCodes(ctx: CartContext) {
  return {
    /**
     * `PUT shoppingCart/discountCode`: `error` is false when the code now applies (or '' removed
     * it), else why not, in the request's language; a refused code changes nothing.
     */
    async discountCode(
      owner: CartOwner,
      lang: Language,
      code: string,
    ): Promise<{ error: string | false; cart: CartView; token?: string }> {
      const wanted = code.trim();
      let refusal: string | undefined;
      try {
        const result = await change(ctx, owner, lang, wanted !== '', async (tx, cart) => {
          if (wanted === '') {
            await tx.update(cart.id, { discountCodeId: null });
            return;
          }
          if (cart.offerId) throw new DiscountRefused(text.offerNoDiscount[lang.locale]);
          const discount = await tx.discountByCode(wanted);
          if (!discount) throw new DiscountRefused(text.discount.unknown[lang.locale]);
          const [subtotals, mode] = await Promise.all([cartSubtotals(tx, cart), priceModeOfCart(tx, cart)]);
          const problem = discountProblem(discount, subtotals, mode, ctx.now());
          if (problem === 'min_order')
            throw new DiscountRefused(text.minOrder(lang.locale, minOrderIn(discount, mode), mode));
          if (problem) throw new DiscountRefused(text.discount[problem][lang.locale]);
          await tx.update(cart.id, { discountCodeId: discount.id });
        });
        return { error: false, ...result };
      } catch (error) {
        if (!(error instanceof DiscountRefused)) throw error;
        refusal = error.message;
      }
      return { error: refusal, cart: await ownCartView(ctx, owner, lang) };
    },
  };
}
