import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

type Card = {
  id: number;
  full_name: string;
  price: number;
  price_gross: number;
  old_price: number | null;
  in_stock: boolean;
  brand: string | null;
};

describeEachDatabase('queryProducts', (driver) => {
  const t = useTestApi(driver);
  const query = async (payload: object, lang = '1') =>
    (await request(t.app).post('/api/queryProducts').set('X-FZ-Language-Id', lang).send(payload).expect(200))
      .body;

  it('lists a category with its descendants, 24 to a page, with facets', async () => {
    const res = await query({ category_id: 1 });
    expect(res.products.data).toHaveLength(24);
    expect(res.products.paging).toMatchObject({ current_page: 1, per_page: 24 });
    expect(res.products.paging.total).toBeGreaterThan(300);
    expect(res.categories_tree_depth).toBe(1);
    expect(res.categories.map((c: { title: string }) => c.title)).toContain('Dualboiler');
    expect(res.brands.find((b: { name: string }) => b.name === 'Rocket').count).toBeGreaterThan(0);
    expect(
      res.specs
        .find((s: { id: number }) => s.id === 5)
        .vals.every((v: { title: string }) => Number.isFinite(Number(v.title))),
    ).toBe(true);
    expect(res.min_price).toBeLessThanOrEqual(res.max_price);
    expect(res.stock_count).toBeGreaterThan(0);
  });

  it('has a last page that is partly filled, and an empty page after it', async () => {
    const first = await query({ category_id: 4 });
    const last = await query({ category_id: 4, page: first.products.paging.last_page });
    expect(last.products.paging.current_page).toBe(last.products.paging.last_page);
    expect(last.products.data.length).toBe(
      first.products.paging.total - 24 * (first.products.paging.last_page - 1),
    );
    const beyond = await query({ category_id: 4, page: first.products.paging.last_page + 1 });
    expect(beyond.products.data).toEqual([]);
    expect(beyond.products.paging.total).toBe(first.products.paging.total);
  });

  it('sorts by price both ways', async () => {
    const asc = (await query({ category_id: 1, sort: 'price_asc' })).products.data.map((c: Card) => c.price);
    const desc = (await query({ category_id: 1, sort: 'price_desc' })).products.data.map(
      (c: Card) => c.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('searches names case- and accent-insensitively, and SQL wildcards stay literal', async () => {
    const plain = await query({ search: 'CAFFE VERGNANO', products_only: true, limit: 4 });
    const accent = await query({ search: 'caffè vergnano', products_only: true, limit: 4 });
    expect(plain.products.data.length).toBe(4);
    expect(accent.products.data.map((c: Card) => c.id)).toEqual(plain.products.data.map((c: Card) => c.id));
    expect((await query({ search: "%' OR '1'='1" })).products.data).toEqual([]);
    expect((await query({ search: '_' })).products.data).toEqual([]);
  });

  it('finds deals (products with an old price) and best sellers', async () => {
    const deals = await query({ deals: true, per_page: 50 });
    expect(deals.products.data.length).toBeGreaterThan(10);
    expect(deals.products.data.every((c: Card) => c.old_price !== null && c.old_price > c.price)).toBe(true);
    const best = await query({ best_selling: true, limit: 8, products_only: true });
    expect(best.products.data).toHaveLength(8);
  });

  it('filters by brand, gross price and stock', async () => {
    const all = await query({ category_id: 1 });
    const rocket = all.brands.find((b: { name: string }) => b.name === 'Rocket');
    const filtered = await query({
      category_id: 1,
      brands_filter: [rocket.id],
      price_filter: [1000, 2500],
      price_filter_gross: true,
      stock_filter: true,
      per_page: 100,
    });
    expect(filtered.products.data.length).toBeGreaterThan(0);
    for (const c of filtered.products.data as Card[]) {
      expect(c.brand).toBe('Rocket');
      expect(c.price_gross).toBeGreaterThanOrEqual(1000);
      expect(c.price_gross).toBeLessThanOrEqual(2500);
      expect(c.in_stock).toBe(true);
    }
  });

  it('filters by spec values and by the numeric range of spec 5', async () => {
    const all = await query({ category_id: 1 });
    const power = all.specs.find((s: { id: number }) => s.id === 5);
    const some = await query({ category_id: 1, specs_filter_min_max: { '5': [1000, 1500] } });
    expect(some.products.paging.total).toBeGreaterThan(0);
    expect(some.products.paging.total).toBeLessThan(all.products.paging.total);
    const oneValue = power.vals[0];
    const exact = await query({ category_id: 1, specs_filter: { '5': [oneValue.id] } });
    expect(exact.products.paging.total).toBe(oneValue.count);
  });

  it('returns the selected products only, and no favourites without a login', async () => {
    expect((await query({ select: [3, 1, 2] })).products.data.map((c: Card) => c.id).sort()).toEqual([
      1, 2, 3,
    ]);
    expect((await query({ favorites: true })).products.data).toEqual([]);
  });

  it('speaks English', async () => {
    const res = await query({ category_id: 22, per_page: 1 }, '4');
    expect(res.products.data[0].full_name).toMatch(/espresso beans/);
  });

  it('refuses bad payloads with 400', async () => {
    for (const bad of [
      { sort: 'price;DROP TABLE orders' },
      { page: 0 },
      { page: 1.5 },
      { per_page: 1000 },
      { price_filter: [1] },
      { brands_filter: ['1'] },
      { specs_filter: { abc: [1] } },
      { specs_filter: { '5': 'x' } },
      { unknown: 1 },
    ]) {
      const res = await request(t.app).post('/api/queryProducts').send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe('validation_failed');
    }
  });
  // Listing latency is measured by tests/bench/api.bench.mjs ('listing'), not here (issue 37).
});
