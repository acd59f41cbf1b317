import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('a customer’s own data', (driver) => {
  const t = useTestApi(driver);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['klant@demo.nl', 'dealer@demo.nl', 'gast@demo.nl']) {
      const res = await request(t.app)
        .post('/api/customerAuth/login')
        .set('X-Forwarded-For', '10.9.0.1')
        .send({ email, password: 'Demo1234!' });
      tokens[email] = res.body.token;
    }
  });
  const as = (email: string) => ({ Authorization: `Bearer ${tokens[email]}` });
  const consumer = () => as('klant@demo.nl');
  const dealer = () => as('dealer@demo.nl');
  const address = {
    firstname: 'Sanne',
    lastname: 'de Vries',
    street: 'Neude',
    house_number: '5',
    postcode: '3512ab',
    city: 'Utrecht',
    country_id: 1,
  };

  it('answers 401 without a valid token on every route', async () => {
    const calls = [
      request(t.app).get('/api/customer/addresses'),
      request(t.app)
        .post('/api/customer/addresses')
        .send({ type: 'invoice', ...address }),
      request(t.app).put('/api/customer/addresses/1').send(address),
      request(t.app).put('/api/customer/addresses/1/primary').send({ type: 'invoice' }),
      request(t.app).put('/api/customer/me').send({ firstname: 'A', lastname: 'B' }),
      request(t.app).get('/api/customer/orders'),
      request(t.app).get('/api/customer/orders/1'),
      request(t.app).get('/api/customer/orders/1/pdf'),
      request(t.app).get('/api/customer/favorites/ids'),
      request(t.app).post('/api/customer/favorites').send({ product_id: 1 }),
      request(t.app).delete('/api/customer/favorites/1'),
      request(t.app).get('/api/customer/inspections'),
      request(t.app).get('/api/customer/offers'),
      request(t.app).get('/api/customer/offers/1'),
    ];
    for (const call of calls) {
      const res = await call.set('Authorization', 'Bearer not-a-real-token-at-all-xx');
      expect(res.status).toBe(401);
    }
  });

  it('lists orders newest first with a status filter (default 1–6, spec 9), and one order with its lines', async () => {
    const all = await request(t.app).get('/api/customer/orders').set(consumer()).expect(200);
    expect(all.body.data.map((o: { status_id: number }) => o.status_id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const paid = await request(t.app).get('/api/customer/orders?status=3,5').set(consumer()).expect(200);
    expect(paid.body.data.map((o: { status_id: number }) => o.status_id).sort()).toEqual([3, 5]);
    // 7 (cancelled, decision 042) is a status to filter on; 8 is none.
    await request(t.app).get('/api/customer/orders?status=7').set(consumer()).expect(200);
    for (const bad of ['8', '1,,2', 'x', '0', '1;2']) {
      await request(t.app)
        .get(`/api/customer/orders?status=${encodeURIComponent(bad)}`)
        .set(consumer())
        .expect(400);
    }
    const id = all.body.data[0].id;
    const order = (await request(t.app).get(`/api/customer/orders/${id}`).set(consumer()).expect(200)).body
      .data;
    expect(order.lines.length).toBe(order.line_count);
    const linesNet = order.lines.reduce(
      (s: number, l: { price_net: number; amount: number }) => s + l.price_net * l.amount,
      0,
    );
    expect(order.total_net).toBe(linesNet + order.shipping_net);
    expect(order.lines[0].uri).toEqual(expect.any(String));
  });

  it('never shows one customer another’s orders, quotes or addresses (404), and refuses bad ids (400)', async () => {
    const dealerOrders = (await request(t.app).get('/api/customer/orders').set(dealer()).expect(200)).body
      .data;
    expect(dealerOrders).toHaveLength(2);
    await request(t.app).get(`/api/customer/orders/${dealerOrders[0].id}`).set(consumer()).expect(404);
    await request(t.app).get(`/api/customer/orders/${dealerOrders[0].id}/pdf`).set(consumer()).expect(404);
    await request(t.app).get('/api/customer/offers/1').set(dealer()).expect(404);
    // Address 4 is the dealer's.
    await request(t.app).put('/api/customer/addresses/4').set(consumer()).send(address).expect(404);
    await request(t.app)
      .put('/api/customer/addresses/4/primary')
      .set(consumer())
      .send({ type: 'invoice' })
      .expect(404);
    for (const bad of ['0', '-1', 'abc', '99999999999', '1.5']) {
      await request(t.app).get(`/api/customer/orders/${bad}`).set(consumer()).expect(400);
    }
  });

  it('makes an order PDF in the visitor’s language', async () => {
    const res = await request(t.app)
      .get('/api/customer/orders/3/pdf')
      .set(consumer())
      .set('X-FZ-Language-Id', '4')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="order-KK-2026-1003.pdf"');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (metadata, not compressed) names the order in English.
    expect(pdf.toString('latin1')).toContain('Order KK-2026-1003');
  });

  it('adds, changes and makes default an address for a consumer, with the Dutch postcode rule', async () => {
    const created = await request(t.app)
      .post('/api/customer/addresses')
      .set(consumer())
      .send({ type: 'delivery', ...address })
      .expect(201);
    expect(created.body.data).toMatchObject({
      type: 'delivery',
      postcode: '3512 AB',
      is_primary: false,
      country: 'Nederland',
    });
    const id = created.body.data.id;
    const wrong = await request(t.app)
      .put(`/api/customer/addresses/${id}`)
      .set(consumer())
      .send({ ...address, postcode: '0123 AB' })
      .expect(400);
    expect(wrong.body.message).toMatch(/Dutch postcode/);
    await request(t.app)
      .put(`/api/customer/addresses/${id}`)
      .set(consumer())
      .send({ ...address, street: 'Vinkenburgstraat' })
      .expect(200);
    await request(t.app)
      .put(`/api/customer/addresses/${id}/primary`)
      .set(consumer())
      .send({ type: 'invoice' })
      .expect(400);
    const book = (
      await request(t.app)
        .put(`/api/customer/addresses/${id}/primary`)
        .set(consumer())
        .send({ type: 'delivery' })
        .expect(200)
    ).body.data;
    expect(
      book.delivery.filter((a: { is_primary: boolean }) => a.is_primary).map((a: { id: number }) => a.id),
    ).toEqual([id]);
    expect(book.delivery[0]).toMatchObject({ id, street: 'Vinkenburgstraat' });
    expect(book.invoice.filter((a: { is_primary: boolean }) => a.is_primary)).toHaveLength(1);
  });

  it('refuses hostile and incomplete address input with 400, never 500', async () => {
    const bodies: unknown[] = [
      {},
      { type: 'invoice' },
      { type: 'home', ...address },
      { type: 'invoice', ...address, country_id: 'NL' },
      { type: 'invoice', ...address, country_id: 999 },
      { type: 'invoice', ...address, street: 'x'.repeat(5000) },
      { type: 'invoice', ...address, firstname: ['a'] },
      { type: 'invoice', ...address, is_primary: true },
      JSON.parse('{"__proto__":{"admin":true},"type":"invoice"}'),
      [address],
    ];
    for (const body of bodies) {
      const res = await request(t.app)
        .post('/api/customer/addresses')
        .set(consumer())
        .send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('lets only consumers change addresses and the profile (403 for dealers and guest accounts)', async () => {
    await request(t.app)
      .post('/api/customer/addresses')
      .set(dealer())
      .send({ type: 'invoice', ...address })
      .expect(403);
    await request(t.app).put('/api/customer/addresses/4').set(dealer()).send(address).expect(403);
    await request(t.app)
      .put('/api/customer/me')
      .set(dealer())
      .send({ firstname: 'D', lastname: 'J' })
      .expect(403);
    await request(t.app)
      .put('/api/customer/me')
      .set(as('gast@demo.nl'))
      .send({ firstname: 'G', lastname: 'G' })
      .expect(403);
    const me = await request(t.app)
      .put('/api/customer/me')
      .set(consumer())
      .send({
        firstname: 'Sanne',
        middle_name: 'de',
        lastname: 'Vries',
        phone: '+31 6 1111 2222',
        company: '',
      })
      .expect(200);
    expect(me.body.data).toMatchObject({
      firstname: 'Sanne',
      phone: '+31 6 1111 2222',
      email: 'klant@demo.nl',
    });
    await request(t.app)
      .put('/api/customer/me')
      .set(consumer())
      .send({ firstname: '', lastname: 'X' })
      .expect(400);
    await request(t.app)
      .put('/api/customer/me')
      .set(consumer())
      .send({ firstname: 'A', lastname: 'B', email: 'x@y.nl' })
      .expect(400);
  });

  it('keeps favourites: add (idempotent), list as cards through queryProducts, remove', async () => {
    const ids = async () =>
      (await request(t.app).get('/api/customer/favorites/ids').set(dealer()).expect(200)).body.data;
    expect(await ids()).toEqual([]);
    await request(t.app).post('/api/customer/favorites').set(dealer()).send({ product_id: 12 }).expect(200);
    await request(t.app).post('/api/customer/favorites').set(dealer()).send({ product_id: 12 }).expect(200);
    expect(await ids()).toEqual([12]);
    const cards = await request(t.app)
      .post('/api/queryProducts')
      .set(dealer())
      .send({ favorites: true, products_only: true })
      .expect(200);
    expect(cards.body.products.data.map((p: { id: number }) => p.id)).toEqual([12]);
    await request(t.app)
      .post('/api/customer/favorites')
      .set(dealer())
      .send({ product_id: 99999999 })
      .expect(404);
    await request(t.app).post('/api/customer/favorites').set(dealer()).send({ product_id: 'x' }).expect(400);
    await request(t.app).delete('/api/customer/favorites/12').set(dealer()).expect(200);
    await request(t.app).delete('/api/customer/favorites/12').set(dealer()).expect(200);
    expect(await ids()).toEqual([]);
    expect(
      await (async () =>
        (await request(t.app).get('/api/customer/favorites/ids').set(consumer())).body.data.length)(),
    ).toBe(3);
  });

  it('lists inspections by next due date and quotes with their status', async () => {
    const inspections = (await request(t.app).get('/api/customer/inspections').set(consumer()).expect(200))
      .body.data;
    expect(inspections).toHaveLength(2);
    expect(inspections[0].next_due < inspections[1].next_due).toBe(true);
    expect(inspections[0].product).toMatchObject({ name: expect.any(String), uri: expect.any(String) });
    const offers = (await request(t.app).get('/api/customer/offers').set(consumer()).expect(200)).body.data;
    expect(offers.map((o: { status: string }) => o.status).sort()).toEqual(['expired', 'open']);
    const open = offers.find((o: { status: string }) => o.status === 'open');
    const detail = (await request(t.app).get(`/api/customer/offers/${open.id}`).set(consumer()).expect(200))
      .body.data;
    expect(detail.lines).toHaveLength(2);
    expect(detail.total_net).toBe(
      detail.lines.reduce(
        (s: number, l: { price_net: number; amount: number }) => s + l.price_net * l.amount,
        0,
      ),
    );
  });

  it('lists each quote with the totals its detail shows (issue 41)', async () => {
    const offers = (await request(t.app).get('/api/customer/offers').set(consumer()).expect(200)).body.data;
    expect(offers.length).toBeGreaterThan(1);
    for (const listed of offers) {
      const detail = (
        await request(t.app).get(`/api/customer/offers/${listed.id}`).set(consumer()).expect(200)
      ).body.data;
      const gross = detail.lines.reduce(
        (s: number, l: { price_gross: number; amount: number }) => s + l.price_gross * l.amount,
        0,
      );
      expect(detail.total_gross).toBe(gross);
      expect({ net: listed.total_net, gross: listed.total_gross, lines: listed.line_count }).toEqual({
        net: detail.total_net,
        gross: detail.total_gross,
        lines: detail.lines.length,
      });
    }
  });

  it('leaves a cancelled order (7) out of the default list, as spec 9 says (default 1–6)', async () => {
    const db = t.api.database.db;
    const listed = (await request(t.app).get('/api/customer/orders').set(consumer()).expect(200)).body.data;
    const order = listed.find((o: { status_id: number }) => o.status_id === 1) as { id: number };
    await db.update(orders).set({ statusId: 7 }).where(eq(orders.id, order!.id));
    try {
      const ids = async (query: string) =>
        (await request(t.app).get(`/api/customer/orders${query}`).set(consumer()).expect(200)).body.data.map(
          (o: { id: number }) => o.id,
        );
      expect(await ids('')).not.toContain(order!.id);
      expect(await ids('?status=7')).toEqual([order!.id]);
      expect(await ids('?status=1,2,3,4,5,6,7')).toContain(order!.id);
    } finally {
      await db.update(orders).set({ statusId: 1 }).where(eq(orders.id, order!.id));
    }
  });

  it('names an order’s countries in the language asked (issue 41: “Nederland” on an English page)', async () => {
    const [first] = (await request(t.app).get('/api/customer/orders').set(consumer()).expect(200)).body.data;
    const read = async (language: string) =>
      (
        await request(t.app)
          .get(`/api/customer/orders/${first.id}`)
          .set(consumer())
          .set('X-FZ-Language-Id', language)
          .expect(200)
      ).body.data;
    // The country names as the shop's country list gives them (ISO 3166: NL).
    expect((await read('4')).invoice_address.country).toBe('Netherlands');
    expect((await read('1')).invoice_address.country).toBe('Nederland');
  });

  it('counts each order’s own lines in the order list', async () => {
    const orders = (
      await request(t.app).get('/api/customer/orders?status=1,2,3,4,5,6,7').set(consumer()).expect(200)
    ).body.data;
    expect(orders.length).toBeGreaterThan(1);
    for (const listed of orders) {
      const detail = (
        await request(t.app).get(`/api/customer/orders/${listed.id}`).set(consumer()).expect(200)
      ).body.data;
      expect(listed.line_count).toBe(detail.lines.length);
    }
  });
});
