import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { retriedPayment } from '../../shared/contract/checkout.ts';
import { formatPrettyPrice } from '../../shared/format.ts';
import { checkoutFixtures, headersOf, tokenOf, type Who } from '../checkout/checkout-fixtures.ts';
import { outbox } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('paying with the test provider', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(30));

  /** A guest's new order (in Dutch unless `lang` 4): its id, payment URL and the visitor. */
  async function newOrder(lang: 1 | 4 = 1, email = `koper-${randomBytes(4).toString('hex')}@example.com`) {
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }], { lang });
    const res = await f.placeOrder(
      who,
      f.orderBody(cart, { invoice: { ...f.orderBody(cart).invoice, email } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    return { id: placed.order.id, url: placed.redirect_url, who: who as Who, email };
  }
  const mailsTo = (to: string) =>
    db().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const retry = (token: string, body: object = {}, lang: 1 | 4 = 1) =>
    request(t.app).post(`/api/checkout/orders/${token}/retryPayment`).set(headersOf({ lang })).send(body);

  it('shows a hosted page with the amount and four outcomes; paid makes the order paid and mails the confirmation once', async () => {
    const order = await newOrder();
    const page = await request(t.app).get(new URL(order.url).pathname).expect(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page.text).toMatch(/Testbetaling/);
    for (const outcome of ['paid', 'failed', 'canceled', 'expired'])
      expect(page.text).toContain(`action="${new URL(order.url).pathname}/${outcome}"`);
    const { totalGross, number } = await f.order(order.id);
    // The shop's one money format, and the method's name rather than its id.
    expect(page.text).toContain(formatPrettyPrice(totalGross / 100));
    expect(page.text).toContain('<dd>iDEAL</dd>');

    const back = await f.payAtTestProvider(order.url, 'paid');
    expect(back).toMatch(/^http:\/\/127\.0\.0\.1:3000\/payment-redirect\?order=[\w-]{43}$/);
    const token = tokenOf(back);
    expect((await f.order(order.id)).statusId).toBe(3);
    const status = await f.status(token);
    expect(status).toMatchObject({
      number,
      status_id: 3,
      outcome: 'paid',
      payment: { status: 'paid', method: 'ideal' },
    });

    const mails = await mailsTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Orderbevestiging ${number}`);
    expect(mails[0]!.text).toContain(back);
    expect(mails[0]!.text).toMatch(/Eva Jansen\nOudegracht 12\n3511 AB Utrecht\nNederland/);

    // A second click, another look at the page: no second mail, nothing changes.
    const again = await request(t.app)
      .post(`${new URL(order.url).pathname}/failed`)
      .expect(303);
    expect(again.headers.location).toBe(back);
    await f.status(token);
    expect(await mailsTo(order.email)).toHaveLength(1);
    expect((await f.order(order.id)).statusId).toBe(3);
    const decided = await request(t.app).get(new URL(order.url).pathname).expect(200);
    expect(decided.text).toMatch(/al afgerond: Betaald/);
    // Paid: nothing to pay again.
    const refused = await retry(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('not_awaiting_payment');
  });

  for (const outcome of ['failed', 'canceled', 'expired'] as const) {
    it(`keeps a ${outcome} payment’s order awaiting payment, and a retry pays it`, async () => {
      const order = await newOrder();
      const token = tokenOf(await f.payAtTestProvider(order.url, outcome));
      expect((await f.order(order.id)).statusId).toBe(2);
      expect(await f.status(token)).toMatchObject({ status_id: 2, outcome, payment: { status: outcome } });
      expect(await mailsTo(order.email)).toHaveLength(0);

      const res = await retry(token, { payment_method: 'creditcard' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { redirect_url } = retriedPayment.validateSync(res.body.data, { strict: true });
      expect(redirect_url).not.toBe(order.url);
      // A double click on "try again" gives the same new payment.
      expect((await retry(token, { payment_method: 'creditcard' })).body.data.redirect_url).toBe(
        redirect_url,
      );
      expect(await f.status(token)).toMatchObject({ outcome: 'pending', payment_method: 'creditcard' });

      await f.payAtTestProvider(redirect_url, 'paid');
      expect(await f.status(token)).toMatchObject({ status_id: 3, outcome: 'paid' });
      expect((await f.payments(order.id)).map((p) => [p.status, p.method])).toEqual([
        [outcome, 'ideal'],
        ['paid', 'creditcard'],
      ]);
      expect(await mailsTo(order.email)).toHaveLength(1);
    });
  }

  it('answers the order’s page only to its own token: someone else’s, a made-up or a malformed one is 404', async () => {
    const mine = await newOrder();
    const theirs = await newOrder();
    const mineToken = (await f.order(mine.id)).accessToken!;
    const theirToken = (await f.order(theirs.id)).accessToken!;
    expect((await f.status(mineToken)).number).toBe((await f.order(mine.id)).number);
    expect((await f.status(theirToken)).number).not.toBe((await f.order(mine.id)).number);
    for (const token of [
      randomBytes(32).toString('base64url'),
      'short',
      `${mineToken.slice(0, 42)}!`,
      '1 OR 1=1',
    ]) {
      const res = await request(t.app)
        .get(`/api/checkout/orders/${encodeURIComponent(token)}`)
        .set(headersOf());
      expect(res.status, token).toBe(404);
      expect((await retry(encodeURIComponent(token))).status).toBe(404);
    }
    const unknownPayment = await request(t.app).get('/api/payments/test/tst_AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknownPayment.status).toBe(404);
    const badOutcome = await request(t.app).post(`${new URL(mine.url).pathname}/refunded`);
    expect(badOutcome.status).toBe(404);
    expect((await retry(mineToken, { payment_method: 'bitcoin' })).status).toBe(400);
    expect((await retry(mineToken, { amount: 1 })).status).toBe(400);
  });

  it('is pending while the payment is open, and sends an English order back to the English page in English', async () => {
    const order = await newOrder(4);
    const page = await request(t.app)
      .get(new URL(order.url).pathname)
      .set(headersOf({ lang: 4 }))
      .expect(200);
    expect(page.text).toMatch(/Test payment/);
    const { accessToken, number } = await f.order(order.id);
    expect(await f.status(accessToken!, 4)).toMatchObject({
      outcome: 'pending',
      payment: { status: 'open' },
    });
    const back = await f.payAtTestProvider(order.url, 'paid');
    expect(back).toBe(`http://127.0.0.1:3000/en/payment-redirect?order=${accessToken}`);
    const [mail] = await mailsTo(order.email);
    expect(mail!.subject).toBe(`Order confirmation ${number}`);
    expect(mail!.text).toMatch(/We have received your payment/);
  });
});
