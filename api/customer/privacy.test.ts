/**
 * The customer's own data (issue 40, decision 091): the dashboard's download (GDPR art. 15 and 20)
 * and account erasure (art. 17), which ends the sessions and leaves no personal data that the
 * tax law does not require, while orders and invoices keep their amounts (art. 52 AWR, 7 years).
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { checkoutFixtures } from '../checkout/checkout-fixtures.ts';
import { customers, orderLines, orders, productOptions, reviews } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const EMAIL = 'verwijder@demo.nl';
const PHONE = '+31 6 9876 5432';

describeEachDatabase('my data: download and erase', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(4));

  /** Every row of every table, as text, that contains `needle` (table → count). */
  async function whereIs(needle: string): Promise<Record<string, number>> {
    const tables = (await db().execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
    const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.table_name);
    const found: Record<string, number> = {};
    for (const name of names) {
      const res = (await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} x where position(lower(${needle}) in lower(x::text)) > 0`,
      )) as unknown as { rows?: { n: number }[] } | { n: number }[];
      const n = (Array.isArray(res) ? res : (res.rows ?? []))[0]?.n ?? 0;
      if (n) found[name] = n;
    }
    return found;
  }

  it('refuses both without a login, with a message (401)', async () => {
    for (const req of [
      request(t.app).get('/api/customer/data-export'),
      request(t.app).post('/api/customer/erase').send({}),
    ]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('downloads everything kept about the account as a JSON file', async () => {
    const bearer = await f.login('klant@demo.nl');
    const res = await request(t.app)
      .get('/api/customer/data-export')
      .set('Authorization', bearer)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(res.text);
    expect(data.account).toMatchObject({ email: 'klant@demo.nl', firstname: 'Sanne', lastname: 'Vries' });
    expect(data.addresses.length).toBeGreaterThan(0);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    for (const key of [
      'invoices',
      'reviews',
      'favorites',
      'stock_alerts',
      'machines',
      'quotes',
      'chat',
      'consents',
    ])
      expect(data, key).toHaveProperty(key);
  });

  it('refuses a trade account and a wrong or missing password, and keeps the account', async () => {
    const dealer = await f.login('dealer@demo.nl');
    const trade = await request(t.app)
      .post('/api/customer/erase')
      .set('Authorization', dealer)
      .send({ password: 'Demo1234!' });
    expect(trade.status).toBe(403);
    expect(trade.body.message).toMatch(/contact us/);
    const bearer = await f.login(EMAIL);
    const missing = await request(t.app).post('/api/customer/erase').set('Authorization', bearer).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/password/);
    const wrong = await request(t.app)
      .post('/api/customer/erase')
      .set('Authorization', bearer)
      .send({ password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toMatch(/password/);
    await request(t.app).get('/api/customer/me').set('Authorization', bearer).expect(200);
  });

  it('erases the account: sessions end, no personal data is left, the order keeps its amounts', async () => {
    const bearer = await f.login(EMAIL);
    const second = await f.login(EMAIL);
    // An address, a favourite and a paid order with this e-mail and phone.
    await request(t.app)
      .post('/api/customer/addresses')
      .set('Authorization', bearer)
      .send({
        type: 'delivery',
        company: '',
        firstname: 'Vera',
        middle_name: '',
        lastname: 'Wijdeveld',
        street: 'Wijdeveldstraat',
        house_number: '9',
        house_number_addition: '',
        postcode: '1011 AB',
        city: 'Amsterdam',
        country_id: 1,
        phone: PHONE,
      })
      .expect(201);
    // A question through the contact form: a mail to the shop, replying to this e-mail.
    await request(t.app)
      .post('/api/contact')
      .send({
        name: 'Vera Wijdeveld',
        email: EMAIL,
        text: 'Wanneer wordt mijn bestelling geleverd, alstublieft?',
      })
      .expect(202);
    const { cart } = await f.fill([{ po_id: f.take(), amount: 2 }], { auth: bearer });
    const placedRes = await f.placeOrder(
      { auth: bearer },
      f.orderBody(cart, {
        invoice: {
          company: '',
          firstname: 'Vera',
          middle_name: '',
          lastname: 'Wijdeveld',
          street: 'Wijdeveldstraat',
          house_number: '9',
          house_number_addition: '',
          postcode: '1011 AB',
          city: 'Amsterdam',
          country_id: 1,
          phone: PHONE,
          email: EMAIL,
        },
        remarks: 'Bel even aan bij Vera',
      }),
    );
    expect(placedRes.status, JSON.stringify(placedRes.body)).toBe(201);
    const placed = f.placed(placedRes.body);
    await f.payAtTestProvider(placed.redirect_url, 'paid');
    const before = await f.order(placed.order.id);
    const linesBefore = await db().select().from(orderLines).where(eq(orderLines.orderId, before.id));
    // A review written from the order (a verified purchase, decision 095): hers, so in her download.
    const [option] = await db()
      .select({ productId: productOptions.productId })
      .from(productOptions)
      .where(eq(productOptions.id, linesBefore[0]!.productOptionId!));
    await db().insert(reviews).values({
      productId: option!.productId,
      languageId: 1,
      author: 'Vera W.',
      rating: 9,
      title: 'Prima',
      body: 'Unieke reviewtekst van Vera',
      orderId: before.id,
    });
    const exported = await request(t.app)
      .get('/api/customer/data-export')
      .set('Authorization', bearer)
      .expect(200);
    expect(JSON.parse(exported.text).reviews).toMatchObject([
      { order: before.number, author: 'Vera W.', body: 'Unieke reviewtekst van Vera' },
    ]);

    // An order still under way keeps the account (its delivery needs the address).
    const busy = await request(t.app)
      .post('/api/customer/erase')
      .set('Authorization', bearer)
      .send({ password: 'Demo1234!' });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain(before.number);
    await db().update(orders).set({ statusId: 6 }).where(eq(orders.id, before.id));

    expect(Object.keys(await whereIs(EMAIL)).length).toBeGreaterThan(0);
    const res = await request(t.app)
      .post('/api/customer/erase')
      .set('Authorization', bearer)
      .send({ password: 'Demo1234!' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ erased: true });

    // Every session ended; the e-mail cannot log in any more.
    for (const token of [bearer, second])
      expect((await request(t.app).get('/api/customer/me').set('Authorization', token)).status).toBe(401);
    const login = await request(t.app)
      .post('/api/customerAuth/login')
      .set('X-Forwarded-For', '10.40.0.9')
      .send({ email: EMAIL, password: 'Demo1234!' });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);

    // No e-mail, phone, street or remark anywhere in the database.
    for (const needle of [EMAIL, PHONE, 'Bel even aan bij Vera', 'Unieke reviewtekst van Vera'])
      expect(await whereIs(needle), needle).toEqual({});
    const [customer] = await db().select().from(customers).where(eq(customers.id, before.customerId));
    expect(customer).toMatchObject({
      firstname: '',
      lastname: '',
      phone: '',
      passwordHash: null,
      accountExists: false,
    });
    expect(customer!.erasedAt).toBeInstanceOf(Date);

    // The order stays, with its amounts and lines, and what an invoice needs of the buyer.
    const after = await f.order(before.id);
    expect({
      number: after.number,
      totalGross: after.totalGross,
      totalNet: after.totalNet,
      vatLines: after.vatLines,
      shippingGross: after.shippingGross,
    }).toEqual({
      number: before.number,
      totalGross: before.totalGross,
      totalNet: before.totalNet,
      vatLines: before.vatLines,
      shippingGross: before.shippingGross,
    });
    expect(await db().select().from(orderLines).where(eq(orderLines.orderId, before.id))).toEqual(
      linesBefore,
    );
    expect(after.invoiceAddress).toMatchObject({
      lastname: 'Wijdeveld',
      postcode: '1011 AB',
      city: 'Amsterdam',
    });
    expect(after.accessToken).toBeNull();

    // A second try: the session is gone (401), not a 500.
    expect(
      (await request(t.app).post('/api/customer/erase').set('Authorization', bearer).send({ password: 'x' }))
        .status,
    ).toBe(401);
  });
});
