/**
 * Orders not paid in time, as the storefront renders them (decision 042), in front of the real
 * reference API on a test database whose order jobs the test runs directly:
 * - the dashboard lists a cancelled order (status 7) as cancelled, in Dutch and in English, and
 *   offers the status in its filter;
 * - the payment redirect page of a cancelled order says so (no "paid", no "pay again"), also when
 *   a late payment is to be refunded;
 * - the review invitation's link, followed on the storefront, opens the review promotion page.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, checkoutFixtures, type Who } from '../../../api/checkout/checkout-fixtures.ts';
import { orders, outbox, productOptions } from '../../../api/db/schema.ts';
import { orderJobsOf } from '../../../api/orders/jobs.ts';
import { createTestApi, type TestApi } from '../../../api/testing/test-api.ts';
import { loginCookie, startStorefront } from '../../../server/render/test-shop.ts';
import { listen, type RunningServer } from '../../../server/test-support.ts';

let api: TestApi;
let apiServer: RunningServer;
let shop: RunningServer;
const f = checkoutFixtures(
  () => api.app,
  () => api.database.db,
);
const DAY = 86_400_000;

beforeAll(async () => {
  api = await createTestApi();
  apiServer = await listen(api.app);
  shop = await startStorefront(apiServer.url);
  await f.reserveOptions(10);
}, 180_000);
afterAll(async () => {
  await shop?.close();
  await apiServer?.close();
  await api?.close();
});

let mailbox = 0;
async function place(who: Who = {}) {
  const email = `storefront-expiry-${++mailbox}@example.com`;
  const po = f.take();
  const filled = await f.fill([{ po_id: po, amount: 2 }], who);
  const res = await f.placeOrder(filled.who, f.orderBody(filled.cart, { invoice: { ...address(), email } }));
  expect(res.status, res.text).toBe(201);
  const placed = f.placed(res.body);
  const row = await f.order(placed.order.id);
  return { id: row.id, number: row.number, token: row.accessToken!, payUrl: placed.redirect_url, email, po };
}

/** Runs the expiry job as if the order's time ran out an hour ago. */
async function expire(id: number) {
  const due = new Date(Date.UTC(2019, 0, 1) - id * DAY);
  await api.database.db.update(orders).set({ paymentDueAt: due }).where(eq(orders.id, id));
  const run = await orderJobsOf(api.app).expireUnpaidOrders({ now: new Date(due.getTime() + 3_600_000) });
  expect(run.cancelled).toBe(1);
}

describe('a cancelled order in the dashboard', () => {
  it('is listed as cancelled in Dutch and English under its own status, not the default 1–6, and on its own page', async () => {
    const login = await f.login('klant@demo.nl');
    const order = await place({ auth: login });
    await expire(order.id);
    const cookie = await loginCookie(shop.url, 'klant@demo.nl');

    // The default filter is statuses 1 to 6 (spec): the cancelled order is not listed, and the
    // filter offers "Geannuleerd" unticked.
    const nl = await request(shop.url).get('/dashboard/orders').set('Cookie', cookie).expect(200);
    const row = (html: string) =>
      new RegExp(`${order.number}[\\s\\S]*?data-testid="order-status"[^>]*>[\\s\\S]*?</span>([^<]*)<`).exec(
        html,
      )?.[1];
    expect(nl.text).not.toContain(order.number);
    expect(nl.text).toMatch(
      /<input type="checkbox" name="status" value="7"\/><span class="status-dot status-dot-grey" aria-hidden="true"><\/span>Geannuleerd/,
    );
    const nlOwn = await request(shop.url).get('/dashboard/orders?status=7').set('Cookie', cookie).expect(200);
    expect(row(nlOwn.text)).toBe('Geannuleerd');

    const en = await request(shop.url).get('/en/dashboard/orders?status=7').set('Cookie', cookie).expect(200);
    expect(row(en.text)).toBe('Cancelled');
    expect(en.text).toMatch(
      /checked="" value="7"\/><span class="status-dot status-dot-grey"[^>]*><\/span>Cancelled/,
    );

    // Filtered on cancelled only: this order is there, a paid one is not.
    const only = await request(shop.url).get('/dashboard/orders?status=7').set('Cookie', cookie).expect(200);
    expect(only.text).toContain(order.number);
    expect(only.text).not.toContain('KK-2026-1003');

    const one = await request(shop.url)
      .get(`/en/dashboard/orders/${order.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(one.text).toMatch(/status-dot-grey" aria-hidden="true"><\/span>Cancelled/);
  });
});

describe('the payment redirect page of an order not paid in time', () => {
  it('says the order is cancelled, offers no payment, in Dutch and English', async () => {
    const order = await place();
    await expire(order.id);
    const nl = await request(shop.url).get(`/payment-redirect?order=${order.token}`).expect(200);
    expect(nl.text).toContain('data-outcome="order_cancelled"');
    expect(nl.text).toContain('Deze bestelling is geannuleerd');
    expect(nl.text).toContain(`Bestelling ${order.number} is niet op tijd betaald en daarom geannuleerd.`);
    expect(nl.text).not.toContain('data-testid="payment-again"');
    expect(nl.text).not.toContain('Bedankt voor uw bestelling');
    const en = await request(shop.url).get(`/en/payment-redirect?order=${order.token}`).expect(200);
    expect(en.text).toContain('This order has been cancelled');
    expect(en.text).toContain(`Order ${order.number} was not paid in time`);
    expect(en.text).toMatch(/<dd>Cancelled<\/dd>/);
  });

  it('says a late payment is refunded when its stock was gone, never that it is paid', async () => {
    const order = await place();
    await expire(order.id);
    await api.database.db.update(productOptions).set({ stock: 1 }).where(eq(productOptions.id, order.po));
    await f.payAtTestProvider(order.payUrl, 'paid');
    const nl = await request(shop.url).get(`/payment-redirect?order=${order.token}`).expect(200);
    expect(nl.text).toContain('data-outcome="refund_due"');
    expect(nl.text).toContain('Uw betaling wordt terugbetaald');
    expect(nl.text).not.toContain('data-outcome="paid"');
    const en = await request(shop.url).get(`/en/payment-redirect?order=${order.token}`).expect(200);
    expect(en.text).toContain('Your payment will be refunded');
    expect(en.text).toContain(
      `Your payment for order ${order.number} arrived after the order had been cancelled`,
    );
  });
});

describe('the review invitation', () => {
  it('links to the storefront’s review promotion page, which shows the invitation', async () => {
    const order = await place({ lang: 4 });
    await f.payAtTestProvider(order.payUrl, 'paid');
    const paid = new Date(Date.UTC(2018, 0, 1));
    await api.database.db.update(orders).set({ paidAt: paid }).where(eq(orders.id, order.id));
    const run = await orderJobsOf(api.app).sendReviewInvitations({ now: new Date(paid.getTime() + 8 * DAY) });
    expect(run.sent).toBe(1);
    const [mail] = await api.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `How was your order ${order.number}?`));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toMatch(/^\/en\/review-promotion\//);
    const res = await request(shop.url).get(link.pathname).expect(200);
    expect(res.text).toContain('data-testid="review-invitation"');
    expect(res.text).toContain('How was your experience with Koffie &amp; Keuken?');
    expect(res.text).not.toContain('data-testid="review-problem"');
  });
});
