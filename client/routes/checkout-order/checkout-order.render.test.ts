/**
 * The checkout order page and the payment redirect page as the server renders them (decision 020):
 * the real storefront in front of the real reference API (in-memory PGlite). Both show one
 * visitor's own data: rendered `private, no-store`, never from or into the page cache.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address } from '../../../api/checkout/checkout-fixtures.ts';
import { startTestApi } from '../../../api/testing/test-api.ts';
import { startStorefront } from '../../../server/render/test-shop.ts';
import type { RunningServer } from '../../../server/test-support.ts';
import type { ProductCard } from '../../../shared/contract/catalog.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
let products: ProductCard[] = [];
const same = { 'Sec-Fetch-Site': 'same-origin' };
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false, config: { storefrontUrl: 'http://shop.test' } });
  shop = await startStorefront(api.url, { PAGE_CACHE: 'on' });
  const listing = await fetch(`${api.url}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ best_selling: true, per_page: 40 }),
  }).then((r) => r.json());
  products = (listing.products.data as ProductCard[]).filter((p) => p.po_id && p.in_stock);
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const page = (path: string, cookie?: string) => {
  const req = request(shop.url).get(path).set('User-Agent', BROWSER);
  return cookie ? req.set('Cookie', cookie) : req;
};

/** A guest cart through the storefront's /api proxy; answers its cookie and the cart. */
async function guestCart() {
  const res = await request(shop.url)
    .post('/api/shoppingCart/add?lang=nl')
    .set(same)
    .send({ po_id: products[0]!.po_id, amount: 1 });
  expect(res.status).toBe(200);
  return { cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!, cart: res.body.data };
}

describe('the checkout order page', () => {
  it('renders a guest’s cart with the order form, private and never cached', async () => {
    const { cookie } = await guestCart();
    for (const path of ['/winkelwagen/bestellen', '/en/checkout/order']) {
      const res = await page(path, cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-cache']).toBe('BYPASS');
      expect(res.text).toContain('data-testid="checkout-form"');
      expect(res.text).toContain(products[0]!.full_name.split(' ')[0]!);
      expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it('says the cart is empty to a visitor without one, and still caches nothing', async () => {
    const first = await page('/winkelwagen/bestellen');
    const second = await page('/winkelwagen/bestellen');
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain('data-testid="checkout-empty"');
    }
    expect(second.headers['x-cache']).not.toBe('HIT');
  });
});

describe('the payment redirect page', () => {
  it('shows the order of its token, pending until paid, and nobody’s order for another token', async () => {
    const { cookie, cart } = await guestCart();
    const placed = await request(shop.url)
      .post('/api/checkout/placeOrder?lang=en')
      .set(same)
      .set('Cookie', cookie)
      .set('Idempotency-Key', randomUUID())
      .send({
        invoice: address({ email: 'eva@example.com' }),
        delivery: null,
        shipping_method_id: 1,
        payment_method: 'ideal',
        pickup_point_id: null,
        remarks: '',
        expected_total_gross: cart.total.to_pay_gross,
        terms_accepted: true,
      });
    expect(placed.status, placed.text).toBe(201);
    const { number } = placed.body.data.order;
    // The test provider's page is served through the proxy too; its buttons post without a body.
    const testPage = new URL(placed.body.data.redirect_url).pathname;
    expect((await request(shop.url).get(testPage)).text).toContain('data-outcome="paid"');
    const paid = await request(shop.url).post(`${testPage}/paid`).set(same);
    expect(paid.status).toBe(303);
    const back = paid.headers.location as string;
    expect(back).toMatch(/^\/en\/payment-redirect\?order=[\w-]{43}$/);

    const res = await page(back);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(number);
    expect(res.text).toContain('data-outcome="paid"');
    expect(res.text).toContain('Thank you for your order!');

    const nobody = await page('/payment-redirect?order=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(nobody.status).toBe(404);
    expect(nobody.text).not.toContain(number);
    expect(nobody.headers['cache-control']).toBe('no-store');
  });
});
