import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('content pages', (driver) => {
  const t = useTestApi(driver);

  it('lists the recipe category with about eight recipes under it', async () => {
    const cats = (await request(t.app).get('/api/pages?type_code=recipe_category').expect(200)).body;
    expect(cats.data).toHaveLength(1);
    const recipes = (
      await request(t.app)
        .get(`/api/pages?type_code=recipe&parent=${cats.data[0].id}&per_page=100`)
        .expect(200)
    ).body;
    expect(recipes.data.length).toBeGreaterThanOrEqual(8);
    expect(recipes.data[0].parent.id).toBe(cats.data[0].id);
    expect(recipes.data[0].breadcrumbs).toHaveLength(2);
  });

  it('pages through results with current and last page', async () => {
    const first = (await request(t.app).get('/api/pages?per_page=5').expect(200)).body;
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 5 });
    const last = (await request(t.app).get(`/api/pages?per_page=5&page=${first.meta.last_page}`).expect(200))
      .body;
    expect(last.data.length).toBeGreaterThan(0);
    expect(last.meta.current_page).toBe(last.meta.last_page);
  });

  it('lists only root FAQ categories with parent_only', async () => {
    const { body } = await request(t.app)
      .get('/api/pages?type_code=faq_category&parent_only=1')
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(
      body.data.every(
        (p: { parent: unknown; uri: string }) => p.parent === null && p.uri.startsWith('/service/faq/'),
      ),
    ).toBe(true);
  });

  it('serves one page in both languages with translated uris', async () => {
    const nl = (await request(t.app).get('/api/pages/1').expect(200)).body.data;
    const en = (await request(t.app).get('/api/pages/1').set('X-FZ-Language-Id', '4').expect(200)).body.data;
    expect(nl.uri).toBe('/over-ons');
    expect(en.uri).toBe('/about-us');
    expect(en.alternate_lang_hrefs).toEqual(nl.alternate_lang_hrefs);
  });

  it('searches titles and refuses bad filters', async () => {
    const { body } = await request(t.app).get('/api/pages?search=cappuccino').expect(200);
    expect(body.data[0].title).toBe('Cappuccino');
    await request(t.app).get('/api/pages?type_code=blog').expect(400);
    await request(t.app).get('/api/pages?per_page=1000').expect(400);
    await request(t.app).get('/api/pages?page=-1').expect(400);
    await request(t.app).get('/api/pages/999999').expect(404);
  });
});
