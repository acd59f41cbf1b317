/** Shop info (shell data) and countries, in the request's language. */
import { describeRules, parseOpeningHours, SHOP_TIME_ZONE } from '../chat/opening-hours.ts';
import type { Language } from '../http/language.ts';
import { euros } from '../lib/money.ts';
import { homePromise, type ShippingData } from '../shipping/promises.ts';
import { HOME_COUNTRY_ISO } from '../tax/destination.ts';
import type { ShopRepository } from './repository.ts';
import { formatSellerAddress, sellerFromSettings } from './seller.ts';

type Translated<T> = { nl: T; en: T };

/** `openingHours`: CHAT_OPENING_HOURS, the one setting of the shop's hours (the chat reads it too). */
export function createShopService(
  repo: ShopRepository,
  options: {
    openingHours?: string;
    /** the shipping data the promises are worded from (decision 096, api/shipping/promises.ts) */
    shipping?: (locale: Language['locale']) => Promise<ShippingData>;
  } = {},
) {
  const openingHours = describeRules(parseOpeningHours(options.openingHours));
  return {
    async shopInfo(lang: Language) {
      const [s, shipping] = await Promise.all([repo.settings(), options.shipping?.(lang.locale)]);
      // The home country's shipping, as the checkout charges it (decision 096): not a setting of its own.
      const home = shipping ? homePromise(shipping, lang.locale) : null;
      const homeDoor = shipping?.countries.find((c) => c.iso === HOME_COUNTRY_ISO)?.methods[0];
      const page404 = (s.get('page404') as Translated<{ content: string; meta_title: string }>)[lang.locale];
      const methods = (s.get('payment_methods') as { id: string; title: Translated<string> }[]) ?? [];
      // Who sells (issue 40, decision 091): the structured visiting address is the one source; the
      // one-line `address` is made from it (an older `address` setting only where it is not set).
      const seller = sellerFromSettings(s);
      const country = seller.address.country
        ? (await repo.countries()).find((c) => c.iso === seller.address.country)
        : undefined;
      return {
        name: String(s.get('name') ?? ''),
        email: String(s.get('email') ?? ''),
        phone: String(s.get('phone') ?? ''),
        address: formatSellerAddress(seller.address) || String(s.get('address') ?? ''),
        seller: {
          ...seller,
          address: {
            ...seller.address,
            country_name: country
              ? lang.locale === 'en'
                ? country.nameEn
                : country.nameNl
              : seller.address.country,
          },
        },
        kvk: String(s.get('kvk') ?? ''),
        vat_number: String(s.get('vat_number') ?? ''),
        socials: (s.get('socials') as { name: string; url: string }[]) ?? [],
        kiyoh_stats: s.get('kiyoh_stats') as { average_rating_12_months: number; number_reviews: number },
        page404: { content: page404.content, meta_title: page404.meta_title },
        ga4: { value: String(s.get('ga4') ?? '') },
        free_shipping_threshold: home
          ? (home.free_from ?? 0)
          : euros(Number(s.get('free_shipping_threshold') ?? 0)),
        shipping_cost: homeDoor ? homeDoor.price_gross : euros(Number(s.get('shipping_cost') ?? 0)),
        shipping_promise: {
          free_shipping: home?.free_shipping ?? null,
          delivery: home?.delivery ?? null,
        },
        payment_methods: methods.map((m) => ({ id: m.id, title: m.title[lang.locale] })),
        opening_hours: openingHours,
        timezone: SHOP_TIME_ZONE,
      };
    },
    async countries(lang: Language) {
      const rows = await repo.countries();
      return rows.map((c) => ({
        id: c.id,
        iso: c.iso,
        name: lang.locale === 'en' ? c.nameEn : c.nameNl,
        ships: c.ships,
      }));
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
