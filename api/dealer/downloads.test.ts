import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('dealer downloads', (driver) => {
  const t = useTestApi(driver);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const email of ['klant@demo.nl', 'dealer@demo.nl', 'trade@demo.nl']) {
      tokens[email] = (
        await request(t.app)
          .post('/api/customerAuth/login')
          .set('X-Forwarded-For', '10.20.0.1')
          .send({ email, password: 'Demo1234!' })
      ).body.token;
    }
  });
  const as = (email: string) => ({ Authorization: `Bearer ${tokens[email]}` });

  it('gives dealers a product’s price list, manuals and photos', async () => {
    const res = await request(t.app)
      .get('/api/dealer/downloads/products/1')
      .set(as('dealer@demo.nl'))
      .expect(200);
    expect(res.body.data.product).toMatchObject({ id: 1, name: expect.any(String), uri: expect.any(String) });
    expect(res.body.data.price_list.url).toBe('/api/dealer/downloads/products/1/price-list.csv');
    expect(res.body.data.images.length).toBeGreaterThan(0);
    // the photos at their largest, through the image pipeline (decision 097)
    expect(res.body.data.images[0].url).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.jpg$/);
    const csv = await request(t.app)
      .get('/api/dealer/downloads/products/1/price-list.csv')
      .set(as('dealer@demo.nl'))
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="pricelist-[\w-]+\.csv"$/);
    const [head, first] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe('"Artikelnummer";"Product";"Netto prijs (EUR)";"Bruto prijs (EUR)";"Voorraad"');
    expect(first).toMatch(/^"[^"]+";"[^"]+";"\d+,\d{2}";"\d+,\d{2}";"\d+"$/);
  });

  it('refuses everyone but dealers (401 without login, 403 for consumers and trade accounts) and bad ids', async () => {
    await request(t.app).get('/api/dealer/downloads/products/1').expect(401);
    await request(t.app)
      .get('/api/dealer/downloads/products/1/price-list.csv')
      .set(as('klant@demo.nl'))
      .expect(403);
    await request(t.app).get('/api/dealer/downloads/products/1').set(as('trade@demo.nl')).expect(403);
    await request(t.app).get('/api/dealer/downloads/products/abc').set(as('dealer@demo.nl')).expect(400);
    await request(t.app).get('/api/dealer/downloads/products/99999999').set(as('dealer@demo.nl')).expect(404);
  });
});
