/**
 * The shipping data every promise reads (decision 096): per country the shop delivers to, each
 * shipping method's price and free-from threshold as the checkout charges a consumer
 * (`shipping_rates`, api/cart/methods.ts) and its delivery time; and the dispatch cut-off. The
 * wording is shared/shipping-promise.ts; content pages use `{{shipping.…}}` placeholders (fill()).
 */
import { sql } from 'drizzle-orm';
import { formatPrice } from '../../shared/format.ts';
import {
  type CountryShipping,
  costLine,
  type DeliveryDay,
  deliveryDayLine,
  deliveryPromise,
  doorMethod,
  freeShippingPromise,
  shippingTexts,
} from '../../shared/shipping-promise.ts';
import { type Db, rowsOf } from '../db/client.ts';
import type { Locale } from '../http/language.ts';
import { euros } from '../lib/money.ts';
import { HOME_COUNTRY_ISO } from '../tax/destination.ts';
import { deliveryDay, weekdaysSetting } from './delivery-day.ts';

export interface ShippingData {
  cutoff: string;
  /** the carriers' delivery weekdays per country and method (`delivery_weekdays`, decision 098) */
  weekdays: Record<string, string>;
  countries: CountryShipping[];
}

interface Row {
  iso: string;
  name_nl: string;
  name_en: string;
  method_id: number;
  price_gross: number;
  free_from_gross: number | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
}

/** The countries the shop delivers to (in the countries' order) with their methods, in the language. */
export async function shippingData(db: Db, locale: Locale): Promise<ShippingData> {
  const [rows, cutoff] = await Promise.all([
    db.execute(sql`
      SELECT c.iso, c.name_nl, c.name_en, r.method_id, r.price_gross, r.free_from_gross,
             r.delivery_days_min, r.delivery_days_max
      FROM countries c JOIN shipping_rates r ON r.country_id = c.id
      WHERE c.ships
      ORDER BY c.sort, c.id, r.method_id`),
    db.execute(
      sql`SELECT key, value FROM shop_settings WHERE key IN ('dispatch_cutoff', 'delivery_weekdays')`,
    ),
  ]);
  const countries: CountryShipping[] = [];
  for (const r of rowsOf<Row>(rows)) {
    let c = countries.at(-1);
    if (c?.iso !== r.iso) {
      c = { iso: r.iso, name: locale === 'en' ? r.name_en : r.name_nl, methods: [] };
      countries.push(c);
    }
    c.methods.push({
      method_id: Number(r.method_id),
      price_gross: euros(Number(r.price_gross)),
      free_from: r.free_from_gross === null ? null : euros(Number(r.free_from_gross)),
      delivery_days_min: r.delivery_days_min === null ? null : Number(r.delivery_days_min),
      delivery_days_max: r.delivery_days_max === null ? null : Number(r.delivery_days_max),
    });
  }
  const settings = new Map(rowsOf<{ key: string; value: unknown }>(cutoff).map((r) => [r.key, r.value]));
  const value = settings.get('dispatch_cutoff');
  return {
    cutoff: typeof value === 'string' ? value : '17:00',
    weekdays: weekdaysSetting(settings.get('delivery_weekdays')),
    countries,
  };
}

/** The day an order placed at `now` arrives in the country by the method (decision 098), or null. */
export function dayFor(data: ShippingData, iso: string, methodId: number, now: Date): DeliveryDay | null {
  const m = data.countries.find((c) => c.iso === iso)?.methods.find((x) => x.method_id === methodId);
  return m ? deliveryDay(now, { ...m, iso }, data) : null;
}

/** The home country's day by the door method: the product page's. */
export function homeDeliveryDay(data: ShippingData, now: Date): DeliveryDay | null {
  const home = data.countries.find((c) => c.iso === HOME_COUNTRY_ISO) ?? data.countries[0];
  const door = home && doorMethod(home);
  return home && door ? dayFor(data, home.iso, door.method_id, now) : null;
}

/** The home country's promises: the slogan bar's and the product page's. */
export function homePromise(data: ShippingData, locale: Locale) {
  const home = data.countries.find((c) => c.iso === HOME_COUNTRY_ISO) ?? data.countries[0];
  const door = home && doorMethod(home);
  if (!home || !door) return { free_shipping: null, delivery: null, free_from: null };
  return {
    free_shipping: freeShippingPromise(locale, home.name, door),
    delivery: deliveryPromise(locale, door, data.cutoff),
    free_from: door.free_from,
  };
}

/** The delivery promise for an order to a country by a method, or null (no data, or unknown). */
export function orderPromise(data: ShippingData, locale: Locale, iso: string, methodId: number) {
  const m = data.countries.find((c) => c.iso === iso)?.methods.find((x) => x.method_id === methodId);
  return m ? deliveryPromise(locale, m, data.cutoff) : null;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);

/** The shipping page's table: a row per country and method (PostNL, pickup point). */
function table(data: ShippingData, locale: Locale): string {
  const t = shippingTexts(locale);
  const method = (id: number) => (id === 2 ? t.pickup : 'PostNL');
  const rows = data.countries.flatMap((c) =>
    c.methods.map((m) => {
      const cells = [
        c.name,
        method(m.method_id),
        m.price_gross === 0 ? t.free : costOf(m.price_gross),
        m.free_from === null || m.price_gross === 0 ? t.none : costOf(m.free_from),
        deliveryPromise(locale, m, data.cutoff) ?? t.none,
      ];
      return `<tr data-country="${esc(c.iso)}" data-method="${m.method_id}">${cells.map((x, i) => (i === 0 ? `<th scope="row">${esc(x)}</th>` : `<td>${esc(x)}</td>`)).join('')}</tr>`;
    }),
  );
  const head = [t.country, t.method, t.cost, t.free_from_head, t.delivery].map(
    (h) => `<th scope="col">${esc(h)}</th>`,
  );
  return `<table class="shipping-table"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const costOf = (amount: number) => formatPrice(amount);

const PLACEHOLDER = /\{\{\s*shipping\.([A-Za-z_]+)(?:\.([a-z_]+))?\s*\}\}/g;

/**
 * CMS HTML with `{{shipping.…}}` filled in from the data: `table`, `countries` (the names, "A, B
 * en C"), `home.free_shipping`, `home.delivery`, and per country `XX.cost`, `XX.free_from`,
 * `XX.free_shipping` (the sentence), `XX.delivery`, `XX.line`. An unknown one is left as it is.
 */
export function fillShipping(html: string, data: ShippingData, locale: Locale): string {
  if (!html.includes('{{')) return html;
  const t = shippingTexts(locale);
  return html.replace(PLACEHOLDER, (whole, a: string, b: string | undefined) => {
    if (a === 'table' && !b) return table(data, locale);
    if (a === 'countries' && !b) {
      const names = data.countries.map((c) => c.name);
      return esc(
        names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t.and} ${names.at(-1)}` : (names[0] ?? ''),
      );
    }
    const country =
      a === 'home'
        ? (data.countries.find((c) => c.iso === HOME_COUNTRY_ISO) ?? data.countries[0])
        : data.countries.find((c) => c.iso === a);
    const m = country && doorMethod(country);
    if (!country || !m || !b) return whole;
    const value: Record<string, () => string | null> = {
      cost: () => (m.price_gross === 0 ? t.free : costOf(m.price_gross)),
      free_from: () => (m.free_from === null ? t.none : costOf(m.free_from)),
      free_shipping: () => freeShippingPromise(locale, country.name, m),
      delivery: () => deliveryPromise(locale, m, data.cutoff),
      line: () => costLine(locale, country.name, m),
    };
    const v = value[b]?.();
    return v === undefined || v === null ? whole : esc(v);
  });
}

/**
 * The order mail's promise: to the country (id) by the method, in the language: the expected day
 * from `now` (decision 098), or the working days where the data gives no day.
 */
export async function deliveryPromiseTo(
  db: Db,
  countryId: number,
  methodId: number,
  locale: Locale,
  now = new Date(),
) {
  const [row] = rowsOf<{ iso: string }>(
    await db.execute(sql`SELECT iso FROM countries WHERE id = ${countryId}`),
  );
  if (!row) return null;
  const data = await shippingData(db, locale);
  const day = dayFor(data, row.iso, methodId, now);
  return day ? deliveryDayLine(locale, day, methodId === 2) : orderPromise(data, locale, row.iso, methodId);
}
