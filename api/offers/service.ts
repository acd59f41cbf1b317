/**
 * The offer link (decision 021): a quote read by its token (the token is the secret; nothing of
 * the customer is shown), and a quote turned into the visitor's cart with its prices locked
 * (cart/merge.ts `applyOffer`). Only an open quote goes into a cart; an expired or accepted one
 * is refused (410) and nothing changes. Lines whose option is no longer sold are skipped and named.
 */
import type { CartOwner } from '../cart/owner.ts';
import type { CartService } from '../cart/service.ts';
import { lineGross, lineNet } from '../cart/totals.ts';
import { offerStatus } from '../customer/service.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import { euros, grossCents } from '../lib/money.ts';
import { photoUrl, productPhoto } from '../products/cards.ts';
import type { OfferRepository, OfferRow } from './repository.ts';
import { quoteTotals } from './totals.ts';

const totalsInEuros = ({ net, gross }: { net: number; gross: number }) => ({
  net: euros(net),
  gross: euros(gross),
});

/** The seeded tokens are 26 characters; a real shop's may be longer: bounded all the same. */
const OFFER_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

const text = {
  unknown: { nl: 'Deze offerte bestaat niet.', en: 'This quote does not exist.' },
  expired: {
    nl: 'Deze offerte is verlopen. Vraag ons gerust om een nieuwe.',
    en: 'This quote has expired. Feel free to ask us for a new one.',
  },
  accepted: {
    nl: 'Deze offerte is al besteld.',
    en: 'This quote has been ordered already.',
  },
  nothingLeft: {
    nl: 'Geen van de producten in deze offerte is nog leverbaar.',
    en: 'None of the products in this quote is available any more.',
  },
} satisfies Record<string, Record<Locale, string>>;

export function createOfferService(
  repo: OfferRepository,
  cart: CartService,
  now: () => Date = () => new Date(),
) {
  const unknown = (lang: Language) => notFound(text.unknown[lang.locale]);

  async function byToken(token: string, lang: Language): Promise<OfferRow> {
    const offer = OFFER_TOKEN_SHAPE.test(token) ? await repo.byToken(token) : undefined;
    if (!offer) throw unknown(lang);
    return offer;
  }

  /** The quote as the offer page shows it: its own prices, totals, status and expiry. */
  async function view(offer: OfferRow, lang: Language) {
    const lines = await repo.lines(offer.id, lang.id);
    const priced = lines.map((l) => ({ netCents: l.priceNet, amount: l.amount, rate: l.rate }));
    return {
      number: offer.number,
      status: offerStatus(offer.status, offer.validUntil, now()),
      created_at: offer.createdAt.toISOString(),
      expires_at: offer.validUntil,
      remarks: offer.remarks,
      lines: lines.map((l, i) => ({
        po_id: l.productId === null ? null : l.poId,
        name: l.name ?? l.quotedName,
        option_name: l.productId === null ? '' : l.optionName,
        sku: l.sku ?? '',
        uri: l.slug ? `/${l.slug}` : null,
        photo: l.productId === null ? null : l.photoHash ? photoUrl(l.photoHash) : productPhoto(l.productId),
        amount: l.amount,
        price: euros(l.priceNet),
        price_gross: euros(grossCents(l.priceNet, l.rate)),
        line_total: euros(lineNet(priced[i]!)),
        line_total_gross: euros(lineGross(priced[i]!)),
      })),
      total: totalsInEuros(quoteTotals(lines)),
    };
  }

  /** An open quote into the owner's cart; `skipped` names the lines no longer sold. */
  async function toCart(offer: OfferRow, owner: CartOwner, lang: Language) {
    const status = offerStatus(offer.status, offer.validUntil, now());
    if (status !== 'open') throw new HttpError(410, `offer_${status}`, text[status][lang.locale]);
    const lines = await repo.lines(offer.id, lang.id);
    const wanted = new Map<number, { poId: number; amount: number; priceNet: number }>();
    const skipped: { name: string; sku: string }[] = [];
    for (const l of lines) {
      if (l.poId === null || l.productId === null) {
        skipped.push({ name: l.name ?? l.quotedName, sku: l.sku ?? '' });
        continue;
      }
      const same = wanted.get(l.poId);
      wanted.set(l.poId, { poId: l.poId, amount: (same?.amount ?? 0) + l.amount, priceNet: l.priceNet });
    }
    if (wanted.size === 0) throw new HttpError(409, 'offer_unavailable', text.nothingLeft[lang.locale]);
    const result = await cart.applyOffer(owner, lang, offer.id, [...wanted.values()]);
    return { ...result, skipped };
  }

  return {
    /** `GET offers/{token}`. */
    async read(token: string, lang: Language) {
      return view(await byToken(token, lang), lang);
    },
    /** `POST offers/{token}/cart`. */
    async toCartByToken(token: string, owner: CartOwner, lang: Language) {
      return toCart(await byToken(token, lang), owner, lang);
    },
    /** `POST customer/offers/{id}/cart`: the customer's own quote (404 for anyone else's). */
    async toCartById(customerId: number, id: number, lang: Language) {
      const offer = await repo.ownById(customerId, id);
      if (!offer) throw unknown(lang);
      return toCart(offer, { customerId }, lang);
    },
  };
}
export type OfferService = ReturnType<typeof createOfferService>;
