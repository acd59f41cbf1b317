/**
 * Withdrawal and returns over HTTP (decision 093), on PGlite and, with DATABASE_URL, PostgreSQL:
 * the withdrawal function (CRD art. 11a) for a guest by order number and e-mail address and for a
 * customer's own order; the same 404 for an unknown order and a wrong address, and a limit on
 * failed tries; the acknowledgement mail; returns with their refund share, the shipping when the
 * whole order comes back; staff receiving them (stock back) and the refund through the provider.
 */
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { withdrawalOrder, withdrawal as withdrawalSchema } from '../../shared/contract/returns.ts';
import { checkoutFixtures, headersOf, tokenOf } from '../checkout/checkout-fixtures.ts';
import { invoices, orderDeliveries, orders, outbox, shopSettings, withdrawals } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const STAFF = 'staff-token-for-returns-0123456789';
const valid = <T>(schema: { validateSync: (v: unknown, o: object) => T }, value: unknown) =>
  schema.validateSync(value, { strict: true, abortEarly: false });

describeEachDatabase('withdrawal and returns', (driver) => {
  const t = useTestApi(driver, () => ({ chatStaffToken: STAFF }));
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let ip = 0;
  /** Each test its own client address, so the per-address limit of one does not touch another. */
  const from = () => `10.93.0.${++ip}`;

  beforeAll(() => f.reserveOptions(30));

  /** A paid guest order of two lines (2 × a, 1 × b), by Eva at eva.jansen@example.com. */
  async function paidGuestOrder(lang: 1 | 4 = 1) {
    const [a, b] = [f.take(), f.take()];
    const { who, cart } = await f.fill(
      [
        { po_id: a, amount: 2 },
        { po_id: b, amount: 1 },
      ],
      { lang },
    );
    const res = await f.placeOrder(who, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    const back = await f.payAtTestProvider(placed.redirect_url, 'paid');
    await f.status(tokenOf(back), lang);
    const order = await f.order(placed.order.id);
    expect(order.statusId).toBe(3);
    return { order, a, b };
  }

  const lookup = (body: object, lang: 1 | 4 = 1, extra: Record<string, string> = {}) =>
    request(t.app)
      .post('/api/withdrawals/lookup')
      .set({ ...headersOf({ lang }), 'X-Forwarded-For': from(), ...extra })
      .send(body);
  const withdraw = (body: object, lang: 1 | 4 = 1, extra: Record<string, string> = {}) =>
    request(t.app)
      .post('/api/withdrawals')
      .set({ ...headersOf({ lang }), 'X-Forwarded-For': from(), ...extra })
      .send(body);
  const staff = (path: string, token = STAFF) =>
    request(t.app).post(`/api${path}`).set('Authorization', `Bearer ${token}`).set('X-Forwarded-For', from());

  it('shows a guest the order’s lines by order number and e-mail address (any case, spaces forgiven)', async () => {
    const { order } = await paidGuestOrder();
    const res = await lookup({
      order_number: ` ${order.number.toLowerCase()} `,
      email: ' Eva.Jansen@Example.com ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = valid(withdrawalOrder, res.body.data);
    expect(data.order_number).toBe(order.number);
    expect(data.lines.map((l) => [l.amount, l.returnable])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    // Not delivered yet: the period runs until some days after delivery, no end date yet.
    expect(data.period_ends_on).toBeNull();
    expect(data.name).toBe('Eva Jansen');
  });

  it('answers an unknown order and a wrong e-mail address alike: one 404, one message (no enumeration)', async () => {
    const { order } = await paidGuestOrder();
    const wrongEmail = await lookup({ order_number: order.number, email: 'someone@example.com' });
    const unknown = await lookup({ order_number: 'KK-2026-999999', email: 'eva.jansen@example.com' });
    const noEmail = await lookup({ order_number: order.number });
    expect([wrongEmail.status, unknown.status, noEmail.status]).toEqual([404, 404, 404]);
    expect(wrongEmail.body).toEqual(unknown.body);
    expect(noEmail.body).toEqual(unknown.body);
    const submit = await withdraw({
      order_number: order.number,
      email: 'x@example.com',
      name: 'X',
      all: true,
    });
    expect(submit.status).toBe(404);
    expect(submit.body).toEqual(unknown.body);
    expect(await db().select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toEqual([]);
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const { order } = await paidGuestOrder();
    const cases: [object, RegExp][] = [
      [{ order_number: order.number, email: 'not-an-address', name: 'Eva', all: true }, /email/],
      [{ order_number: order.number, email: 'eva.jansen@example.com', name: '', all: true }, /name/],
      [{ order_number: order.number, email: 'eva.jansen@example.com', name: 'Eva' }, /all/],
      [
        { order_number: order.number, email: 'eva.jansen@example.com', name: 'Eva', all: false, lines: [] },
        /Choose/,
      ],
      [
        {
          order_number: order.number,
          email: 'eva.jansen@example.com',
          name: 'Eva',
          all: false,
          lines: [{ order_line_id: 1, amount: 1 }],
        },
        /not a line of this order/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await withdraw(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await db().select().from(withdrawals).where(eq(withdrawals.orderId, order.id))).toEqual([]);
  });

  it('withdraws some items, acknowledges at once by mail with content, date and time; then the rest with the shipping', async () => {
    const { order } = await paidGuestOrder(4);
    const lines = valid(
      withdrawalOrder,
      (await lookup({ order_number: order.number, email: 'eva.jansen@example.com' }, 4)).body.data,
    ).lines;
    const before = Date.now();
    const first = await withdraw(
      {
        order_number: order.number,
        email: 'eva.jansen@example.com',
        name: 'Eva Jansen',
        all: false,
        lines: [{ order_line_id: lines[0]!.id, amount: 1 }],
      },
      4,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const w1 = valid(withdrawalSchema, first.body.data);
    expect(w1).toMatchObject({ whole_order: false, shipping_refunded: false, status: 'requested' });
    expect(w1.returns).toHaveLength(1);
    expect(w1.returns[0]).toMatchObject({ order_line_id: lines[0]!.id, amount: 1, status: 'requested' });
    expect(w1.refund_gross).toBe(lines[0]!.price_gross);
    // The refund is due 14 days after the notice (art. 13(1)).
    expect(new Date(w1.refund_due_at).getTime() - new Date(w1.created_at).getTime()).toBe(
      14 * 24 * 3600 * 1000,
    );

    // The acknowledgement: to the order's address, in the order's language, now.
    const mails = await db().select().from(outbox).where(eq(outbox.to, 'eva.jansen@example.com'));
    const ack = mails.find((m) => m.subject.includes('withdrawal') && m.subject.includes(order.number));
    expect(ack, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(ack!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const text = ack!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`Order: ${order.number}`);
    expect(text).toContain('Name: Eva Jansen');
    expect(text).toContain('E-mail address: eva.jansen@example.com');
    expect(text).toContain(lines[0]!.name);
    // Date and time in the shop's time zone, as the record has them.
    expect(text).toContain(`Date and time: ${w1.created_at_local}`);
    expect(w1.created_at_local).toMatch(/\d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} (CET|CEST)/);
    const [stored] = await db().select().from(withdrawals).where(eq(withdrawals.id, w1.id));
    expect(stored!.acknowledgedAt).not.toBeNull();

    // More than is left of a line: 409, and nothing recorded.
    const tooMany = await withdraw({
      order_number: order.number,
      email: 'eva.jansen@example.com',
      name: 'Eva Jansen',
      all: false,
      lines: [{ order_line_id: lines[0]!.id, amount: 2 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('already_withdrawn');

    // The rest: the whole order has come back, so the refund is the rest of what was paid, shipping included.
    const rest = await withdraw({
      order_number: order.number,
      email: 'eva.jansen@example.com',
      name: 'Eva Jansen',
      all: true,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const w2 = valid(withdrawalSchema, rest.body.data);
    expect(w2.whole_order).toBe(true);
    expect(w2.returns.map((r) => r.amount)).toEqual([1, 1]);
    expect(Math.round((w1.refund_gross + w2.refund_gross) * 100)).toBe(order.totalGross);
    expect(w2.shipping_refunded).toBe(order.shippingGross > 0);

    // Nothing is left: the look-up says so.
    const after = await lookup({ order_number: order.number, email: 'eva.jansen@example.com' });
    expect(after.status).toBe(409);
    expect(after.body.error).toBe('already_withdrawn');
  });

  it('staff receive returns: stock back once, then the refund through the provider; customers and wrong tokens are refused', async () => {
    const { order, a, b } = await paidGuestOrder();
    const res = await withdraw({
      order_number: order.number,
      email: 'eva.jansen@example.com',
      name: 'Eva',
      all: true,
    });
    expect(res.status).toBe(201);
    const w = valid(withdrawalSchema, res.body.data);
    const [ra, rb] = w.returns;

    expect((await request(t.app).post(`/api/staff/returns/${ra!.id}/received`)).status).toBe(401);
    expect((await staff(`/staff/returns/${ra!.id}/received`, 'wrong-token-0123456789')).status).toBe(401);
    const customer = await f.login('klant@demo.nl');
    const asCustomer = await request(t.app)
      .post(`/api/staff/returns/${ra!.id}/received`)
      .set('Authorization', customer);
    expect(asCustomer.status).toBe(403);
    expect((await staff('/staff/returns/999999/received')).status).toBe(404);

    const stockA = await f.stockOf(a);
    const first = await staff(`/staff/returns/${ra!.id}/received`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.status).toBe('requested');
    expect(await f.stockOf(a)).toBe(stockA + 2);
    // Received again: no stock twice.
    await staff(`/staff/returns/${ra!.id}/received`).expect(200);
    expect(await f.stockOf(a)).toBe(stockA + 2);

    const stockB = await f.stockOf(b);
    const last = await staff(`/staff/returns/${rb!.id}/received`);
    expect(last.status).toBe(200);
    const done = valid(withdrawalSchema, last.body.data);
    expect(done.status).toBe('refunded');
    expect(done.returns.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(await f.stockOf(b)).toBe(stockB + 1);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row!.refundProviderId).toMatch(/^re_tst_/);
    expect(row!.refundGross).toBe(order.totalGross);
    // The refund after payment has its credit note, naming the order's invoice (decision 094).
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.reason).toBe('return');
    expect(notes[0]!.totalGross).toBe(-order.totalGross);
    expect((await staff(`/staff/returns/${ra!.id}/received`)).status).toBe(409);
  });

  it('shows a customer their own order without an e-mail address, and their returns in the dashboard', async () => {
    const auth = await f.login('klant@demo.nl');
    const [po] = [f.take()];
    const { cart } = await f.fill([{ po_id: po, amount: 1 }], { auth });
    const placed = f.placed((await f.placeOrder({ auth }, f.orderBody(cart))).body);
    await f.status(tokenOf(await f.payAtTestProvider(placed.redirect_url, 'paid')));
    const seen = await lookup({ order_number: placed.order.number }, 1, { Authorization: auth });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    // Someone else's login does not open it.
    const dealer = await f.login('dealer@demo.nl');
    expect((await lookup({ order_number: placed.order.number }, 1, { Authorization: dealer })).status).toBe(
      404,
    );
    const res = await withdraw({ order_number: placed.order.number, name: 'Klant Demo', all: true }, 1, {
      Authorization: auth,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await request(t.app).get('/api/customer/returns').set('Authorization', auth).expect(200);
    expect(list.body.data[0]).toMatchObject({ order_number: placed.order.number, status: 'requested' });
    expect((await request(t.app).get('/api/customer/returns')).status).toBe(401);
  });

  it('refuses after the period (410), an unpaid order and a cancelled one (409)', async () => {
    const { order } = await paidGuestOrder();
    const body = { order_number: order.number, email: 'eva.jansen@example.com' };
    // Delivered 40 days ago: the demo's 30 days are over.
    await db()
      .insert(orderDeliveries)
      .values({ orderId: order.id, deliveredAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const late = await lookup(body);
    expect(late.status).toBe(410);
    expect(late.body.error).toBe('period_over');
    // Delivered today (staff): open again, until 30 days on.
    await staff(`/staff/orders/${order.id}/delivered`).expect(200);
    const open = await lookup(body);
    expect(open.status).toBe(200);
    expect(open.body.data.period_ends_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A shorter setting is never below the law's 14 days; 20 days ends 20 days on (or the Monday after).
    await db().insert(shopSettings).values({ key: 'return_days', value: 20 });
    try {
      await db()
        .update(orderDeliveries)
        .set({ deliveredAt: new Date(Date.now() - 25 * 24 * 3600 * 1000) })
        .where(eq(orderDeliveries.orderId, order.id));
      expect((await lookup(body)).status).toBe(410);
    } finally {
      await db().delete(shopSettings).where(eq(shopSettings.key, 'return_days'));
    }

    await db().update(orders).set({ statusId: 2 }).where(eq(orders.id, order.id));
    const unpaid = await lookup(body);
    expect([unpaid.status, unpaid.body.error]).toEqual([409, 'order_not_paid']);
    await db().update(orders).set({ statusId: 7 }).where(eq(orders.id, order.id));
    const cancelled = await lookup(body);
    expect([cancelled.status, cancelled.body.error]).toEqual([409, 'order_cancelled']);
  });

  it('limits failed look-ups per order number like logins: the 11th in 15 minutes is a 429 with Retry-After', async () => {
    const { order } = await paidGuestOrder();
    for (let i = 0; i < 10; i++)
      expect((await lookup({ order_number: order.number, email: `guess${i}@example.com` })).status).toBe(404);
    const limited = await lookup({ order_number: order.number, email: 'eva.jansen@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('serves the model withdrawal form as a PDF with the seller filled in, in both languages', async () => {
    for (const [lang, words] of [
      [
        1,
        [
          'Modelformulier voor herroeping',
          'Ik/Wij (*) deel/delen (*) u hierbij mede',
          'Doorhalen wat niet van toepassing is',
        ],
      ],
      [
        4,
        [
          'Model withdrawal form',
          'I/We (*) hereby give notice that I/We (*) withdraw',
          'Delete as appropriate',
        ],
      ],
    ] as const) {
      const res = await request(t.app)
        .get('/api/withdrawal-form/pdf')
        .set(headersOf({ lang }))
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), {
        mergePages: true,
      });
      const flat = text.replace(/\s+/g, ' ');
      for (const w of words) expect(flat).toContain(w);
      const [email] = await db().select().from(shopSettings).where(eq(shopSettings.key, 'email'));
      expect(flat).toContain(String(email!.value));
    }
  });
});
