import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('shop info and countries', (driver) => {
  const t = useTestApi(driver);

  it('tells the shell who the shop is, with the review score, 404 text and analytics id', async () => {
    const { body } = await request(t.app).get('/api/shopInfo').expect(200);
    expect(body.data.kiyoh_stats).toEqual({ average_rating_12_months: 9.2, number_reviews: 1234 });
    expect(body.data.ga4.value).toBe('G-DEMO12345');
    expect(body.data.page404.meta_title).toBe('Pagina niet gevonden');
    expect(body.data.free_shipping_threshold).toBe(50);
    expect(body.data.shipping_cost).toBe(6.95);
    expect(body.data.payment_methods.map((m: { id: string }) => m.id)).toEqual([
      'ideal',
      'bancontact',
      'creditcard',
      'paypal',
      'klarna',
      'banktransfer',
    ]);
  });

  it('gives the 404 text in English when asked in English', async () => {
    const { body } = await request(t.app).get('/api/shopInfo').set('X-FZ-Language-Id', '4').expect(200);
    expect(body.data.page404.meta_title).toBe('Page not found');
    expect(body.data.payment_methods[4].title).toBe('Klarna pay later');
  });

  it('lists the Netherlands as country 1, then Belgium, Germany, France, Luxembourg and the UK', async () => {
    const { body } = await request(t.app).get('/api/countries').expect(200);
    expect(body.data.slice(0, 6).map((c: { iso: string }) => c.iso)).toEqual([
      'NL',
      'BE',
      'DE',
      'FR',
      'LU',
      'GB',
    ]);
    expect(body.data[0]).toEqual({ id: 1, iso: 'NL', name: 'Nederland' });
  });
});
