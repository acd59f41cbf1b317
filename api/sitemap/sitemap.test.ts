import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { entriesOf } from './routes.ts';

describe('sitemap entries', () => {
  it('give every id a uri per language, the other language’s when one is missing, ordered by id', () => {
    expect(
      entriesOf([
        { id: 2, languageId: 1, uri: '/b' },
        { id: 1, languageId: 4, uri: '/a-en' },
        { id: 1, languageId: 1, uri: '/a' },
        { id: 2, languageId: 4, uri: '' },
        { id: 3, languageId: 4, uri: '/c-en' },
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

describeEachDatabase('GET sitemap', (driver) => {
  const t = useTestApi(driver);

  it('lists active products (by slug), categories and content pages with both languages’ uris', async () => {
    const { body } = await request(t.app).get('/api/sitemap').expect(200);
    const { products, categories, pages } = body.data;
    expect(products.length).toBeGreaterThan(100);
    expect(categories.length).toBeGreaterThan(10);
    expect(pages.length).toBeGreaterThan(10);
    for (const entry of [...products, ...categories, ...pages]) {
      expect(entry.alternates.map((a: { language_id: number }) => a.language_id)).toEqual([1, 4]);
      for (const a of entry.alternates) expect(a.uri).toMatch(/^\//);
    }
    // A product's uri is the one the resolver answers for it.
    const product = products[0];
    const resolved = await request(t.app)
      .get('/api/resolve')
      .query({ path: product.alternates[1].uri })
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(resolved.body.data).toMatchObject({ type: 'product', id: product.id });
    expect(resolved.body.data.alternate_lang_hrefs).toEqual(product.alternates);
  });
});
