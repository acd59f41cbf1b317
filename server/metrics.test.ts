import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createMetrics, reasonLabel, routeLabel } from './metrics.ts';
import { ctxOf } from './middleware/request-context.ts';
import { captureLogger, deadUrl, startUpstream, testConfig, type Upstream } from './test-support.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A page handler like the real one: HTML pages, a cache result on the access log fields, a 404 otherwise. */
const pageHandler: express.RequestHandler = (req, res, next) => {
  const ctx = ctxOf(res);
  if (req.path === '/' || req.path === '/en') {
    ctx.logFields.cache = req.get('x-test-cache') ?? 'MISS';
    res.type('text/html; charset=utf-8').send('<!doctype html><p>home</p>');
    return;
  }
  if (req.path === '/slow') {
    // never answers: the client gives up
    return;
  }
  if (req.path === '/upstream-down') {
    ctx.logFields.upstream_error = 'upstream_unavailable';
    res.status(503).type('text/html; charset=utf-8').send('<!doctype html><p>later</p>');
    return;
  }
  next();
};

/** Sample value of one series in the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('/metrics on the storefront', () => {
  let upstream: Upstream;
  let app: express.Express;
  let deadApp: express.Express;

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      res.statusCode = req.url.startsWith('/api/broken') ? 500 : 200;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
    const config = testConfig({ METRICS_TOKEN: TOKEN });
    const staticOptions = { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' };
    app = createApp({
      config,
      logger: captureLogger().logger,
      pageHandler,
      apiUrl: upstream.url,
      staticOptions,
      metrics: createMetrics({
        token: TOKEN,
        defaultMetrics: true,
        screenOf: (p) => (p === '/' || p === '/en' ? 'home' : 'catchAll'),
      }),
    });
    deadApp = createApp({
      config,
      logger: captureLogger().logger,
      pageHandler,
      apiUrl: await deadUrl(),
      staticOptions,
      metrics: createMetrics({ token: TOKEN, defaultMetrics: false, screenOf: () => 'catchAll' }),
    });
  });
  afterAll(async () => {
    await upstream.close();
  });

  const scrape = async (target = app) => {
    const res = await request(target).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    return res.text;
  };

  it('answers only the bearer of METRICS_TOKEN, and never caches the answer', async () => {
    const none = await request(app).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.text).not.toContain('storefront_');
    for (const header of [
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const res = await request(app).get('/metrics').set('Authorization', header);
      expect(res.status, header.slice(0, 40)).toBe(401);
    }
    const ok = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    // Other methods are not the endpoint: the page handler's 404, not a 401 or the metrics.
    const post = await request(app)
      .post('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .set('Origin', 'http://shop.test');
    expect(post.status).toBe(404);
    expect(post.text).not.toContain('storefront_');
  });

  it('is an ordinary 404 page without METRICS_TOKEN, and then nothing is counted', async () => {
    const plain = createApp({
      config: testConfig(),
      logger: captureLogger().logger,
      pageHandler,
      apiUrl: upstream.url,
      staticOptions: { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' },
    });
    const res = await request(plain).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('storefront_http_requests_total');
  });

  it('counts requests by method, bounded route and status, with their durations', async () => {
    const before = await scrape();
    const base = (labels: Record<string, string>) =>
      sample(before, 'storefront_http_requests_total', labels) ?? 0;
    const home = base({ method: 'GET', route: 'home', status: '200' });
    await request(app).get('/').expect(200);
    await request(app).get('/en?x=1').expect(200);
    await request(app).get('/healthz').expect(200);
    await request(app).get('/assets/missing-ABCDEFGH.js').expect(404);
    await request(app).get('/api/products').expect(200);
    for (let i = 0; i < 5; i++) await request(app).get(`/nothing-here-${i}`).expect(404);
    await request(app).get('/zoeken/').expect(301);

    const text = await scrape();
    expect(
      sample(text, 'storefront_http_requests_total', { method: 'GET', route: 'home', status: '200' }),
    ).toBe(home + 2);
    expect(
      sample(text, 'storefront_http_requests_total', { route: 'probe', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'storefront_http_requests_total', { route: 'assets', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'storefront_http_requests_total', { route: 'api', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'storefront_http_requests_total', { route: 'redirect', status: '301' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'storefront_http_requests_total', { route: 'catchAll', status: '404' }),
    ).toBeGreaterThanOrEqual(5);
    // No raw path ever becomes a label.
    expect(text).not.toContain('nothing-here');
    expect(text).not.toContain('missing-ABCDEFGH');
    expect(
      sample(text, 'storefront_http_request_duration_seconds_count', { route: 'home' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'storefront_http_request_duration_seconds_bucket', { route: 'home', le: '+Inf' }),
    ).toBe(sample(text, 'storefront_http_request_duration_seconds_count', { route: 'home' }));
    // The scrape itself is the one request in flight.
    expect(sample(text, 'storefront_http_requests_in_flight')).toBe(1);
    // Process metrics: heap, event-loop delay, resident memory.
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \S+$/m);
  });

  it('counts page cache results and shop API failures of the proxy and of pages', async () => {
    await request(app).get('/').set('x-test-cache', 'HIT').expect(200);
    await request(app).get('/').set('x-test-cache', 'STALE').expect(200);
    await request(app).get('/').set('x-test-cache', 'made-up').expect(200);
    await request(app).get('/api/broken').expect(502); // the proxy's generic 502 for an upstream 5xx
    await request(deadApp).get('/api/products').expect(502);
    await request(deadApp).get('/upstream-down').expect(503);

    const text = await scrape();
    expect(sample(text, 'storefront_page_cache_requests_total', { result: 'HIT' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'storefront_page_cache_requests_total', { result: 'STALE' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).not.toContain('made-up');
    expect(sample(text, 'storefront_upstream_errors_total', { source: 'proxy', reason: 'status_5xx' })).toBe(
      1,
    );

    const dead = await scrape(deadApp);
    const proxyErrors = dead
      .split('\n')
      .filter((l) => l.startsWith('storefront_upstream_errors_total{source="proxy"'));
    expect(proxyErrors.length).toBe(1);
    expect(
      sample(dead, 'storefront_upstream_errors_total', { source: 'page', reason: 'upstream_unavailable' }),
    ).toBe(1);
    // Without process metrics when asked so.
    expect(dead).not.toContain('nodejs_heap_size_used_bytes');
  });

  it('counts a response the client gave up on as aborted, and takes it out of flight', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    const controller = new AbortController();
    const pending = fetch(`http://127.0.0.1:${port}/slow`, { signal: controller.signal }).catch(
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await scrape();
    expect(sample(during, 'storefront_http_requests_in_flight')).toBe(2);
    controller.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await scrape();
    expect(sample(after, 'storefront_http_requests_in_flight')).toBe(1);
    expect(
      sample(after, 'storefront_http_requests_aborted_total', { route: 'other' }),
    ).toBeGreaterThanOrEqual(1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('writes valid exposition text', async () => {
    const text = await scrape();
    for (const line of text.trimEnd().split('\n').filter(Boolean)) {
      expect(line).toMatch(
        /^(# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+|[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? \S+)$/,
      );
    }
  });
});

describe('metric labels', () => {
  const res = (status: number, type?: string) => {
    const r = express.response as express.Response;
    return Object.assign(Object.create(r), {
      statusCode: status,
      getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? type : undefined),
    }) as express.Response;
  };
  const screen = () => 'product';

  it('names kinds of requests and the screen of pages, never the path', () => {
    expect(routeLabel('/api/products/1', res(200, 'application/json'), screen)).toBe('api');
    expect(routeLabel('/assets/main-ABCDEFGH.js', res(200, 'text/javascript'), screen)).toBe('assets');
    expect(routeLabel('/robots.txt', res(200, 'text/plain'), screen)).toBe('static');
    expect(routeLabel('/readyz', res(503, 'application/json'), screen)).toBe('probe');
    expect(routeLabel('/zoeken/', res(301), screen)).toBe('redirect');
    expect(routeLabel('/some-product', res(200, 'text/html; charset=utf-8'), screen)).toBe('product');
    expect(routeLabel('/%ff', res(400, 'text/plain'), screen)).toBe('other');
  });

  it('keeps error reasons to code-like words', () => {
    expect(reasonLabel('ECONNREFUSED')).toBe('ECONNREFUSED');
    expect(reasonLabel('upstream_timeout')).toBe('upstream_timeout');
    expect(reasonLabel('<script>')).toBe('other');
    expect(reasonLabel('x'.repeat(100))).toBe('other');
    expect(reasonLabel(42)).toBe('other');
  });

  it('uses the route table for pages by default', async () => {
    const metrics = createMetrics({ token: TOKEN, defaultMetrics: false });
    const app = express();
    app.use(metrics.record);
    app.use(metrics.endpoint);
    app.get('/', (_req, res) => void res.type('html').send('<p>home</p>'));
    app.get('/en/checkout', (_req, res) => void res.type('html').send('<p>cart</p>'));
    await request(app).get('/').expect(200);
    await request(app).get('/en/checkout').expect(200);
    const text = (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    const routes = [...text.matchAll(/storefront_http_requests_total\{[^}]*route="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(routes).toContain('home');
    expect(routes).toContain('cart');
  });

  it('counts the spans that never reached the collector, only when tracing', async () => {
    const lost = { queueFull: 2, exportFailed: 5 };
    const traced = createMetrics({ token: TOKEN, defaultMetrics: false, tracing: { lost: () => lost } });
    expect(await createMetrics({ token: TOKEN, defaultMetrics: false }).registry.metrics()).not.toContain(
      'storefront_tracing_spans_dropped_total',
    );
    const text = await traced.registry.metrics();
    expect(text).toMatch(/^storefront_tracing_spans_dropped_total\{reason="queue_full"\} 2$/m);
    expect(text).toMatch(/^storefront_tracing_spans_dropped_total\{reason="export_failed"\} 5$/m);
  });
});
