import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { attributeValues, productOptions, productOptionValues, products } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

type Attributes = {
  attributes: {
    id: number;
    title: string;
    selected: number | null;
    values: { id: number; title: string; available: boolean }[];
  }[];
  starting_price: number;
  starting_price_gross: number;
};

describeEachDatabase('product options', (driver) => {
  const t = useTestApi(driver);
  /** A product with colour × voltage options where some combination is missing. */
  let productId = 0;
  /** option id → attribute id → value id */
  let options: { id: number; priceNet: number; values: Map<number, number> }[] = [];

  beforeAll(async () => {
    const db = t.api.database.db;
    const [row] = await db
      .select({ productId: productOptions.productId })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.productOptionId, productOptions.id))
      .innerJoin(attributeValues, eq(attributeValues.id, productOptionValues.attributeValueId))
      .groupBy(productOptions.productId)
      .having(
        sql`count(distinct ${attributeValues.attributeId}) = 2 and count(distinct ${productOptions.id}) < count(distinct ${attributeValues.id}) * 2`,
      )
      .orderBy(productOptions.productId)
      .limit(1);
    productId = row!.productId;
    const rows = await db
      .select({
        id: productOptions.id,
        priceNet: productOptions.priceNet,
        attributeId: attributeValues.attributeId,
        valueId: attributeValues.id,
      })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.productOptionId, productOptions.id))
      .innerJoin(attributeValues, eq(attributeValues.id, productOptionValues.attributeValueId))
      .where(eq(productOptions.productId, productId));
    const byId = new Map<number, { id: number; priceNet: number; values: Map<number, number> }>();
    for (const r of rows) {
      const o = byId.get(r.id) ?? { id: r.id, priceNet: r.priceNet, values: new Map() };
      o.values.set(r.attributeId, r.valueId);
      byId.set(r.id, o);
    }
    options = [...byId.values()];
  });

  const attrs = async (attributes: object, lang = '1'): Promise<Attributes> =>
    (
      await request(t.app)
        .post('/api/queryProductAttributes')
        .set('X-FZ-Language-Id', lang)
        .send({ product_id: productId, attributes })
        .expect(200)
    ).body;

  it('lists the attributes with every value available before anything is chosen', async () => {
    const res = await attrs({});
    expect(res.attributes.map((a) => a.id)).toEqual([1, 2]);
    expect(res.attributes[0]!.title).toBe('Kleur');
    expect(res.attributes.every((a) => a.selected === null)).toBe(true);
    expect(res.attributes.flatMap((a) => a.values).every((v) => v.available)).toBe(true);
    expect(res.starting_price).toBe(Math.min(...options.map((o) => o.priceNet)) / 100);
    expect(res.starting_price_gross).toBeGreaterThan(res.starting_price);
    expect((await attrs({}, '4')).attributes[1]!.title).toBe('Voltage');
  });

  it('marks values that do not exist with the chosen one as unavailable', async () => {
    const colours = [...new Set(options.map((o) => o.values.get(1)!))];
    const voltages = [...new Set(options.map((o) => o.values.get(2)!))];
    const missing = colours
      .flatMap((c) => voltages.map((v) => [c, v] as const))
      .find(([c, v]) => !options.some((o) => o.values.get(1) === c && o.values.get(2) === v))!;
    expect(missing).toBeDefined();
    const res = await attrs({ '1': missing[0] });
    expect(res.attributes[0]!.selected).toBe(missing[0]);
    const voltage = res.attributes[1]!.values.find((v) => v.id === missing[1])!;
    expect(voltage.available).toBe(false);
    // The other colours stay available: an option exists for each with some voltage.
    expect(res.attributes[0]!.values.every((v) => v.available)).toBe(true);
    const fitting = options.filter((o) => o.values.get(1) === missing[0]);
    expect(res.starting_price).toBe(Math.min(...fitting.map((o) => o.priceNet)) / 100);
  });

  it('answers the option once every attribute is chosen, 404 before', async () => {
    const target = options[options.length - 1]!;
    const selection = { '1': target.values.get(1)!, '2': target.values.get(2)! };
    const { body } = await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: productId, attributes: selection, amount: 2 })
      .expect(200);
    expect(body.data).toMatchObject({
      po_id: target.id,
      id: productId,
      amount: 2,
      price: target.priceNet / 100,
    });
    expect(body.data.name).toMatch(/\(.+, .+\)$/);

    const half = await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: productId, attributes: { '1': target.values.get(1) }, amount: 1 })
      .expect(404);
    expect(half.body.error).toBe('option_not_found');
    await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: productId, attributes: { '1': 999_999, '2': target.values.get(2) }, amount: 1 })
      .expect(404);
  });

  it('a product without attributes has one option, found with no selection', async () => {
    const [plain] = await t.api.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`not exists (select 1 from ${productOptions} join ${productOptionValues} on ${productOptionValues.productOptionId} = ${productOptions.id} where ${productOptions.productId} = ${products.id})`,
      )
      .limit(1);
    const res = (
      await request(t.app)
        .post('/api/queryProductAttributes')
        .send({ product_id: plain!.id, attributes: {} })
        .expect(200)
    ).body;
    expect(res.attributes).toEqual([]);
    const option = await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: plain!.id, attributes: {}, amount: 1 })
      .expect(200);
    expect(option.body.data.id).toBe(plain!.id);
  });

  it('refuses bad amounts and payloads with 400, unknown products with 404', async () => {
    for (const amount of [0, -1, 1.5, '1', 1000, 1e9, null]) {
      const res = await request(t.app)
        .post('/api/queryProductOption')
        .send({ product_id: productId, attributes: {}, amount });
      expect(res.status, String(amount)).toBe(400);
    }
    await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: productId, attributes: {} })
      .expect(400);
    for (const bad of [
      { product_id: 'x', attributes: {} },
      { product_id: productId, attributes: { abc: 1 } },
      { product_id: productId, attributes: { '1': 'x' } },
      { product_id: productId, attributes: [] },
      { product_id: productId, attributes: {}, extra: 1 },
    ]) {
      const res = await request(t.app).post('/api/queryProductAttributes').send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    await request(t.app)
      .post('/api/queryProductAttributes')
      .send({ product_id: 999_999, attributes: {} })
      .expect(404);
    await request(t.app)
      .post('/api/queryProductOption')
      .send({ product_id: 999_999, attributes: {}, amount: 1 })
      .expect(404);
  });
});
