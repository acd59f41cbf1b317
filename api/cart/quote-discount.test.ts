/**
 * A discount code never combines with a quote (spec 7; issue 24, finding 2). The rule used to be
 * checked only where a code is entered, so a customer's quote and a guest cart's code (or the
 * reverse), merged at login, gave an order at the double-discounted price. Now the cart is priced
 * without the code wherever it names a quote, the merge drops the code and says so, and an order
 * is placed at the quote's price only.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { checkoutFixtures, headersOf, type Who } from '../checkout/checkout-fixtures.ts';
import { carts, customers, discountCodes } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('a discount code beside a quote', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(30));

  const customerId = async (email: string) =>
    (await db().select().from(customers).where(eq(customers.email, email)))[0]!.id;
  const welkom10 = async () =>
    (await db().select().from(discountCodes).where(eq(discountCodes.code, 'WELKOM10')))[0]!.id;

  /** An open quote of a customer for one option at €1 below today's price; answers its id and token. */
  const makeOffer = (forCustomer: number, poId: number, amount = 2) =>
    f.makeOffer(forCustomer, [{ poId, amount }]);

  const login = (email: string, cartToken?: string) =>
    request(t.app)
      .post('/api/customerAuth/login')
      .set('X-Forwarded-For', '10.60.0.1')
      .set(cartToken ? { 'X-FZ-Cart-Token': cartToken } : {})
      .send({ email, password: 'Demo1234!' })
      .expect(200);

  /** Places the order at the total the cart shows; answers the order row. */
  async function order(who: Who) {
    const cart = await f.cart(who);
    const res = await f.placeOrder(who, f.orderBody(cart));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return f.order(f.placed(res.body).order.id);
  }

  it("a customer's quote plus a guest cart's code, merged at login: the code is dropped and said so; the order is at the quote's price", async () => {
    const [quoted, guestLine] = [f.take(), f.take()];
    const klant = await customerId('klant@demo.nl');
    const quote = await makeOffer(klant, quoted);
    const who: Who = { auth: await f.login('klant@demo.nl') };
    await request(t.app)
      .post(`/api/customer/offers/${quote.id}/cart`)
      .set(headersOf(who))
      .send({})
      .expect(200);

    const guest = await f.fill([{ po_id: guestLine, amount: 1 }]);
    expect((await f.applyCode(guest.who, 'WELKOM10')).active_discount_code).toBe('WELKOM10');

    const merged = await login('klant@demo.nl', guest.who.auth);
    expect(merged.body.scart_discount_code_removed).toBe(true);
    const after: Who = { auth: `Bearer ${merged.body.token}` };
    const cart = await f.cart(after);
    expect(cart.offer).toMatchObject({ id: quote.id });
    expect(cart.active_discount_code).toBeNull();
    expect(cart.total.discount).toBe(0);

    // What the double-discounted cart would have cost is refused; the quote's price is charged once.
    const lowered = Math.round(cart.total.to_pay_gross * 90) / 100;
    const refused = await f.placeOrder(after, f.orderBody(cart, { expected_total_gross: lowered }));
    expect(refused.status).toBe(409);
    const placed = await order(after);
    expect(placed).toMatchObject({ discountCode: null, discountGross: 0, discountNet: 0, offerId: quote.id });
  });

  it("a guest's quote plus the customer's code, merged at login: the code is dropped and said so", async () => {
    const quoted = f.take();
    const email = 'password@demo.nl';
    const owner = await customerId(email);
    // The customer's cart: empty, still holding a code (left from before its lines were removed).
    const who: Who = { auth: await f.login(email) };
    const own = await f.fill([{ po_id: f.take(), amount: 1 }], who);
    await f.applyCode(own.who, 'WELKOM10');
    await request(t.app).delete(`/api/shoppingCart/${own.cart.items[0]!.po_id}`).set(headersOf(who));
    await db()
      .update(carts)
      .set({ discountCodeId: await welkom10() })
      .where(eq(carts.customerId, owner));

    // A quote of this customer, opened by its link as a guest.
    const quote = await makeOffer(owner, quoted, 1);
    const guest = await request(t.app)
      .post(`/api/offers/${quote.token}/cart`)
      .set(headersOf())
      .send({})
      .expect(200);
    const merged = await login(email, guest.headers['x-fz-cart-token'] as string);
    expect(merged.body.scart_discount_code_removed).toBe(true);
    const after: Who = { auth: `Bearer ${merged.body.token}` };
    const cart = await f.cart(after);
    expect(cart.offer).toMatchObject({ id: quote.id });
    expect(cart.active_discount_code).toBeNull();
    expect(await order(after)).toMatchObject({ discountCode: null, discountGross: 0, offerId: quote.id });
  });

  it('a merge with no quote keeps the code and says nothing about it', async () => {
    const guest = await f.fill([{ po_id: f.take(), amount: 2 }]);
    await f.applyCode(guest.who, 'WELKOM10');
    const merged = await login('trade@demo.nl', guest.who.auth);
    expect(merged.body).not.toHaveProperty('scart_discount_code_removed');
    expect((await f.cart({ auth: `Bearer ${merged.body.token}` })).active_discount_code).toBe('WELKOM10');
  });

  it('a cart that names a quote and holds a code (made before this rule) is priced and ordered without the code', async () => {
    const quoted = f.take();
    const dealer = await customerId('dealer@demo.nl');
    const quote = await makeOffer(dealer, quoted);
    const who: Who = { auth: await f.login('dealer@demo.nl') };
    await request(t.app)
      .post(`/api/customer/offers/${quote.id}/cart`)
      .set(headersOf(who))
      .send({})
      .expect(200);
    await db()
      .update(carts)
      .set({ discountCodeId: await welkom10() })
      .where(eq(carts.customerId, dealer));
    const cart = await f.cart(who);
    expect(cart.active_discount_code).toBeNull();
    expect(cart.total.discount).toBe(0);
    expect(await order(who)).toMatchObject({ discountCode: null, discountGross: 0, offerId: quote.id });
  });
});
