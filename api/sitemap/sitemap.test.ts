import { and, asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../shared/contract/common.ts';
import { sitemapPage, sitemapSummary } from '../../shared/contract/sitemap.ts';
import { products, productTranslations } from '../db/schema.ts';
import { activeProductSlugs } from '../testing/catalogue.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { entriesOf } from './entries.ts';

describe('sitemap entries', () => {
  it('give every id a uri per language, the other language’s when one is missing, ordered by id', () => {
    expect(
      entriesOf([
        { id: 2, languageId: 1, uri: '/b' },
        { id: 1, languageId: 4, uri: '/a-en' },
        { id: 1, languageId: 1, uri: '/a' },
        { id: 2, languageId: 4, uri: '' },
        { id: 3, languageId: 4, uri: '/c-en' },
        { id: 4, languageId: null, uri: null },
      ]),
    ).toEqual([
      {
        id: 1,
        alternates: [
          { language_id: 1, uri: '/a' },
          { language_id: 4, uri: '/a-en' },
        ],
      },
      {
        id: 2,
        alternates: [
          { language_id: 1, uri: '/b' },
          { language_id: 4, uri: '/b' },
        ],
      },
      {
        id: 3,
        alternates: [
          { language_id: 1, uri: '/c-en' },
          { language_id: 4, uri: '/c-en' },
        ],
      },
    ]);
  });
});

type Entry = { id: number; alternates: { language_id: number; uri: string }[] };

describeEachDatabase('the sitemap calls', (driver) => {
  const t = useTestApi(driver);
  const strict = { strict: true, abortEarly: false } as const;

  /** Every page of a kind, walked by `next_after`, each answer checked against the contract. */
  async function walk(kind: string, limit: number, after = 0, through?: number) {
    const entries: Entry[] = [];
    let calls = 0;
    for (let next: number | null = after; next !== null; calls++) {
      const query: Record<string, number> = { after: next, limit };
      if (through !== undefined) query.through = through;
      const { body } = await request(t.app).get(`/api/sitemap/${kind}`).query(query).expect(200);
      sitemapPage.validateSync(body, strict);
      expect(body.data.length).toBeLessThanOrEqual(limit);
      entries.push(...body.data);
      next = body.meta.next_after;
    }
    return { entries, calls };
  }

  it('summarises the non-empty id buckets of pages, categories and products under the data version', async () => {
    const { body } = await request(t.app).get('/api/sitemap').query({ width: 500 }).expect(200);
    const summary = sitemapSummary.validateSync(body.data, strict);
    const version = (await request(t.app).get('/api/version').expect(200)).body.data.version;
    expect(summary.version).toBe(version);
    expect(summary.changed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(summary.width).toBe(500);
    expect(summary.children.map((c) => c.kind)).toEqual(
      [...summary.children.map((c) => c.kind)].sort(
        (a, b) =>
          ['pages', 'categories', 'products'].indexOf(a) - ['pages', 'categories', 'products'].indexOf(b),
      ),
    );
    const productChildren = summary.children.filter((c) => c.kind === 'products');
    expect(productChildren.length).toBeGreaterThan(3); // 2,114 products in buckets of 500
    for (const c of summary.children) {
      expect(c.first_id).toBeGreaterThan((c.bucket - 1) * 500);
      expect(c.last_id).toBeLessThanOrEqual(c.bucket * 500);
      expect(c.first_id).toBeLessThanOrEqual(c.last_id);
    }
    // The default width leaves a bucket 49,998 URLs (two languages) and the home page's two.
    const byDefault = (await request(t.app).get('/api/sitemap').expect(200)).body.data;
    expect(byDefault.width).toBe(24_999);
    expect(byDefault.children.map((c: { kind: string }) => c.kind)).toEqual([
      'pages',
      'categories',
      'products',
    ]);
  });

  it('pages products by keyset across page boundaries: every active product once, in id order', async () => {
    const { db } = t.api.database;
    const expected = await activeProductSlugs(db);
    const ids = [...new Set(expected.map((r) => r.id))];
    const { entries, calls } = await walk('products', 333);
    expect(calls).toBe(Math.floor(ids.length / 333) + 1);
    expect(entries.map((e) => e.id)).toEqual(ids);
    const bySlug = new Map(expected.map((r) => [`${r.id}:${r.languageId}`, `/${r.slug}`]));
    for (const e of entries) {
      for (const a of e.alternates) expect(a.uri).toBe(bySlug.get(`${e.id}:${a.language_id}`));
    }
    // A bucket's walk stops at its end: `through` is honoured.
    const bucket = await walk('products', 100, 500, 1000);
    expect(bucket.entries.map((e) => e.id)).toEqual(ids.filter((id) => id > 500 && id <= 1000));
  });

  it('leaves out an inactive product, and lists categories and active content pages', async () => {
    const { db } = t.api.database;
    const [first] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    await db.update(products).set({ active: false }).where(eq(products.id, first!.id));
    const { entries } = await walk('products', 5000);
    expect(entries.some((e) => e.id === first!.id)).toBe(false);
    await db.update(products).set({ active: true }).where(eq(products.id, first!.id));
    const categories = (await walk('categories', 7)).entries;
    const pages = (await walk('pages', 7)).entries;
    expect(categories.length).toBeGreaterThan(10);
    expect(pages.length).toBeGreaterThan(10);
    for (const entry of [...categories, ...pages]) {
      expect(entry.alternates.map((a) => a.language_id)).toEqual([1, 4]);
      for (const a of entry.alternates) expect(a.uri).toMatch(/^\//);
    }
  });

  it('gives a product the uri the resolver answers for it', async () => {
    const { body } = await request(t.app).get('/api/sitemap/products').query({ limit: 1 }).expect(200);
    const product = body.data[0];
    const resolved = await request(t.app)
      .get('/api/resolve')
      .query({ path: product.alternates[1].uri })
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(resolved.body.data).toMatchObject({ type: 'product', id: product.id });
    expect(resolved.body.data.alternate_lang_hrefs).toEqual(product.alternates);
  });

  it('answers bad input with a 400 in the error shape, never a 5xx', async () => {
    const bad: [string, Record<string, string | string[]>][] = [
      ['/api/sitemap', { width: '0' }],
      ['/api/sitemap', { width: '1000001' }],
      ['/api/sitemap', { width: 'abc' }],
      ['/api/sitemap', { width: ['1', '2'] }],
      ['/api/sitemap/products', { after: '-1' }],
      ['/api/sitemap/products', { after: '1.5' }],
      ['/api/sitemap/products', { after: '99999999999' }],
      ['/api/sitemap/products', { limit: '0' }],
      ['/api/sitemap/products', { limit: '5001' }],
      ['/api/sitemap/products', { through: '0' }],
      ['/api/sitemap/products', { after: "1' OR 1=1" }],
      ['/api/sitemap/customers', {}],
      ['/api/sitemap/%E0%A4%A', {}],
    ];
    for (const [path, query] of bad) {
      const res = await request(t.app).get(path).query(query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      apiError.validateSync(res.body, strict);
    }
    // Past the end, or an empty range: an empty page, not an error.
    const empty = await request(t.app)
      .get('/api/sitemap/products')
      .query({ after: 2_147_483_647 })
      .expect(200);
    expect(empty.body).toEqual({ data: [], meta: { next_after: null } });
    const reversed = await request(t.app)
      .get('/api/sitemap/pages')
      .query({ after: 10, through: 5 })
      .expect(200);
    expect(reversed.body.data).toEqual([]);
  });

  it('sees a new slug at once (nothing cached) and a new version in the summary', async () => {
    const { db } = t.api.database;
    const before = (await request(t.app).get('/api/sitemap').expect(200)).body.data.version;
    const [row] = await db
      .select({ id: productTranslations.productId, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.languageId, 1))
      .orderBy(asc(productTranslations.productId))
      .limit(1);
    await db
      .update(productTranslations)
      .set({ slug: sql`${row!.slug} || '-nieuw'` })
      .where(and(eq(productTranslations.productId, row!.id), eq(productTranslations.languageId, 1)));
    const after = (await request(t.app).get('/api/sitemap').expect(200)).body.data.version;
    expect(after).not.toBe(before);
    const { body } = await request(t.app)
      .get('/api/sitemap/products')
      .query({ after: row!.id - 1, limit: 1 });
    expect(body.data[0].alternates[0].uri).toBe(`/${row!.slug}-nieuw`);
  });
});
