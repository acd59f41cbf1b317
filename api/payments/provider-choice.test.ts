/**
 * A production deployment never takes test payments by accident (issue 24, finding 3): with
 * NODE_ENV=production and no MOLLIE_API_KEY, anyone could mark their own order paid on the test
 * provider's page and get the confirmation mail. The test provider is now live only for the
 * embedded demo, outside production, or when TEST_PAYMENTS=on; otherwise ordering answers 503 and
 * nothing is written.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { checkoutFixtures, headersOf } from '../checkout/checkout-fixtures.ts';
import type { ApiConfig } from '../config.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { type ProviderSettings, paymentProviderKind, paymentProviderNotice } from './provider-choice.ts';

describe('which payment provider is live', () => {
  const cases: [ProviderSettings, string][] = [
    [{ database: 'pglite', production: true, embedded: true }, 'test'], // npm run setup && npm start
    [{ database: 'postgres', production: true, embedded: true }, 'none'], // DATABASE_URL
    [{ database: 'pglite', production: true }, 'none'], // its own API process (storefront has API_URL)
    [{ database: 'postgres', production: true }, 'none'],
    [{ database: 'postgres', production: true, testPayments: true }, 'test'],
    [{ database: 'pglite', production: true, embedded: true, testPayments: false }, 'none'],
    [{ database: 'postgres', production: false }, 'test'], // development and tests
    [{ database: 'postgres', production: true, mollieApiKey: 'live_abc' }, 'mollie'],
    [{ database: 'pglite', production: true, testPayments: true, mollieApiKey: 'test_abc' }, 'mollie'],
  ];
  for (const [settings, kind] of cases) {
    it(`${JSON.stringify(settings)} → ${kind}`, () => {
      expect(paymentProviderKind(settings)).toBe(kind);
    });
  }

  it('reads TEST_PAYMENTS as on, off or unset, and refuses anything else at start', () => {
    expect(loadConfig({ TEST_PAYMENTS: 'on' }).testPayments).toBe(true);
    expect(loadConfig({ TEST_PAYMENTS: 'off' }).testPayments).toBe(false);
    expect(loadConfig({}).testPayments).toBeUndefined();
    expect(() => loadConfig({ TEST_PAYMENTS: 'yes please' })).toThrow(/TEST_PAYMENTS must be on or off/);
  });

  it('says at start which provider is live, and warns for the test provider and for none', () => {
    expect(paymentProviderNotice('mollie', 'live_x')).toEqual({
      level: 'info',
      msg: 'payments: Mollie (live key)',
    });
    expect(paymentProviderNotice('test').level).toBe('warn');
    expect(paymentProviderNotice('test').msg).toMatch(/no money moves/);
    expect(paymentProviderNotice('none').msg).toMatch(/orders cannot be placed/);
  });
});

describeEachDatabase('payments of a production deployment', (driver) => {
  let test: TestDatabase;
  const apps: Record<string, Express> = {};
  const app = (name: string, config: Partial<ApiConfig>) => {
    apps[name] ??= createApiApp({ db: test.database, config: { log: false, ...config } });
    return apps[name];
  };
  beforeAll(async () => {
    test = await createTestDatabase(driver);
  });
  afterAll(() => test?.close());

  it('without a Mollie key or TEST_PAYMENTS: placing an order answers 503 and writes nothing; no test page', async () => {
    const prod = app('prod', { production: true });
    const f = checkoutFixtures(
      () => prod,
      () => test.database.db,
    );
    await f.reserveOptions(2);
    const poId = f.take();
    const { who, cart } = await f.fill([{ po_id: poId, amount: 1 }]);
    const before = await f.counts([poId]);
    for (const lang of [1, 4] as const) {
      const res = await f.placeOrder({ ...who, lang }, f.orderBody(cart));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('payments_unavailable');
      expect(res.body.message).toMatch(lang === 1 ? /niet mogelijk/ : /not available/);
    }
    expect(await f.counts([poId])).toEqual(before);
    // The cart is still there to order from once payments are set up.
    expect((await f.cart(who)).count).toBe(1);
    await request(prod).get('/api/payments/test/tst_0000000000000000000000').expect(404);
    await request(prod).post('/api/payments/test/tst_0000000000000000000000/paid').expect(404);
    // Paying again for an order is refused the same way.
    await request(prod)
      .post(`/api/checkout/orders/${'a'.repeat(43)}/retryPayment`)
      .set(headersOf())
      .send({})
      .expect(503);
  });

  it('with TEST_PAYMENTS=on, the test provider takes the order, and its page says that no money moves', async () => {
    const staging = app('staging', { production: true, testPayments: true });
    const f = checkoutFixtures(
      () => staging,
      () => test.database.db,
    );
    await f.reserveOptions(2);
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const res = await f.placeOrder(who, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const page = await request(staging)
      .get(new URL(f.placed(res.body).redirect_url).pathname)
      .expect(200);
    expect(page.text).toMatch(
      /data-testid="test-payment-notice"><strong>Dit is een testbetaling: er wordt geen geld overgemaakt/,
    );
  });

  it('the embedded demo on its embedded database takes test payments out of the box', async () => {
    const demo = app('demo', { production: true, embedded: true });
    const f = checkoutFixtures(
      () => demo,
      () => test.database.db,
    );
    await f.reserveOptions(2);
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const res = await f.placeOrder(who, f.orderBody(cart));
    if (driver === 'pglite') expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Embedded but on a PostgreSQL of its own: a deployment, so no test payments.
    else expect(res.status).toBe(503);
  });
});
