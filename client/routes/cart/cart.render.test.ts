/**
 * The cart as the server renders it (decision 018): the real storefront in front of the real
 * reference API (in-memory PGlite), over HTTP. A guest's cart token travels in the httpOnly cart
 * cookie; the header's count and the cart page arrive with the HTML, never from or into a cache.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../api/testing/test-api.ts';
import { loginCookie, startStorefront } from '../../../server/render/test-shop.ts';
import { listen, passThroughProxy, type RunningServer } from '../../../server/test-support.ts';
import type { ProductCard } from '../../../shared/contract/catalog.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';

let api: { url: string; close(): Promise<void> };
/** Between the storefront and the API: `cartDown` makes every shoppingCart call answer 500. */
let proxy: RunningServer;
let shop: RunningServer;
const faults = { cartDown: false };
let products: ProductCard[] = [];

const same = { 'Sec-Fetch-Site': 'same-origin' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  proxy = await listen(
    passThroughProxy(api.url, (req, res) => {
      if (!faults.cartDown || !req.url?.startsWith('/api/shoppingCart')) return false;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      return true;
    }),
  );
  shop = await startStorefront(proxy.url);
  const listing = await fetch(`${api.url}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ best_selling: true, per_page: 40 }),
  }).then((r) => r.json());
  products = (listing.products.data as ProductCard[]).filter((p) => p.po_id && p.in_stock);
  expect(products.length).toBeGreaterThan(2);
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await proxy?.close();
  await api?.close();
});

/** Adds through the storefront's /api proxy, as the browser does; answers the cart cookie (name=value). */
async function addToCart(poId: number, amount: number, cookie?: string) {
  const req = request(shop.url).post('/api/shoppingCart/add?lang=nl').set(same);
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send({ po_id: poId, amount });
  expect(res.status).toBe(200);
  return { res, cookie: cookie ?? String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]! };
}

const page = (path: string, cookie?: string) => {
  const req = request(shop.url).get(path).set('User-Agent', BROWSER);
  return cookie ? req.set('Cookie', cookie) : req;
};
const countIn = (html: string) => html.match(/data-testid="cart-count"[^>]*>(\d+)</)?.[1];

describe('a guest’s cart through the storefront', () => {
  it('gets its token as an httpOnly cookie on the first change, never in the answer', async () => {
    const { res, cookie } = await addToCart(products[0]!.po_id!, 2);
    expect(cookie).toMatch(/^fz_cart=[A-Za-z0-9_-]{43}$/);
    expect(res.headers['set-cookie']![0]).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(res.headers['x-fz-cart-token']).toBeUndefined();
    expect(res.text).not.toContain(cookie.slice('fz_cart='.length));
    expect(res.body.data.count).toBe(2);
    // The next change goes to the same cart, and sets no new cookie.
    const again = await addToCart(products[1]!.po_id!, 1, cookie);
    expect(again.res.headers['set-cookie']).toBeUndefined();
    expect(again.res.body.data.count).toBe(3);
  });

  it('sees the count in the server-rendered header, on a page that is never cached', async () => {
    const { cookie } = await addToCart(products[0]!.po_id!, 3);
    const res = await page('/', cookie);
    expect(res.status).toBe(200);
    expect(countIn(res.text)).toBe('3');
    expect(res.text).toContain('aria-label="Winkelwagen, 3 artikelen"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const en = await page('/en', cookie);
    expect(en.text).toContain('aria-label="Cart, 3 items"');
  });

  it('sees the lines and totals on the cart page in both languages', async () => {
    const { cookie } = await addToCart(products[0]!.po_id!, 1);
    await addToCart(products[1]!.po_id!, 2, cookie);
    const nl = await page('/winkelwagen', cookie);
    expect(nl.status).toBe(200);
    expect(nl.headers['cache-control']).toBe('private, no-store');
    expect(nl.text).toContain('<meta name="robots" content="noindex"/>');
    expect(nl.text.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(nl.text).toContain(formatPrettyPrice(products[1]!.price_gross));
    expect(nl.text).toContain('Subtotaal');
    expect(nl.text).toContain('Verder naar bestellen');
    const en = await page('/en/checkout', cookie);
    expect(en.text.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(en.text).toContain('Subtotal');
    expect(en.text).toContain('Proceed to checkout');
  });

  it('shows a visitor without a cart no count and an empty cart page, without asking the API', async () => {
    const home = await page('/');
    expect(countIn(home.text)).toBeUndefined();
    const cart = await page('/winkelwagen');
    expect(cart.status).toBe(200);
    expect(cart.text).toContain('data-testid="cart-empty"');
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });

  it('ignores a cart cookie that is not a token', async () => {
    const res = await page('/', 'fz_cart=not a token');
    expect(res.status).toBe(200);
    expect(countIn(res.text)).toBeUndefined();
  });

  it('renders the page when the cart cannot be loaded, leaving the cart for the browser to ask again', async () => {
    const { cookie } = await addToCart(products[0]!.po_id!, 1);
    faults.cartDown = true;
    try {
      const home = await page('/', cookie);
      expect(home.status).toBe(200);
      expect(countIn(home.text)).toBeUndefined();
      expect(home.text).not.toContain('"/api/shoppingCart?lang=nl"');
      const cart = await page('/winkelwagen', cookie);
      expect(cart.status).toBe(200);
      expect(cart.text).toContain('data-testid="cart-loading"');
    } finally {
      faults.cartDown = false;
    }
  });
});

describe('a customer’s cart', () => {
  it('follows the login: the count is server-rendered for the logged-in customer', async () => {
    const session = await loginCookie(shop.url, 'dealer@demo.nl');
    const res = await request(shop.url)
      .post('/api/shoppingCart/add?lang=nl')
      .set(same)
      .set('Cookie', session)
      .send({ po_id: products[2]!.po_id, amount: 4 });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined(); // no guest token for a customer
    const home = await page('/', session);
    expect(Number(countIn(home.text))).toBeGreaterThanOrEqual(4);
    const cart = await page('/winkelwagen', session);
    // A dealer sees net prices in the cart.
    expect(cart.text).toContain(formatPrettyPrice(products[2]!.price));
    expect(cart.text).toContain('Prijzen excl. btw');
  });

  it('takes over a guest’s cart at login (the proxy clears the cart cookie)', async () => {
    const { cookie } = await addToCart(products[0]!.po_id!, 1);
    const res = await request(shop.url)
      .post('/api/customerAuth/login')
      .set(same)
      .set('Cookie', cookie)
      .send({ email: 'trade@demo.nl', password: 'Demo1234!' });
    expect(res.status).toBe(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => /^fz_cart=; .*Max-Age=0/.test(c))).toBe(true);
    const session = cookies.find((c) => c.startsWith('fz_session='))!.split(';')[0]!;
    const home = await page('/', session);
    expect(Number(countIn(home.text))).toBeGreaterThanOrEqual(1);
  });
});
