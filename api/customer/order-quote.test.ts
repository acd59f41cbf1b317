/**
 * An order remembers the quote it was placed from (issue 24): `orders.offer_id` is set when a cart
 * made from an open quote is ordered, and the customer's order (`GET customer/orders/{id}`) names
 * the quote's id and number; an ordinary order names none.
 */
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { cart as cartSchema } from '../../shared/contract/cart.ts';
import { checkoutFixtures, headersOf } from '../checkout/checkout-fixtures.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('the quote an order came from', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  let klant = '';
  /** Orders these tests placed (the rest of klant@demo.nl's orders are the seed's). */
  const placed = new Set<number>();
  beforeAll(async () => {
    await f.reserveOptions(6);
    klant = await f.login('klant@demo.nl');
  });

  const validCart = (body: { data: unknown }) =>
    cartSchema.validateSync(body.data, { strict: true, abortEarly: false });
  const ownOrder = async (id: number) =>
    (
      await request(t.app)
        .get(`/api/customer/orders/${id}`)
        .set(headersOf({ auth: klant }))
        .expect(200)
    ).body.data;

  /** An open quote of klant@demo.nl (customer 1), 1 € below today's price per line. */
  const makeOffer = (poIds: number[]) =>
    f.makeOffer(
      1,
      poIds.map((poId) => ({ poId, amount: 1 })),
    );

  it('records the quote on an order placed from it, and the customer’s order names it', async () => {
    const offer = await makeOffer([f.take(), f.take()]);
    const filled = await request(t.app)
      .post(`/api/customer/offers/${offer.id}/cart`)
      .set(headersOf({ auth: klant }))
      .send({})
      .expect(200);
    const cart = validCart(filled.body);
    expect(cart.items.every((i) => i.locked)).toBe(true);
    const res = await f.placeOrder({ auth: klant }, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = f.placed(res.body).order;
    placed.add(id);

    expect((await f.order(id)).offerId).toBe(offer.id);
    const order = await ownOrder(id);
    expect(order.offer).toEqual({ id: offer.id, number: offer.number });
    // In English the same (the number is the quote's, not a text).
    const en = await request(t.app)
      .get(`/api/customer/orders/${id}`)
      .set(headersOf({ auth: klant, lang: 4 }))
      .expect(200);
    expect(en.body.data.offer).toEqual({ id: offer.id, number: offer.number });
  });

  it('names no quote for an ordinary order, nor for the seeded ones', async () => {
    const { cart } = await f.fill([{ po_id: f.take(), amount: 1 }], { auth: klant });
    const res = await f.placeOrder({ auth: klant }, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = f.placed(res.body).order;
    placed.add(id);
    expect((await f.order(id)).offerId).toBeNull();
    expect((await ownOrder(id)).offer).toBeNull();

    // The seeded orders were not placed from a quote either.
    const all = (
      await request(t.app)
        .get('/api/customer/orders')
        .set(headersOf({ auth: klant }))
        .expect(200)
    ).body.data as { id: number }[];
    const seeded = all.filter((o) => !placed.has(o.id));
    expect(seeded.length).toBeGreaterThan(0);
    for (const o of seeded) expect((await ownOrder(o.id)).offer).toBeNull();
  });
});
