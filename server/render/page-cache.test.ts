/**
 * The anonymous page cache end to end: the real storefront in front of the real reference API (on
 * an in-memory PGlite), over HTTP. A cached page never carries one visitor's data to another.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app.ts';
import type { Database } from '../../api/db/client.ts';
import { createStockAlertRepository } from '../../api/stock-alerts/repository.ts';
import { createStockAlertService } from '../../api/stock-alerts/service.ts';
import { describeIfReachable, TEST_REDIS_URL } from '../../api/testing/reachable.ts';
import { createTestDatabase } from '../../api/testing/test-api.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { createApp } from '../app.ts';
import { appendSetCookie } from '../cookies/cookie.ts';
import { createVersionWatcher } from '../data-version.ts';
import { compression } from '../middleware/compression.ts';
import {
  captureLogger,
  listen,
  passThroughProxy,
  type RunningServer,
  rawRequest,
  testConfig,
} from '../test-support.ts';
import { gzipHitBody } from './gzip-hit.ts';
import { createPageHandler, type PageHandler } from './handle-page.ts';
import { createMemoryStore, type PageStore, pageCacheKey, servePage, toCachedPage } from './page-cache.ts';
import { createRedisPageStore, type RedisPageStore } from './redis-page-store.ts';

/** The local Redis (CI has one at 127.0.0.1:6379; a machine without it skips the shared-store cases). */
const REDIS_URL = TEST_REDIS_URL;
const describeWithRedis = await describeIfReachable('Redis', REDIS_URL, describe);

const PUBLIC_URL = 'http://shop.test';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const manifest = {
  entry: '/assets/main-TEST.js',
  entryImports: [],
  css: ['/assets/main-TEST.css'],
  modules: {},
};

let database: Database;
let api: RunningServer;
/** Counts what reaches the API; `fail` makes shop info answer 500. */
let proxy: RunningServer;
const seen: string[] = [];
const faults = { shopInfo500: false };
const running: RunningServer[] = [];
let product: { id: number; uri: string; price: number; price_gross: number };

interface Shop {
  url: string;
  handler: PageHandler;
  size(): number;
}

async function storefront(
  env: Record<string, string> = {},
  wrap: (h: RequestHandler) => RequestHandler = (h) => h,
  sharedStore?: PageStore,
): Promise<Shop> {
  const config = testConfig({
    PUBLIC_URL,
    API_URL: proxy.url,
    PAGE_CACHE: 'on',
    PAGE_CACHE_VERSION_INTERVAL_MS: '0',
    ...env,
  });
  const store = createMemoryStore({
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
  });
  const handler = createPageHandler({ config, apiUrl: proxy.url, manifest, pageStore: sharedStore ?? store });
  const app = createApp({
    config,
    apiUrl: proxy.url,
    pageHandler: wrap(handler),
    renderErrorPage: handler.renderError,
    logger: captureLogger().logger,
  });
  const server = await listen(http.createServer(app));
  running.push(server);
  return { url: server.url, handler, size: () => store.size };
}

const restock = (qty: number) =>
  createStockAlertService(createStockAlertRepository(database.db)).restock({ productId: product.id }, qty);

async function login(shopUrl: string, email: string) {
  const res = await request(shopUrl)
    .post('/api/customerAuth/login')
    .set('Sec-Fetch-Site', 'same-origin')
    .send({ email, password: 'Demo1234!' });
  expect(res.status).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const cspNonce = (res: request.Response) =>
  String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1] ?? '';
const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
/** The document with its response's nonce taken out: what must be equal between a hit and a render. */
const withoutNonce = (res: request.Response) => res.text.split(cspNonce(res)).join('NONCE');
const get = (url: string, path: string, ua = BROWSER) => request(url).get(path).set('User-Agent', ua);
const waitFor = async (check: () => Promise<boolean>, ms = 5000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

beforeAll(async () => {
  database = (await createTestDatabase('pglite')).database;
  api = await listen(http.createServer(createApiApp({ db: database, config: { log: false } })));
  proxy = await listen(
    passThroughProxy(api.url, (req, res) => {
      seen.push(req.url ?? '');
      if (faults.shopInfo500 && req.url?.startsWith('/api/shopInfo')) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return true;
      }
      return false;
    }),
  );
  const listing = await fetch(`${api.url}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ best_selling: true, per_page: 20 }),
  }).then((r) => r.json());
  product = listing.products.data.find(
    (p: { price: number; price_gross: number; has_attributes: boolean }) =>
      p.price !== p.price_gross && !p.has_attributes,
  );
  expect(product).toBeDefined();
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  await proxy?.close();
  await api?.close();
  await database?.close();
});

describe('the anonymous page cache', () => {
  it('answers MISS, then HIT with a fresh nonce that the CSP header names, byte for byte the fresh render', async () => {
    const shop = await storefront();
    const uncached = await storefront({ PAGE_CACHE: 'off' });
    for (const ua of [BOT, BROWSER]) {
      const miss = await get(shop.url, `${product.uri}`, ua);
      expect(miss.status).toBe(200);
      expect(miss.headers['x-cache']).toBe('MISS');
      const hit = await get(shop.url, `${product.uri}`, ua);
      expect(hit.status).toBe(200);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['cache-control']).toBe('no-cache');
      expect(hit.headers.vary).toMatch(/Cookie/);
      expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');

      const nonce = cspNonce(hit);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonce).not.toBe(cspNonce(miss));
      expect(hit.text).not.toContain(cspNonce(miss));
      expect(nonces(hit.text).length).toBeGreaterThan(1); // bootstrap and data scripts
      expect(new Set(nonces(hit.text))).toEqual(new Set([nonce]));

      expect(withoutNonce(hit)).toBe(withoutNonce(miss));
      if (ua === BOT) {
        // Crawlers get the whole document, so a render without the cache is deterministic.
        const fresh = await get(uncached.url, `${product.uri}`, ua);
        expect(fresh.headers['x-cache']).toBeUndefined();
        expect(withoutNonce(hit)).toBe(withoutNonce(fresh));
      }
    }
    // HEAD is answered from the same entry.
    const head = await request(shop.url).head(`${product.uri}`).set('User-Agent', BROWSER);
    expect(head.headers['x-cache']).toBe('HIT');
  });

  it('serves a stale page at once while one background render refreshes it', async () => {
    const shop = await storefront({ PAGE_CACHE_TTL_MS: '300', PAGE_CACHE_STALE_MS: '60000' });
    const path = `${product.uri}?k=stale`;
    expect((await get(shop.url, path)).headers['x-cache']).toBe('MISS');
    await new Promise((r) => setTimeout(r, 350));
    const before = seen.length;
    const burst = await Promise.all(Array.from({ length: 5 }, () => get(shop.url, path)));
    for (const res of burst) {
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('STALE');
    }
    await waitFor(async () => (await get(shop.url, path)).headers['x-cache'] === 'HIT');
    // One refresh render: the shell's shop info was asked once (plus the version checks).
    const shopInfoCalls = seen.slice(before).filter((u) => u.startsWith('/api/shopInfo'));
    expect(shopInfoCalls).toHaveLength(1);
  });

  it('drops pages rendered under an older data version (a restock changes stock)', async () => {
    const shop = await storefront();
    const path = `${product.uri}`;
    expect((await get(shop.url, path)).headers['x-cache']).toBe('MISS');
    expect((await get(shop.url, path)).headers['x-cache']).toBe('HIT');
    const before = await fetch(`${api.url}/api/version`).then((r) => r.json());
    await restock(1);
    const after = await fetch(`${api.url}/api/version`).then((r) => r.json());
    expect(after.data.version).not.toBe(before.data.version);
    expect((await get(shop.url, path)).headers['x-cache']).toBe('MISS');
    expect((await get(shop.url, path)).headers['x-cache']).toBe('HIT');
    // Writes that pages do not show leave the version alone.
    await login(shop.url, 'klant@demo.nl');
    expect((await fetch(`${api.url}/api/version`).then((r) => r.json())).data.version).toBe(
      after.data.version,
    );
  });

  it('never stores or serves a dealer’s page to a guest, nor a guest’s page to a dealer', async () => {
    const shop = await storefront();
    const dealer = await login(shop.url, 'dealer@demo.nl');
    const path = `${product.uri}?from=dealer-test`;

    const dealerFirst = await get(shop.url, path).set('Cookie', dealer);
    expect(dealerFirst.headers['x-cache']).toBe('BYPASS');
    expect(dealerFirst.headers['cache-control']).toBe('private, no-store');
    expect(dealerFirst.text).toContain('Dirk');
    expect(dealerFirst.text).toContain(formatPrettyPrice(product.price));
    expect(shop.size()).toBe(0);

    const guest = await get(shop.url, path);
    expect(guest.headers['x-cache']).toBe('MISS');
    expect(guest.text).not.toContain('Dirk');
    expect(guest.text).toContain(formatPrettyPrice(product.price_gross));
    expect(guest.text).toContain('incl. btw');
    const guestHit = await get(shop.url, path);
    expect(guestHit.headers['x-cache']).toBe('HIT');
    expect(guestHit.text).not.toContain('Dirk');

    const dealerAgain = await get(shop.url, path).set('Cookie', dealer);
    expect(dealerAgain.headers['x-cache']).toBe('BYPASS');
    expect(dealerAgain.text).toContain('Dirk');
    expect(dealerAgain.text).toContain('excl. btw');
    expect(shop.size()).toBe(1);
  });

  it('bypasses for any session cookie, valid or not, in either spelling', async () => {
    const shop = await storefront();
    for (const cookie of ['fz_session=nonsense', '__Host-fz_session=x', 'a=1; fz_session=y; b=2']) {
      const res = await get(shop.url, '/').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('BYPASS');
    }
    expect(shop.size()).toBe(0);
    expect(
      pageCacheKey(
        {
          method: 'GET',
          headers: { cookie: 'fz_session=1' },
          cookies: { fz_session: '1' },
        } as unknown as http.IncomingMessage,
        '/',
        'nl',
        { PUBLIC_URL },
      ),
    ).toEqual({ bypass: 'session' });
  });

  it('bypasses for a guest’s cart cookie and never stores a page with a cart, nor the cart page', async () => {
    const shop = await storefront();
    const listing = await fetch(`${api.url}/api/queryProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ best_selling: true, per_page: 20 }),
    }).then((r) => r.json());
    const inStock = listing.products.data.find(
      (p: { po_id: number | null; in_stock: boolean }) => p.po_id && p.in_stock,
    );
    const added = await request(shop.url)
      .post('/api/shoppingCart/add')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ po_id: inStock.po_id, amount: 2 });
    expect(added.status).toBe(200);
    const cart = String(added.headers['set-cookie']).split(';')[0]!;
    expect(cart).toMatch(/^fz_cart=/);
    const path = `${inStock.uri}?k=cart`;
    for (let i = 0; i < 2; i++) {
      const withCart = await get(shop.url, path).set('Cookie', cart);
      expect(withCart.headers['x-cache']).toBe('BYPASS');
      expect(withCart.headers['cache-control']).toBe('private, no-store');
      expect(withCart.text).toMatch(/data-testid="cart-count"[^>]*>2</);
    }
    expect(shop.size()).toBe(0);
    // A guest without a cart gets the page from the cache, without anyone's count.
    expect((await get(shop.url, path)).headers['x-cache']).toBe('MISS');
    const hit = await get(shop.url, path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).not.toContain('data-testid="cart-count"');
    expect(shop.size()).toBe(1);
    // The cart page is the visitor's own whoever asks: never cached, not even empty.
    for (const cartPage of ['/winkelwagen', '/en/checkout']) {
      const empty = await get(shop.url, cartPage);
      expect(empty.status).toBe(200);
      expect(empty.headers['x-cache']).toBe('BYPASS');
      expect(empty.headers['cache-control']).toBe('private, no-store');
    }
    expect(shop.size()).toBe(1);
    expect(
      pageCacheKey(
        {
          method: 'GET',
          headers: { cookie: '__Host-fz_cart=x' },
          cookies: { '__Host-fz_cart': 'x' },
        } as unknown as http.IncomingMessage,
        '/',
        'nl',
        { PUBLIC_URL },
      ),
    ).toEqual({ bypass: 'session' });
  });

  it('keeps locales, price audiences and agent classes apart', async () => {
    const shop = await storefront();
    const path = `${product.uri}?k=apart`;
    expect((await get(shop.url, path)).headers['x-cache']).toBe('MISS');
    expect((await get(shop.url, path)).headers['x-cache']).toBe('HIT');
    expect((await get(shop.url, '/?k=apart')).headers['x-cache']).toBe('MISS');
    const en = await get(shop.url, '/en?k=apart');
    expect(en.headers['x-cache']).toBe('MISS');
    expect(en.text).toContain('<html lang="en"');
    const net = await get(shop.url, path).set('Cookie', 'price_mode=net');
    expect(net.headers['x-cache']).toBe('MISS');
    expect((await get(shop.url, path).set('Cookie', 'price_mode=net')).headers['x-cache']).toBe('HIT');
    // Anything but net is the default audience.
    expect((await get(shop.url, path).set('Cookie', 'price_mode=weird')).headers['x-cache']).toBe('HIT');
    expect((await get(shop.url, path, BOT)).headers['x-cache']).toBe('MISS');
    expect(shop.size()).toBe(5);
  });

  it('never stores a render that set a cookie other than the locale, and never replays the locale cookie', async () => {
    let setOne = true;
    const shop = await storefront({}, (h) => (req, res, next) => {
      if (setOne) appendSetCookie(res, 'tracking=abc; Path=/');
      setOne = false;
      return h(req, res, next);
    });
    const first = await get(shop.url, '/?k=cookie');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(String(first.headers['set-cookie'])).toContain('tracking=abc');
    expect(shop.size()).toBe(0);
    // Stored without the visitor's locale cookie in it; each hit gets only its own.
    const second = await get(shop.url, '/?k=cookie');
    expect(second.headers['x-cache']).toBe('MISS');
    expect(String(second.headers['set-cookie'])).toMatch(/^locale=nl/);
    const withLocale = await get(shop.url, '/?k=cookie').set('Cookie', 'locale=nl');
    expect(withLocale.headers['x-cache']).toBe('HIT');
    expect(withLocale.headers['set-cookie']).toBeUndefined();
    const withoutLocale = await get(shop.url, '/?k=cookie');
    expect(withoutLocale.headers['x-cache']).toBe('HIT');
    expect(String(withoutLocale.headers['set-cookie'])).not.toContain('tracking');
  });

  it('never stores redirects or 5xx; stores the 404 of the catch-all', async () => {
    const shop = await storefront();
    for (let i = 0; i < 2; i++) {
      const redirect = await get(shop.url, '/dashboard');
      expect(redirect.status).toBe(302);
      expect(redirect.headers['x-cache']).toBe('MISS');
    }
    faults.shopInfo500 = true;
    try {
      const failed = await get(shop.url, '/?k=5xx');
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      faults.shopInfo500 = false;
    }
    expect(shop.size()).toBe(0);
    const ok = await get(shop.url, '/?k=5xx');
    expect([ok.status, ok.headers['x-cache']]).toEqual([200, 'MISS']);

    const missing = await get(shop.url, '/no-such-product-anywhere');
    expect([missing.status, missing.headers['x-cache']]).toEqual([404, 'MISS']);
    const again = await get(shop.url, '/no-such-product-anywhere');
    expect([again.status, again.headers['x-cache']]).toEqual([404, 'HIT']);
  });

  it('cannot be blown up by hostile queries: long or many-parameter queries bypass, entries are bounded', async () => {
    const shop = await storefront({ PAGE_CACHE_MAX_ENTRIES: '5' });
    const many = Array.from({ length: 50 }, (_, i) => `p${i}=${i}`).join('&');
    expect((await get(shop.url, `/zoeken?${many}`)).headers['x-cache']).toBe('BYPASS');
    expect((await get(shop.url, `/zoeken?q=${'a'.repeat(2000)}`)).headers['x-cache']).toBe('BYPASS');
    expect(shop.size()).toBe(0);
    for (let i = 0; i < 12; i++) {
      expect((await get(shop.url, `/zoeken?q=x${i}`)).headers['x-cache']).toBe('MISS');
    }
    expect(shop.size()).toBe(5);
  });

  it('is off with PAGE_CACHE=off: every request renders', async () => {
    const shop = await storefront({ PAGE_CACHE: 'off' });
    expect(shop.handler.cache).toBeUndefined();
    const a = await get(shop.url, '/');
    const b = await get(shop.url, '/');
    expect(a.headers['x-cache']).toBeUndefined();
    expect(b.headers['x-cache']).toBeUndefined();
    expect(cspNonce(a)).not.toBe(cspNonce(b));
  });
});

describeWithRedis('the page cache shared through Redis (REDIS_URL)', () => {
  const stores: RedisPageStore[] = [];
  const prefix = `test:${randomUUID()}:`;
  /** One storefront instance with its own Redis connection; all of them share `prefix`. */
  async function instance(env: Record<string, string> = {}) {
    const store = createRedisPageStore({ url: REDIS_URL, prefix });
    stores.push(store);
    await store.ready;
    expect(store.connected).toBe(true);
    return storefront(env, undefined, store);
  }
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close?.()));
  });

  it('serves on one instance what another rendered, with its own nonce, byte for byte', async () => {
    const a = await instance();
    const b = await instance();
    const path = `${product.uri}?k=redis-shared`;
    const miss = await get(a.url, path);
    expect(miss.headers['x-cache']).toBe('MISS');
    // The render is stored when it has finished streaming to its visitor.
    await waitFor(async () => (await get(b.url, path)).headers['x-cache'] === 'HIT');
    const hit = await get(b.url, path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(cspNonce(hit)).not.toBe(cspNonce(miss));
    expect(new Set(nonces(hit.text))).toEqual(new Set([cspNonce(hit)]));
    expect(withoutNonce(hit)).toBe(withoutNonce(miss));
  });

  it('keeps audiences and sessions apart across instances, and a new data version misses everywhere', async () => {
    const a = await instance();
    const b = await instance();
    const path = `${product.uri}?k=redis-audience`;
    expect((await get(a.url, path)).headers['x-cache']).toBe('MISS');
    await waitFor(async () => (await get(b.url, path)).headers['x-cache'] === 'HIT');
    // A net-price audience is another key; a logged-in dealer never reads or writes the cache.
    const net = await get(b.url, path).set('Cookie', 'price_mode=net');
    expect(net.headers['x-cache']).toBe('MISS');
    const dealer = await login(a.url, 'dealer@demo.nl');
    const dealerPage = await get(b.url, path).set('Cookie', dealer);
    expect(dealerPage.headers['x-cache']).toBe('BYPASS');
    expect(dealerPage.text).toContain(formatPrettyPrice(product.price));
    const guest = await get(a.url, path);
    expect(guest.text).not.toContain('Dirk');
    expect(guest.text).toContain(formatPrettyPrice(product.price_gross));

    await restock(1);
    expect((await get(b.url, path)).headers['x-cache']).toBe('MISS');
  });

  it('renders every page when Redis is unreachable, without waiting for it', async () => {
    const store = createRedisPageStore({ url: 'redis://127.0.0.1:1', prefix });
    stores.push(store);
    await store.ready;
    expect(store.connected).toBe(false);
    const shop = await storefront({}, undefined, store);
    const path = `${product.uri}?k=redis-down`;
    for (let i = 0; i < 3; i++) {
      const res = await get(shop.url, path);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('MISS');
    }
  });
});

describe('page cache parts', () => {
  it('splits at every occurrence of the nonce and stamps a new one in, with the right length', async () => {
    const html = Buffer.from('<script nonce="N0">a</script><p>x</p><script nonce="N0">b</script>');
    const page = toCachedPage({ status: 200, contentType: 'text/html', html, nonce: 'N0' }, 0);
    expect(page.parts).toHaveLength(3);
    const app = express();
    app.use((_req, res) => servePage(res, page, 'N1-longer', 'HIT'));
    const res = await request(app).get('/').set('Accept-Encoding', 'identity');
    const expected = '<script nonce="N1-longer">a</script><p>x</p><script nonce="N1-longer">b</script>';
    expect(res.text).toBe(expected);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(res.headers['x-cache']).toBe('HIT');
    const head = await request(app).head('/');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(head.text ?? '').toBe('');
  });

  it('answers a client that accepts gzip with the page compressed once, its own nonce stored between the segments', async () => {
    const script = (n: string, i: number) =>
      `<script nonce="${n}">window.x${i}=${'"koffie "'.repeat(50)}</script>`;
    const render = (n: string) =>
      `<!DOCTYPE html><html>${Array.from({ length: 5 }, (_, i) => script(n, i)).join('<p>machine</p>')}</html>`;
    const page = toCachedPage(
      {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        html: Buffer.from(render('RENDER-NONCE')),
        nonce: 'RENDER-NONCE',
      },
      0,
    );
    const app = express();
    app.use(compression());
    let nonce = '';
    app.use((_req, res) => servePage(res, page, nonce, 'HIT'));
    const server = await listen(app);
    try {
      for (const n of ['first+nonce/A==', 'a-second-and-longer-nonce==', 'x']) {
        nonce = n;
        const raw = await rawRequest(server.url, '/', {
          headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
        });
        const res = { headers: raw.headers, body: raw.bytes };
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(res.headers['content-length']).toBe(String(res.body.length));
        // gunzip checks the CRC-32 and the length in the trailer too.
        expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(render(n));
        expect(res.body.length).toBeLessThan(Buffer.byteLength(render(n)) / 2);
      }
    } finally {
      await server.close();
    }
    // A page without a nonce, and one that is nothing but nonces, decode as well.
    for (const [html, n] of [
      ['<p>geen script</p>', ''],
      ['NNN', 'NNN'],
    ] as const) {
      const only = toCachedPage(
        { status: 200, contentType: 'text/html', html: Buffer.from(html), nonce: n || 'none' },
        0,
      );
      expect(zlib.gunzipSync(gzipHitBody(only, 'fresh')).toString('utf8')).toBe(
        html.replaceAll('NNN', 'fresh'),
      );
    }
  });

  it('evicts least recently used entries by count and by bytes', () => {
    const store = createMemoryStore({ maxEntries: 2, maxBytes: 10 });
    const page = (n: number) =>
      toCachedPage({ status: 200, contentType: 'x', html: Buffer.alloc(n), nonce: 'z' }, 0);
    store.set('a', page(3), 1);
    store.set('b', page(3), 1);
    store.get('a');
    store.set('c', page(3), 1);
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true]);
    store.set('d', page(8), 1);
    expect(store.bytes).toBeLessThanOrEqual(10);
    store.set('huge', page(11), 1);
    expect(store.get('huge')).toBeUndefined();
  });

  it('asks for the data version at most once per interval, one call for concurrent askers, without making renders wait', async () => {
    let calls = 0;
    let t = 0;
    const changes: string[] = [];
    const watcher = createVersionWatcher(
      async () => `v${++calls}`,
      1000,
      (v) => changes.push(v),
      () => t,
    );
    expect(await Promise.all([watcher.current(), watcher.current()])).toEqual(['v1', 'v1']);
    t = 999;
    expect(watcher.current()).toBe('v1');
    t = 2000;
    // Past the interval: the known version at once, the check in the background.
    expect(watcher.current()).toBe('v1');
    expect(watcher.current()).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(2);
    expect(watcher.current()).toBe('v2');
    expect(changes).toEqual(['v2']);
  });

  it('with an interval of 0, every call waits for the API (a write is seen by the next render)', async () => {
    let calls = 0;
    const watcher = createVersionWatcher(async () => `v${++calls}`, 0);
    expect(await watcher.current()).toBe('v1');
    expect(await watcher.current()).toBe('v2');
  });
});
