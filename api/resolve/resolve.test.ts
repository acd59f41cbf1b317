import request from 'supertest';
import { expect, it } from 'vitest';
import { pages, pageTranslations } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('resolving catch-all paths', (driver) => {
  const t = useTestApi(driver);
  const resolve = (path: string, lang = '1') =>
    request(t.app)
      .get(`/api/resolve?path=${encodeURIComponent(path)}`)
      .set('X-FZ-Language-Id', lang);
  const someMachine = async () =>
    (await request(t.app).post('/api/queryProducts').send({ category_id: 4, per_page: 1 }).expect(200)).body
      .products.data[0] as {
      id: number;
      uri: string;
    };

  it('knows a product by its slug, with both languages’ uris', async () => {
    const machine = await someMachine();
    const { body } = await resolve(machine.uri).expect(200);
    expect(body.data).toMatchObject({ type: 'product', id: machine.id, slug: machine.uri.slice(1) });
    expect(body.data.alternate_lang_hrefs).toHaveLength(2);
  });

  it('knows the parts page of a machine, in Dutch as /onderdelen and in English as /parts', async () => {
    const machine = await someMachine();
    const nl = await resolve(`${machine.uri}/onderdelen`).expect(200);
    expect(nl.body.data).toMatchObject({ type: 'parts', id: machine.id });
    const enSlug = nl.body.data.alternate_lang_hrefs.find(
      (h: { language_id: number }) => h.language_id === 4,
    ).uri;
    expect(enSlug).toMatch(/\/parts$/);
    await resolve(enSlug, '4').expect(200);
    await resolve(`${machine.uri}/parts`, '1').expect(404);
  });

  it('has no parts page for a product without parts', async () => {
    const beans = (
      await request(t.app).post('/api/queryProducts').send({ category_id: 22, per_page: 1 }).expect(200)
    ).body.products.data[0];
    await resolve(`${beans.uri}/onderdelen`).expect(404);
  });

  it('knows categories by their uri in the request’s language', async () => {
    expect((await resolve('/espressomachines/dualboiler').expect(200)).body.data).toMatchObject({
      type: 'category',
      id: 4,
    });
    expect((await resolve('/espresso-machines/dual-boiler', '4').expect(200)).body.data.id).toBe(4);
    await resolve('/espresso-machines/dual-boiler', '1').expect(404);
  });

  it('knows content pages, including one created just now', async () => {
    expect((await resolve('/over-ons').expect(200)).body.data.type).toBe('page');
    const [page] = await t.api.database.db
      .insert(pages)
      .values({ typeCode: 'content' })
      .returning({ id: pages.id });
    await t.api.database.db.insert(pageTranslations).values([
      {
        pageId: page!.id,
        languageId: 1,
        title: 'Proeverij',
        slug: 'proeverij',
        uri: '/evenementen/proeverij',
      },
      { pageId: page!.id, languageId: 4, title: 'Tasting', slug: 'tasting', uri: '/events/tasting' },
    ]);
    const { body } = await resolve('/events/tasting', '4').expect(200);
    expect(body.data).toEqual({
      type: 'page',
      id: page!.id,
      slug: null,
      alternate_lang_hrefs: [
        { language_id: 1, uri: '/evenementen/proeverij' },
        { language_id: 4, uri: '/events/tasting' },
      ],
    });
  });

  it('answers 404 for unknown paths and 400 for paths that are not plain', async () => {
    await resolve('/bestaat-niet').expect(404);
    await resolve('/a/../b').expect(400);
    await resolve('/a\u0000b').expect(400);
    await resolve(`/${'a'.repeat(600)}`).expect(400);
    await request(t.app).get('/api/resolve').expect(400);
  });
});
