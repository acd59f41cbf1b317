/**
 * Promises that agree with each other (issue 40, decision 096), over HTTP: the real storefront in
 * front of the real reference API (in-memory PGlite). For every country the shop ships to, what the
 * shipping page, the FAQ, the slogan bar, the home page and the product page state is what the
 * checkout charges (its `shippingMethods` answer), and "morgen in huis" / "delivered tomorrow"
 * appears only where the shipping data says next day.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../../shared/contract/cart.ts';
import type { ProductCard, ProductResponse } from '../../shared/contract/catalog.ts';
import { formatPrettyPrice, formatPrice } from '../../shared/format.ts';
import { shopAndApiForThisFile } from './test-shop.ts';

const running = shopAndApiForThisFile();

/**
 * The shop's terms per country as its carrier contract and price list set them (PostNL to the
 * door): [iso, cost, free from (null: never), next working day]. The checkout must charge exactly
 * this, and every page must say exactly this.
 */
const terms: [string, number, number | null, boolean][] = [
  ['NL', 6.95, 50, true],
  ['BE', 9.95, 100, false],
  ['DE', 14.95, 250, false],
  ['FR', 14.95, 250, false],
  ['LU', 14.95, 250, false],
  ['AT', 14.95, 250, false],
  ['DK', 14.95, 250, false],
  ['GB', 24.95, null, false],
];
const tomorrow = { nl: 'morgen in huis', en: 'delivered tomorrow' };
const langId = { nl: '1', en: '4' };

async function api<T>(path: string, locale: 'nl' | 'en' = 'nl'): Promise<T> {
  const res = await fetch(`${running.api.url}${path}`, { headers: { 'X-FZ-Language-Id': langId[locale] } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const countryIds = async () =>
  new Map(
    (await api<{ id: number; iso: string; ships: boolean }[]>('/api/countries')).map((c) => [c.iso, c.id]),
  );
const checkout = async (countryId: number) =>
  api<ShippingMethod[]>(`/api/shippingMethods?country_id=${countryId}`);
const page = async (path: string) => (await request(running.shop.url).get(path).expect(200)).text;
/** The shipping table's rows (the first table in the HTML), as text per "country|method". */
const tableRows = (html: string) => {
  const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
  return new Map(
    [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => {
      const cells = [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]!);
      return [`${cells[0]}|${cells[1]}`, cells.join(' | ')] as const;
    }),
  );
};
const methodLabel = (locale: 'nl' | 'en', id: number) =>
  id === 2 ? (locale === 'en' ? 'Pickup point' : 'Afhaalpunt') : 'PostNL';
const countryNames = async (locale: 'nl' | 'en') =>
  new Map((await api<{ iso: string; name: string }[]>('/api/countries', locale)).map((c) => [c.iso, c.name]));
const count = (text: string, word: string) => text.split(word).length - 1;

describe('the checkout charges the shop’s terms', () => {
  it.each(terms)('%s: € %s, free from %s, next day: %s', async (iso, cost, freeFrom, nextDay) => {
    const id = (await countryIds()).get(iso)!;
    const door = (await checkout(id)).find((m) => m.id === 1)!;
    expect(door.price_gross).toBe(cost);
    expect(door.free_from).toBe(freeFrom);
    expect(door.delivery_days_min === 1 && door.delivery_days_max === 1).toBe(nextDay);
  });
});

describe.each(['nl', 'en'] as const)('every place states what the checkout charges (%s)', (locale) => {
  const prefix = locale === 'en' ? '/en' : '';
  const shippingPath = locale === 'en' ? '/en/shipping' : '/verzending';
  const faqPath =
    locale === 'en' ? '/en/service/faq/shipping-and-delivery' : '/service/faq/verzending-en-levering';

  it.each(terms.map(([iso]) => iso))('%s on the shipping page and in the FAQ', async (iso) => {
    const id = (await countryIds()).get(iso)!;
    const methods = await checkout(id);
    const name = (await countryNames(locale)).get(iso)!;
    for (const path of [shippingPath, faqPath]) {
      const rows = tableRows(await page(path));
      for (const m of methods) {
        const text = rows.get(`${name}|${methodLabel(locale, m.id)}`);
        expect(text, `${path} ${iso} ${m.id}`).toBeDefined();
        expect(text).toContain(
          m.price_gross === 0 ? (locale === 'en' ? 'free' : 'gratis') : formatPrice(m.price_gross),
        );
        if (m.free_from !== null && m.price_gross > 0) expect(text!).toContain(formatPrice(m.free_from));
        const nextDay = m.delivery_days_min === 1 && m.delivery_days_max === 1 && m.id === 1;
        expect(text!.includes(tomorrow[locale]), `${path} ${iso} ${m.id}`).toBe(nextDay);
      }
    }
  });

  it('says "tomorrow" on the shipping page only for next-day rows, and no old figure', async () => {
    const html = await page(shippingPath);
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    const nextDayRows = terms.filter(([, , , nextDay]) => nextDay).length;
    expect(count(table, tomorrow[locale])).toBe(nextDayRows);
    // The old text's "free from € 50 in the Netherlands and Belgium" is gone.
    expect(html).not.toContain(locale === 'en' ? 'Netherlands and Belgium' : 'Nederland en België');
  });

  it('promises in the slogan bar, the home page and the product page what the home country gets', async () => {
    const nl = (await checkout((await countryIds()).get('NL')!)).find((m) => m.id === 1)!;
    const free = formatPrettyPrice(nl.free_from!);
    const country = locale === 'en' ? 'Netherlands' : 'Nederland';
    const home = await page(locale === 'en' ? '/en' : '/');
    const slogan = home.slice(
      home.indexOf('class="slogan-bar"'),
      home.indexOf('</ul>', home.indexOf('class="slogan-bar"')),
    );
    expect(slogan).toContain(free);
    expect(slogan).toContain(country);
    expect(slogan).toContain(tomorrow[locale]);
    const usps = home.slice(home.indexOf('cms-usps'), home.indexOf('</ul>', home.indexOf('cms-usps')));
    expect(usps).toContain(free);

    const cards = await running.queryProducts({ category_id: 1, per_page: 50, page: 1 });
    let product: ProductResponse | undefined;
    for (const card of cards.products.data as ProductCard[]) {
      const p = await api<ProductResponse>(`/api/products${card.uri}`);
      if (!p.product.has_attributes && p.product.stock > 0) {
        product = p;
        break;
      }
    }
    const uri = product!.alternate_lang_hrefs.find((a) => a.language_id === Number(langId[locale]))!.uri;
    const html = await page(`${prefix}${uri}`);
    const start = html.indexOf('data-testid="product-delivery"');
    expect(html.slice(start, html.indexOf('</p>', start))).toContain(tomorrow[locale]);
  });
});
