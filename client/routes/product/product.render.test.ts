/**
 * Product and parts pages over HTTP: the real storefront in front of the real reference API (in-memory
 * PGlite). What the server renders before any JavaScript runs: prices per audience, the chosen
 * option from the URL, cleaned reference numbers, the dark theme, the preloaded first photo, JSON-LD.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loginCookie, shopAndApiForThisFile } from '../../../server/render/test-shop.ts';
import type { ProductCard, ProductResponse } from '../../../shared/contract/catalog.ts';
import type { ProductAttributesAnswer } from '../../../shared/contract/options.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';

const running = shopAndApiForThisFile();

// ── finding products in the seed through the API ────────────────────────────────────────────────
const apiGet = running.get;
const apiPost = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await fetch(`${running.api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};
const productOf = async (uri: string) =>
  (await apiGet<{ data: ProductResponse }>(`/api/products${uri}`)).data;
const unwrap = <T>(v: unknown): T =>
  v && typeof v === 'object' && 'data' in v ? (v as { data: T }).data : (v as T);

/** The first product (of a listing payload) whose page matches. */
async function findProduct(payload: object, match: (p: ProductResponse) => boolean, limit = 200) {
  for (let page = 1; page <= 10; page++) {
    const listing = await apiPost<{ products: { data: ProductCard[]; paging: { last_page: number } } }>(
      '/api/queryProducts',
      { ...payload, per_page: 100, page },
    );
    for (const card of listing.products.data.slice(0, limit)) {
      const p = await productOf(card.uri);
      if (match(p)) return p;
    }
    if (page >= listing.products.paging.last_page) break;
  }
  throw new Error('no such product in the seed');
}
const machines = { category_id: 1 };

/** The rendered price block of the product page (not the cards of alternatives). */
const priceBlock = (html: string) => {
  const start = html.indexOf('data-testid="product-price"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</div>', start));
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

const login = (email: string) => loginCookie(running.shop.url, email);

describe('the product page', () => {
  it('shows guests the gross price incl. VAT and dealers the net price excl. VAT', async () => {
    const p = await findProduct(machines, (x) => !x.product.has_attributes && x.product.old_price === null);
    const guest = await request(running.shop.url).get(`/${p.product.slug}`);
    expect(guest.status).toBe(200);
    expect(priceBlock(guest.text)).toContain(formatPrettyPrice(p.product.price_gross));
    expect(priceBlock(guest.text)).toContain('incl. btw');

    const dealer = await request(running.shop.url)
      .get(`/${p.product.slug}`)
      .set('Cookie', await login('dealer@demo.nl'));
    expect(dealer.status).toBe(200);
    expect(priceBlock(dealer.text)).toContain(formatPrettyPrice(p.product.price));
    expect(priceBlock(dealer.text)).not.toContain(formatPrettyPrice(p.product.price_gross));
    expect(priceBlock(dealer.text)).toContain('excl. btw');
  });

  it('renders a guest who chose "excl. btw" net prices (the price_mode cookie); a logged-in role keeps its own', async () => {
    const p = await findProduct(machines, (x) => !x.product.has_attributes && x.product.old_price === null);
    const net = await request(running.shop.url).get(`/${p.product.slug}`).set('Cookie', 'price_mode=net');
    expect(net.status).toBe(200);
    expect(priceBlock(net.text)).toContain(formatPrettyPrice(p.product.price));
    expect(priceBlock(net.text)).toContain('excl. btw');
    expect(net.text).toMatch(/aria-pressed="true"[^>]*aria-label="excl\. btw"/);
    // Anything but "net" is the default.
    const odd = await request(running.shop.url)
      .get(`/${p.product.slug}`)
      .set('Cookie', 'price_mode=%3Cscript%3E');
    expect(priceBlock(odd.text)).toContain(formatPrettyPrice(p.product.price_gross));
    // A consumer sees gross prices whatever the cookie says, and no toggle.
    const consumer = await request(running.shop.url)
      .get(`/${p.product.slug}`)
      .set('Cookie', `${await login('klant@demo.nl')}; price_mode=net`);
    expect(priceBlock(consumer.text)).toContain(formatPrettyPrice(p.product.price_gross));
    expect(consumer.text).not.toContain('data-testid="price-mode-toggle"');
  });

  it('renders the price of the option chosen in the URL, and the starting price while the choice is incomplete', async () => {
    const p = await findProduct(machines, (x) => x.product.has_attributes);
    const attrs = unwrap<ProductAttributesAnswer>(
      await apiPost('/api/queryProductAttributes', { product_id: p.product.id, attributes: {} }),
    );
    // A choice that differs from the default where possible: the last value of every attribute.
    const choice: Record<string, number> = {};
    for (const a of attrs.attributes) {
      const answer = unwrap<ProductAttributesAnswer>(
        await apiPost('/api/queryProductAttributes', { product_id: p.product.id, attributes: choice }),
      );
      const values = answer.attributes.find((x) => x.id === a.id)!.values.filter((v) => v.available);
      choice[String(a.id)] = values.at(-1)!.id;
    }
    const option = unwrap<{ price_gross: number; sku: string }>(
      await apiPost('/api/queryProductOption', { product_id: p.product.id, attributes: choice, amount: 1 }),
    );
    const attrsParam = Object.entries(choice)
      .map(([k, v]) => `${k}-${v}`)
      .join(',');
    const res = await request(running.shop.url).get(`/${p.product.slug}?attrs=${attrsParam}`);
    expect(res.status).toBe(200);
    expect(priceBlock(res.text)).toContain(formatPrettyPrice(option.price_gross));
    expect(res.text).toContain(`data-testid="product-sku">${option.sku}<`);
    expect(res.text).toContain('aria-current="true"');

    const none = await request(running.shop.url).get(`/${p.product.slug}?attrs=`);
    expect(none.status).toBe(200);
    expect(priceBlock(none.text)).toContain('vanaf');
    expect(priceBlock(none.text)).toContain(formatPrettyPrice(attrs.starting_price_gross));
  });

  it('shows reference numbers without a trailing ,PCS', async () => {
    const p = await findProduct(
      { search: 'PCS' },
      (x) => x.reference_numbers.some((r) => r.endsWith(',PCS')),
      100,
    ).catch(async () => {
      const categories = await apiGet<{ data: { id: number; uri: string }[] }>(
        '/api/categories?breadcrumbs=1',
      );
      const parts = categories.data.find((c) => /onderdelen/.test(c.uri))!;
      return findProduct({ category_id: parts.id }, (x) =>
        x.reference_numbers.some((r) => r.endsWith(',PCS')),
      );
    });
    const res = await request(running.shop.url).get(`/${p.product.slug}`);
    expect(res.status).toBe(200);
    const start = res.text.indexOf('data-testid="reference-numbers"');
    const list = res.text.slice(start, res.text.indexOf('</ul>', start));
    const ref = p.reference_numbers.find((r) => r.endsWith(',PCS'))!;
    expect(list).toContain(`<li>${ref.replace(/,PCS$/, '')}</li>`);
    expect(list).not.toContain(',PCS');
  });

  it('renders a product whose extra field theme is dark in the dark theme', async () => {
    const p = await findProduct({ search: 'zwart' }, (x) =>
      x.product.extra_fields.some((f) => f.key === 'theme' && f.value === 'dark'),
    );
    const res = await request(running.shop.url).get(`/${p.product.slug}`);
    expect(res.text).toMatch(/class="product-page" data-theme="dark"/);
    const light = await findProduct(machines, (x) => !x.product.extra_fields.some((f) => f.key === 'theme'));
    expect((await request(running.shop.url).get(`/${light.product.slug}`)).text).not.toContain(
      'data-theme="dark"',
    );
  });

  it('preloads the first photo with high priority and describes the product in JSON-LD with the consumer price in EUR', async () => {
    const p = await findProduct(machines, (x) => !x.product.has_attributes);
    const res = await request(running.shop.url)
      .get(`/en/${p.alternate_lang_hrefs.find((a) => a.language_id === 4)!.uri.slice(1)}`)
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preload = head.match(/<link rel="preload"[^>]*as="image"[^>]*>/)?.[0] ?? '';
    // The photo's AVIF sizes, typed: what the <picture> picks in a browser that takes AVIF (decision 097).
    const base = p.product.photos[0]!.replace(/\.jpg$/, '');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`${base}-640.avif 640w`);
    expect(preload).toContain('fetchPriority="high"');
    expect(res.text).toMatch(
      new RegExp(
        `<img[^>]*src="${p.product.photos[0]}" srcSet="${base}-160.jpg 160w[^"]*"[^>]*width="640" height="640"[^>]*loading="eager"`,
      ),
    );
    const ld = jsonLd(res.text).find((d) => d['@type'] === 'Product');
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: p.product.price_gross.toFixed(2),
    });
    expect(ld.sku).toBe(p.product.sku);
    expect(res.text).toMatch(/<html lang="en">/);
  });

  it('answers an unknown product slug and its parts page with 404', async () => {
    expect((await request(running.shop.url).get('/deze-machine-bestaat-niet')).status).toBe(404);
    expect((await request(running.shop.url).get('/deze-machine-bestaat-niet/onderdelen')).status).toBe(404);
    expect((await request(running.shop.url).get('/en/no-such-machine/parts')).status).toBe(404);
  });
});

describe('the parts page', () => {
  it('lists the parts that fit a machine, in both languages', async () => {
    const p = await findProduct(machines, (x) => x.has_parts);
    const parts = await apiGet<{ data: ProductCard[] }>(`/api/products/${p.product.id}/parts`);
    expect(parts.data.length).toBeGreaterThan(0);
    const res = await request(running.shop.url).get(`/${p.product.slug}/onderdelen`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Onderdelen voor ${p.product.name.replace(/'/g, '&#x27;')}`);
    for (const part of parts.data) expect(res.text).toContain(`href="${part.uri}"`);
    const en = p.alternate_lang_hrefs.find((a) => a.language_id === 4)!.uri;
    const english = await request(running.shop.url).get(`/en${en}/parts`);
    expect(english.status).toBe(200);
    expect(english.text).toContain('Parts for');
  });
});
