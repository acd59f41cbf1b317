/**
 * Mollie, against a local fake of its API (the client's `apiEndpoint`): payments are created with
 * the order's amount, method, return page and webhook; the webhook and the return page read the
 * status from Mollie and never from what they were sent. The client speaks only HTTPS and trusts
 * only Mollie's own CA bundle, so the fake has a self-signed certificate and this test process
 * (its own: vitest runs each file apart) accepts it while the file runs.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { checkoutFixtures, tokenOf } from '../checkout/checkout-fixtures.ts';
import { outbox } from '../db/schema.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { fakeMollieCert, fakeMollieKey } from './fake-mollie-tls.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

interface FakePayment {
  id: string;
  status: string;
  body: Record<string, unknown>;
}

/** Mollie's payments API as far as the shop uses it: create and get, with the key checked. */
async function fakeMollie() {
  const payments = new Map<string, FakePayment>();
  let down = false;
  const app = express();
  app.use(express.json());
  const answer = (p: FakePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    status: p.status,
    createdAt: new Date().toISOString(),
    ...p.body,
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${p.id}`, type: 'application/hal+json' },
      checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' },
    },
  });
  app.use((req, res, next) => {
    if (req.get('authorization') !== `Bearer ${API_KEY}`) {
      res.status(401).json({ status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
      return;
    }
    if (down) {
      // The client tries again after Retry-After: at once, for a quick test.
      res
        .status(503)
        .setHeader('Retry-After', '0')
        .json({ status: 503, title: 'Service Unavailable', detail: 'Down for the test' });
      return;
    }
    next();
  });
  app.post('/v2/payments', (req, res) => {
    const p = { id: `tr_${randomBytes(5).toString('hex')}`, status: 'open', body: req.body };
    payments.set(p.id, p);
    res.status(201).json(answer(p));
  });
  app.get('/v2/payments/:id', (req, res) => {
    const p = payments.get(req.params.id);
    if (!p)
      res.status(404).json({ status: 404, title: 'Not Found', detail: 'No payment exists with this id' });
    else res.json(answer(p));
  });
  const server = createServer({ key: fakeMollieKey, cert: fakeMollieCert }, app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`,
    payments,
    set: (id: string, status: string) => {
      payments.get(id)!.status = status;
    },
    setDown: (value: boolean) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describeEachDatabase('paying with Mollie (a local fake of its API)', (driver) => {
  let test: TestDatabase;
  let mollie: Awaited<ReturnType<typeof fakeMollie>>;
  /** A storefront Mollie can reach (webhook) and one it cannot (on loopback: no webhook). */
  let publicApp: Express;
  let localApp: Express;
  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  beforeAll(async () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    [test, mollie] = await Promise.all([createTestDatabase(driver), fakeMollie()]);
    const config = { log: false, mollieApiKey: API_KEY, mollieApiEndpoint: mollie.url };
    publicApp = createApiApp({
      db: test.database,
      config: { ...config, storefrontUrl: 'https://shop.example' },
    });
    localApp = createApiApp({
      db: test.database,
      config: { ...config, storefrontUrl: 'http://127.0.0.1:3000' },
    });
  });
  afterAll(async () => {
    await Promise.all([test?.close(), mollie?.close()]);
    if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized;
  });
  const db = () => test.database.db;
  const f = checkoutFixtures(() => publicApp, db);
  const local = checkoutFixtures(() => localApp, db);
  beforeAll(() => f.reserveOptions(10));
  const webhook = (body: string, app = publicApp) =>
    request(app)
      .post('/api/payments/mollie/webhook')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(body);

  async function order(fixtures = f, email = `mollie-${randomBytes(3).toString('hex')}@example.com`) {
    const { who, cart } = await fixtures.fill([{ po_id: f.take(), amount: 2 }], { lang: 4 });
    const res = await fixtures.placeOrder(
      who,
      fixtures.orderBody(cart, {
        invoice: { ...fixtures.orderBody(cart).invoice, email },
        payment_method: 'bancontact',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = fixtures.placed(res.body);
    const row = await fixtures.order(placed.order.id);
    const [payment] = await fixtures.payments(row.id);
    return { placed, row, payment: payment!, email };
  }

  it('creates the payment at Mollie with the order’s amount, method, return page and webhook', async () => {
    const { placed, row, payment } = await order();
    expect(payment).toMatchObject({ provider: 'mollie', status: 'open', method: 'bancontact' });
    expect(placed.redirect_url).toBe(
      `https://www.mollie.com/checkout/select-method/${payment.providerPaymentId}`,
    );
    expect(mollie.payments.get(payment.providerPaymentId)!.body).toEqual({
      amount: { currency: 'EUR', value: (row.totalGross / 100).toFixed(2) },
      description: `Order ${row.number}`,
      redirectUrl: `https://shop.example/en/payment-redirect?order=${row.accessToken}`,
      webhookUrl: 'https://shop.example/api/payments/mollie/webhook',
      method: 'bancontact',
      locale: 'en_US',
      metadata: { order_id: row.id },
    });
    // The test provider's page does not exist next to Mollie.
    await request(publicApp).get('/api/payments/test/tst_AAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('believes Mollie, not the webhook: a claimed "paid" changes nothing, Mollie’s "paid" pays and mails once', async () => {
    const { row, payment, email } = await order();
    const id = payment.providerPaymentId;
    await webhook(`id=${id}&status=paid`).expect(200);
    expect((await f.order(row.id)).statusId).toBe(2);
    mollie.set(id, 'paid');
    await webhook(`id=${id}`).expect(200);
    expect((await f.order(row.id)).statusId).toBe(3);
    await webhook(`id=${id}`).expect(200); // Mollie calls again: nothing more happens
    const mails = await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    expect(mails.map((m) => m.subject)).toEqual([`Order confirmation ${row.number}`]);
    expect(await f.status(row.accessToken!)).toMatchObject({ outcome: 'paid', payment: { status: 'paid' } });
  });

  it('answers unknown and malformed ids without telling, and asks Mollie again later when it is down', async () => {
    await webhook('id=tr_doesnotexist').expect(200);
    await webhook('id=not-a-mollie-id').expect(400);
    await webhook('').expect(400);
    await request(publicApp).post('/api/payments/mollie/webhook').send({ id: 'tr_x' }).expect(400);
    const { row, payment } = await order();
    mollie.set(payment.providerPaymentId, 'paid');
    mollie.setDown(true);
    try {
      const res = await webhook(`id=${payment.providerPaymentId}`);
      expect(res.status).toBe(503);
      // The return page keeps what it knew while Mollie is away.
      expect((await f.status(row.accessToken!)).outcome).toBe('pending');
    } finally {
      mollie.setDown(false);
    }
    await webhook(`id=${payment.providerPaymentId}`).expect(200);
    expect((await f.order(row.id)).statusId).toBe(3);
  });

  it('without a reachable webhook, the return page asks Mollie; a failed payment is paid by a new one', async () => {
    const { row, payment } = await order(local);
    expect(mollie.payments.get(payment.providerPaymentId)!.body.webhookUrl).toBeUndefined();
    expect((await local.status(row.accessToken!)).outcome).toBe('pending');
    mollie.set(payment.providerPaymentId, 'failed');
    expect(await local.status(row.accessToken!)).toMatchObject({ outcome: 'failed', status_id: 2 });
    const retry = await request(localApp)
      .post(`/api/checkout/orders/${row.accessToken}/retryPayment`)
      .send({ payment_method: 'ideal' })
      .expect(200);
    const second = (await local.payments(row.id))[1]!;
    expect(retry.body.data.redirect_url).toContain(second.providerPaymentId);
    expect(mollie.payments.get(second.providerPaymentId)!.body).toMatchObject({ method: 'ideal' });
    mollie.set(second.providerPaymentId, 'paid');
    expect(await local.status(row.accessToken!)).toMatchObject({ outcome: 'paid', status_id: 3 });
    expect(tokenOf(String(mollie.payments.get(second.providerPaymentId)!.body.redirectUrl))).toBe(
      row.accessToken,
    );
  });
});
