import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('product comparison', (driver) => {
  const t = useTestApi(driver);
  const machines = async () =>
    (await request(t.app).post('/api/queryProducts').send({ category_id: 4, per_page: 3 }).expect(200)).body
      .products.data as { id: number }[];

  it('shows the products in the order asked, with the union of their specs', async () => {
    const ids = (await machines()).map((m) => m.id).reverse();
    const { body } = await request(t.app).post('/api/productComparison').send({ products: ids }).expect(200);
    expect(body.data.products.map((p: { id: number }) => p.id)).toEqual(ids);
    const specs = body.data.specs as {
      id: number;
      title: string;
      values: Record<string, string | null>;
      differs: boolean;
    }[];
    expect(specs.length).toBeGreaterThan(2);
    for (const spec of specs) {
      expect(Object.keys(spec.values).sort()).toEqual(ids.map(String).sort());
      expect(spec.differs).toBe(new Set(Object.values(spec.values)).size > 1);
    }
    const power = specs.find((s) => s.id === 5)!;
    expect(Object.values(power.values).every((v) => v === null || /^\d+ W$/.test(v))).toBe(true);
  });

  it('mixes kinds: a spec one product lacks is null for it and differs', async () => {
    const [machine] = await machines();
    const beans = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 22, per_page: 1 }).expect(200)
    ).body.products.data[0];
    const { body } = await request(t.app)
      .post('/api/productComparison')
      .set('X-FZ-Language-Id', '4')
      .send({ products: [machine!.id, beans.id] })
      .expect(200);
    const onlyMachine = body.data.specs.find(
      (s: { values: Record<string, unknown> }) => s.values[String(beans.id)] === null,
    );
    expect(onlyMachine.differs).toBe(true);
    expect(body.data.products[1].full_name).toMatch(/beans/);
  });

  it('skips unknown ids, 404 when none is left, 400 for bad input', async () => {
    const [a, b] = await machines();
    const { body } = await request(t.app)
      .post('/api/productComparison')
      .send({ products: [a!.id, 999_999, b!.id] })
      .expect(200);
    expect(body.data.products.map((p: { id: number }) => p.id)).toEqual([a!.id, b!.id]);
    const none = await request(t.app)
      .post('/api/productComparison')
      .send({ products: [999_998, 999_999] })
      .expect(404);
    expect(none.body.error).toBe('not_found');
    for (const bad of [
      {},
      { products: [] },
      { products: [1, 2, 3, 4, 5] },
      { products: ['1', '2'] },
      { products: [1.5, 2] },
      { products: 1 },
      { products: [0, 1] },
    ]) {
      const res = await request(t.app).post('/api/productComparison').send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
