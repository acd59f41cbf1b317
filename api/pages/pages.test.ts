import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('content pages', (driver) => {
  const t = useTestApi(driver);

  it('lists the root recipe category with eight recipes and a subcategory with its own recipes', async () => {
    const roots = (await request(t.app).get('/api/pages?type_code=recipe_category&parent_only=1').expect(200))
      .body;
    expect(roots.data).toHaveLength(1);
    const root = roots.data[0];
    const recipes = (
      await request(t.app).get(`/api/pages?type_code=recipe&parent=${root.id}&per_page=100`).expect(200)
    ).body;
    expect(recipes.data.length).toBeGreaterThanOrEqual(8);
    expect(recipes.data[0].parent.id).toBe(root.id);
    expect(recipes.data[0].breadcrumbs).toHaveLength(2);
    const subs = (
      await request(t.app)
        .get(`/api/pages?type_code=recipe_category&parent=${root.id}&per_page=100`)
        .expect(200)
    ).body.data;
    expect(subs.map((p: { uri: string }) => p.uri)).toEqual(['/recepten/koken-met-koffie']);
    const cooking = (
      await request(t.app).get(`/api/pages?type_code=recipe&parent=${subs[0].id}&per_page=100`).expect(200)
    ).body.data;
    expect(cooking.length).toBeGreaterThanOrEqual(4);
    expect(cooking[0].root_parent).toMatchObject({ id: root.id, uri: '/recepten' });
    expect(cooking[0].breadcrumbs.map((b: { uri: string }) => b.uri)).toEqual([
      '/recepten',
      '/recepten/koken-met-koffie',
      cooking[0].uri,
    ]);
  });

  it('gives a recipe its ingredients and steps in the language asked for, with times and servings', async () => {
    const { body } = await request(t.app).get('/api/pages?search=cappuccino').expect(200);
    const id = body.data[0].id;
    const field = (page: { extra_fields: { key: string; value: string }[] }, key: string) =>
      page.extra_fields.find((f) => f.key === key)?.value;
    const nl = (await request(t.app).get(`/api/pages/${id}`).expect(200)).body.data;
    const en = (await request(t.app).get(`/api/pages/${id}`).set('X-FZ-Language-Id', '4').expect(200)).body
      .data;
    expect(field(nl, 'ingredients')?.split('\n')).toContain('120 ml koude volle melk');
    expect(field(en, 'ingredients')?.split('\n')).toContain('120 ml cold whole milk');
    expect(field(en, 'steps')?.split('\n').length).toBeGreaterThanOrEqual(3);
    expect(field(en, 'preparation_time')).toMatch(/^\d+$/);
    expect(field(en, 'servings')).toBe('1');
    // Only the language asked for: no per-language keys in the answer.
    expect(en.extra_fields.some((f: { key: string }) => f.key.includes(':'))).toBe(false);
  });

  it('gives every coloured page a scheme with background, text and accent, using all eleven titles', async () => {
    const { body } = await request(t.app).get('/api/pages?per_page=100').expect(200);
    const schemes = body.data.map((p: { colour_scheme: unknown }) => p.colour_scheme).filter(Boolean) as {
      title: string;
      details: { element: string; color: string }[];
    }[];
    for (const s of schemes) {
      expect(s.details.map((d) => d.element)).toEqual(['background', 'text', 'accent']);
      for (const d of s.details) expect(d.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(schemes.map((s) => s.title)).size).toBe(11);
  });

  it('has one home content page with a call to action in each language', async () => {
    const nl = (await request(t.app).get('/api/pages?type_code=home').expect(200)).body.data;
    const en = (
      await request(t.app).get('/api/pages?type_code=home').set('X-FZ-Language-Id', '4').expect(200)
    ).body.data;
    expect(nl).toHaveLength(1);
    expect(nl[0]).toMatchObject({ uri: '/', title: 'Goede koffie begint hier' });
    expect(nl[0].image).toMatch(/^\/api\/media\/pages\/\d+-[0-9a-f]{32}\.svg$/);
    expect(en[0].extra_fields).toContainEqual({ key: 'button_uri', value: '/espresso-machines' });
  });

  it('finds a FAQ category by the other language’s uri too (the language switcher keeps the slug)', async () => {
    const resolve = (path: string, lang = '1') =>
      request(t.app)
        .get(`/api/resolve?path=${encodeURIComponent(path)}`)
        .set('X-FZ-Language-Id', lang);
    const nl = (await resolve('/service/faq/bestellen-en-betalen').expect(200)).body.data;
    const en = (await resolve('/service/faq/bestellen-en-betalen', '4').expect(200)).body.data;
    expect(en.id).toBe(nl.id);
    expect(en.alternate_lang_hrefs).toContainEqual({
      language_id: 4,
      uri: '/service/faq/ordering-and-payment',
    });
    await resolve('/service/faq/nothing-here', '4').expect(404);
  });

  it('lists the products that have questions, by name, paged and searchable', async () => {
    const first = (await request(t.app).get('/api/faq/products?per_page=10').expect(200)).body;
    expect(first.data).toHaveLength(10);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(first.meta.total).toBeGreaterThan(10);
    const names = first.data.map((p: { name: string }) => p.name);
    expect([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    for (const p of first.data) {
      expect(p.question_count).toBeGreaterThan(0);
      expect(p.uri).toBe(`/${p.slug}`);
    }
    // Each listed product's questions are on its product answer.
    const product = (await request(t.app).get(`/api/products/${first.data[0].slug}`).expect(200)).body.data;
    expect(product.questions).toHaveLength(first.data[0].question_count);
    const lelit = (await request(t.app).get('/api/faq/products?search=lelit').set('X-FZ-Language-Id', '4'))
      .body.data;
    expect(lelit.length).toBeGreaterThan(0);
    expect(lelit.every((p: { name: string }) => /lelit/i.test(p.name))).toBe(true);
    await request(t.app).get('/api/faq/products?per_page=1000').expect(400);
    await request(t.app).get('/api/faq/products?page=0').expect(400);
    await request(t.app).get('/api/faq/products?search=a&search=b').expect(400);
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
