/**
 * The answer: the contract's `cart` (shared/contract/cart.ts) for a cart row, priced afresh,
 * with its totals in euros (./totals.ts).
 */
import type { Language } from '../http/language.ts';
import { euros, eurosOrNull, grossCents, ratePercent } from '../lib/money.ts';
import { parsedQuantity } from '../prices/quantity.ts';
import { unitPriceFields } from '../prices/unit-price.ts';
import { photoUrl, productPhoto } from '../products/cards.ts';
import { HOME_COUNTRY_ID } from '../tax/destination.ts';
import { storedAddressData } from './cart-address.ts';
import type { CartContext } from './context.ts';
import { deliveryCalendar, methodDeliveryDay } from './methods.ts';
import { type CartOwner, cartKeyOf } from './owner.ts';
import { priceCart } from './pricing.ts';
import type { CartOps, CartRow } from './repository.ts';
import { lineGross, lineNet, totalsInEuros } from './totals.ts';

/** The contract's `cart` for a cart row (undefined: no cart yet, an empty one). */
export async function cartView(ops: CartOps, cart: CartRow | undefined, lang: Language, now: () => Date) {
  const [{ lines, priced, active, method, totals, offer, regime, vatCheck, destination }, calendar] =
    await Promise.all([priceCart(ops, cart, lang, now), deliveryCalendar(ops)]);
  // The day it arrives if ordered now (decision 098): only when every line is in stock, as the
  // data has no restock or lead time.
  const deliveryDay =
    method && destination && lines.length > 0 && lines.every((l) => l.stock >= l.amount)
      ? methodDeliveryDay(destination.country.iso, method, calendar, now())
      : null;
  // A locked line's old price is today's, when the quote is below it.
  const oldNet = (l: (typeof lines)[number]) =>
    l.locked ? (l.todayNet > l.priceNet ? l.todayNet : null) : l.oldPriceNet;
  return {
    count: lines.reduce((sum, l) => sum + l.amount, 0),
    items: lines.map((l, i) => ({
      po_id: l.poId,
      amount: l.amount,
      stock: l.stock,
      info: {
        uri: `/${l.slug}`,
        name: l.name,
        option_name: l.optionName,
        sku: l.sku,
        photo: l.photoHash ? photoUrl(l.photoHash) : productPhoto(l.productId),
        price: euros(l.priceNet),
        price_gross: euros(grossCents(l.priceNet, l.rate)),
        old_price: eurosOrNull(oldNet(l)),
        old_price_gross: oldNet(l) === null ? null : euros(grossCents(oldNet(l)!, l.rate)),
        ...unitPriceFields(parsedQuantity(l.quantity), l.priceNet, grossCents(l.priceNet, l.rate)),
        vat_rate: ratePercent(l.rate),
      },
      line_total: euros(lineNet(priced[i]!)),
      line_total_gross: euros(lineGross(priced[i]!)),
      locked: l.locked,
    })),
    total: totalsInEuros(totals),
    active_discount_code: active ? active.code : null,
    address_data: storedAddressData(cart?.guestAddressData),
    shipping_method_id: method?.id ?? cart?.shippingMethodId ?? 1,
    shipping_country_id: cart?.shippingCountryId ?? HOME_COUNTRY_ID,
    reverse_charge: regime === 'reverse_charge',
    vat_check: vatCheck ? { status: vatCheck.status, vat_number: vatCheck.vatNumber } : null,
    payment_method: cart?.paymentMethod ?? null,
    pickup_point_id: cart?.pickupPointId ?? null,
    delivery_day: deliveryDay,
    remarks: cart?.remarks ?? '',
    offer: offer ? { id: offer.id, number: offer.number } : null,
  };
}
export type CartView = Awaited<ReturnType<typeof cartView>>;

/** The owner's cart as it is, or an empty one (creates nothing). */
export async function ownCartView(
  { repo, now }: CartContext,
  owner: CartOwner,
  lang: Language,
): Promise<CartView> {
  const key = cartKeyOf(owner, now);
  return cartView(repo, key ? await repo.find(key) : undefined, lang, now);
}
