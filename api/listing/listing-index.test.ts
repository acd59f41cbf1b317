/**
 * The listing index (category_products, migration 0015, decision 062): a category's products and
 * those of every category under it, kept in step with the catalogue by triggers, and read in each
 * sort order; a listing's total counted up to a limit (made small here) and then "more than"; the
 * facets of large categories (made small here) counted ahead and renewed after a change.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createCategoryRepository } from '../categories/repository.ts';
import { createCategoryService } from '../categories/service.ts';
import { rowsOf } from '../db/client.ts';
import type { Language } from '../http/language.ts';
import { createProductRepository } from '../products/repository.ts';
import { createSearchRepository } from '../search/repository.ts';
import { createSearchService } from '../search/service.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { createListingRepository, type ListingSort } from './repository.ts';
import { createListingService } from './service.ts';
import { createStoredFacets, type StoredFacets } from './stored-facets.ts';

const nl: Language = { id: 1, locale: 'nl' };

describeEachDatabase('listing index', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));
  const service = (countLimit?: number, storedFacets?: StoredFacets) => {
    const categories = createCategoryService(createCategoryRepository(db()));
    return createListingService(
      createListingRepository(db(), async () => (await categories.index()).partsCategories(), {
        countLimit,
        storedFacets,
      }),
      createProductRepository(db()),
      categories.index,
      createSearchService(createSearchRepository(db())),
    );
  };

  /** Active products under a category by the tree itself (the index's definition, asked apart). */
  const underByTree = async (categoryId: number) =>
    (
      await rows<{ id: number }>(sql`WITH RECURSIVE tree(id) AS (
          SELECT ${categoryId}::int UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
        SELECT DISTINCT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
        WHERE p.active AND pc.category_id IN (SELECT id FROM tree) ORDER BY p.id`)
    ).map((r) => Number(r.id));
  const indexed = async (categoryId: number) =>
    (
      await rows<{ id: number }>(
        sql`SELECT product_id AS id FROM category_products WHERE category_id = ${categoryId} ORDER BY product_id`,
      )
    ).map((r) => Number(r.id));
  const rowOf = async (categoryId: number, productId: number) =>
    (
      await rows<{ in_stock: boolean; price_net: number; deal: boolean }>(
        sql`SELECT in_stock, price_net, deal FROM category_products WHERE category_id = ${categoryId} AND product_id = ${productId}`,
      )
    )[0];

  it('holds every active product under each category and its ancestors', async () => {
    const categories = await rows<{ id: number }>(sql`SELECT id FROM categories ORDER BY id`);
    for (const { id } of categories)
      expect(await indexed(id), `category ${id}`).toEqual(await underByTree(id));
    expect((await indexed(1)).length).toBeGreaterThan(300);
  });

  it('follows stock, prices, deals, spec values, alternatives, activity, category moves and tree moves', async () => {
    const [leaf] = await rows<{ id: number; parent_id: number; product_id: number }>(
      sql`SELECT c.id, c.parent_id, min(pc.product_id) AS product_id FROM categories c
        JOIN product_categories pc ON pc.category_id = c.id WHERE c.parent_id IS NOT NULL
        GROUP BY c.id, c.parent_id ORDER BY c.id LIMIT 1`,
    );
    const { id: leafId, parent_id: parentId } = leaf!;
    const productId = Number(leaf!.product_id);
    await db().execute(
      sql`UPDATE products SET stock = 0, price_net = 12345, old_price_net = 20000 WHERE id = ${productId}`,
    );
    expect(await rowOf(leafId, productId)).toEqual({ in_stock: false, price_net: 12345, deal: true });
    expect(await rowOf(parentId, productId)).toEqual({ in_stock: false, price_net: 12345, deal: true });
    await db().execute(sql`UPDATE products SET stock = 3, old_price_net = NULL WHERE id = ${productId}`);
    expect(await rowOf(leafId, productId)).toMatchObject({ in_stock: true, deal: false });

    // Its spec values: written with the row, and kept when values are added or taken away.
    const specsOf = async () =>
      (
        await rows<{ spec_values: number[] }>(
          sql`SELECT spec_values FROM category_products WHERE category_id = ${parentId} AND product_id = ${productId}`,
        )
      )[0]!.spec_values.map(Number);
    const own = (
      await rows<{ id: number }>(
        sql`SELECT spec_value_id AS id FROM product_spec_values WHERE product_id = ${productId} ORDER BY 1`,
      )
    ).map((r) => Number(r.id));
    expect(own.length).toBeGreaterThan(0);
    expect(await specsOf()).toEqual(own);
    await db().execute(
      sql`DELETE FROM product_spec_values WHERE product_id = ${productId} AND spec_value_id = ${own[0]!}`,
    );
    expect(await specsOf()).toEqual(own.slice(1));
    await db().execute(
      sql`INSERT INTO product_spec_values (product_id, spec_value_id) VALUES (${productId}, ${own[0]!})`,
    );
    expect(await specsOf()).toEqual(own);

    // Whether it has alternatives: written with the row, kept when alternatives come and go.
    const alternativesOf = async () =>
      (
        await rows<{ alternatives: boolean }>(
          sql`SELECT alternatives FROM category_products WHERE category_id = ${parentId} AND product_id = ${productId}`,
        )
      )[0]!.alternatives;
    const [flags] = await rows<{ wrong: number }>(
      sql`SELECT count(*)::int AS wrong FROM category_products cp WHERE cp.alternatives IS DISTINCT FROM
        EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = cp.product_id)`,
    );
    expect(flags!.wrong).toBe(0);
    await db().execute(sql`DELETE FROM product_alternatives WHERE product_id = ${productId}`);
    expect(await alternativesOf()).toBe(false);
    const [another] = await rows<{ id: number }>(
      sql`SELECT id FROM products WHERE id <> ${productId} LIMIT 1`,
    );
    await db().execute(
      sql`INSERT INTO product_alternatives (product_id, alternative_id) VALUES (${productId}, ${another!.id})`,
    );
    expect(await alternativesOf()).toBe(true);
    const [elsewhere] = await rows<{ id: number }>(
      sql`SELECT id FROM products WHERE id NOT IN (${productId}, ${another!.id}) AND active
        AND NOT EXISTS (SELECT 1 FROM product_alternatives WHERE product_id = products.id) LIMIT 1`,
    );
    await db().execute(
      sql`UPDATE product_alternatives SET product_id = ${elsewhere!.id} WHERE product_id = ${productId}`,
    );
    expect(await alternativesOf()).toBe(false);
    const [moved] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM category_products WHERE product_id = ${elsewhere!.id} AND NOT alternatives`,
    );
    expect(moved!.n).toBe(0);

    await db().execute(sql`UPDATE products SET active = false WHERE id = ${productId}`);
    expect(await rowOf(leafId, productId)).toBeUndefined();
    expect(await rowOf(parentId, productId)).toBeUndefined();
    await db().execute(sql`UPDATE products SET active = true WHERE id = ${productId}`);
    expect(await rowOf(parentId, productId)).toBeDefined();

    // Moved to a category of another root: gone from the old branch, found under the new one.
    const [other] = await rows<{ id: number; root: number }>(
      sql`SELECT c.id, p.id AS root FROM categories c JOIN categories p ON p.id = c.parent_id
        WHERE c.parent_id <> ${parentId} AND p.parent_id IS NULL ORDER BY c.id LIMIT 1`,
    );
    await db().execute(
      sql`UPDATE product_categories SET category_id = ${other!.id} WHERE product_id = ${productId}`,
    );
    expect(await rowOf(leafId, productId)).toBeUndefined();
    expect(await rowOf(other!.id, productId)).toBeDefined();
    expect(await rowOf(other!.root, productId)).toBeDefined();

    // A category moved under another parent: its products are listed under their new ancestors.
    await db().execute(sql`UPDATE categories SET parent_id = ${other!.root} WHERE id = ${leafId}`);
    for (const id of [leafId, parentId, other!.root])
      expect(await indexed(id), `category ${id}`).toEqual(await underByTree(id));
  });

  it('reads each sort order from the index as the products table orders it', async () => {
    const orders: Record<ListingSort, string> = {
      default: '(p.stock > 0) DESC, p.sort, p.id',
      popularity: 'p.popularity DESC, p.id',
      price_asc: 'p.price_net, p.id',
      price_desc: 'p.price_net DESC, p.id',
    };
    const under = await underByTree(1);
    for (const [sort, order] of Object.entries(orders) as [ListingSort, string][]) {
      const expected = (
        await rows<{ id: number }>(
          sql.raw(
            `SELECT p.id FROM products p WHERE p.id IN (${under.join(',')}) ORDER BY ${order} LIMIT 24 OFFSET 48`,
          ),
        )
      ).map((r) => Number(r.id));
      const answer = await service().query(nl, { category_id: 1, page: 3, sort }, null);
      expect(
        answer.products.data.map((c) => c.id),
        sort,
      ).toEqual(expected);
      expect(answer.products.paging.total).toBe(under.length);
    }
  });

  it('counts a listing up to its limit, then says "more than", and pages to the last counted page', async () => {
    const answer = await service(50).query(nl, { category_id: 1 }, null);
    expect(answer.products.paging).toMatchObject({ total: 50, last_page: 3 });
    expect(answer.total_at_least).toBe(true);
    const third = await service(50).query(nl, { category_id: 1, page: 3 }, null);
    expect(third.products.data).toHaveLength(24);
    // Past the last counted page: nothing, with the same total (no walk through the category).
    const beyond = await service(50).query(nl, { category_id: 1, page: 4 }, null);
    expect(beyond.products.data).toEqual([]);
    expect(beyond.products.paging).toMatchObject({ total: 50, last_page: 3, current_page: 4 });

    // Filters below the limit: exact, and no "more than".
    const brand = answer.brands.find((b) => b.count < 50)!;
    const filtered = await service(50).query(nl, { category_id: 1, brands_filter: [brand.id] }, null);
    expect(filtered.products.paging.total).toBe(brand.count);
    expect(filtered).not.toHaveProperty('total_at_least');
    // Exact everywhere under the real limit.
    expect(await service().query(nl, { category_id: 1 }, null)).not.toHaveProperty('total_at_least');
  });

  it('answers best sellers without facets, most sold first', async () => {
    const answer = await service().query(nl, { best_selling: true, per_page: 8 }, null);
    expect(answer.products.data).toHaveLength(8);
    expect(answer.brands).toEqual([]);
    expect(answer.specs).toEqual([]);
    const [top] = await rows<{ id: number }>(
      sql`SELECT id FROM products WHERE active ORDER BY popularity DESC, id LIMIT 1`,
    );
    expect(answer.products.data[0]!.id).toBe(Number(top!.id));
  });

  it('serves the facets of a large category counted ahead, and counts them again after a change', async () => {
    const facets = (answer: Awaited<ReturnType<ReturnType<typeof service>['query']>>) => ({
      brands: answer.brands,
      specs: answer.specs,
      categories: answer.categories,
      stock: answer.stock_count,
      prices: [answer.min_price, answer.max_price, answer.min_price_gross, answer.max_price_gross],
    });
    const live = async (input: object) =>
      facets(await service().query(nl, { category_id: 1, ...input }, null));
    const stored = createStoredFacets(t.api.database, { liveLimit: 100, refreshEveryMs: 0 });
    const counted = async (input: object) =>
      facets(await service(undefined, stored).query(nl, { category_id: 1, ...input }, null));

    // Never counted ahead: counted per request, and a count is started.
    expect(await counted({})).toEqual(await live({}));
    await stored.settled();
    const [state] = await rows<{ same: boolean }>(
      sql`SELECT s.version = d.version AS same FROM category_facets_state s, data_version d`,
    );
    expect(state!.same).toBe(true);
    // The stored counts are the live ones, for a category and for its deals; filters leave them be.
    expect(await counted({})).toEqual(await live({}));
    expect(await counted({ deals: true })).toEqual(await live({ deals: true }));
    expect((await counted({ deals: true })).brands).not.toEqual((await live({})).brands);
    expect(await counted({ stock_filter: true, sort: 'price_asc' })).toEqual(await live({}));
    // Every base set without search, favourites or selection: a category or the whole catalogue
    // (category 0), its deals, its products with alternatives, or both; read stored from 2 products.
    const small = createStoredFacets(t.api.database, { liveLimit: 1, refreshEveryMs: 0 });
    const any = async (input: object, storedFacets?: StoredFacets) =>
      facets(await service(undefined, storedFacets).query(nl, input, null));
    const scopes = await rows<{ category_id: number; deal: boolean; alternatives: boolean }>(
      sql`SELECT DISTINCT category_id, deal, alternatives FROM category_facets
        WHERE category_id IN (0, 1) ORDER BY 1, 2, 3`,
    );
    expect(scopes.map((r) => [r.category_id, r.deal, r.alternatives])).toEqual([
      [0, false, false],
      [0, false, true],
      [0, true, false],
      [0, true, true],
      [1, false, false],
      [1, false, true],
      [1, true, false],
      [1, true, true],
    ]);
    for (const input of [
      {},
      { deals: true },
      { with_alternatives_only: true },
      { deals: true, with_alternatives_only: true },
      { category_id: 1, with_alternatives_only: true },
      { category_id: 1, deals: true, with_alternatives_only: true },
    ]) {
      const expected = await any(input);
      expect(await any(input, small), JSON.stringify(input)).toEqual(expected);
      expect(expected.brands.length, JSON.stringify(input)).toBeGreaterThan(0);
    }
    // Stored counts are what is read: changed in place, the answer shows the change.
    await db().execute(
      sql`UPDATE category_facets SET count = count + 1000 WHERE category_id = 1 AND alternatives AND NOT deal AND kind = 0`,
    );
    const altered = await any({ category_id: 1, with_alternatives_only: true }, small);
    const truth = await any({ category_id: 1, with_alternatives_only: true });
    const total = (f: typeof truth) => f.brands.reduce((sum, b) => sum + b.count, 0);
    expect(total(altered)).toBe(total(truth) + 1000 * truth.brands.length);
    await stored.refresh();

    // A change: the next read serves the previous counts and starts a count; then they are current.
    const before = await live({});
    const brand = before.brands[0]!;
    await db().execute(
      sql`UPDATE products SET brand_id = ${brand.id} WHERE id IN (SELECT product_id FROM category_products WHERE category_id = 1 AND brand_id <> ${brand.id} LIMIT 5)`,
    );
    expect(await counted({})).toEqual(before);
    await stored.settled();
    const after = await counted({});
    expect(after).toEqual(await live({}));
    expect(after.brands.find((b) => b.id === brand.id)!.count).toBe(brand.count + 5);
  });

  it('counts missing or stale facets at start, only when a category can be above the limit', async () => {
    const state = async () =>
      (
        await rows<{ stored: string | null; current: string }>(
          sql`SELECT s.version::text AS stored, d.version::text AS current
            FROM data_version d LEFT JOIN category_facets_state s ON s.id = 1`,
        )
      )[0]!;
    // A change leaves the stored counts (if any) behind the data version.
    await db().execute(
      sql`UPDATE products SET popularity = popularity + 1 WHERE id = (SELECT min(id) FROM products)`,
    );
    const stale = await state();
    expect(stale.stored).not.toBe(stale.current);
    // The whole catalogue below the limit: no category reads stored counts, none are counted.
    await createStoredFacets(t.api.database, { liveLimit: 1_000_000 }).warmUp();
    expect(await state()).toEqual(stale);
    // Above it: counted, for the current version.
    await createStoredFacets(t.api.database, { liveLimit: 100 }).warmUp();
    const warmed = await state();
    expect(warmed.stored).toBe(warmed.current);
    // Current already: a second start counts nothing (the refreshed_at stays).
    const refreshedAt = async () =>
      (await rows<{ at: string }>(sql`SELECT refreshed_at::text AS at FROM category_facets_state`))[0]?.at;
    const at = await refreshedAt();
    await createStoredFacets(t.api.database, { liveLimit: 100 }).warmUp();
    const again = await refreshedAt();
    expect(at).toBeDefined();
    expect(again).toBe(at);
  });

  it('filters a category by spec values and ranges as the products table does', async () => {
    const [spec] = await rows<{ spec_id: number; values: number[] }>(
      sql`SELECT sv.spec_id, array_agg(sv.id ORDER BY sv.id) AS values FROM spec_values sv
        JOIN product_spec_values psv ON psv.spec_value_id = sv.id
        JOIN category_products cp ON cp.product_id = psv.product_id AND cp.category_id = 1
        WHERE sv.spec_id = 5 GROUP BY sv.spec_id`,
    );
    const values = spec!.values.map(Number).slice(0, 3);
    const under = await underByTree(1);
    const expected = async (condition: string) =>
      (
        await rows<{ id: number }>(
          sql.raw(`SELECT DISTINCT psv.product_id AS id FROM product_spec_values psv JOIN spec_values sv ON sv.id = psv.spec_value_id
            WHERE sv.spec_id = 5 AND ${condition} AND psv.product_id IN (${under.join(',')}) ORDER BY 1`),
        )
      ).map((r) => Number(r.id));
    const listed = async (input: object) =>
      (await service().query(nl, { category_id: 1, per_page: 100, ...input }, null)).products.data
        .map((c) => c.id)
        .sort((a, b) => a - b);
    const byValue = await expected(`sv.id IN (${values.join(',')})`);
    expect(byValue.length).toBeGreaterThan(0);
    expect(await listed({ specs_filter: { 5: values } })).toEqual(byValue);
    const [range] = await rows<{ lo: number; hi: number }>(
      sql`SELECT min(numeric_value) AS lo, percentile_disc(0.5) WITHIN GROUP (ORDER BY numeric_value) AS hi FROM spec_values WHERE spec_id = 5`,
    );
    const byRange = await expected(`sv.numeric_value BETWEEN ${Number(range!.lo)} AND ${Number(range!.hi)}`);
    expect(byRange.length).toBeGreaterThan(0);
    expect(await listed({ specs_filter_min_max: { 5: [Number(range!.lo), Number(range!.hi)] } })).toEqual(
      byRange,
    );
    // A value of another spec under spec 5's key matches nothing, as before.
    const [other] = await rows<{ id: number }>(sql`SELECT id FROM spec_values WHERE spec_id <> 5 LIMIT 1`);
    expect(await listed({ specs_filter: { 5: [Number(other!.id)] } })).toEqual([]);
  });
});
