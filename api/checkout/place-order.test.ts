import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { customers, discountCodes, orderLines, orders, productOptions, products } from '../db/schema.ts';
import { grossCents } from '../lib/money.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { address, checkoutFixtures, headersOf } from './checkout-fixtures.ts';

describeEachDatabase('placing an order', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(60));

  it('turns a guest cart with a discount code into an order: the cart’s totals, stock taken, the cart emptied', async () => {
    const [a, b] = [f.take(), f.take()];
    const { who } = await f.fill([
      { po_id: a, amount: 2 },
      { po_id: b, amount: 1 },
    ]);
    const cart = await f.applyCode(who, 'welkom10');
    expect(cart.active_discount_code).toBe('WELKOM10');
    const before = await f.counts();

    const res = await f.placeOrder(who, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = f.placed(res.body);
    expect(placed.order).toMatchObject({ status_id: 2, total_gross: cart.total.to_pay_gross });
    expect(placed.order.number).toMatch(/^KK-\d{4}-\d{4,}$/);
    expect(new URL(placed.redirect_url).pathname).toMatch(/^\/api\/payments\/test\/tst_[\w-]{22}$/);

    const order = await f.order(placed.order.id);
    expect(order).toMatchObject({
      statusId: 2,
      totalNet: Math.round(cart.total.to_pay * 100),
      totalGross: Math.round(cart.total.to_pay_gross * 100),
      discountNet: Math.round(cart.total.discount * 100),
      discountGross: Math.round(cart.total.discount_gross * 100),
      shippingNet: Math.round(cart.total.shipping * 100),
      shippingGross: Math.round(cart.total.shipping_gross * 100),
      discountCode: 'WELKOM10',
      paymentMethod: 'ideal',
      languageId: 1,
    });
    expect(order.accessToken).toMatch(/^[\w-]{43}$/);
    expect(order.invoiceAddress).toMatchObject({ email: 'eva.jansen@example.com', country: 'Nederland' });
    expect(order.deliveryAddress).toEqual(order.invoiceAddress);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.productOptionId, l.amount])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    for (const l of lines) expect(l.priceGross).toBe(grossCents(l.priceNet, l.vatRate));
    // Lines and totals add up as the cart's did.
    const lineGross = lines.reduce((sum, l) => sum + l.priceGross * l.amount, 0);
    expect(lineGross - order.discountGross + order.shippingGross).toBe(order.totalGross);

    // The guest's own record: no password, no account, never a real account's.
    const [guest] = await db().select().from(customers).where(eq(customers.id, order.customerId));
    expect(guest).toMatchObject({
      email: 'eva.jansen@example.com',
      accountExists: false,
      passwordHash: null,
      firstname: 'Eva',
    });

    expect(await f.stockOf(a)).toBe(18);
    expect(await f.stockOf(b)).toBe(19);
    const [product] = await db()
      .select({ stock: products.stock, id: products.id })
      .from(products)
      .innerJoin(productOptions, eq(productOptions.productId, products.id))
      .where(eq(productOptions.id, a));
    const optionSum = await db()
      .select({ stock: productOptions.stock })
      .from(productOptions)
      .where(eq(productOptions.productId, product!.id));
    expect(product!.stock).toBe(optionSum.reduce((s, o) => s + o.stock, 0));

    const after = await f.cart(who);
    expect(after).toMatchObject({ count: 0, items: [], active_discount_code: null });
    expect((await f.payments(order.id)).map((p) => [p.provider, p.status, p.amountGross])).toEqual([
      ['test', 'open', order.totalGross],
    ]);
    const now = await f.counts();
    expect(now.orders).toBe(before.orders + 1);
    expect(now.customers).toBe(before.customers + 1);
    // No mail yet: the confirmation goes out when the order is paid.
    expect(now.outbox).toBe(before.outbox);
  });

  it('places a customer’s order with a saved invoice address and a different delivery address', async () => {
    const bearer = await f.login('klant@demo.nl');
    const book = await request(t.app)
      .get('/api/customer/addresses')
      .set(headersOf({ auth: bearer }));
    const saved = book.body.data.invoice[0];
    const { cart } = await f.fill([{ po_id: f.take(), amount: 1 }], { auth: bearer });
    const { id: _id, type: _type, is_primary: _p, country: _c, ...fields } = saved;
    const delivery = address({
      firstname: 'Piet',
      street: 'Grote Markt',
      postcode: '9711 LV',
      city: 'Groningen',
    });
    const res = await f.placeOrder(
      { auth: bearer },
      f.orderBody(cart, { invoice: { ...fields, id: saved.id }, delivery, remarks: 'Bel aan bij de buren' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    const [klant] = await db().select().from(customers).where(eq(customers.email, 'klant@demo.nl'));
    expect(order.customerId).toBe(klant!.id);
    expect(order.invoiceAddress).toMatchObject({
      id: saved.id,
      email: 'klant@demo.nl',
      street: saved.street,
    });
    expect(order.deliveryAddress).toMatchObject({ firstname: 'Piet', postcode: '9711 LV', email: '' });
    expect(order.remarks).toBe('Bel aan bij de buren');
    // It is in the customer's order list at once.
    const list = await request(t.app)
      .get('/api/customer/orders')
      .set(headersOf({ auth: bearer }))
      .expect(200);
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(order.id);
  });

  it('ships to a pickup point for free when the method needs one, and keeps the point on the order', async () => {
    const { who } = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const points = await request(t.app)
      .get('/api/pickupPoints?postcode=3512%20JE&country_id=1')
      .set(headersOf())
      .expect(200);
    expect(points.body.data).toHaveLength(4);
    const point = points.body.data[0];
    expect(point.city).toBe('Utrecht');
    const chosen = await request(t.app)
      .put('/api/shoppingCart/checkout')
      .set(headersOf(who))
      .send({ shipping_method_id: 2, pickup_point_id: point.id, payment_method: 'paypal' })
      .expect(200);
    const cart = chosen.body.data;
    expect(cart).toMatchObject({
      shipping_method_id: 2,
      pickup_point_id: point.id,
      payment_method: 'paypal',
    });
    expect(cart.total.shipping_gross).toBe(0);
    const res = await f.placeOrder(
      who,
      f.orderBody(cart, { shipping_method_id: 2, pickup_point_id: point.id, payment_method: 'paypal' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    expect(order.pickupPoint).toMatchObject({ id: point.id, name: point.name });
    expect(order.deliveryAddress).toMatchObject({
      company: point.name,
      street: point.street,
      firstname: 'Eva',
    });
    expect(order.shippingGross).toBe(0);
  });

  it('refuses with 409 and writes nothing when a price moved since the cart was shown', async () => {
    const po = f.take();
    const { who, cart } = await f.fill([{ po_id: po, amount: 3 }]);
    const before = await f.counts([po]);
    const [option] = await db().select().from(productOptions).where(eq(productOptions.id, po));
    await db()
      .update(productOptions)
      .set({ priceNet: option!.priceNet + 100 })
      .where(eq(productOptions.id, po));
    try {
      const res = await f.placeOrder(who, f.orderBody(cart));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'price_changed' });
      expect(res.body.message).toMatch(/prijzen/i);
      expect(await f.counts([po])).toEqual(before);
      expect((await f.cart(who)).items).toHaveLength(1);
      // With the new total the visitor now sees, it goes through.
      const again = await f.placeOrder(who, f.orderBody(await f.cart(who)));
      expect(again.status).toBe(201);
    } finally {
      await db().update(productOptions).set({ priceNet: option!.priceNet }).where(eq(productOptions.id, po));
    }
  });

  it('refuses with 409 and writes nothing when the stock fell below the amount, or to nothing', async () => {
    const [a, b] = [f.take(), f.take()];
    const { who, cart } = await f.fill([
      { po_id: a, amount: 5 },
      { po_id: b, amount: 1 },
    ]);
    await db().update(productOptions).set({ stock: 3 }).where(eq(productOptions.id, a));
    const before = await f.counts([a, b]);
    const low = await f.placeOrder({ ...who, lang: 4 }, f.orderBody(cart));
    expect(low.status).toBe(409);
    expect(low.body.error).toBe('insufficient_stock');
    expect(low.body.message).toMatch(/^Only 3 of .+ left in stock/);
    await db().update(productOptions).set({ stock: 0 }).where(eq(productOptions.id, a));
    const none = await f.placeOrder(who, f.orderBody(cart));
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('out_of_stock');
    expect(await f.counts([a, b])).toEqual({
      ...before,
      stock: before.stock.map((s) => (s.id === a ? { id: a, stock: 0 } : s)),
    });
  });

  it('refuses with 409 when the discount code stopped applying (the total moved)', async () => {
    const { who } = await f.fill([{ po_id: f.take(), amount: 2 }]);
    const cart = await f.applyCode(who, 'KOFFIE5');
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.code, 'KOFFIE5'));
    await db().update(discountCodes).set({ active: false }).where(eq(discountCodes.id, code!.id));
    try {
      const res = await f.placeOrder(who, f.orderBody(cart));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('price_changed');
    } finally {
      await db().update(discountCodes).set({ active: true }).where(eq(discountCodes.id, code!.id));
    }
  });

  it('makes one order of the same key sent twice, and answers the second with the same order', async () => {
    const po = f.take();
    const { who, cart } = await f.fill([{ po_id: po, amount: 2 }]);
    const key = randomUUID();
    const body = f.orderBody(cart);
    const first = await f.placeOrder(who, body, key);
    expect(first.status).toBe(201);
    const before = await f.counts([po]);
    // A retry with the keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await f.placeOrder(who, reordered, key);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(f.placed(second.body)).toEqual(f.placed(first.body));
    expect(await f.counts([po])).toEqual(before);
    expect(await f.stockOf(po)).toBe(18);
    // The same key for another request (or from another visitor) is refused, not answered with this order.
    const other = await f.placeOrder(who, { ...body, remarks: 'anders' }, key);
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    const stranger = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const theirs = await f.placeOrder(stranger.who, body, key);
    expect(theirs.status).toBe(422);
    expect(await f.counts([po])).toEqual(before);
  });

  it('makes one order of 12 concurrent requests with one key: the others answer the same order', async () => {
    const po = f.take();
    const { who, cart } = await f.fill([{ po_id: po, amount: 3 }]);
    const key = randomUUID();
    const body = f.orderBody(cart);
    const before = await f.counts([po]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => f.placeOrder(who, body, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((a) => f.placed(a.body).order.id));
    expect(ids.size).toBe(1);
    const urls = new Set(answers.map((a) => f.placed(a.body).redirect_url));
    expect(urls.size).toBe(1);
    const [id] = [...ids];
    expect((await f.counts([po])).orders).toBe(before.orders + 1);
    expect(await f.stockOf(po)).toBe(17);
    expect(await f.payments(id!)).toHaveLength(1);
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('answers every bad input with a 4xx and a message, and writes nothing', async () => {
    const po = f.take();
    const { who, cart } = await f.fill([{ po_id: po, amount: 1 }]);
    const bearer = await f.login('dealer@demo.nl');
    const klantBook = await request(t.app)
      .get('/api/customer/addresses')
      .set(headersOf({ auth: await f.login('klant@demo.nl') }));
    const klantAddress = klantBook.body.data.invoice[0].id as number;
    const dealerCart = await f.fill([{ po_id: f.take(), amount: 1 }], { auth: bearer });
    const good = f.orderBody(cart);
    const { invoice: _invoice, ...withoutInvoice } = good;
    const emptyGuest = await request(t.app)
      .post('/api/shoppingCart/add')
      .set(headersOf())
      .send({ po_id: f.take(), amount: 1 });
    const emptied = emptyGuest.headers['x-fz-cart-token'] as string;
    await request(t.app)
      .delete(`/api/shoppingCart/${emptyGuest.body.data.items[0].po_id}`)
      .set(headersOf({ auth: emptied }));
    const cases: [string, () => ReturnType<typeof f.placeOrder>, number, RegExp][] = [
      ['no idempotency key', () => f.placeOrder(who, good, null), 400, /Idempotency-Key/],
      ['a malformed key', () => f.placeOrder(who, good, 'short'), 400, /Idempotency-Key/],
      ['no invoice address', () => f.placeOrder(who, withoutInvoice), 400, /invoice is required/],
      [
        'a bad Dutch postcode',
        () => f.placeOrder(who, { ...good, invoice: { ...good.invoice, postcode: '0123 AB' } }),
        400,
        /Dutch postcode/,
      ],
      [
        'a bad delivery postcode',
        () => f.placeOrder(who, { ...good, delivery: address({ postcode: '12345' }) }),
        400,
        /Dutch postcode/,
      ],
      [
        'an unknown country',
        () => f.placeOrder(who, { ...good, invoice: { ...good.invoice, country_id: 999 } }),
        400,
        /country/,
      ],
      [
        'a missing street',
        () => f.placeOrder(who, { ...good, invoice: { ...good.invoice, street: '' } }),
        400,
        /street is required/,
      ],
      [
        'a guest without e-mail',
        () => f.placeOrder(who, { ...good, invoice: address() }),
        400,
        /email is required/,
      ],
      [
        'a bad e-mail',
        () => f.placeOrder(who, { ...good, invoice: { ...good.invoice, email: 'nope' } }),
        400,
        /e-mail/,
      ],
      [
        'a guest naming a saved address',
        () => f.placeOrder(who, { ...good, invoice: { ...good.invoice, id: klantAddress } }),
        400,
        /saved addresses/,
      ],
      [
        'someone else’s saved address',
        () =>
          f.placeOrder(
            { auth: bearer },
            { ...f.orderBody(dealerCart.cart), invoice: { ...good.invoice, id: klantAddress } },
          ),
        404,
        /not one of your addresses/,
      ],
      [
        'an unknown shipping method',
        () => f.placeOrder(who, { ...good, shipping_method_id: 9 }),
        400,
        /shipping method/,
      ],
      [
        'an unknown payment method',
        () => f.placeOrder(who, { ...good, payment_method: 'bitcoin' }),
        400,
        /payment method/,
      ],
      [
        'no payment method',
        () => f.placeOrder(who, { ...good, payment_method: undefined }),
        400,
        /payment_method is required/,
      ],
      [
        'a pickup method without a pickup point',
        () => f.placeOrder(who, { ...good, shipping_method_id: 2 }),
        400,
        /pickup_point_id is required/,
      ],
      [
        'an unknown pickup point',
        () => f.placeOrder(who, { ...good, shipping_method_id: 2, pickup_point_id: 'PP-NL-0000-1' }),
        400,
        /not a known pickup point/,
      ],
      ['terms not accepted', () => f.placeOrder(who, { ...good, terms_accepted: false }), 400, /terms/],
      ['a negative total', () => f.placeOrder(who, { ...good, expected_total_gross: -1 }), 400, /at least 0/],
      ['a total as text', () => f.placeOrder(who, { ...good, expected_total_gross: '12.00' }), 400, /number/],
      ['a smuggled price', () => f.placeOrder(who, { ...good, total: 0.01 }), 400, /unknown field total/],
      ['remarks too long', () => f.placeOrder(who, { ...good, remarks: 'x'.repeat(1001) }), 400, /remarks/],
      ['no cart at all', () => f.placeOrder({}, good), 409, /leeg/],
      ['an emptied cart', () => f.placeOrder({ auth: emptied }, good), 409, /leeg/],
      ['a cart token of nobody', () => f.placeOrder({ auth: 'A'.repeat(43) }, good), 409, /leeg/],
    ];
    const before = await f.counts([po]);
    for (const [name, send, status, message] of cases) {
      const res = await send();
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.message, name).toMatch(message);
      expect(await f.counts([po]), name).toEqual(before);
    }
    expect((await f.cart(who)).items).toHaveLength(1);
    const malformed = await request(t.app)
      .post('/api/checkout/placeOrder')
      .set({ ...headersOf(who), 'Idempotency-Key': randomUUID(), 'Content-Type': 'application/json' })
      .send('{"invoice":');
    expect(malformed.status).toBe(400);
  });

  it('never attaches a guest’s order to the account of its e-mail: it gets a guest record of its own', async () => {
    const [klant] = await db().select().from(customers).where(eq(customers.email, 'klant@demo.nl'));
    const orderCount = async () =>
      (await db().select().from(orders).where(eq(orders.customerId, klant!.id))).length;
    const before = await orderCount();
    const { who, cart } = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const res = await f.placeOrder(
      who,
      f.orderBody(cart, { invoice: { ...address(), email: 'Klant@Demo.nl' } }),
    );
    expect(res.status).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    expect(order.customerId).not.toBe(klant!.id);
    expect(await orderCount()).toBe(before);
    const records = await db().select().from(customers).where(eq(customers.email, 'klant@demo.nl'));
    expect(records.map((r) => r.accountExists).sort()).toEqual([false, true]);
    // Logging in still finds the account, not the guest record.
    await f.login('klant@demo.nl');
  });

  it('orders a dealer’s cart at the totals the dealer saw (net prices, VAT on top)', async () => {
    const bearer = await f.login('dealer@demo.nl');
    const { cart } = await f.fill([{ po_id: f.take(), amount: 4 }], { auth: bearer });
    const res = await f.placeOrder(
      { auth: bearer },
      f.orderBody(cart, { invoice: address({ company: 'Dealer BV' }) }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    expect(order.totalNet).toBe(Math.round(cart.total.to_pay * 100));
    expect(order.totalGross).toBe(Math.round(cart.total.to_pay_gross * 100));
    expect(order.invoiceAddress).toMatchObject({ email: 'dealer@demo.nl', company: 'Dealer BV' });
  });

  it('keeps the checkout choices on the cart, checked', async () => {
    const { who } = await f.fill([{ po_id: f.take(), amount: 1 }]);
    const put = (body: object) =>
      request(t.app).put('/api/shoppingCart/checkout').set(headersOf(who)).send(body);
    expect((await put({ shipping_method_id: 3 })).status).toBe(400);
    expect((await put({ payment_method: 'cash' })).status).toBe(400);
    expect((await put({ pickup_point_id: 'PP-XX-1234-1' })).status).toBe(400);
    expect((await put({ price: 1 })).status).toBe(400);
    const ok = await put({ payment_method: 'bancontact', remarks: 'Achterom' }).expect(200);
    expect(ok.body.data).toMatchObject({
      payment_method: 'bancontact',
      remarks: 'Achterom',
      shipping_method_id: 1,
    });
    expect((await f.cart(who)).payment_method).toBe('bancontact');
    const points = await request(t.app).get('/api/pickupPoints?country_id=1').set(headersOf());
    expect(points.status).toBe(400);
    const unknownCountry = await request(t.app)
      .get('/api/pickupPoints?postcode=1000&country_id=99')
      .set(headersOf());
    expect(unknownCountry.status).toBe(400);
    const none = await request(t.app)
      .get('/api/pickupPoints?postcode=10115&country_id=3')
      .set(headersOf())
      .expect(200);
    expect(none.body.data).toEqual([]);
  });
});
