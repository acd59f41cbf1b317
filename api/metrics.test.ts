import request from 'supertest';
import { expect, it } from 'vitest';
import { createApiApp } from './app.ts';
import { createApiMetrics } from './metrics.ts';
import { describeEachDatabase, useTestApi } from './testing/test-api.ts';

const TOKEN = 'api-metrics-token-0123456789';

describeEachDatabase('/metrics on the shop API', (driver) => {
  const t = useTestApi(driver);
  const make = (metricsToken?: string) =>
    createApiApp({
      db: t.api.database,
      config: { log: false, metricsToken },
      metrics: metricsToken ? createApiMetrics({ token: metricsToken, defaultMetrics: false }) : undefined,
    });

  it('answers only the bearer of METRICS_TOKEN, outside /api, and not at all without a token', async () => {
    const app = make(TOKEN);
    const none = await request(app).get('/metrics').expect(401);
    expect(none.body).toEqual({ message: expect.any(String), error: 'unauthenticated' });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await request(app).get('/metrics').set('Authorization', 'Bearer not-the-token-0123456789').expect(401);
    const ok = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    // Not under /api, where the storefront's proxy could reach it.
    await request(app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    await request(make()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('counts requests by route pattern, never by raw path', async () => {
    const app = make(TOKEN);
    await request(app).get('/api/shopInfo').expect(200);
    await request(app).get('/api/products/no-such-product-123').expect(404);
    await request(app).get('/api/products/another-missing-one').expect(404);
    await request(app).get('/api/nothing/here').expect(404);
    await request(app)
      .post('/api/customerAuth/login')
      .send({ email: 'klant@demo.nl', password: 'x' })
      .expect(401);
    const text = (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(text).toContain('shop_api_http_requests_total{method="GET",route="/shopInfo",status="200"} 1');
    expect(text).toContain(
      'shop_api_http_requests_total{method="GET",route="/products/:slug",status="404"} 2',
    );
    expect(text).toContain('shop_api_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toContain(
      'shop_api_http_requests_total{method="POST",route="/customerAuth/login",status="401"} 1',
    );
    expect(text).not.toContain('no-such-product');
    expect(text).toMatch(/^shop_api_http_request_duration_seconds_count\{route="\/shopInfo"\} 1$/m);
    expect(text).toMatch(/^shop_api_http_requests_in_flight 1$/m);
  });

  it('reports whether the shared rate limits reach Redis', async () => {
    let connected = false;
    const metrics = createApiMetrics({
      token: TOKEN,
      defaultMetrics: false,
      redisConnected: () => connected,
    });
    const app = createApiApp({ db: t.api.database, config: { log: false }, metrics });
    const scrape = async () =>
      (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(await scrape()).toMatch(/^shop_api_rate_limit_redis_connected 0$/m);
    connected = true;
    expect(await scrape()).toMatch(/^shop_api_rate_limit_redis_connected 1$/m);
  });

  it('counts the spans that never reached the collector, only when tracing', async () => {
    const lost = { queueFull: 0, exportFailed: 0 };
    const traced = createApiMetrics({ token: TOKEN, defaultMetrics: false, tracing: { lost: () => lost } });
    const plain = createApiMetrics({ token: TOKEN, defaultMetrics: false });
    expect(await plain.registry.metrics()).not.toContain('shop_api_tracing_spans_dropped_total');
    lost.queueFull = 3;
    lost.exportFailed = 7;
    const text = await traced.registry.metrics();
    expect(text).toMatch(/^shop_api_tracing_spans_dropped_total\{reason="queue_full"\} 3$/m);
    expect(text).toMatch(/^shop_api_tracing_spans_dropped_total\{reason="export_failed"\} 7$/m);
  });
});
