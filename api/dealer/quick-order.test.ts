import { and, asc, eq, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { quickOrderLine, quickOrderMatch } from '../../shared/contract/cart.ts';
import { productOptions, productReferenceNumbers, products } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('dealer quick order', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['klant@demo.nl', 'dealer@demo.nl', 'trade@demo.nl']) {
      tokens[email] = (
        await request(t.app)
          .post('/api/customerAuth/login')
          .set('X-Forwarded-For', '10.40.0.1')
          .send({ email, password: 'Demo1234!' })
      ).body.token;
    }
  });
  const as = (email: string) => ({ Authorization: `Bearer ${tokens[email]}` });
  const dealer = () => as('dealer@demo.nl');
  const search = (q: string, lang = '1') =>
    request(t.app)
      .get(`/api/dealer/quickOrder/search?q=${encodeURIComponent(q)}`)
      .set(dealer())
      .set('X-FZ-Language-Id', lang);
  const resolve = (lines: unknown) =>
    request(t.app).post('/api/dealer/quickOrder/resolve').set(dealer()).send({ lines });
  const matches = (body: { data: unknown[] }) =>
    body.data.map((m) => quickOrderMatch.validateSync(m, { strict: true }));

  /** A ',PCS' reference number of an active product without options, and that product's option. */
  const pcsReference = async () => {
    const [row] = await db()
      .select({ value: productReferenceNumbers.value, productId: products.id, sku: products.sku })
      .from(productReferenceNumbers)
      .innerJoin(products, and(eq(products.id, productReferenceNumbers.productId), eq(products.active, true)))
      .where(like(productReferenceNumbers.value, '%,PCS'))
      .orderBy(asc(productReferenceNumbers.id))
      .limit(1);
    const [option] = await db()
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, row!.productId))
      .orderBy(sql`${productOptions.isDefault} desc`, asc(productOptions.id));
    return { reference: row!.value.replace(/,PCS$/, ''), sku: row!.sku, option: option! };
  };

  it('is for dealers only: 401 without a login, 403 for consumers and trade accounts', async () => {
    await request(t.app).get('/api/dealer/quickOrder/search?q=ab').expect(401);
    await request(t.app).post('/api/dealer/quickOrder/resolve').send({ lines: [] }).expect(401);
    for (const email of ['klant@demo.nl', 'trade@demo.nl']) {
      await request(t.app).get('/api/dealer/quickOrder/search?q=ab').set(as(email)).expect(403);
      await request(t.app)
        .post('/api/dealer/quickOrder/resolve')
        .set(as(email))
        .send({ lines: [] })
        .expect(403);
    }
  });

  it('finds by reference number (without ,PCS), sku or name, case-insensitively, at most 8, exact first', async () => {
    const { reference, option } = await pcsReference();
    const byRef = matches((await search(reference.toLowerCase()).expect(200)).body);
    expect(byRef[0]).toMatchObject({
      po_id: option.id,
      reference,
      sku: option.sku,
      price: option.priceNet / 100,
    });
    expect(byRef[0]!.reference).not.toMatch(/,PCS/);
    // Part of a reference number still finds it.
    expect(matches((await search(reference.slice(0, 6)).expect(200)).body).map((m) => m.po_id)).toContain(
      option.id,
    );

    const [withOptions] = await db()
      .select({ id: productOptions.id, sku: productOptions.sku })
      .from(productOptions)
      .where(like(productOptions.sku, '%-2'))
      .orderBy(asc(productOptions.id))
      .limit(1);
    const bySku = matches((await search(withOptions!.sku.toLowerCase()).expect(200)).body);
    expect(bySku[0]).toMatchObject({
      po_id: withOptions!.id,
      sku: withOptions!.sku,
      reference: withOptions!.sku,
    });
    expect(bySku[0]!.option_name).not.toBe('');

    const byName = matches((await search('ROCKET').expect(200)).body);
    expect(byName.length).toBe(8);
    // Names in the request's language: 'Niche Duo Zwart' is 'Niche Duo Black' in English.
    const en = matches((await search('BLACK', '4').expect(200)).body);
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((m) => /black/i.test(m.name))).toBe(true);
    const nl = matches((await search('zwart', '1').expect(200)).body);
    expect(nl.every((m) => /zwart/i.test(m.name))).toBe(true);
    expect(matches((await search('zzzzqqq').expect(200)).body)).toEqual([]);
    // Wildcards are literal.
    expect(matches((await search('%%').expect(200)).body)).toEqual([]);
  });

  it('refuses a search shorter than 2 characters or too long, and more than one q', async () => {
    for (const q of ['', 'a', ' a ', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
    await request(t.app).get('/api/dealer/quickOrder/search?q=ab&q=cd').set(dealer()).expect(400);
  });

  it('resolves pasted lines: exact reference or sku, else unknown_reference; invalid_amount; out_of_stock', async () => {
    const { reference, sku, option } = await pcsReference();
    await db().update(productOptions).set({ stock: 10 }).where(eq(productOptions.id, option.id));
    const [sold] = await db()
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.stock, 0), sql`${productOptions.id} <> ${option.id}`))
      .limit(1);
    const res = await resolve([
      { reference: `${reference},PCS`, amount: 2 },
      { reference: ` ${reference.toLowerCase()} `, amount: 1 },
      { reference: sku, amount: 3 },
      { reference: 'NOPE-12345', amount: 1 },
      { reference: reference.slice(0, 5), amount: 1 },
      { reference, amount: 0 },
      { reference, amount: 1.5 },
      { reference, amount: 1000 },
      { reference: sold!.sku, amount: 1 },
      { reference: ' ', amount: 1 },
    ]).expect(200);
    const lines = res.body.data.map((l: unknown) => quickOrderLine.validateSync(l, { strict: true }));
    expect(lines.map((l: { error: string | null }) => l.error)).toEqual([
      null,
      null,
      null,
      'unknown_reference',
      'unknown_reference',
      'invalid_amount',
      'invalid_amount',
      'invalid_amount',
      'out_of_stock',
      'unknown_reference',
    ]);
    expect(lines[0]).toMatchObject({
      reference: `${reference},PCS`,
      amount: 2,
      match: { po_id: option.id, reference, stock: 10 },
    });
    expect(lines[2].match.po_id).toBe(option.id);
    expect(lines[3].match).toBeNull();
    expect(lines[8].match).toMatchObject({ po_id: sold!.id, stock: 0 });
    // The resolved lines go to the cart with addMany.
    const added = await request(t.app)
      .post('/api/shoppingCart/addMany')
      .set(dealer())
      .send({ items: [{ po_id: option.id, amount: 2 }] })
      .expect(200);
    expect(added.body.data.items.map((i: { po_id: number }) => i.po_id)).toContain(option.id);
  });

  it('refuses more than 200 lines and lines that are not reference and amount (400)', async () => {
    const many = Array.from({ length: 201 }, () => ({ reference: 'x', amount: 1 }));
    await resolve(many).expect(400);
    expect((await resolve(many.slice(0, 200)).expect(200)).body.data).toHaveLength(200);
    for (const lines of [
      [{ reference: 'x', amount: '1' }],
      [{ reference: 5, amount: 1 }],
      [{ reference: 'x' }],
      [{ reference: 'x', amount: 1, price: 0 }],
      [{ reference: 'x'.repeat(101), amount: 1 }],
      [{ reference: '', amount: 1 }],
      [null],
      'x',
    ]) {
      expect((await resolve(lines)).status, JSON.stringify(lines)).toBe(400);
    }
    expect((await resolve([])).body.data).toEqual([]);
  });

  it('offers a sample file of five in-stock references that resolve without errors', async () => {
    await request(t.app).get('/api/dealer/quickOrder/sample.csv').expect(401);
    await request(t.app).get('/api/dealer/quickOrder/sample.csv').set(as('klant@demo.nl')).expect(403);
    const res = await request(t.app).get('/api/dealer/quickOrder/sample.csv').set(dealer()).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = res.text.trim().split('\r\n');
    expect(rows[0]).toBe('reference;amount');
    const lines = rows.slice(1).map((row) => {
      const [reference, amount] = row.split(';');
      return { reference: reference!.replace(/^"|"$/g, ''), amount: Number(amount) };
    });
    expect(lines).toHaveLength(5);
    const resolved = (await resolve(lines).expect(200)).body.data as { error: string | null }[];
    expect(resolved.map((l) => l.error)).toEqual([null, null, null, null, null]);
  });
});
