import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { searchQueries } from '../db/schema.ts';
import { useStaffApp } from '../testing/staff-app.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import type { SearchAnalytics } from './analytics.ts';

const STAFF_TOKEN = 'staff-token-for-insights-0123456789';
const DAY = 86_400_000;

describeEachDatabase('search insights', (driver) => {
  const staffApp = useStaffApp(driver, { staffToken: STAFF_TOKEN, forwardedFor: '10.41.0.1' });
  const { tokens } = staffApp;
  beforeAll(async () => {
    const database = staffApp.database;
    const app = staffApp.app;
    const at = (days: number) => new Date(Date.now() - days * DAY);
    await database.database.db.insert(searchQueries).values([
      { languageId: 1, query: 'koffiemolen', results: 12, createdAt: at(1) },
      { languageId: 1, query: 'koffiemolen', results: 8, createdAt: at(2) },
      { languageId: 1, query: 'melkopschuimer', results: 0, createdAt: at(3) },
      { languageId: 1, query: 'oude zoekterm', results: 0, createdAt: at(45) },
      { languageId: 4, query: 'coffee grinder', results: 0, createdAt: at(1) },
    ]);
    // Through the app's own recorder, as the listing service will: personal data goes in.
    const analytics = app.locals.searchAnalytics as SearchAnalytics;
    analytics.record({ languageId: 1, query: 'Bestelling piet@voorbeeld.nl', results: 0 });
    analytics.record({ languageId: 1, query: 'bel 06-12345678', results: 0 });
    await analytics.settled();
  });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const insights = (query = '', headers: Record<string, string> = bearer(tokens['dealer@demo.nl']!)) =>
    request(staffApp.app).get(`/api/search/insights${query}`).set(headers);

  it('is for dealers and staff: 401 without a token or with a wrong one, 403 for a consumer', async () => {
    for (const res of [
      await request(staffApp.app).get('/api/search/insights'),
      await insights('', bearer('not-a-real-token')),
      await insights('', bearer(`${STAFF_TOKEN}x`)),
      await insights('', { Authorization: 'Basic abc' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'unauthenticated' });
      expect(res.body.data).toBeUndefined();
    }
    const consumer = await insights('', bearer(tokens['klant@demo.nl']!)).expect(403);
    expect(consumer.body).toMatchObject({ error: 'forbidden' });
    expect(consumer.body.data).toBeUndefined();
    await insights('', bearer(tokens['dealer@demo.nl']!)).expect(200);
    await insights('', bearer(STAFF_TOKEN)).expect(200);
  });

  it('answers the top and zero-result queries of the last 30 days in the request language', async () => {
    const res = await insights()
      .expect(200)
      .expect('Content-Type', /json/)
      .expect('Cache-Control', 'no-store');
    expect(res.body).toEqual({
      data: {
        days: 30,
        top_queries: [
          { query: 'koffiemolen', searches: 2, average_results: 10 },
          { query: 'bel [phone]', searches: 1, average_results: 0 },
          { query: 'bestelling [e-mail]', searches: 1, average_results: 0 },
          { query: 'melkopschuimer', searches: 1, average_results: 0 },
        ],
        zero_result_queries: [
          { query: 'bel [phone]', searches: 1 },
          { query: 'bestelling [e-mail]', searches: 1 },
          { query: 'melkopschuimer', searches: 1 },
        ],
      },
    });
    const longer = await insights('?days=60&limit=1', bearer(STAFF_TOKEN)).expect(200);
    expect(longer.body.data).toEqual({
      days: 60,
      top_queries: [{ query: 'koffiemolen', searches: 2, average_results: 10 }],
      zero_result_queries: [{ query: 'bel [phone]', searches: 1 }],
    });
    const english = await insights('?days=7', { ...bearer(STAFF_TOKEN), 'X-FZ-Language-Id': '4' }).expect(
      200,
    );
    expect(english.body.data).toEqual({
      days: 7,
      top_queries: [{ query: 'coffee grinder', searches: 1, average_results: 0 }],
      zero_result_queries: [{ query: 'coffee grinder', searches: 1 }],
    });
  });

  it('answers nothing personal: no e-mail address, phone number, id, time or customer', async () => {
    const text = JSON.stringify((await insights('?days=365&limit=100').expect(200)).body);
    expect(text).not.toMatch(/@|voorbeeld|piet|12345678|customer|created|"id"|ip/i);
    const { data } = JSON.parse(text);
    expect(Object.keys(data).sort()).toEqual(['days', 'top_queries', 'zero_result_queries']);
    for (const q of data.top_queries)
      expect(Object.keys(q).sort()).toEqual(['average_results', 'query', 'searches']);
    for (const q of data.zero_result_queries) expect(Object.keys(q).sort()).toEqual(['query', 'searches']);
  });

  it('refuses bad parameters with a 400 and a message', async () => {
    for (const query of [
      '?days=0',
      '?days=366',
      '?days=-1',
      '?days=1.5',
      '?days=abc',
      '?days=1e2',
      '?days=30&days=31',
      '?days[]=3',
      '?limit=0',
      '?limit=101',
      '?limit=ten',
      '?limit=99999999999',
      '?other=1',
    ]) {
      const res = await insights(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
    // Limits at their edges, and empty values (absent) take the defaults.
    expect((await insights('?days=365&limit=100').expect(200)).body.data.days).toBe(365);
    expect((await insights('?days=1&limit=1').expect(200)).body.data.days).toBe(1);
    expect((await insights('?days=&limit=').expect(200)).body.data.days).toBe(30);
  });

  it('checks access before the parameters: a consumer with bad parameters still gets 403', async () => {
    await insights('?days=0', bearer(tokens['klant@demo.nl']!)).expect(403);
    await request(staffApp.app).get('/api/search/insights?days=0').expect(401);
  });
});

describeEachDatabase('search insights without a staff token', (driver) => {
  const t = useTestApi(driver);

  it('lets dealers in and refuses any bearer token as staff', async () => {
    const login = await request(t.app)
      .post('/api/customerAuth/login')
      .send({ email: 'dealer@demo.nl', password: 'Demo1234!' })
      .expect(200);
    await request(t.app)
      .get('/api/search/insights')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    await request(t.app)
      .get('/api/search/insights')
      .set('Authorization', `Bearer ${STAFF_TOKEN}`)
      .expect(401);
  });
});
