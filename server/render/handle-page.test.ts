/**
 * The page handler end to end: the real storefront app in front of the real reference API (on an
 * in-memory PGlite), over HTTP. One test per routing and SEO rule.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { createApp } from '../app.ts';
import { captureLogger, listen, passThroughProxy, type RunningServer, testConfig } from '../test-support.ts';
import { createPageHandler } from './handle-page.ts';

let api: { url: string; close(): Promise<void> };
let slowProxy: RunningServer;
let shop: RunningServer;
let slowShop: RunningServer;
let slowShopUrl: string;

const PUBLIC_URL = 'http://shop.test';
const manifest = {
  entry: '/assets/main-TEST.js',
  entryImports: [],
  css: ['/assets/main-TEST.css'],
  modules: {},
};

function storefront(apiUrl: string) {
  const config = testConfig({ PUBLIC_URL, API_URL: apiUrl, STREAM_TIMEOUT_MS: '5000' });
  const pageHandler = createPageHandler({ config, apiUrl, manifest });
  return createApp({
    config,
    apiUrl,
    pageHandler,
    renderErrorPage: pageHandler.renderError,
    logger: captureLogger().logger,
  });
}

/** When the delaying proxy last let a review call through to the API (Date.now()). */
let reviewsReleasedAt = 0;

/** A pass-through proxy that holds review calls for 1.5 s and the home page's content for 0.8 s. */
const delayingProxy = (target: string) =>
  passThroughProxy(target, (req, _res, forward) => {
    const reviews = req.url?.includes('/reviews');
    const delay = reviews ? 1500 : req.url?.includes('type_code=home') ? 800 : 0;
    if (!delay) return false;
    setTimeout(() => {
      if (reviews) reviewsReleasedAt = Date.now();
      forward();
    }, delay);
    return true;
  });

/** Chunks of a page as a browser receives them (gzip), with when each arrived (`at` since the request, `time` Date.now()). */
async function chunksOf(url: URL): Promise<{ at: number; time: number; text: string }[]> {
  const chunks: { at: number; time: number; text: string }[] = [];
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', 'user-agent': 'Mozilla/5.0 Chrome/156' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const gunzip = zlib.createGunzip();
        res.pipe(gunzip);
        gunzip.on('data', (d: Buffer) => {
          const time = Date.now();
          chunks.push({ at: time - started, time, text: d.toString() });
        });
        gunzip.on('end', resolve);
        gunzip.on('error', reject);
      })
      .on('error', reject);
  });
  return chunks;
}

let product: { uri: string; full_name: string; price_gross: number };
let category: {
  id: number;
  uri: string;
  title: string;
  alternate_lang_hrefs: { language_id: number; uri: string }[];
};

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await listen(http.createServer(storefront(api.url)));
  slowProxy = await listen(delayingProxy(api.url));
  slowShop = await listen(http.createServer(storefront(slowProxy.url)));
  slowShopUrl = slowShop.url;
  const listing = await fetch(`${api.url}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ best_selling: true, per_page: 1 }),
  }).then((r) => r.json());
  product = listing.products.data[0];
  const categories = await fetch(`${api.url}/api/categories?breadcrumbs=1`).then((r) => r.json());
  category = categories.data[0];
}, 180_000);

afterAll(async () => {
  await Promise.all([shop?.close(), slowShop?.close(), slowProxy?.close()]);
  await api?.close();
});

const nonceOf = (res: request.Response) =>
  String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];

describe('pages', () => {
  it('renders the Dutch home page with its head, shell data and a nonce on every script', async () => {
    const res = await request(shop.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="nl">/);
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en"/>`);
    expect(res.text).toContain(`<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}/"/>`);
    expect(res.text).toContain('<meta property="og:title"');
    expect(res.text).toContain('"@type":"Organization"');
    expect(res.text).toContain('class="site-footer"');
    const nonce = nonceOf(res);
    expect(nonce).toBeTruthy();
    for (const tag of res.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('renders English under /en with <html lang="en"> and remembers the locale for 365 days', async () => {
    const res = await request(shop.url).get('/en');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="en">/);
    expect(String(res.headers['set-cookie'])).toMatch(/locale=en;.*Max-Age=31536000/);
  });

  it("titles a product page with the product's name and describes it in JSON-LD with the consumer price in EUR", async () => {
    const res = await request(shop.url)
      .get(product.uri)
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    const escapedName = product.full_name
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
    expect(res.text).toContain(`<title>${escapedName}</title>`);
    expect(res.text).toContain(`<meta name="description" content="${escapedName}"/>`);
    const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const productLd = ld.find((d) => d['@type'] === 'Product');
    expect(productLd.offers.priceCurrency).toBe('EUR');
    expect(productLd.offers.price).toBe(product.price_gross.toFixed(2));
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${product.uri}"/>`);
  });

  it('links the language switch of a category to its English alternate URL and emits hreflang for both', async () => {
    const res = await request(shop.url).get(category.uri);
    expect(res.status).toBe(200);
    const en = category.alternate_lang_hrefs.find((a) => a.language_id === 4)!.uri;
    expect(res.text).toMatch(new RegExp(`<a href="/en${en}"[^>]*data-testid="language-switch"`));
    expect(res.text).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en${en}"/>`);
  });

  it('gives a page asked for with .html a canonical link without the suffix', async () => {
    const res = await request(shop.url).get(`${category.uri}.html`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${category.uri}"/>`);
  });

  it('answers an unknown path with 404, the shop’s 404 content and “This page could not be found”', async () => {
    const res = await request(shop.url).get('/dit-bestaat-echt-niet');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Deze pagina kon niet worden gevonden');
    const shop404 = (await fetch(`${api.url}/api/shopInfo`).then((r) => r.json())).data.page404;
    expect(res.text).toContain(`<title>${shop404.meta_title}</title>`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    const en = await request(shop.url).get('/en/this-does-not-exist');
    expect(en.status).toBe(404);
    expect(en.text).toContain('This page could not be found');
  });

  it('shows a hostile slug escaped on the 404 page', async () => {
    const res = await request(shop.url).get('/%3Cscript%3E__xss(12)%3C%2Fscript%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>__xss');
  });

  it('sends guests from a protected page to login, remembering the page', async () => {
    const res = await request(shop.url).get('/dashboard/orders');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard%2Forders');
    const en = await request(shop.url).get('/en/dashboard');
    expect(en.headers.location).toBe('/en/login?redirect=%2Fen%2Fdashboard');
  });

  it('sends visitors who are not dealers from dealer pages to the localized home', async () => {
    expect((await request(shop.url).get('/dealer-order')).headers.location).toBe('/');
    expect((await request(shop.url).get('/en/dealer-order')).headers.location).toBe('/en');
  });

  it('lets a logged-in consumer into the dashboard, sends them home from login, and keeps dealers apart', async () => {
    const login = async (email: string) => {
      const res = await request(shop.url)
        .post('/api/customerAuth/login')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ email, password: 'Demo1234!' });
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/token/);
      return String(res.headers['set-cookie']).split(';')[0]!;
    };
    const consumer = await login('klant@demo.nl');
    expect((await request(shop.url).get('/dashboard').set('Cookie', consumer)).status).toBe(200);
    const loginPage = await request(shop.url).get('/login').set('Cookie', consumer);
    expect(loginPage.status).toBe(302);
    expect(loginPage.headers.location).toBe('/');
    // Where the guard sent them from, when it is a local path; anything else goes home.
    const back = await request(shop.url)
      .get('/login?redirect=%2Fdashboard%2Forders%3Fstatus%3D3')
      .set('Cookie', consumer);
    expect(back.headers.location).toBe('/dashboard/orders?status=3');
    for (const hostile of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await request(shop.url)
        .get(`/en/login?redirect=${encodeURIComponent(hostile)}`)
        .set('Cookie', consumer);
      expect(res.status, hostile).toBe(302);
      expect(res.headers.location, hostile).toBe('/en');
    }
    expect((await request(shop.url).get('/dealer-order').set('Cookie', consumer)).headers.location).toBe('/');
    const dealer = await login('dealer@demo.nl');
    const dealerPage = await request(shop.url).get('/dealer-order').set('Cookie', dealer);
    expect(dealerPage.status).toBe(200);
    expect(dealerPage.headers['cache-control']).toBe('private, no-store');
  });

  it('answers every public screen of the route table with 200 and its title', async () => {
    const paths = [
      '/aanbiedingen',
      '/en/deals',
      '/zoeken?q=koffie',
      '/en/search',
      '/vergelijken',
      '/en/compare',
      '/vind-een-dealer',
      '/en/find-a-dealer',
      '/winkelwagen',
      '/en/checkout',
      '/winkelwagen/inloggen',
      '/en/checkout/login',
      '/winkelwagen/bestellen',
      '/en/checkout/order',
      '/payment-redirect',
      '/en/payment-redirect',
      '/service/faq',
      '/en/service/faq',
      '/service/faq/product',
      '/service/faq/onderhoud',
      '/offerlink/demo-offer-expired-27b9e0c6',
      '/en/offerlink/demo-offer-expired-27b9e0c6',
      '/reset-password/abc',
      '/en/reset-password/abc',
      '/review-promotion/a/b',
      '/en/review-promotion/a/b',
      '/login',
      '/en/login',
    ];
    for (const path of paths) {
      const res = await request(shop.url).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('gives the API being down a 503 page, not a hang or a stack trace', async () => {
    const down = await listen(http.createServer(storefront('http://127.0.0.1:9')));
    const res = await request(down.url).get('/');
    await down.close();
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('streaming', () => {
  it('sends a browser the shell with the product and its price before slow reviews, gzip and all', async () => {
    const chunks = await chunksOf(new URL(product.uri, slowShopUrl));
    const shell = chunks.find((c) => c.text.includes('<h1'));
    const reviews = chunks.find((c) => c.text.includes('__FZq||[]).push(["/api/products/'));
    expect(shell).toBeDefined();
    expect(reviews).toBeDefined();
    // The shell arrived before the API was even asked for the reviews (held 1.5 s by the proxy).
    expect(reviewsReleasedAt).toBeGreaterThan(0);
    expect(shell!.time).toBeLessThan(reviewsReleasedAt);
    expect(reviews!.at).toBeGreaterThanOrEqual(1400);
    const before = chunks
      .filter((c) => c.time < reviewsReleasedAt)
      .map((c) => c.text)
      .join('');
    expect(before).toContain('price-current');
    expect(before).toContain('reviews-loading');
  });

  it("waits for the home hero's content (the LCP, above the fold) instead of streaming it over a placeholder", async () => {
    const chunks = await chunksOf(new URL('/', slowShopUrl));
    const shell = chunks.find((c) => c.text.includes('<main'));
    expect(shell).toBeDefined();
    expect(shell!.at).toBeGreaterThanOrEqual(750);
    const html = chunks.map((c) => c.text).join('');
    expect(html).toContain('class="hero home-hero"');
    expect(html).not.toContain('home-hero-loading');
  });

  it("renders the shop's own hero in the first byte when the home content fails, and the page stays 200", async () => {
    const failing = await listen(
      passThroughProxy(api.url, (req, res) => {
        if (!req.url?.includes('type_code=home')) return false;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return true;
      }),
    );
    const failingShop = await listen(http.createServer(storefront(failing.url)));
    try {
      const res = await request(failingShop.url).get('/').set('User-Agent', 'Mozilla/5.0 Chrome/156');
      expect(res.status).toBe(200);
      expect(res.text).toContain('data-testid="home-hero"');
      expect(res.text).not.toContain('class="hero home-hero"');
      expect(res.text).not.toContain('home-hero-loading');
      expect(res.text).toContain('data-testid="home-deals"');
    } finally {
      await Promise.all([failingShop.close(), failing.close()]);
    }
  });

  it('sends a crawler the whole document at once, reviews included', async () => {
    const res = await request(slowShopUrl)
      .get(product.uri)
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(res.text).toContain('__FZq||[]).push(["/api/products/');
    expect(res.text).toMatch(/<\/html>$/);
  });
});
