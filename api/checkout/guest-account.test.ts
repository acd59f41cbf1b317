import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { customers, orders } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { address, checkoutFixtures, headersOf, type Who } from './checkout-fixtures.ts';

describeEachDatabase('a guest’s order becomes an account', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(20));

  async function guestOrder(email: string, who: Who = {}) {
    const filled = await f.fill([{ po_id: f.take(), amount: 1 }], who);
    const res = await f.placeOrder(
      filled.who,
      f.orderBody(filled.cart, { invoice: { ...address(), email } }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await f.order(f.placed(res.body).order.id);
    return { order, token: order.accessToken!, who: filled.who };
  }
  const createAccount = (body: Record<string, unknown>, who: Who = {}) =>
    request(t.app).post('/api/checkout/createAccount').set(headersOf(who)).send(body);
  const password = 'Nieuw-wachtwoord-1';

  it('offers an account for a guest order, makes it with the order’s token, logs in, and shows the order', async () => {
    const email = `gast-${randomBytes(4).toString('hex')}@example.com`;
    const { order, token, who } = await guestOrder(email);
    expect(await f.status(token)).toMatchObject({ account: 'create', email });

    const res = await createAccount({ order: token, password, password_confirmation: password }, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), scart_items_merged: false });
    const bearer = `Bearer ${res.body.token}`;
    const me = await request(t.app)
      .get('/api/customer/me')
      .set(headersOf({ auth: bearer }))
      .expect(200);
    expect(me.body.data).toMatchObject({ email, account_exists: true, firstname: 'Eva', lastname: 'Jansen' });
    const list = await request(t.app)
      .get('/api/customer/orders')
      .set(headersOf({ auth: bearer }))
      .expect(200);
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    // The password works from now on, and the offer is gone.
    await request(t.app).post('/api/customerAuth/login').send({ email, password }).expect(200);
    expect((await f.status(token)).account).toBe('none');
    const twice = await createAccount({ order: token, password, password_confirmation: password });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('account_exists');
  });

  it('says "log in" when an account with the order’s e-mail exists, and attaches nothing', async () => {
    const { order, token } = await guestOrder('klant@demo.nl');
    expect((await f.status(token)).account).toBe('login');
    const res = await createAccount({ order: token, password, password_confirmation: password }, { lang: 4 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'account_exists', message: expect.stringMatching(/Log in/) });
    const [guest] = await db().select().from(customers).where(eq(customers.id, order.customerId));
    expect(guest).toMatchObject({ accountExists: false, passwordHash: null });
    // The account's password is untouched.
    await f.login('klant@demo.nl');
  });

  it('offers nothing for a customer’s own order, and refuses bad passwords, tokens and old orders', async () => {
    const bearer = await f.login('klant@demo.nl');
    const filled = await f.fill([{ po_id: f.take(), amount: 1 }], { auth: bearer });
    const res = await f.placeOrder({ auth: bearer }, f.orderBody(filled.cart, { invoice: address() }));
    const own = await f.order(f.placed(res.body).order.id);
    expect((await f.status(own.accessToken!)).account).toBe('none');
    expect(
      (await createAccount({ order: own.accessToken, password, password_confirmation: password })).status,
    ).toBe(409);

    const { order, token } = await guestOrder(`oud-${randomBytes(4).toString('hex')}@example.com`);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ order: token, password: 'kort', password_confirmation: 'kort' }, 400, /at least 8/],
      [{ order: token, password, password_confirmation: 'iets anders' }, 400, /does not match/],
      [{ order: token, password }, 400, /password_confirmation is required/],
      [{ password, password_confirmation: password }, 400, /order is required/],
      [
        { order: randomBytes(32).toString('base64url'), password, password_confirmation: password },
        404,
        /order/,
      ],
      [{ order: token, password, password_confirmation: password, is_dealer: true }, 400, /unknown field/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await createAccount(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, order.id));
    expect((await f.status(token)).account).toBe('none');
    const late = await createAccount({ order: token, password, password_confirmation: password });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('link_expired');
    const [guest] = await db().select().from(customers).where(eq(customers.id, order.customerId));
    expect(guest!.accountExists).toBe(false);
  });
});
