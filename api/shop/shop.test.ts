import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
  useTestApi,
} from '../testing/test-api.ts';

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
    expect(body.data[0]).toEqual({ id: 1, iso: 'NL', name: 'Nederland', ships: true });
    // Switzerland is known (an invoice may go there) but not delivered to.
    expect(body.data.find((c: { iso: string }) => c.iso === 'CH')).toMatchObject({ ships: false });
  });
});

describeEachDatabase('the shop’s one set of opening hours (issue 26)', (driver) => {
  const t = useTestApi(driver);

  it('serves in shopInfo (the contact page) the hours the chat goes online by, by default', async () => {
    const shop = (await request(t.app).get('/api/shopInfo').expect(200)).body.data;
    const chat = (await request(t.app).get('/api/chat/status').expect(200)).body.data;
    expect(shop.opening_hours).toEqual([
      { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
      { days: [6], from: '10:00', to: '16:00' },
    ]);
    expect(shop.opening_hours).toEqual(chat.opening_hours);
    expect(shop.timezone).toBe(chat.timezone);
  });

  describe('with CHAT_OPENING_HOURS set', () => {
    let database: TestDatabase | undefined;
    let app: Express;
    beforeAll(async () => {
      database = await createTestDatabase(driver);
      app = createApiApp({
        db: database.database,
        config: { log: false, chatOpeningHours: 'mon-thu 08:30-17:30;fri 08:30-16:00' },
      });
    });
    afterAll(async () => {
      await database?.close();
    });

    it('serves the set hours in both, in both languages', async () => {
      for (const lang of ['1', '4']) {
        const shop = (await request(app).get('/api/shopInfo').set('X-FZ-Language-Id', lang).expect(200)).body
          .data;
        const chat = (await request(app).get('/api/chat/status').set('X-FZ-Language-Id', lang).expect(200))
          .body.data;
        expect(shop.opening_hours).toEqual([
          { days: [1, 2, 3, 4], from: '08:30', to: '17:30' },
          { days: [5], from: '08:30', to: '16:00' },
        ]);
        expect(shop.opening_hours).toEqual(chat.opening_hours);
      }
    });
  });
});
