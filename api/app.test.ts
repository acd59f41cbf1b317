import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from './testing/test-api.ts';

describeEachDatabase('the API as a whole', (driver) => {
  const t = useTestApi(driver);

  it('says it is alive and ready', async () => {
    await request(t.app).get('/api/healthz').expect(200);
    await request(t.app).get('/api/readyz').expect(200, { status: 'ready' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(t.app).get('/api/nope').expect(404);
    expect(res.body).toEqual({ message: expect.any(String), error: 'not_found' });
    await request(t.app).get('/elsewhere').expect(404);
  });

  it('refuses malformed JSON with a 400 that explains itself', async () => {
    const res = await request(t.app)
      .post('/api/queryProducts')
      .set('Content-Type', 'application/json')
      .send('{"search":')
      .expect(400);
    expect(res.body.error).toBe('malformed_json');
    expect(res.body.message).toMatch(/JSON/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await request(t.app)
      .post('/api/queryProducts')
      .set('Content-Type', 'text/plain')
      .send('search=x')
      .expect(415);
    expect(res.body.error).toBe('unsupported_media_type');
  });

  it('refuses a body over 100 kb with 413', async () => {
    const big = JSON.stringify({ search: 'x'.repeat(150_000) });
    const res = await request(t.app)
      .post('/api/queryProducts')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it('survives a deeply nested JSON bomb and answers 400', async () => {
    const bomb = `${'['.repeat(40_000)}${']'.repeat(40_000)}`;
    await request(t.app)
      .post('/api/queryProducts')
      .set('Content-Type', 'application/json')
      .send(bomb)
      .expect(400);
    const unterminated = '['.repeat(50_000);
    await request(t.app)
      .post('/api/queryProducts')
      .set('Content-Type', 'application/json')
      .send(unterminated)
      .expect(400);
    await request(t.app).get('/api/healthz').expect(200);
  });

  it('refuses unknown fields and wrong types in a payload', async () => {
    const unknown = await request(t.app)
      .post('/api/queryProducts')
      .send({ __proto__x: 1, evil: true })
      .expect(400);
    expect(unknown.body.error).toBe('validation_failed');
    const wrongType = await request(t.app).post('/api/queryProducts').send({ page: '2' }).expect(400);
    expect(wrongType.body.message).toMatch(/page/);
  });

  it('treats ids that are not positive whole numbers as bad requests', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '1%20OR%201=1']) {
      const res = await request(t.app).get(`/api/categories/${id}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.error).toBeDefined();
    }
  });

  it('answers a broken URL encoding with 400, not 500', async () => {
    const res = await request(t.app).get('/api/categories/%E0%A4%A');
    expect([400, 404]).toContain(res.status);
  });

  it('never shows a stack trace', async () => {
    const res = await request(t.app).get('/api/products/%ff');
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('switches language with X-FZ-Language-Id and falls back to Dutch', async () => {
    const nl = await request(t.app).get('/api/countries').expect(200);
    const en = await request(t.app).get('/api/countries').set('X-FZ-Language-Id', '4').expect(200);
    const other = await request(t.app).get('/api/countries').set('X-FZ-Language-Id', '9999').expect(200);
    expect(nl.body.data[0].name).toBe('Nederland');
    expect(en.body.data[0].name).toBe('Netherlands');
    expect(other.body.data[0].name).toBe('Nederland');
  });

  it('marks JSON answers nosniff and uncacheable', async () => {
    const res = await request(t.app).get('/api/shopInfo').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
