import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

type Cat = {
  id: number;
  title: string;
  uri: string;
  tree_depth: number;
  breadcrumbs: { title: string; uri: string }[];
  alternate_lang_hrefs: { language_id: number; uri: string }[];
  children: Cat[];
};
const flatten = (cats: Cat[]): Cat[] => cats.flatMap((c) => [c, ...flatten(c.children)]);

describeEachDatabase('categories', (driver) => {
  const t = useTestApi(driver);

  it('is a tree of at least 60 categories, three levels deep', async () => {
    const { body } = await request(t.app).get('/api/categories?breadcrumbs=1').expect(200);
    const all = flatten(body.data);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(Math.max(...all.map((c) => c.tree_depth))).toBe(3);
    expect(body.data.map((c: Cat) => c.title)).toContain('Espressomachines');
  });

  it('gives every category breadcrumbs ending with itself and both languages’ uris', async () => {
    const { body } = await request(t.app).get('/api/categories?breadcrumbs=1').expect(200);
    const deep = flatten(body.data).find((c) => c.tree_depth === 3)!;
    expect(deep.breadcrumbs).toHaveLength(3);
    expect(deep.breadcrumbs.at(-1)).toEqual({ title: deep.title, uri: deep.uri });
    expect(deep.alternate_lang_hrefs.map((h) => h.language_id)).toEqual([1, 4]);
  });

  it('uses English titles and uris when asked in English', async () => {
    const { body } = await request(t.app).get('/api/categories/4').set('X-FZ-Language-Id', '4').expect(200);
    expect(body.data).toMatchObject({ title: 'Dual boiler', uri: '/espresso-machines/dual-boiler' });
  });

  it('finds categories by (accent-free) search, with breadcrumbs', async () => {
    const { body } = await request(t.app).get('/api/categories?breadcrumbs=1&search=cafeinevrij').expect(200);
    expect(body.data[0].title).toBe('Cafeïnevrij');
    expect(body.data[0].breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
      'Koffie',
      'Koffiebonen',
      'Cafeïnevrij',
    ]);
  });

  it('answers a search as a flat list: titles and breadcrumbs, in the language, at most 8', async () => {
    const hits = async (search: string, lang = '1') =>
      (
        await request(t.app)
          .get(`/api/categories?breadcrumbs=1&search=${encodeURIComponent(search)}`)
          .set('X-FZ-Language-Id', lang)
          .expect(200)
      ).body.data as Cat[];
    const koffie = await hits('KOFFIE');
    expect(koffie.length).toBeGreaterThan(1);
    expect(koffie.length).toBeLessThanOrEqual(8);
    expect(koffie.every((c) => c.children.length === 0 && c.breadcrumbs.length === c.tree_depth)).toBe(true);
    // Titles first, then categories that match through their breadcrumbs.
    expect(koffie[0]!.title.toLowerCase()).toContain('koffie');
    const viaTrail = await hits('espressomachines dualboiler');
    expect(viaTrail.map((c) => c.title)).toEqual(['Dualboiler']);
    expect((await hits('heat exchanger', '4')).map((c) => c.title)).toEqual(['Heat exchanger']);
    expect(await hits('heat exchanger', '1')).toEqual([]);
    expect(await hits('cafeïnevrij')).toEqual(await hits('CAFEINEVRIJ'));
    expect(await hits("%' OR 1=1 --")).toEqual([]);
    // Without search: the tree.
    const tree = (await request(t.app).get('/api/categories').expect(200)).body.data as Cat[];
    expect(tree.some((c) => c.children.length > 0)).toBe(true);
  });

  it('serves one category with its children, and 404 for an unknown one', async () => {
    const { body } = await request(t.app).get('/api/categories/1').expect(200);
    expect(body.data.children.length).toBeGreaterThan(3);
    await request(t.app).get('/api/categories/999999').expect(404);
    await request(t.app).get('/api/categories/0').expect(400);
    await request(t.app).get('/api/categories?breadcrumbs=maybe').expect(400);
  });
});
