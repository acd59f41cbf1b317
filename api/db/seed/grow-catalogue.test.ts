import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../shared/settings.ts';
import { loadConfig } from '../../config.ts';
import { prepareDatabase } from '../../server.ts';
import { describeEachDatabase, useTestApi } from '../../testing/test-api.ts';
import { growCatalogue } from './grow-catalogue.ts';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describeEachDatabase('growing the catalogue (SEED_PRODUCTS)', (driver) => {
  const t = useTestApi(driver);
  const one = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.api.database.db.execute(query))[0]!;
  const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.api.database.db.execute(query));
  let seeded = 0;
  let lastSeeded = 0;

  it('copies seeded products, with every related row, up to the chosen size', {
    timeout: 60_000,
  }, async () => {
    ({ n: seeded, max: lastSeeded } = await one<{ n: number; max: number }>(
      sql`SELECT count(*)::int AS n, max(id)::int AS max FROM products`,
    ));
    const { version } = await one<{ version: string }>(sql`SELECT version::text FROM data_version`);
    const result = await growCatalogue(t.api.database, { products: seeded + 600, batchSize: 250 });
    expect(result).toEqual({ before: seeded, after: seeded + 600, added: 600 });
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).n).toBe(seeded + 600);
    // One change for readers (GET /api/version) per batch committed (600 in batches of 250: 3),
    // not one per statement.
    const after = await one<{ version: string }>(sql`SELECT version::text FROM data_version`);
    expect(BigInt(after.version)).toBe(BigInt(version) + 3n);
    // The copies are in the listing index under their categories, with their spec values, and the
    // large categories' facets were counted for this version (decision 062).
    const unlisted = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p WHERE p.id > ${lastSeeded} AND p.active AND NOT EXISTS
        (SELECT 1 FROM category_products cp WHERE cp.product_id = p.id AND cp.category_id = p.primary_category_id
          AND cardinality(cp.spec_values) > 0)`);
    expect(unlisted.n).toBe(0);
    const facets = await one<{ version: string }>(sql`SELECT version::text FROM category_facets_state`);
    expect(facets.version).toBe(after.version);

    const incomplete = await all<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.id > ${lastSeeded} AND (
        (SELECT count(*) FROM product_translations t WHERE t.product_id = p.id AND t.language_id IN (1, 4)) <> 2
        OR NOT EXISTS (SELECT 1 FROM product_categories c WHERE c.product_id = p.id)
        OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id AND o.price_net > 0)
        OR NOT EXISTS (SELECT 1 FROM product_spec_values v WHERE v.product_id = p.id)
        OR EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.search_text NOT LIKE '%' || lower(p.sku) || '%'))`);
    expect(incomplete).toEqual([]);
    const duplicates = await all(sql`
      SELECT language_id, slug FROM product_translations GROUP BY language_id, slug HAVING count(*) > 1
      UNION ALL SELECT 0, sku FROM products GROUP BY sku HAVING count(*) > 1
      UNION ALL SELECT 0, value FROM product_reference_numbers WHERE value ~ '^87[01][0-9]{10}$' GROUP BY value HAVING count(*) > 1`);
    expect(duplicates).toEqual([]);

    // Varied, not clones: own names, prices around the source's, some out of stock, a few inactive.
    const copies = await one<{
      renamed: number;
      repriced: number;
      sold_out: number;
      inactive: number;
      refs: number;
      reviews: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE ct.name LIKE st.name || ' Serie %')::int AS renamed,
        count(*) FILTER (WHERE c.price_net <> s.price_net AND c.price_net BETWEEN s.price_net * 0.87 AND s.price_net * 1.13)::int AS repriced,
        count(*) FILTER (WHERE c.stock = 0)::int AS sold_out,
        count(*) FILTER (WHERE NOT c.active)::int AS inactive,
        (SELECT count(*) FROM product_reference_numbers r WHERE r.product_id > ${lastSeeded})::int AS refs,
        (SELECT count(*) FROM reviews r WHERE r.product_id > ${lastSeeded})::int AS reviews
      FROM products c JOIN products s ON s.sku = regexp_replace(c.sku, '-S[0-9]+$', '')
        JOIN product_translations ct ON ct.product_id = c.id AND ct.language_id = 1
        JOIN product_translations st ON st.product_id = s.id AND st.language_id = 1
      WHERE c.id > ${lastSeeded}`);
    expect(copies.renamed).toBe(600);
    expect(copies.repriced).toBeGreaterThan(400);
    expect(copies.sold_out).toBeGreaterThan(10);
    expect(copies.inactive).toBeGreaterThan(10);
    expect(copies.inactive).toBeLessThan(60);
    expect(copies.refs).toBeGreaterThan(200);
    expect(copies.reviews).toBeGreaterThan(200);
  });

  it('serves a grown product through the API, on its page and in its category', async () => {
    const grown = await one<{ id: number; category: number; sku: string; name: string }>(sql`
      SELECT p.id, p.primary_category_id AS category, p.sku, t.name FROM products p
      JOIN product_translations t ON t.product_id = p.id AND t.language_id = 1
      WHERE p.id > ${lastSeeded} AND p.active AND p.stock > 0 AND p.media_kind = 'machine'
        AND EXISTS (SELECT 1 FROM product_options o JOIN product_option_values v ON v.product_option_id = o.id WHERE o.product_id = p.id)
      ORDER BY p.id LIMIT 1`);
    const card = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ select: [grown.id] })
        .expect(200)
    ).body.products.data[0];
    expect(card.id).toBe(grown.id);
    const page = (await request(t.app).get(`/api/products${card.uri}`).expect(200)).body.data;
    expect(page.product.id).toBe(grown.id);
    expect(page.specifications.length).toBeGreaterThan(0);
    const en = page.alternate_lang_hrefs.find((h: { language_id: number }) => h.language_id === 4).uri;
    expect(en).toMatch(/-series-\d+$/);
    await request(t.app).get(`/api/products${en}`).set('X-FZ-Language-Id', '4').expect(200);

    const listing = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ category_id: grown.category, search: grown.sku })
        .expect(200)
    ).body.products.data as { id: number }[];
    expect(listing.map((p) => p.id)).toContain(grown.id);
  });

  it('adds nothing when the catalogue has the size already, or more', async () => {
    expect(await growCatalogue(t.api.database, { products: seeded + 600 })).toMatchObject({ added: 0 });
    expect(await growCatalogue(t.api.database, { products: 10 })).toMatchObject({
      added: 0,
      after: seeded + 600,
    });
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).n).toBe(seeded + 600);
  });

  it('leaves the id sequences past the copies', async () => {
    const { id } = await one<{ id: number }>(
      sql`INSERT INTO products (sku, price_net) VALUES ('GROW-TEST', 100) RETURNING id`,
    );
    expect(id).toBeGreaterThan(lastSeeded + 600);
  });

  it('refuses a size that is not a whole number in range', async () => {
    await expect(growCatalogue(t.api.database, { products: 1.5 })).rejects.toThrow(RangeError);
    await expect(growCatalogue(t.api.database, { products: 3_000_000 })).rejects.toThrow(RangeError);
  });

  it('keeps the batches it committed when it stops, and the next grow carries on from there', {
    timeout: 60_000,
  }, async () => {
    const count = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).n;
    const start = await count();
    // Stopped after its first batch of 100 (a restart, a lost connection: issue 37).
    const stopped = growCatalogue(t.api.database, {
      products: start + 300,
      batchSize: 100,
      onProgress() {
        throw new Error('stopped');
      },
    });
    await expect(stopped).rejects.toThrow('stopped');
    expect(await count()).toBe(start + 100);
    expect(await growCatalogue(t.api.database, { products: start + 300, batchSize: 100 })).toEqual({
      before: start + 100,
      after: start + 300,
      added: 200,
    });
    const duplicates = await all(sql`
      SELECT language_id, slug FROM product_translations GROUP BY language_id, slug HAVING count(*) > 1
      UNION ALL SELECT 0, sku FROM products GROUP BY sku HAVING count(*) > 1`);
    expect(duplicates).toEqual([]);
    const unindexed = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_translations WHERE search_document IS NULL`,
    );
    expect(unindexed.n).toBe(0);
  });
});

describe('the SEED_PRODUCTS setting', () => {
  it('takes a whole number of products from 1 to 2,000,000 and refuses anything else at start', () => {
    expect(loadConfig({}).seedProducts).toBeUndefined();
    expect(loadConfig({ SEED_PRODUCTS: ' ' }).seedProducts).toBeUndefined();
    expect(loadConfig({ SEED_PRODUCTS: '100000' }).seedProducts).toBe(100_000);
    expect(loadConfig({ SEED_PRODUCTS: '500_000' }).seedProducts).toBe(500_000);
    for (const bad of ['0', '-5', '1.5', '1e5', 'many', '2000001', '99999999'])
      expect(() => loadConfig({ SEED_PRODUCTS: bad }), bad).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_PRODUCTS: 'many' })).toThrow(/SEED_PRODUCTS must be a whole number/);
  });

  it('grows a freshly seeded database at start', { timeout: 180_000 }, async () => {
    const database = await prepareDatabase({ memory: true, seedProducts: 2_200 });
    try {
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS n FROM products`),
      );
      expect(row!.n).toBe(2_200);
    } finally {
      await database.close();
    }
  });
});
