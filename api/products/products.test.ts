import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { expect, it } from 'vitest';
import { productOptions, productOptionValues, products, productTranslations, reviews } from '../db/schema.ts';
import { refreshGrossPrices } from '../tax/gross-prices.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('product pages', (driver) => {
  const t = useTestApi(driver);
  const firstOf = async (payload: object) =>
    (await request(t.app).post('/api/queryProducts').send(payload).expect(200)).body.products.data[0] as {
      id: number;
      uri: string;
    };

  it('shows a machine with prices, photos, specs, parts and breadcrumbs', async () => {
    const card = await firstOf({ category_id: 4 });
    const { body } = await request(t.app).get(`/api/products${card.uri}`).expect(200);
    const p = body.data;
    expect(p.product.id).toBe(card.id);
    expect(p.product.price_gross).toBeCloseTo(Math.round(p.product.price * 121) / 100, 1);
    // its photos through the image pipeline, a machine in three views or more (decision 097)
    expect(p.product.photos[0]).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.jpg$/);
    expect(p.product.photos.length).toBeGreaterThanOrEqual(3);
    expect(p.specifications.length).toBeGreaterThan(2);
    expect(p.has_parts).toBe(true);
    expect(p.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Espressomachines', 'Dualboiler']);
    expect(p.schema['@type']).toBe('Product');
  });

  it('has a numeric spec 5 whose value titles are numbers', async () => {
    const card = await firstOf({ category_id: 4 });
    const { body } = await request(t.app).get(`/api/products${card.uri}`).expect(200);
    const power = body.data.specifications.find((s: { id: number }) => s.id === 5);
    expect(Number(power.value)).toBe(power.numeric_value);
  });

  it('answers in English under the English slug', async () => {
    const card = await firstOf({ category_id: 4 });
    const nl = (await request(t.app).get(`/api/products${card.uri}`).expect(200)).body.data;
    const en = nl.alternate_lang_hrefs.find((h: { language_id: number }) => h.language_id === 4).uri;
    const { body } = await request(t.app).get(`/api/products${en}`).set('X-FZ-Language-Id', '4').expect(200);
    expect(body.data.breadcrumbs[0].title).toBe('Espresso machines');
  });

  it('prices the chosen option when po_id is given, and pre-selects its attributes', async () => {
    const [withOptions] = await t.api.database.db
      .select({ productId: productOptions.productId })
      .from(productOptions)
      .innerJoin(productOptionValues, eq(productOptionValues.productOptionId, productOptions.id))
      .orderBy(desc(productOptions.priceNet))
      .limit(1);
    const options = await t.api.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, withOptions!.productId))
      .orderBy(desc(productOptions.priceNet));
    const card = (
      await request(t.app)
        .post('/api/queryProducts')
        .send({ select: [withOptions!.productId] })
        .expect(200)
    ).body.products.data[0];
    const base = (await request(t.app).get(`/api/products${card.uri}`).expect(200)).body.data;
    expect(base.product.has_attributes).toBe(true);
    expect(Object.keys(base.default_attrs).length).toBeGreaterThan(0);
    const dearest = options[0]!;
    const chosen = (await request(t.app).get(`/api/products${card.uri}?po_id=${dearest.id}`).expect(200)).body
      .data;
    expect(chosen.product.po_id).toBe(dearest.id);
    expect(chosen.product.price).toBe(dearest.priceNet / 100);
    await request(t.app).get(`/api/products${card.uri}?po_id=abc`).expect(400);
  });

  it('lists the reviews of a product, newest first, and 404 for an unknown product', async () => {
    const [product] = await t.api.database.db
      .insert(products)
      .values({ sku: 'TEST-REVIEWS', priceNet: 1000 })
      .returning({ id: products.id });
    // Whatever writes a net price keeps the gross beside it (decision 050).
    await refreshGrossPrices(t.api.database.db, product!.id, product!.id);
    await t.api.database.db.insert(productTranslations).values([
      { productId: product!.id, languageId: 1, name: 'Testmolen', slug: 'testmolen' },
      { productId: product!.id, languageId: 4, name: 'Test grinder', slug: 'test-grinder' },
    ]);
    await t.api.database.db.insert(reviews).values([
      {
        productId: product!.id,
        languageId: 1,
        author: 'A',
        rating: 6,
        title: 'Oud',
        body: 'x',
        createdAt: new Date('2024-01-01'),
      },
      {
        productId: product!.id,
        languageId: 1,
        author: 'B',
        rating: 10,
        title: 'Nieuw',
        body: 'y',
        createdAt: new Date('2025-01-01'),
      },
    ]);
    const { body } = await request(t.app).get(`/api/products/${product!.id}/reviews`).expect(200);
    expect(body.data.map((r: { title: string }) => r.title)).toEqual(['Nieuw', 'Oud']);
    const page = (await request(t.app).get('/api/products/testmolen').expect(200)).body.data;
    // with the shop's review policy beside them (decision 095)
    expect(page.reviews).toEqual({ average: 8, count: 2, policy: expect.stringMatching(/\S/) });
    expect(page.product.price_gross).toBe(12.1);
    await request(t.app).get('/api/products/999999/reviews').expect(404);
    await request(t.app).get('/api/products/abc/reviews').expect(400);
  });

  it("gives each review its language, those in the visitor's language first, the others on request", async () => {
    const [product] = await t.api.database.db
      .insert(products)
      .values({ sku: 'TEST-REVIEW-LANG', priceNet: 1000 })
      .returning({ id: products.id });
    const review = (languageId: number, title: string, day: string) => ({
      productId: product!.id,
      languageId,
      author: 'A',
      rating: 9,
      title,
      body: title,
      createdAt: new Date(day),
    });
    await t.api.database.db
      .insert(reviews)
      .values([
        review(1, 'Nieuw', '2025-03-01'),
        review(4, 'English', '2025-01-01'),
        review(1, 'Oud', '2024-01-01'),
      ]);
    // None is translated (decision 103): the page's own, the newest first; the others counted,
    // and listed after them, each in its own language, when asked for.
    const url = `/api/products/${product!.id}/reviews`;
    const pairs = (body: { data: { title: string; language: string }[] }) =>
      body.data.map((r) => [r.title, r.language]);
    const nl = (await request(t.app).get(url).expect(200)).body;
    expect(pairs(nl)).toEqual([
      ['Nieuw', 'nl'],
      ['Oud', 'nl'],
    ]);
    expect(nl.meta).toEqual({ untranslated: { count: 1, language: 'en' } });
    const nlAll = (await request(t.app).get(`${url}?untranslated=1`).expect(200)).body;
    expect(pairs(nlAll)).toEqual([
      ['Nieuw', 'nl'],
      ['Oud', 'nl'],
      ['English', 'en'],
    ]);
    const en = (await request(t.app).get(`${url}?untranslated=true`).set('X-FZ-Language-Id', '4').expect(200))
      .body;
    expect(pairs(en)).toEqual([
      ['English', 'en'],
      ['Nieuw', 'nl'],
      ['Oud', 'nl'],
    ]);
    expect(en.meta).toEqual({ untranslated: { count: 2, language: 'nl' } });
  });

  it('answers 404 for an unknown or impossible slug', async () => {
    await request(t.app).get('/api/products/bestaat-niet').expect(404);
    await request(t.app).get('/api/products/%3Cscript%3E').expect(404);
  });
});
