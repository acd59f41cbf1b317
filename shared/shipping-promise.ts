/**
 * The shop's shipping promises worded from its shipping data (decision 096): per country and
 * method the price, the free-from threshold and the delivery time in working days. Every place that
 * states a promise (slogan bar, product page, shipping page, FAQ, order mail) words it here, so
 * none can promise what the checkout does not charge or the carrier does not deliver.
 */
import { formatDate } from './dates.ts';
import { formatPrettyPrice, formatPrice } from './format.ts';
import { en, nl } from './i18n/sections/shipping-promise.ts';
import type { Locale } from './locale.ts';

/** A shipping method to a country as the checkout charges it (gross euros). */
export interface ShippingTerms {
  /** 1 PostNL (to the door), 2 pickup point */
  method_id: number;
  price_gross: number;
  /** gross euros from which it is free; null: never */
  free_from: number | null;
  /** working days from an order before the cut-off to delivery; null: no promise */
  delivery_days_min: number | null;
  delivery_days_max: number | null;
}

export interface CountryShipping {
  iso: string;
  name: string;
  methods: ShippingTerms[];
}

export const shippingTexts = (locale: Locale) => (locale === 'en' ? en : nl);

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** True only where the data promises delivery the next working day. */
export const isNextDay = (m: Pick<ShippingTerms, 'delivery_days_min' | 'delivery_days_max'>) =>
  m.delivery_days_min === 1 && m.delivery_days_max === 1;

/** "Op werkdagen voor 17:00 besteld, morgen in huis" only for next day; otherwise the days; null without data. */
export function deliveryPromise(locale: Locale, m: ShippingTerms, cutoff: string): string | null {
  const t = shippingTexts(locale);
  const min = m.delivery_days_min;
  const max = m.delivery_days_max ?? min;
  if (min === null || max === null) return null;
  const pickup = m.method_id === 2;
  if (min === 1 && max === 1) return fill(pickup ? t.pickup_next_day : t.next_day, { cutoff });
  if (min === max && !pickup) return fill(t.days, { cutoff, min });
  return fill(pickup ? t.pickup_days : t.days_range, { cutoff, min, max });
}

/**
 * Country names that take the article in running text ("in the Netherlands", "naar het Verenigd
 * Koninkrijk"; the EU's Interinstitutional Style Guide, section 7.1, and Dutch usage).
 */
const WITH_ARTICLE: Record<Locale, Record<string, string>> = {
  en: {
    Netherlands: 'the',
    'United Kingdom': 'the',
    'United States': 'the',
    'Czech Republic': 'the',
    Philippines: 'the',
  },
  nl: {
    'Verenigd Koninkrijk': 'het',
    'Verenigde Staten': 'de',
    'Tsjechische Republiek': 'de',
    Filipijnen: 'de',
  },
};

/** A country's name as a sentence uses it ("the Netherlands"; "Nederland"). */
export const countryInText = (locale: Locale, name: string) => {
  const article = WITH_ARTICLE[locale][name];
  return article ? `${article} ${name}` : name;
};

/** "Gratis verzending vanaf € 50,- in Nederland", or what it costs where it is never free. */
export function freeShippingPromise(locale: Locale, name: string, m: ShippingTerms): string {
  const t = shippingTexts(locale);
  const country = countryInText(locale, name);
  return m.free_from === null
    ? fill(t.never_free, { country, cost: formatPrice(m.price_gross) })
    : fill(t.free_from, { country, amount: formatPrettyPrice(m.free_from) });
}

/** "België: € 9,95, gratis vanaf € 100,-" (the cost where it is never free). */
export function costLine(locale: Locale, country: string, m: ShippingTerms): string {
  const t = shippingTexts(locale);
  const cost = m.price_gross === 0 ? t.free : formatPrice(m.price_gross);
  return m.free_from === null || m.price_gross === 0
    ? fill(t.cost_line_never_free, { country, cost })
    : fill(t.cost_line, { country, cost, amount: formatPrettyPrice(m.free_from) });
}

/** The method to the door (PostNL), which the thresholds and promises are about. */
export const doorMethod = (c: CountryShipping) => c.methods.find((m) => m.method_id === 1) ?? c.methods[0];

/**
 * The expected delivery day as the API computes it (api/shipping/delivery-day.ts, decision 098):
 * ISO dates in Amsterdam; `today` is the day it was computed on, so "tomorrow" is the answer's and
 * the server and the browser word it alike.
 */
export interface DeliveryDay {
  today: string;
  from: string;
  to: string;
}

const dayAfter = (date: string) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "Morgen, donderdag 3 december, in huis" / "Delivered tomorrow, Thursday 3 December", "Maandag 7
 * december in huis" / "Delivered Monday 7 December", or between two days; for a pickup point "af
 * te halen" / "ready for collection".
 */
export function deliveryDayLine(locale: Locale, day: DeliveryDay, pickup = false): string {
  const t = shippingTexts(locale);
  const from = formatDate(day.from, locale, 'day');
  if (day.to !== day.from) {
    const to = formatDate(day.to, locale, 'day');
    return capital(fill(pickup ? t.day_pickup_range : t.day_range, { from, to }));
  }
  if (day.from === dayAfter(day.today))
    return capital(fill(pickup ? t.day_pickup_tomorrow : t.day_tomorrow, { day: from }));
  return capital(fill(pickup ? t.day_pickup : t.day, { day: from }));
}
