import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { cart as cartSchema } from '../../shared/contract/cart.ts';
import { offerLink } from '../../shared/contract/offer.ts';
import { checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { offerLines, offers, orderLines, productOptions } from '../db/schema.ts';
import { grossCents } from '../lib/money.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('the offer link', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(60));

  const validCart = (body: { data: unknown }) =>
    cartSchema.validateSync(body.data, { strict: true, abortEarly: false });
  const todayNet = async (poId: number) =>
    (await db().select().from(productOptions).where(eq(productOptions.id, poId)))[0]!.priceNet;

  /** A quote of klant@demo.nl (customer 1) with lines at a price below today's; answers its token and id. */
  async function makeOffer(
    lines: { poId: number | null; amount: number; priceNet?: number }[],
    fields: { status?: string; validUntil?: string | null } = {},
  ) {
    const token = `test-${randomBytes(12).toString('base64url')}`;
    const [offer] = await db()
      .insert(offers)
      .values({
        customerId: 1,
        token,
        number: `OF-T-${token.slice(5, 11)}`,
        remarks: 'Levering in week 12',
        status: fields.status ?? 'open',
        validUntil: fields.validUntil === undefined ? '2999-12-31' : fields.validUntil,
      })
      .returning();
    for (const l of lines) {
      const priceNet = l.priceNet ?? (l.poId ? (await todayNet(l.poId)) - 100 : 1000);
      await db().insert(offerLines).values({
        offerId: offer!.id,
        productOptionId: l.poId,
        name: 'Offerteregel',
        amount: l.amount,
        priceNet,
      });
    }
    return { token, id: offer!.id };
  }
  const read = (token: string, lang: 1 | 4 = 1) =>
    request(t.app)
      .get(`/api/offers/${encodeURIComponent(token)}`)
      .set(headersOf({ lang }));
  const toCart = (token: string, who: Who = {}) =>
    request(t.app)
      .post(`/api/offers/${encodeURIComponent(token)}/cart`)
      .set(headersOf(who))
      .send({});

  it('reads a quote by its token without login: its own prices, totals, status and expiry, nothing personal', async () => {
    const [a, b] = [f.take(), f.take()];
    const { token } = await makeOffer([
      { poId: a, amount: 2, priceNet: 1000 },
      { poId: b, amount: 1, priceNet: 2575 },
    ]);
    const res = await read(token).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const offer = offerLink.validateSync(res.body.data, { strict: true });
    expect(offer).toMatchObject({ status: 'open', expires_at: '2999-12-31', remarks: 'Levering in week 12' });
    expect(offer.lines).toMatchObject([
      { po_id: a, amount: 2, price: 10, price_gross: 12.1, line_total: 20, line_total_gross: 24.2 },
      { po_id: b, amount: 1, price: 25.75, price_gross: grossCents(2575, 2100) / 100 },
    ]);
    expect(offer.lines[0]!.uri).toMatch(/^\//);
    expect(offer.lines[0]!.sku).not.toBe('');
    // the product's photo through the image pipeline (decision 097)
    expect(offer.lines[0]!.photo).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.jpg$/);
    expect(offer.total).toEqual({ net: 45.75, gross: 24.2 + grossCents(2575, 2100) / 100 });
    expect(JSON.stringify(res.body)).not.toMatch(/klant@demo\.nl|customer/);
  });

  it('answers 404 with a message for an unknown or malformed token', async () => {
    for (const token of ['demo-offer-nope-00000000', 'short', 'x'.repeat(65), 'bad token!!!!!!!!!!!!']) {
      const res = await read(token, 4).expect(404);
      expect(res.body.message).toBe('This quote does not exist.');
      await toCart(token).expect(404);
    }
  });

  it('shows the seeded expired quote as expired and refuses to make it a cart (410, nothing changed)', async () => {
    const res = await read('demo-offer-expired-27b9e0c6').expect(200);
    expect(res.body.data.status).toBe('expired');
    const refused = await toCart('demo-offer-expired-27b9e0c6').expect(410);
    expect(refused.body).toMatchObject({
      error: 'offer_expired',
      message: expect.stringMatching(/verlopen/),
    });
    expect(refused.headers['x-fz-cart-token']).toBeUndefined();
    const late = await makeOffer([{ poId: f.take(), amount: 1 }], { validUntil: '2020-01-01' });
    await toCart(late.token).expect(410);
  });

  it('turns a quote into a guest’s new cart: its lines only, locked at the quote’s prices, no discount code', async () => {
    const [a, b, other] = [f.take(), f.take(), f.take()];
    const { token, id } = await makeOffer([
      { poId: a, amount: 2 },
      { poId: b, amount: 1 },
    ]);
    const { who } = await f.fill([{ po_id: other, amount: 1 }]);
    await f.applyCode(who, 'WELKOM10');
    const res = await toCart(token, who).expect(200);
    expect(res.body.skipped).toEqual([]);
    const cart = validCart(res.body);
    expect(cart.offer).toMatchObject({ id });
    expect(cart.active_discount_code).toBeNull();
    expect(cart.items.map((i) => [i.po_id, i.amount, i.locked])).toEqual([
      [a, 2, true],
      [b, 1, true],
    ]);
    const quoteNet = (await todayNet(a)) - 100;
    expect(cart.items[0]!.info.price).toBe(quoteNet / 100);
    expect(cart.items[0]!.info.old_price).toBe((await todayNet(a)) / 100);
    expect(cart.total.net).toBe(((await todayNet(a)) - 100) * 0.02 + ((await todayNet(b)) - 100) / 100);

    // A guest without a cart gets a new one and its token.
    const fresh = await toCart(token).expect(200);
    expect(fresh.headers['x-fz-cart-token']).toMatch(/^[\w-]{43}$/);
    expect(validCart(fresh.body).items.every((i) => i.locked)).toBe(true);
  });

  it('skips and names a line whose option is gone; a quote with nothing left is refused', async () => {
    const a = f.take();
    const { token } = await makeOffer([
      { poId: a, amount: 1 },
      { poId: null, amount: 1 },
    ]);
    const res = await toCart(token).expect(200);
    expect(res.body.skipped).toEqual([{ name: 'Offerteregel', sku: '' }]);
    expect(validCart(res.body).items).toHaveLength(1);
    const gone = await makeOffer([{ poId: null, amount: 1 }]);
    expect((await toCart(gone.token).expect(409)).body.error).toBe('offer_unavailable');
  });

  it('keeps the rules of an offer cart: lower or remove, not above the quote; other products at today’s price; no code', async () => {
    const [a, other] = [f.take(), f.take()];
    const { token } = await makeOffer([{ poId: a, amount: 3 }]);
    const guest = await toCart(token).expect(200);
    const who = { auth: guest.headers['x-fz-cart-token'] as string };
    const set = (po_id: number, amount: number) =>
      request(t.app).post('/api/shoppingCart/set').set(headersOf(who)).send({ po_id, amount });
    expect((await set(a, 4).expect(409)).body.error).toBe('offer_amount');
    const lower = validCart((await set(a, 2).expect(200)).body);
    expect(lower.items[0]).toMatchObject({ amount: 2, locked: true });
    expect(validCart((await set(a, 3).expect(200)).body).items[0]!.amount).toBe(3);
    const added = await f.fill([{ po_id: other, amount: 1 }], who);
    expect(added.cart.items.find((i) => i.po_id === other)).toMatchObject({ locked: false });
    expect(added.cart.items.find((i) => i.po_id === other)!.info.price).toBe((await todayNet(other)) / 100);
    const code = await request(t.app)
      .put('/api/shoppingCart/discountCode')
      .set(headersOf({ ...who, lang: 4 }))
      .send({ code: 'WELKOM10' })
      .expect(200);
    expect(code.body.data.error).toBe('A discount code cannot be combined with a quote.');
    // Removing the quote's last line ends the offer: a code applies again.
    await request(t.app).delete(`/api/shoppingCart/${a}`).set(headersOf(who)).expect(200);
    expect((await f.cart(who)).offer).toBeNull();
    await f.applyCode(who, 'WELKOM10');
  });

  it('charges the locked prices at checkout and accepts the quote in the same order; a second use is refused', async () => {
    const [a, b] = [f.take(), f.take()];
    const { token, id } = await makeOffer([
      { poId: a, amount: 2 },
      { poId: b, amount: 1 },
    ]);
    const guest = await toCart(token).expect(200);
    const who = { auth: guest.headers['x-fz-cart-token'] as string };
    const cart = validCart(guest.body);
    const res = await f.placeOrder(who, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.productOptionId, l.priceNet])).toEqual([
      [a, (await todayNet(a)) - 100],
      [b, (await todayNet(b)) - 100],
    ]);
    expect(order.totalGross).toBe(Math.round(cart.total.to_pay_gross * 100));
    expect((await db().select().from(offers).where(eq(offers.id, id)))[0]!.status).toBe('accepted');
    expect((await read(token).expect(200)).body.data.status).toBe('accepted');
    expect((await toCart(token).expect(410)).body.error).toBe('offer_accepted');
  });

  it('charges today’s prices once the quote is accepted elsewhere: the total changed (409), never the quote twice', async () => {
    const a = f.take();
    const { token, id } = await makeOffer([{ poId: a, amount: 1 }]);
    const first = await toCart(token).expect(200);
    const who = { auth: first.headers['x-fz-cart-token'] as string };
    const seen = validCart(first.body);
    await db().update(offers).set({ status: 'accepted' }).where(eq(offers.id, id));
    const res = await f.placeOrder(who, f.orderBody(seen));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('price_changed');
    const now = await f.cart(who);
    expect(now.items[0]).toMatchObject({ locked: false });
    expect(now.items[0]!.info.price).toBe((await todayNet(a)) / 100);
    expect(now.offer).toBeNull();
  });

  it('lets a customer put an own quote in the cart from the dashboard by id; someone else’s is 404', async () => {
    const a = f.take();
    const { id } = await makeOffer([{ poId: a, amount: 1 }]);
    const klant = await f.login('klant@demo.nl');
    const res = await request(t.app)
      .post(`/api/customer/offers/${id}/cart`)
      .set(headersOf({ auth: klant }))
      .send({})
      .expect(200);
    expect(validCart(res.body).items).toMatchObject([{ po_id: a, locked: true }]);
    const dealer = await f.login('dealer@demo.nl');
    await request(t.app)
      .post(`/api/customer/offers/${id}/cart`)
      .set(headersOf({ auth: dealer }))
      .send({})
      .expect(404);
    await request(t.app).post(`/api/customer/offers/${id}/cart`).send({}).expect(401);
    await request(t.app)
      .post('/api/customer/offers/abc/cart')
      .set(headersOf({ auth: klant }))
      .send({})
      .expect(400);
    // Logged in, the token call fills the customer's cart too.
    const { token } = await makeOffer([{ poId: f.take(), amount: 1 }]);
    const byToken = await toCart(token, { auth: klant }).expect(200);
    expect(byToken.headers['x-fz-cart-token']).toBeUndefined();
    expect(validCart(byToken.body).items).toHaveLength(1);
  });
});
