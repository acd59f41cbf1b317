/**
 * Unpaid orders expire (decision 042): the job cancels an order not paid in time and gives its
 * stock back exactly once (also with two instances at once, also after a failure halfway), asks
 * the provider first (a missed paid webhook pays the order instead), and a payment that comes in
 * after the cancel takes the stock again or is flagged for a refund. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL with a second connection pool as the second instance.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../shared/settings.ts';
import { createApiApp } from '../app.ts';
import { address, checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { orders, outbox, productOptions, products, testPayments } from '../db/schema.ts';
import { createPaymentRepository } from '../payments/repository.ts';
import { createPaymentService } from '../payments/service.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { expireUnpaidOrders } from './expire-unpaid.ts';
import { createOrderJobs, EXPIRY_EVERY_MS, INVITATIONS_EVERY_MS, orderJobsOf } from './jobs.ts';
import { BANK_TRANSFER_EXPIRY_MINUTES, paymentDeadline } from './payment-expiry.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the unpaid order settings', () => {
  it('default to a day (bank transfer 14 days), the job on; refuse a bad value with a clear message', () => {
    const config = loadConfig({});
    expect(config.unpaidOrderExpiryMinutes).toBe(1440);
    expect(config.expireUnpaidOrders).toBe(true);
    expect(loadConfig({ UNPAID_ORDER_EXPIRY_MINUTES: ' 90 ' }).unpaidOrderExpiryMinutes).toBe(90);
    expect(loadConfig({ EXPIRE_UNPAID_ORDERS: 'off' }).expireUnpaidOrders).toBe(false);
    for (const bad of ['0', '-5', '1.5', 'a day', '525601'])
      expect(() => loadConfig({ UNPAID_ORDER_EXPIRY_MINUTES: bad }), bad).toThrow(
        /UNPAID_ORDER_EXPIRY_MINUTES must be a whole number of minutes/,
      );
    expect(() => loadConfig({ EXPIRE_UNPAID_ORDERS: 'sometimes' })).toThrow(ConfigError);

    const from = new Date('2026-03-01T12:00:00Z');
    expect(paymentDeadline()('ideal', from).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(paymentDeadline()('banktransfer', from).toISOString()).toBe('2026-03-15T12:00:00.000Z');
    expect(paymentDeadline(30)('creditcard', from).toISOString()).toBe('2026-03-01T12:30:00.000Z');
    // A bank transfer never gets less than Mollie's 12 days and 2 days' margin; more when asked.
    expect(paymentDeadline(30)('banktransfer', from).getTime() - from.getTime()).toBe(
      BANK_TRANSFER_EXPIRY_MINUTES * 60_000,
    );
    expect(paymentDeadline(30 * 1440)('banktransfer', from).getTime() - from.getTime()).toBe(30 * DAY);
  });

  it('take REVIEW_INVITE_DAYS: 7 by default, 0 or off for none, nothing else', () => {
    expect(loadConfig({}).reviewInviteDays).toBe(7);
    expect(loadConfig({ REVIEW_INVITE_DAYS: '14' }).reviewInviteDays).toBe(14);
    expect(loadConfig({ REVIEW_INVITE_DAYS: 'off' }).reviewInviteDays).toBe(0);
    expect(loadConfig({ REVIEW_INVITE_DAYS: '0' }).reviewInviteDays).toBe(0);
    for (const bad of ['-1', '366', 'soon', '7d'])
      expect(() => loadConfig({ REVIEW_INVITE_DAYS: bad }), bad).toThrow(/REVIEW_INVITE_DAYS must be/);
  });
});

describe('the order jobs’ scheduler', () => {
  it('runs the expiry every minute and invitations every 15 minutes, never overlapping a run, until stopped', async () => {
    vi.useFakeTimers();
    try {
      const jobs = createOrderJobs({
        db: undefined as never,
        payments: { refresh: async () => undefined },
        send: async () => undefined,
        storefrontUrl: 'http://127.0.0.1:3000',
        reviewLinkSecret: undefined,
        production: false,
        log: () => {},
      });
      let finish: () => void = () => {};
      const expire = vi
        .spyOn(jobs, 'expireUnpaidOrders')
        .mockImplementation(() => new Promise((resolve) => (finish = () => resolve({} as never))));
      const invite = vi.spyOn(jobs, 'sendReviewInvitations').mockResolvedValue({ sent: 0, failed: 0 });
      const stop = jobs.schedule({ expire: true, invite: true });
      await vi.advanceTimersByTimeAsync(EXPIRY_EVERY_MS);
      expect(expire).toHaveBeenCalledTimes(1);
      // The first run is still going: the next tick does not start another.
      await vi.advanceTimersByTimeAsync(EXPIRY_EVERY_MS);
      expect(expire).toHaveBeenCalledTimes(1);
      finish();
      await vi.advanceTimersByTimeAsync(EXPIRY_EVERY_MS);
      expect(expire).toHaveBeenCalledTimes(2);
      finish();
      await vi.advanceTimersByTimeAsync(INVITATIONS_EVERY_MS - 3 * EXPIRY_EVERY_MS);
      expect(invite).toHaveBeenCalledTimes(1);
      stop();
      const calls = expire.mock.calls.length;
      await vi.advanceTimersByTimeAsync(10 * INVITATIONS_EVERY_MS);
      expect(expire).toHaveBeenCalledTimes(calls);
      expect(invite).toHaveBeenCalledTimes(1);

      // Switched off: no timers at all.
      const none = jobs.schedule({ expire: false, invite: false });
      await vi.advanceTimersByTimeAsync(10 * INVITATIONS_EVERY_MS);
      expect(expire).toHaveBeenCalledTimes(calls);
      none();
    } finally {
      vi.useRealTimers();
    }
  });
});

describeEachDatabase('unpaid orders expire', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  const jobs = () => orderJobsOf(t.app);
  beforeAll(() => f.reserveOptions(40));

  let mailbox = 0;
  /** A guest's order of these lines, paid with `method`; answers its id, number, token and payment page. */
  async function place(
    lines: { po_id: number; amount: number }[],
    options: { method?: string; who?: Who } = {},
  ) {
    const email = `expiry-${++mailbox}@example.com`;
    const { who, cart } = await f.fill(lines, options.who ?? {});
    const res = await f.placeOrder(
      who,
      f.orderBody(cart, { payment_method: options.method ?? 'ideal', invoice: { ...address(), email } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    const row = await f.order(placed.order.id);
    return {
      id: row.id,
      number: row.number,
      token: row.accessToken!,
      payUrl: placed.redirect_url,
      email,
      who,
    };
  }

  /**
   * Makes the orders due at a moment no other test's orders are due by (each call earlier than the
   * one before), and answers a `now` just after it: a run then sees these orders only.
   */
  let dueDays = 0;
  async function dueNow(ids: number[]): Promise<Date> {
    const due = new Date(Date.UTC(2020, 0, 1) - ++dueDays * DAY);
    await db().update(orders).set({ paymentDueAt: due }).where(inArray(orders.id, ids));
    return new Date(due.getTime() + HOUR);
  }

  const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));

  async function productStockMatchesOptions(poId: number) {
    const [row] = await db()
      .select({ productId: productOptions.productId })
      .from(productOptions)
      .where(eq(productOptions.id, poId));
    const [product] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, row!.productId));
    const options = await db()
      .select({ stock: productOptions.stock })
      .from(productOptions)
      .where(eq(productOptions.productId, row!.productId));
    expect(product!.stock).toBe(options.reduce((sum, o) => sum + o.stock, 0));
  }

  it('gives an order its payment method’s time when it is placed: a day, a bank transfer 14 days', async () => {
    const before = Date.now();
    const ideal = await place([{ po_id: f.take(), amount: 1 }]);
    const bank = await place([{ po_id: f.take(), amount: 1 }], { method: 'banktransfer' });
    const after = Date.now();
    const dueOf = async (id: number) => (await f.order(id)).paymentDueAt!.getTime();
    expect(await dueOf(ideal.id)).toBeGreaterThanOrEqual(before + DAY);
    expect(await dueOf(ideal.id)).toBeLessThanOrEqual(after + DAY);
    expect(await dueOf(bank.id)).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(await dueOf(bank.id)).toBeLessThanOrEqual(after + 14 * DAY);
  });

  it('cancels an order not paid in time and gives its stock back, once; not before it is due', async () => {
    const [a, b] = [f.take(), f.take()];
    const order = await place([
      { po_id: a, amount: 2 },
      { po_id: b, amount: 3 },
    ]);
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([18, 17]);
    const now = await dueNow([order.id]);

    // Not due yet: nothing happens.
    const early = await jobs().expireUnpaidOrders({ now: new Date(now.getTime() - 2 * HOUR) });
    expect(early.cancelled).toBe(0);
    expect((await f.order(order.id)).statusId).toBe(2);

    const run = await jobs().expireUnpaidOrders({ now });
    expect(run).toMatchObject({ checked: 1, cancelled: 1, paid: 0, failed: 0 });
    const cancelled = await f.order(order.id);
    expect(cancelled.statusId).toBe(7);
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled.paidAt).toBeNull();
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([20, 20]);
    await productStockMatchesOptions(a);

    // Again, and much later: the stock is given back once only.
    const again = await jobs().expireUnpaidOrders({ now: new Date(now.getTime() + 30 * DAY) });
    expect(again.cancelled).toBe(0);
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([20, 20]);

    // The order's page says so; paying again is refused (nothing awaits payment).
    const status = await f.status(order.token);
    expect(status).toMatchObject({ status_id: 7, outcome: 'order_cancelled' });
    const en = await f.status(order.token, 4);
    expect(en.outcome).toBe('order_cancelled');
    const retry = await request(t.app)
      .post(`/api/checkout/orders/${order.token}/retryPayment`)
      .set(headersOf({}))
      .send({ payment_method: 'ideal' });
    expect(retry.status).toBe(409);
    expect(retry.body.error).toBe('not_awaiting_payment');
    // No confirmation for an order nobody paid.
    expect(await mailsTo(order.email)).toEqual([]);
  });

  it('cancels each order once when two instances run the job at the same moment', async () => {
    const ids: number[] = [];
    const options: number[] = [];
    for (let i = 0; i < 4; i++) {
      const po = f.take();
      options.push(po);
      ids.push((await place([{ po_id: po, amount: 1 + i }])).id);
    }
    const now = await dueNow(ids);
    // The second instance: its own connection pool on PostgreSQL (so SKIP LOCKED is exercised), the
    // one PGlite connection on PGlite.
    let other: Database | undefined;
    if (driver === 'postgres')
      other = await openDatabase({
        databaseUrl: t.api.database.pool!.options.connectionString!,
        poolSize: 4,
      });
    try {
      const second = createApiApp({ db: other ?? t.api.database, config: { log: false } });
      const [one, two] = await Promise.all([
        jobs().expireUnpaidOrders({ now }),
        orderJobsOf(second).expireUnpaidOrders({ now }),
      ]);
      expect(one.cancelled + two.cancelled).toBe(4);
      expect(one.failed + two.failed).toBe(0);
    } finally {
      await other?.close();
    }
    for (const id of ids) expect((await f.order(id)).statusId).toBe(7);
    for (const po of options) expect(await f.stockOf(po)).toBe(20);
  });

  it.runIf(driver === 'postgres')(
    'skips an order another instance holds locked, without waiting for it, and cancels it on a later run',
    async () => {
      const po = f.take();
      const order = await place([{ po_id: po, amount: 2 }]);
      const now = await dueNow([order.id]);
      const holder = await t.api.database.pool!.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from orders where id = $1 for update', [order.id]);
        // Had it waited for the lock, it would wait for ever (the holder rolls back only below).
        const run = await jobs().expireUnpaidOrders({ now });
        expect(run).toMatchObject({ checked: 1, cancelled: 0, skipped: 1 });
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      expect(await f.stockOf(po)).toBe(18);
      expect((await jobs().expireUnpaidOrders({ now })).cancelled).toBe(1);
      expect(await f.stockOf(po)).toBe(20);
    },
  );

  it('leaves the order awaiting payment and the stock as it was when the stock update fails halfway; a later run completes it', async () => {
    const [a, b] = [f.take(), f.take()];
    const order = await place([
      { po_id: a, amount: 1 },
      { po_id: b, amount: 4 },
    ]);
    const now = await dueNow([order.id]);
    // The second line's stock update throws, after the status changed and the first line's stock came back.
    await db().execute(
      sql.raw(`create function fail_stock_return() returns trigger language plpgsql as $$
        begin
          if new.stock > old.stock then raise exception 'injected failure'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger fail_stock_return before update on product_options for each row
        when (new.id = ${Math.max(a, b)}) execute function fail_stock_return()`),
    );
    const log = vi.fn();
    try {
      const run = await expireUnpaidOrders({
        db: db(),
        payments: { refresh: async () => undefined },
        now,
        log,
      });
      expect(run).toMatchObject({ checked: 1, cancelled: 0, failed: 1 });
    } finally {
      await db().execute(sql.raw('drop trigger fail_stock_return on product_options'));
      await db().execute(sql.raw('drop function fail_stock_return()'));
    }
    const after = await f.order(order.id);
    expect(after.statusId).toBe(2);
    expect(after.cancelledAt).toBeNull();
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([19, 16]);
    // The log names the order and the error's code, never an address or the failed query's values.
    expect(log).toHaveBeenCalledWith(
      'error',
      'unpaid order not cancelled',
      expect.objectContaining({ order: order.number }),
    );
    expect(log).toHaveBeenCalledWith('info', 'unpaid orders expired', {
      checked: 1,
      cancelled: 0,
      paid: 0,
      skipped: 0,
      unanswered: 0,
      failed: 1,
    });
    expect(JSON.stringify(log.mock.calls)).not.toMatch(
      /example\.com|injected failure|product_options|set "stock"/,
    );

    const later = await jobs().expireUnpaidOrders({ now });
    expect(later.cancelled).toBe(1);
    expect((await f.order(order.id)).statusId).toBe(7);
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([20, 20]);
  });

  it('pays, rather than cancels, an order whose open payment was paid at the provider (a missed webhook)', async () => {
    const po = f.take();
    const order = await place([{ po_id: po, amount: 2 }]);
    const [payment] = await f.payments(order.id);
    // Paid at the provider; its webhook never reached us.
    await db()
      .update(testPayments)
      .set({ status: 'paid' })
      .where(eq(testPayments.id, payment!.providerPaymentId));
    const now = await dueNow([order.id]);
    const run = await jobs().expireUnpaidOrders({ now });
    expect(run).toMatchObject({ checked: 1, cancelled: 0, paid: 1 });
    const paid = await f.order(order.id);
    expect(paid.statusId).toBe(3);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await f.stockOf(po)).toBe(18);
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([`Orderbevestiging ${order.number}`]);
  });

  it('does not cancel an order whose provider does not answer: it is asked again next run', async () => {
    const po = f.take();
    const order = await place([{ po_id: po, amount: 1 }]);
    const now = await dueNow([order.id]);
    const run = await expireUnpaidOrders({
      db: db(),
      payments: {
        refresh: async () => {
          throw new Error('provider down');
        },
      },
      now,
      log: () => {},
    });
    expect(run).toMatchObject({ checked: 1, cancelled: 0, unanswered: 1 });
    expect((await f.order(order.id)).statusId).toBe(2);
    expect((await jobs().expireUnpaidOrders({ now })).cancelled).toBe(1);
  });

  it('takes the stock again for a payment that arrives after the cancel, pays the order and confirms it once', async () => {
    const po = f.take();
    const order = await place([{ po_id: po, amount: 3 }]);
    const now = await dueNow([order.id]);
    expect((await jobs().expireUnpaidOrders({ now })).cancelled).toBe(1);
    expect(await f.stockOf(po)).toBe(20);

    // The visitor completes the old payment at the provider after all.
    await f.payAtTestProvider(order.payUrl, 'paid');
    const paid = await f.order(order.id);
    expect(paid.statusId).toBe(3);
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.refundDueAt).toBeNull();
    expect(await f.stockOf(po)).toBe(17);
    await productStockMatchesOptions(po);
    expect((await f.status(order.token)).outcome).toBe('paid');
    // The provider's webhook again: nothing more is taken or sent.
    const [payment] = await f.payments(order.id);
    await request(t.app).post(`/api/payments/test/${payment!.providerPaymentId}/paid`).expect(303);
    expect(await f.stockOf(po)).toBe(17);
    expect((await mailsTo(order.email)).map((m) => m.subject)).toEqual([`Orderbevestiging ${order.number}`]);
  });

  it('keeps the order cancelled and flags a refund when a late payment finds the stock gone, without a confirmation', async () => {
    const [a, b] = [f.take(), f.take()];
    const order = await place([
      { po_id: a, amount: 1 },
      { po_id: b, amount: 3 },
    ]);
    const now = await dueNow([order.id]);
    expect((await jobs().expireUnpaidOrders({ now })).cancelled).toBe(1);
    // Meanwhile someone else bought most of b.
    await db().update(productOptions).set({ stock: 2 }).where(eq(productOptions.id, b));

    const [payment] = await f.payments(order.id);
    const test = createTestProvider(db(), { baseUrl: 'http://127.0.0.1:3000' });
    const warn = vi.fn();
    const onPaid = vi.fn(async () => {});
    const payments = createPaymentService(createPaymentRepository(db()), {
      provider: test.provider,
      storefrontUrl: 'http://127.0.0.1:3000',
      webhookUrl: undefined,
      onPaid,
      warn,
    });
    await test.complete(payment!.providerPaymentId, 'paid');
    expect(await payments.sync(payment!.providerPaymentId)).toBe('paid');

    const after = await f.order(order.id);
    expect(after.statusId).toBe(7);
    expect(after.refundDueAt).toBeInstanceOf(Date);
    expect(after.paidAt).toBeNull();
    // Nothing taken: neither the line that was there nor the one that was not.
    expect([await f.stockOf(a), await f.stockOf(b)]).toEqual([20, 2]);
    expect(onPaid).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('late payment of a cancelled order: refund it', {
      order: order.number,
      payment: payment!.id,
    });

    // The webhook again (through the app): still cancelled, flagged once, still no confirmation.
    const flagged = after.refundDueAt!.getTime();
    await request(t.app).post(`/api/payments/test/${payment!.providerPaymentId}/paid`).expect(303);
    await payments.sync(payment!.providerPaymentId);
    expect(warn).toHaveBeenCalledTimes(1);
    const again = await f.order(order.id);
    expect(again.statusId).toBe(7);
    expect(again.refundDueAt!.getTime()).toBe(flagged);
    expect(again.confirmationSentAt).toBeNull();
    expect(await mailsTo(order.email)).toEqual([]);
    // The page does not say paid: it says the payment is refunded, in both languages.
    expect(await f.status(order.token)).toMatchObject({ status_id: 7, outcome: 'refund_due' });
    expect((await f.status(order.token, 4)).outcome).toBe('refund_due');
  });

  it('gives a new payment its method’s full time (retryPayment), and never less than the order had', async () => {
    const order = await place([{ po_id: f.take(), amount: 1 }]);
    // Almost due: a new payment by bank transfer gets 14 days from now.
    await db()
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, order.id));
    const before = Date.now();
    const res = await request(t.app)
      .post(`/api/checkout/orders/${order.token}/retryPayment`)
      .set(headersOf({}))
      .send({ payment_method: 'banktransfer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pushed = (await f.order(order.id)).paymentDueAt!.getTime();
    expect(pushed).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(pushed).toBeLessThanOrEqual(Date.now() + 14 * DAY);

    // Back to iDEAL (a day): the order keeps its 14 days.
    await request(t.app)
      .post(`/api/checkout/orders/${order.token}/retryPayment`)
      .set(headersOf({}))
      .send({ payment_method: 'ideal' })
      .expect(200);
    expect((await f.order(order.id)).paymentDueAt!.getTime()).toBe(pushed);
    expect((await f.payments(order.id)).map((p) => p.method)).toEqual(['ideal', 'banktransfer', 'ideal']);
  });

  it('lists a customer’s cancelled order with status 7 under its own filter, not the default 1–6', async () => {
    const login = await f.login('klant@demo.nl');
    const order = await place([{ po_id: f.take(), amount: 1 }], { who: { auth: login } });
    const now = await dueNow([order.id]);
    expect((await jobs().expireUnpaidOrders({ now })).cancelled).toBe(1);
    const auth = { Authorization: login };
    // The default filter is statuses 1 to 6 (spec: GET customer/orders), without the cancelled.
    const all = await request(t.app).get('/api/customer/orders').set(auth).expect(200);
    expect(all.body.data.map((o: { id: number }) => o.id)).not.toContain(order.id);
    const only = await request(t.app).get('/api/customer/orders?status=7').set(auth).expect(200);
    expect(only.body.data.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(only.body.data.every((o: { status_id: number }) => o.status_id === 7)).toBe(true);
    const one = await request(t.app).get(`/api/customer/orders/${order.id}`).set(auth).expect(200);
    expect(one.body.data.status_id).toBe(7);
  });
});
