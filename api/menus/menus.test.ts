import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

type Item = {
  title: string;
  uri: string;
  button: boolean;
  dealerOnly: boolean;
  unit4Only: boolean;
  children: Item[];
};

describeEachDatabase('menus', (driver) => {
  const t = useTestApi(driver);
  const menus = async (query: string, lang = '1') =>
    (await request(t.app).get(`/api/menus${query}`).set('X-FZ-Language-Id', lang).expect(200)).body.data as {
      id: number;
      handle: string;
      children: Item[];
    }[];

  it('has a header menu long enough to overflow, with a button, dealer-only and trade-only items', async () => {
    const header = (await menus('?depth=2')).find((m) => m.handle === 'header')!;
    expect(header.children.length).toBeGreaterThanOrEqual(8);
    expect(header.children.filter((i) => i.button)).toHaveLength(1);
    expect(header.children.find((i) => i.title === 'Vind een dealer')?.uri).toBe('/vind-een-dealer');
    expect(header.children.find((i) => i.title === 'Bestellen')).toMatchObject({
      uri: '/dealer-order',
      dealerOnly: true,
    });
    expect(header.children.find((i) => i.title === 'Downloads')).toMatchObject({
      uri: '/dealer-downloads',
      dealerOnly: true,
    });
    expect(header.children.some((i) => i.unit4Only)).toBe(true);
  });

  it('speaks English when asked', async () => {
    const header = (await menus('?depth=2', '4')).find((m) => m.handle === 'header')!;
    expect(header.children.find((i) => i.title === 'Find a dealer')?.uri).toBe('/find-a-dealer');
    expect(header.children.find((i) => i.title === 'Dealer order')?.dealerOnly).toBe(true);
  });

  it('has a footer of columns with links, including the FAQ', async () => {
    const footer = (await menus('?depth=2')).find((m) => m.handle === 'footer')!;
    expect(footer.children.length).toBeGreaterThanOrEqual(2);
    expect(footer.children.length).toBeLessThanOrEqual(3);
    expect(footer.children.flatMap((c) => c.children).some((l) => l.uri === '/service/faq')).toBe(true);
  });

  it('cuts the tree at depth 1', async () => {
    const footer = (await menus('?depth=1')).find((m) => m.handle === 'footer')!;
    expect(footer.children.every((c) => c.children.length === 0)).toBe(true);
  });

  it('narrows to one menu with parent, and serves one menu by id', async () => {
    const [only] = await menus('?parent=2');
    expect(only?.handle).toBe('footer');
    const { body } = await request(t.app).get('/api/menus/1?depth=2').expect(200);
    expect(body.data.handle).toBe('header');
  });

  it('answers 404 for an unknown menu and 400 for a bad depth', async () => {
    await request(t.app).get('/api/menus/999').expect(404);
    await request(t.app).get('/api/menus?depth=9').expect(400);
    await request(t.app).get('/api/menus?depth=abc').expect(400);
    await request(t.app).get('/api/menus?depth=1&depth=2').expect(400);
  });
});
