/** The product page's fields of spec section 3 are real data, and the parts of a product. */
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import {
  productCategories,
  productParts,
  productReferenceNumbers,
  products,
  productTranslations,
} from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('product page fields and parts', (driver) => {
  const t = useTestApi(driver);
  const slugOf = async (productId: number, languageId = 1) => {
    const [row] = await t.api.database.db
      .select({ slug: productTranslations.slug })
      .from(productTranslations)
      .where(
        and(eq(productTranslations.productId, productId), eq(productTranslations.languageId, languageId)),
      );
    return row!.slug;
  };
  const page = async (productId: number, query = '') =>
    (
      await request(t.app)
        .get(`/api/products/${await slugOf(productId)}${query}`)
        .expect(200)
    ).body.data;

  it('has dark-themed products, colour schemes and reference numbers ending in ,PCS', async () => {
    const db = t.api.database.db;
    const [dark] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.extraFields} @> '[{"key":"theme","value":"dark"}]'::jsonb`)
      .limit(1);
    expect((await page(dark!.id)).product.extra_fields).toContainEqual({ key: 'theme', value: 'dark' });
    const [coloured] = await db
      .select({ id: products.id })
      .from(products)
      .where(isNotNull(products.colourScheme))
      .limit(1);
    expect((await page(coloured!.id)).product.colour_scheme).toMatchObject({ title: 'brown' });
    const [pcs] = await db
      .select({ productId: productReferenceNumbers.productId })
      .from(productReferenceNumbers)
      .where(like(productReferenceNumbers.value, '%,PCS'))
      .limit(1);
    expect((await page(pcs!.productId)).reference_numbers.some((r: string) => r.endsWith(',PCS'))).toBe(true);
  });

  it('a machine has every section filled', async () => {
    const card = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 4, per_page: 1 }).expect(200)
    ).body.products.data[0];
    const p = await page(card.id);
    expect(p.product).toMatchObject({ id: card.id, name: card.full_name, po_id: card.po_id });
    expect(p.schema).toMatchObject({ '@type': 'Product', name: card.full_name });
    expect(p.specifications.length).toBeGreaterThan(2);
    expect(p.questions.length).toBeGreaterThan(0);
    expect(p.pdfs.length).toBe(1);
    expect(p.pages.length).toBe(2);
    expect(p.reviews.count).toBeGreaterThan(0);
    expect(p.has_parts).toBe(true);
    expect(p.alternate_lang_hrefs.map((h: { language_id: number }) => h.language_id)).toEqual([1, 4]);
    expect(p.breadcrumbs.length).toBeGreaterThan(0);
  });

  it('honours from_category when the product is in it, and ignores it otherwise', async () => {
    const db = t.api.database.db;
    const [row] = await db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, 4))
      .limit(1);
    const id = row!.productId;
    // Also list it in a second category, then ask for breadcrumbs through that one.
    await db.insert(productCategories).values({ productId: id, categoryId: 22 });
    const via = await page(id, '?from_category=22');
    expect(via.breadcrumbs.at(-1).uri).toMatch(/espresso/);
    const plain = await page(id);
    const other = await page(id, '?from_category=999999');
    expect(other.breadcrumbs).toEqual(plain.breadcrumbs);
    expect(via.breadcrumbs).not.toEqual(plain.breadcrumbs);
    await request(t.app)
      .get(`/api/products/${await slugOf(id)}?from_category=x`)
      .expect(400);
  });

  it('lists the parts that fit a product, 404 for an unknown product, 400 for a bad id', async () => {
    const db = t.api.database.db;
    const [link] = await db.select({ productId: productParts.productId }).from(productParts).limit(1);
    const parts = await db
      .select({ partId: productParts.partId })
      .from(productParts)
      .where(eq(productParts.productId, link!.productId))
      .orderBy(productParts.sort);
    const { body } = await request(t.app)
      .get(`/api/products/${link!.productId}/parts`)
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual(parts.map((p) => p.partId));
    expect(body.data[0]).toMatchObject({ uri: expect.stringMatching(/^\//), po_id: expect.any(Number) });
    const beans = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 22, per_page: 1 }).expect(200)
    ).body.products.data[0];
    expect((await request(t.app).get(`/api/products/${beans.id}/parts`).expect(200)).body.data).toEqual([]);
    await request(t.app).get('/api/products/999999/parts').expect(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1%20OR%201=1']) {
      await request(t.app).get(`/api/products/${bad}/parts`).expect(400);
    }
  });
});
