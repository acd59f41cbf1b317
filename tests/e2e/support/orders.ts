/**
 * A paid order placed through the API itself (the journeys' topology: playwright.config.ts), for
 * journeys that start after the checkout (withdrawal, the order pages' accessibility): two in-stock
 * products, a guest's order or the signed-in customer's (`auth`), paid on the test provider's page.
 */
import { type APIRequestContext, expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const api = `http://127.0.0.1:${port + 1}/api`;

export interface PaidOrder {
  id: number;
  number: string;
  /** the order's secret token (the payment return page's `order`) */
  token: string;
  /** the headers the order was placed with (language, cart token, authorisation) */
  headers: Record<string, string>;
}

export async function paidOrder(
  request: APIRequestContext,
  options: { lang: 1 | 4; email: string; auth?: string; amounts?: readonly [number, number] },
): Promise<PaidOrder> {
  const amounts = options.amounts ?? [1, 1];
  const headers: Record<string, string> = { 'X-FZ-Language-Id': String(options.lang) };
  if (options.auth) headers.Authorization = options.auth;
  const found = await request.post(`${api}/queryProducts`, {
    headers,
    data: { products_only: true, per_page: 48 },
  });
  const cards = ((await found.json()).products.data as { po_id: number | null; in_stock: boolean }[]).filter(
    (c) => c.po_id && c.in_stock,
  );
  // Each order its own products (from a place given by the time in ms, so journeys running at
  // once seldom share stock); a product another journey just took is skipped.
  const start = Date.now() % Math.max(1, cards.length);
  let added = 0;
  for (let k = 0; k < cards.length && added < 2; k++) {
    const card = cards[(start + k) % cards.length]!;
    const res = await request.post(`${api}/shoppingCart/add`, {
      headers,
      data: { po_id: card.po_id, amount: amounts[added] },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(200);
    const token = res.headers()['x-fz-cart-token'];
    if (token) headers['X-FZ-Cart-Token'] = token;
    added++;
  }
  expect(added).toBe(2);
  const cart = (await (await request.get(`${api}/shoppingCart`, { headers })).json()).data;
  const placed = await request.post(`${api}/checkout/placeOrder`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      invoice: {
        company: '',
        firstname: 'Eva',
        middle_name: '',
        lastname: 'Jansen',
        street: 'Oudegracht',
        house_number: '12',
        house_number_addition: '',
        postcode: '3511 AB',
        city: 'Utrecht',
        country_id: 1,
        phone: '0612345678',
        email: options.email,
      },
      delivery: null,
      shipping_method_id: 1,
      payment_method: 'ideal',
      pickup_point_id: null,
      remarks: '',
      expected_total_gross: cart.total.to_pay_gross,
      terms_accepted: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data;
  // Pays on the test provider's page (its "paid" button); the return address carries the token.
  const pay = new URL(order.redirect_url).pathname;
  const back = await request.post(`${api.replace(/\/api$/, '')}${pay}/paid`, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  const token = new URL(back.headers().location!).searchParams.get('order') ?? '';
  await request.get(`${api}/checkout/orders/${token}`, { headers });
  return { ...(order.order as { id: number; number: string }), token, headers };
}
