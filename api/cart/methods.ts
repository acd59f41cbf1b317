/**
 * The shipping and payment methods: which shipping methods go to a destination at what price
 * (decision 050), the payment methods of the shop settings, and their lists for the checkout
 * (`GET shippingMethods`, `GET paymentMethods`).
 */
import type { Language, Locale } from '../http/language.ts';
import { euros, netFromGross } from '../lib/money.ts';
import { type DeliveryCalendar, deliveryDay, weekdaysSetting } from '../shipping/delivery-day.ts';
import {
  type Destination,
  HOME_COUNTRY_ID,
  shippingPriceFor,
  shipsTo,
  type VatRegime,
} from '../tax/destination.ts';
import type { CartContext } from './context.ts';
import { destinationOf } from './delivery.ts';
import type { CartOps } from './repository.ts';
import type { ShippingRule } from './totals.ts';

type Translated = Record<Locale, string>;

interface ShippingMethodDef extends ShippingRule {
  id: number;
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
  title: Translated;
  needsPickupPoint: boolean;
}

interface CartSettings {
  paymentMethods: { id: string; title: Translated }[];
}

/** A shipping method the shop has (whether it goes to a country is the country's `shipping_rates`). */
export const isShippingMethodId = (id: number) => id === 1 || id === 2;

const methodTitles: Record<number, { title: Translated; needsPickupPoint: boolean }> = {
  1: { title: { nl: 'Verzenden met PostNL', en: 'Delivery by PostNL' }, needsPickupPoint: false },
  2: { title: { nl: 'Ophalen bij een afhaalpunt', en: 'Collect at a pickup point' }, needsPickupPoint: true },
};

/**
 * The shipping methods to a destination with their prices as charged there (decision 050): PostNL
 * (free from the country's threshold), and, where there are pickup points, a pickup point for free.
 */
export function shippingMethodsTo(
  destination: Destination | undefined,
  regime: VatRegime,
): ShippingMethodDef[] {
  if (!destination || !shipsTo(destination)) return [];
  return destination.shipping
    .filter((r) => methodTitles[r.methodId])
    .map((r) => ({
      id: r.methodId,
      ...methodTitles[r.methodId]!,
      priceGross: shippingPriceFor(destination, regime, r.priceGross),
      freeFromGross: r.freeFromGross,
      deliveryDaysMin: r.deliveryDaysMin ?? null,
      deliveryDaysMax: r.deliveryDaysMax ?? null,
    }));
}

/** The shop settings the cart and checkout use: the payment methods. */
export async function cartSettings(ops: CartOps): Promise<CartSettings> {
  const s = await ops.settings(['payment_methods']);
  return {
    paymentMethods: (s.get('payment_methods') as CartSettings['paymentMethods'] | undefined) ?? [],
  };
}

/** The dispatch cut-off and the carriers' delivery weekdays from the shop settings (decision 098). */
export async function deliveryCalendar(ops: CartOps): Promise<DeliveryCalendar> {
  const s = await ops.settings(['dispatch_cutoff', 'delivery_weekdays']);
  const cutoff = s.get('dispatch_cutoff');
  return {
    cutoff: typeof cutoff === 'string' ? cutoff : '17:00',
    weekdays: weekdaysSetting(s.get('delivery_weekdays')),
  };
}

/** The day a method's parcel ordered now arrives in the country (decision 098), or null. */
export const methodDeliveryDay = (
  iso: string,
  m: Pick<ShippingMethodDef, 'id' | 'deliveryDaysMin' | 'deliveryDaysMax'>,
  calendar: DeliveryCalendar,
  now: Date,
) =>
  deliveryDay(
    now,
    { iso, method_id: m.id, delivery_days_min: m.deliveryDaysMin, delivery_days_max: m.deliveryDaysMax },
    calendar,
  );

/** The checkout's method lists. */
export function methodLists({ repo, now }: CartContext) {
  return {
    /**
     * `GET shippingMethods?country_id=`: the methods to that country (default the home country) at
     * its prices for a consumer; a country the shop does not deliver to has none.
     */
    async shippingMethods(lang: Language, countryId = HOME_COUNTRY_ID) {
      const [{ destination, regime }, calendar] = await Promise.all([
        destinationOf(repo, countryId, null),
        deliveryCalendar(repo),
      ]);
      const at = now();
      return shippingMethodsTo(destination?.country.id === countryId ? destination : undefined, regime).map(
        (m) => ({
          id: m.id,
          title: m.title[lang.locale],
          price: euros(netFromGross(m.priceGross, destination?.rates.high ?? 0)),
          price_gross: euros(m.priceGross),
          free_from: m.freeFromGross === null ? null : euros(m.freeFromGross),
          needs_pickup_point: m.needsPickupPoint,
          delivery_days_min: m.deliveryDaysMin,
          delivery_days_max: m.deliveryDaysMax,
          delivery: destination ? methodDeliveryDay(destination.country.iso, m, calendar, at) : null,
        }),
      );
    },

    /** `GET paymentMethods`: from the shop settings. */
    async paymentMethods(lang: Language) {
      return (await cartSettings(repo)).paymentMethods.map((m) => ({
        id: m.id,
        title: m.title[lang.locale],
      }));
    },
  };
}
