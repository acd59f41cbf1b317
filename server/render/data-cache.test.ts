/**
 * The data cache in front of the real API, through the storefront (DATA_CACHE=on): renders share
 * anonymous answers, a signed-in visitor never gets them, and a new data version ends them.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import type { ProductResponse } from '../../shared/contract/catalog.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { listen, passThroughProxy, type RunningServer } from '../test-support.ts';
import { loginCookie, startStorefront } from './test-shop.ts';

let api: { url: string; close(): Promise<void> };
let proxy: RunningServer;
let shop: RunningServer;
/** Paths (without query) the storefront asked the API for, in order. */
const asked: string[] = [];
let version = 'v1';

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  proxy = await listen(
    passThroughProxy(api.url, (req, res) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      asked.push(`${req.method} ${path}`);
      if (path !== '/api/version') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { version } }));
      return true;
    }),
  );
  shop = await startStorefront(proxy.url, {
    DATA_CACHE: 'on',
    PAGE_CACHE_VERSION_INTERVAL_MS: '0',
  });
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await proxy?.close();
  await api?.close();
});

const slug = 'lelit-anna-copper';
const dataCalls = () => asked.filter((a) => a !== 'GET /api/version');
const priceBlock = (html: string) => {
  const start = html.indexOf('data-testid="product-price"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</div>', start));
};

const login = (email: string) => loginCookie(shop.url, email);

describe('the data cache behind the pages', () => {
  it('renders a page a second time without asking the API for its data again', async () => {
    asked.length = 0;
    const first = await request(shop.url).get(`/${slug}`);
    expect(first.status).toBe(200);
    expect(dataCalls()).toContain(`GET /api/products/${slug}`);
    asked.length = 0;
    const second = await request(shop.url).get(`/${slug}`);
    expect(second.status).toBe(200);
    expect(dataCalls()).toEqual([]);
    // The same page: a cached deferred answer is rendered in the shell instead of streaming later.
    expect(priceBlock(second.text)).toBe(priceBlock(first.text));
    const reviewAuthors = (html: string) =>
      [...html.matchAll(/class="review-author">([^<]+)</g)].map((m) => m[1]).sort();
    expect(reviewAuthors(second.text)).toEqual(reviewAuthors(first.text));
    expect(reviewAuthors(second.text).length).toBeGreaterThan(0);
  });

  it('never gives a dealer the anonymous answers: net prices come from the API with the dealer’s token', async () => {
    const { data } = (await (await fetch(`${api.url}/api/products/${slug}`)).json()) as {
      data: ProductResponse;
    };
    await request(shop.url).get(`/${slug}`); // the guest's answer is in the cache now
    const cookie = await login('dealer@demo.nl');
    asked.length = 0;
    const dealer = await request(shop.url).get(`/${slug}`).set('Cookie', cookie);
    expect(dealer.status).toBe(200);
    expect(dataCalls()).toContain(`GET /api/products/${slug}`);
    expect(priceBlock(dealer.text)).toContain(formatPrettyPrice(data.product.price));
    expect(priceBlock(dealer.text)).not.toContain(formatPrettyPrice(data.product.price_gross));
    const guest = await request(shop.url).get(`/${slug}`);
    expect(priceBlock(guest.text)).toContain(formatPrettyPrice(data.product.price_gross));
  });

  it('asks again after the API’s data version changed', async () => {
    await request(shop.url).get(`/${slug}`);
    version = 'v2';
    asked.length = 0;
    const after = await request(shop.url).get(`/${slug}`);
    expect(after.status).toBe(200);
    expect(dataCalls()).toContain(`GET /api/products/${slug}`);
    expect(dataCalls()).toContain('GET /api/menus');
  });
});
