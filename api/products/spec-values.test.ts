import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

// Issue 26: a spec value with decimals reads the same way in the filters, the comparison and on the
// product page: a decimal comma in Dutch, the point in English.
describeEachDatabase('spec values with decimals', (driver) => {
  const t = useTestApi(driver);
  const post = (path: string, payload: object, languageId: string) =>
    request(t.app).post(path).set('X-FZ-Language-Id', languageId).send(payload).expect(200);
  type Value = { id: number; title: string };
  let categoryId = 4;
  const weights = async (languageId: string, payload: object = {}) =>
    ((await post('/api/queryProducts', { category_id: categoryId, ...payload }, languageId)).body.specs.find(
      (s: { id: number }) => s.id === 6,
    )?.vals ?? []) as Value[];

  it('have a decimal comma in Dutch and a point in English, in filters, comparison and product page', async () => {
    // The first category whose weights have a decimal (the seed's specs follow each model's).
    let enWeights: Value[] = [];
    for (categoryId = 1; categoryId <= 60; categoryId++) {
      enWeights = await weights('4');
      if (enWeights.some((v) => /^\d+\.\d+$/.test(v.title))) break;
    }
    const nlWeights = await weights('1');
    const en = enWeights.find((v) => /^\d+\.\d+$/.test(v.title))!;
    expect(en).toBeDefined();
    const nl = nlWeights.find((v) => v.id === en.id)!;
    expect(nl.title).toBe(en.title.replace('.', ','));
    expect(nlWeights.filter((v) => v.title.includes('.'))).toEqual([]);

    const card = (
      await post('/api/queryProducts', { category_id: categoryId, specs_filter: { 6: [en.id] } }, '1')
    ).body.products.data[0] as { id: number; uri: string };
    const compared = async (languageId: string) =>
      (await post('/api/productComparison', { products: [card.id] }, languageId)).body.data.specs.find(
        (s: { id: number }) => s.id === 6,
      ).values[String(card.id)];
    expect(await compared('1')).toBe(`${nl.title} kg`);
    expect(await compared('4')).toBe(`${en.title} kg`);

    const page = (await request(t.app).get(`/api/products${card.uri}`).expect(200)).body.data;
    const enUri = page.alternate_lang_hrefs.find((h: { language_id: number }) => h.language_id === 4).uri;
    const enPage = (
      await request(t.app).get(`/api/products${enUri}`).set('X-FZ-Language-Id', '4').expect(200)
    ).body.data;
    const weight = (p: { specifications: { id: number; value: string; unit: string }[] }) =>
      p.specifications.find((s) => s.id === 6)!;
    expect(weight(page)).toMatchObject({ value: nl.title, unit: 'kg', numeric_value: Number(en.title) });
    expect(weight(enPage)).toMatchObject({ value: en.title, unit: 'kg' });
  });
});
