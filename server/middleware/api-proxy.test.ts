import http from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import {
  captureLogger,
  deadUrl,
  listen,
  type RunningServer,
  rawRequest,
  startUpstream,
  testConfig,
  type Upstream,
} from '../test-support.ts';
import { apiProxy } from './api-proxy.ts';
import { isSafeApiPath, takeLang } from './api-proxy-target.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';

const same = { 'Sec-Fetch-Site': 'same-origin' };

function proxyApp(target: string, config: Config = testConfig()) {
  const captured = captureLogger();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestContext({ logger: captured.logger }));
  app.use(cookieParser(), apiProxy({ target, config }));
  app.use((_req, res) => res.send('page'));
  app.use(errorHandler({ config }));
  return { app, lines: captured.lines };
}

describe('api proxy: what goes upstream', () => {
  let upstream: Upstream;
  let app: express.Express;
  beforeAll(async () => {
    upstream = await startUpstream();
    app = proxyApp(upstream.url).app;
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    upstream.seen.length = 0;
  });

  it('forwards /api paths unchanged and leaves other paths to the pages', async () => {
    const res = await request(app).get('/api/menus?depth=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(upstream.seen[0]!.url).toBe('/api/menus?depth=2');
    expect((await request(app).get('/apis')).text).toBe('page');
  });

  it('takes the language from lang (removed from the URL) and sends X-FZ-Language-Id', async () => {
    await request(app).get('/api/menus?depth=2&lang=en&x=%20y');
    expect(upstream.seen[0]!.url).toBe('/api/menus?depth=2&x=%20y');
    expect(upstream.seen[0]!.headers['x-fz-language-id']).toBe('4');
  });

  it('falls back to the locale cookie, then to Dutch', async () => {
    await request(app).get('/api/menus').set('Cookie', 'locale=en');
    await request(app).get('/api/menus').set('Cookie', 'locale=de%0d%0aX-Injected:%201');
    await request(app).get('/api/menus?lang=fr');
    expect(upstream.seen.map((r) => r.headers['x-fz-language-id'])).toEqual(['4', '1', '1']);
    expect(upstream.seen[1]!.headers['x-injected']).toBeUndefined();
  });

  it('strips client X-FZ-*, Authorization, cookies and internal routing headers', async () => {
    await request(app)
      .get('/api/products?lang=nl')
      .set('X-FZ-Language-Id', '9999')
      .set('X-FZ-Customer-Id', '1')
      .set('Authorization', 'Bearer forged')
      .set('Cookie', 'other=1')
      .set('x-middleware-subrequest', '1')
      .set('X-Original-URL', '/admin')
      .set('X-Rewrite-URL', '/admin')
      .set('X-HTTP-Method-Override', 'DELETE')
      .set('Forwarded', 'for=1.2.3.4;host=evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-For', '1.2.3.4');
    const headers = upstream.seen[0]!.headers;
    expect(headers['x-fz-language-id']).toBe('1');
    expect(headers['x-fz-customer-id']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers['x-middleware-subrequest']).toBeUndefined();
    expect(headers['x-original-url']).toBeUndefined();
    expect(headers['x-rewrite-url']).toBeUndefined();
    expect(headers['x-http-method-override']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-host']).toBe('shop.test');
    expect(headers['x-forwarded-for']).not.toContain('1.2.3.4');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forwards the visitor’s address that a trusted load balancer gave, and only that', async () => {
    // Behind the platform's load balancer: the API's per-address limits must see the visitor, not
    // the balancer (read before the client's X-Forwarded-* headers are dropped).
    const behind = proxyApp(upstream.url, testConfig({ TRUST_PROXY: 'loopback' })).app;
    await request(behind).get('/api/menus').set('X-Forwarded-For', '203.0.113.7');
    await request(behind).get('/api/menus').set('X-Forwarded-For', '198.51.100.1, 203.0.113.8');
    await request(behind).post('/api/menus').set(same).set('X-Forwarded-Proto', 'https').send({});
    expect(upstream.seen.map((r) => r.headers['x-forwarded-for'])).toEqual([
      '203.0.113.7',
      '203.0.113.8',
      expect.stringMatching(/127\.0\.0\.1|::1/),
    ]);
    expect(upstream.seen[2]!.headers['x-forwarded-proto']).toBe('https');
  });

  it('sends the token from our httpOnly cookie upstream as the bearer', async () => {
    await request(app)
      .get('/api/customer/me')
      .set('Cookie', 'fz_session=tok-123; locale=nl')
      .set('Authorization', 'Bearer forged');
    expect(upstream.seen[0]!.headers.authorization).toBe('Bearer tok-123');
  });

  it('over https reads only the __Host- cookie, first occurrence', async () => {
    const secure = proxyApp(upstream.url, testConfig({ PUBLIC_URL: 'https://shop.example' })).app;
    await request(secure)
      .get('/api/customer/me')
      .set('Cookie', 'fz_session=attacker; __Host-fz_session=real; __Host-fz_session=other');
    expect(upstream.seen[0]!.headers.authorization).toBe('Bearer real');
  });

  it('streams request bodies of same-origin writes through', async () => {
    const res = await request(app).post('/api/shoppingCart/add').set(same).send({ po_id: 7, amount: 2 });
    expect(res.status).toBe(200);
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', body: '{"po_id":7,"amount":2}' });
  });
});

describe('api proxy: paths that could escape /api are refused and never proxied', () => {
  let upstream: Upstream;
  let server: RunningServer;
  beforeAll(async () => {
    upstream = await startUpstream();
    server = await listen(proxyApp(upstream.url).app);
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it.each([
    '/api/../internal/metrics',
    '/api/%2e%2e/internal/metrics',
    '/api/%2E%2E%2Finternal',
    '/api/%252e%252e/admin',
    '/api/products/..%5cadmin',
    '/api/products/..;/admin',
    '/api/products/a\\b',
    '/api/products/./x',
    '/api//customerAuth/login',
    '/api/products/abc%00.json',
    '/api/products/%ff',
  ])('%s → 400', async (target) => {
    const res = await rawRequest(server.url, target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: expect.stringMatching(/bad_path/) });
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses absolute-form targets (SSRF) with 400', async () => {
    const res = await rawRequest(server.url, 'http://evil.example/api/x');
    expect(res.status).toBe(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it('accepts ordinary slugs', () => {
    expect(isSafeApiPath('/api/products/koffie-bonen%20500g')).toBe(true);
    expect(isSafeApiPath('/api/products/a%2Fb')).toBe(true);
  });
});

describe('api proxy: cross-origin writes', () => {
  let upstream: Upstream;
  let app: express.Express;
  beforeAll(async () => {
    upstream = await startUpstream();
    app = proxyApp(upstream.url).app;
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    upstream.seen.length = 0;
  });

  it('refuses a cross-site POST with 403 cross_origin, upstream not called', async () => {
    const res = await request(app)
      .post('/api/shoppingCart/add')
      .set('Cookie', 'fz_session=tok')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .send({});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: expect.any(String), error: 'cross_origin' });
    expect(upstream.seen).toHaveLength(0);
  });

  it('fails closed without Sec-Fetch-Site and Origin', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/api/shoppingCart/1');
      expect(res.status, method).toBe(403);
    }
    expect(upstream.seen).toHaveLength(0);
  });

  it('refuses same-site siblings and Origin: null', async () => {
    expect((await request(app).post('/api/x').set('Sec-Fetch-Site', 'same-site')).status).toBe(403);
    expect((await request(app).post('/api/x').set('Origin', 'null')).status).toBe(403);
  });

  it('lets same-origin writes through, by Sec-Fetch-Site or (without it) by Origin', async () => {
    expect((await request(app).post('/api/x').set(same)).status).toBe(200);
    expect((await request(app).post('/api/x').set('Origin', 'http://shop.test')).status).toBe(200);
    expect(upstream.seen).toHaveLength(2);
  });

  it('lets reads through without metadata', async () => {
    expect((await request(app).get('/api/x').set('Origin', 'https://evil.example')).status).toBe(200);
  });

  it('lets Mollie’s webhook through from elsewhere (a POST of a payment id), and nothing else', async () => {
    const res = await request(app)
      .post('/api/payments/mollie/webhook')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('id=tr_WDqYK6vllg');
    expect(res.status).toBe(200);
    expect(upstream.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/payments/mollie/webhook',
      body: 'id=tr_WDqYK6vllg',
    });
    expect((await request(app).put('/api/payments/mollie/webhook')).status).toBe(403);
    expect((await request(app).post('/api/payments/mollie/webhook/x')).status).toBe(403);
    expect((await request(app).post('/api/payments/test/tst_x/paid')).status).toBe(403);
    expect(upstream.seen).toHaveLength(1);
  });
});

describe('api proxy: login and logout', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Set-Cookie', 'upstream=1; Path=/');
      if (
        req.url.startsWith('/api/customerAuth/login') ||
        req.url.startsWith('/api/checkout/createAccount')
      ) {
        const { password } = JSON.parse(req.body || '{}');
        if (password !== 'right') {
          res.statusCode = 401;
          res.end('{"message":"wrong credentials"}');
          return;
        }
        res.end(JSON.stringify({ token: 'tok-abc.123', scart_items_merged: true }));
        return;
      }
      res.statusCode = req.url.startsWith('/api/customerAuth/logout') ? 401 : 200;
      res.end('{}');
    });
  });
  afterAll(() => upstream.close());

  it('moves the token from the login answer into an httpOnly SameSite=Lax cookie for 30 days', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app)
      .post('/api/customerAuth/login?lang=en')
      .set(same)
      .send({ email: 'a@b.c', password: 'right' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ scart_items_merged: true });
    expect(res.text).not.toContain('tok-abc');
    expect(res.headers['set-cookie']).toEqual([
      'fz_session=tok-abc.123; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('over https uses the __Host- prefix and Secure', async () => {
    const { app } = proxyApp(upstream.url, testConfig({ PUBLIC_URL: 'https://shop.example' }));
    const res = await request(app).post('/api/customerAuth/login').set(same).send({ password: 'right' });
    expect(res.headers['set-cookie']).toEqual([
      '__Host-fz_session=tok-abc.123; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('logs in the account made from a guest order the same way (decision 020)', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app)
      .post('/api/checkout/createAccount?lang=nl')
      .set(same)
      .send({ order: 'x', password: 'right' });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('tok-abc');
    expect(res.headers['set-cookie']).toEqual([
      'fz_session=tok-abc.123; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
  });

  it('intercepts the login route however its path is cased or slashed', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app).post('/api/CustomerAuth/Login/').set(same).send({ password: 'right' });
    expect(res.text).not.toContain('tok-abc');
  });

  it('passes a failed login through without a cookie', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app).post('/api/customerAuth/login').set(same).send({ password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'wrong credentials' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('clears the cookie on logout with matching attributes, whatever upstream says', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app).post('/api/customerAuth/logout').set(same).set('Cookie', 'fz_session=tok');
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toHaveLength(1);
    expect(res.headers['set-cookie']![0]).toMatch(
      /^fz_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=/,
    );
    expect(res.headers['clear-site-data']).toBe('"cache"');
  });

  it('clears the cookie on logout even when upstream is down', async () => {
    const { app } = proxyApp(await deadUrl());
    const res = await request(app).post('/api/customerAuth/logout').set(same).set('Cookie', 'fz_session=tok');
    expect(res.status).toBe(502);
    expect(res.headers['set-cookie']![0]).toMatch(/^fz_session=; .*Max-Age=0/);
  });

  it('never passes upstream cookies to the browser', async () => {
    const { app } = proxyApp(upstream.url);
    const res = await request(app).get('/api/menus');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('api proxy: the guest cart token (decision 018)', () => {
  const cartToken = 'cArT_t0ken-0123456789abcdefghijklmnopqrstuv';
  const newToken = 'NeW_t0ken-0123456789abcdefghijklmnopqrstuvwx';
  let upstream: Upstream;
  let app: express.Express;
  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url.startsWith('/api/customerAuth/login')) {
        const { password } = JSON.parse(req.body || '{}');
        if (password !== 'right') {
          res.statusCode = 401;
          res.end('{"message":"wrong credentials"}');
          return;
        }
        res.end(JSON.stringify({ token: 'tok-abc.123', scart_items_merged: true }));
        return;
      }
      // A guest's first change: the API issues a cart token (here also a malformed one, on request).
      if (req.url.startsWith('/api/shoppingCart/add') && !req.headers['x-fz-cart-token']) {
        res.setHeader('X-FZ-Cart-Token', req.url.includes('bad') ? 'bad token; Path=/' : newToken);
        res.statusCode = 200;
        res.end('{"data":{"count":1}}');
        return;
      }
      res.end('{"data":{"count":0}}');
    });
    app = proxyApp(upstream.url).app;
  });
  afterAll(() => upstream.close());
  afterEach(() => {
    upstream.seen.length = 0;
  });

  it('sends the cart cookie upstream as X-FZ-Cart-Token, never a client-sent one', async () => {
    await request(app).get('/api/shoppingCart').set('Cookie', `fz_cart=${cartToken}`);
    await request(app).get('/api/shoppingCart').set('X-FZ-Cart-Token', 'forged-token-0123456789abcdef');
    await request(app)
      .get('/api/shoppingCart')
      .set('Cookie', `fz_cart=${cartToken}`)
      .set('X-FZ-Cart-Token', 'forged-token-0123456789abcdef');
    expect(upstream.seen.map((r) => r.headers['x-fz-cart-token'])).toEqual([cartToken, undefined, cartToken]);
  });

  it('ignores a cart cookie that is not a token, and over https reads only the __Host- cookie', async () => {
    await request(app).get('/api/shoppingCart').set('Cookie', 'fz_cart=short');
    await request(app).get('/api/shoppingCart').set('Cookie', `fz_cart=${cartToken}%0d%0aX-Evil:%201`);
    const secure = proxyApp(upstream.url, testConfig({ PUBLIC_URL: 'https://shop.example' })).app;
    await request(secure)
      .get('/api/shoppingCart')
      .set('Cookie', `fz_cart=${newToken}; __Host-fz_cart=${cartToken}`);
    expect(upstream.seen.map((r) => r.headers['x-fz-cart-token'])).toEqual([undefined, undefined, cartToken]);
    expect(upstream.seen[1]!.headers['x-evil']).toBeUndefined();
  });

  it('moves a new cart token from the answer into an httpOnly cookie for 30 days, never to the browser', async () => {
    const res = await request(app).post('/api/shoppingCart/add').set(same).send({ po_id: 1, amount: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: 1 } });
    expect(res.headers['x-fz-cart-token']).toBeUndefined();
    expect(res.text).not.toContain(newToken);
    expect(res.headers['set-cookie']).toEqual([
      `fz_cart=${newToken}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('over https names the cart cookie __Host-fz_cart and marks it Secure', async () => {
    const secure = proxyApp(upstream.url, testConfig({ PUBLIC_URL: 'https://shop.example' })).app;
    const res = await request(secure).post('/api/shoppingCart/add').set(same).send({});
    expect(res.headers['set-cookie']).toEqual([
      `__Host-fz_cart=${newToken}; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it('drops a malformed cart token from upstream without setting a cookie', async () => {
    const { app: logged, lines } = proxyApp(upstream.url);
    const res = await request(logged).post('/api/shoppingCart/add?bad=1').set(same).send({});
    expect(res.status).toBe(200);
    expect(res.headers['x-fz-cart-token']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(lines.some((l) => l.msg === 'upstream_cart_token_invalid')).toBe(true);
  });

  it('answers requests with a cart no-store', async () => {
    const res = await request(app).get('/api/shoppingCart').set('Cookie', `fz_cart=${cartToken}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('clears the cart cookie when a login succeeds (the API merged the cart), keeps it when it fails', async () => {
    const ok = await request(app)
      .post('/api/customerAuth/login')
      .set(same)
      .set('Cookie', `fz_cart=${cartToken}`)
      .send({ password: 'right' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ scart_items_merged: true });
    expect(upstream.seen[0]!.headers['x-fz-cart-token']).toBe(cartToken);
    expect(ok.headers['set-cookie']).toHaveLength(2);
    expect(ok.headers['set-cookie']![0]).toMatch(/^fz_session=tok-abc\.123; /);
    expect(ok.headers['set-cookie']![1]).toMatch(
      /^fz_cart=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Expires=/,
    );

    const wrong = await request(app)
      .post('/api/customerAuth/login')
      .set(same)
      .set('Cookie', `fz_cart=${cartToken}`)
      .send({ password: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('clears the cart cookie on logout too', async () => {
    const res = await request(app)
      .post('/api/customerAuth/logout')
      .set(same)
      .set('Cookie', `fz_session=tok; fz_cart=${cartToken}`);
    expect(res.headers['set-cookie']).toHaveLength(2);
    expect(res.headers['set-cookie']![1]).toMatch(/^fz_cart=; .*Max-Age=0/);
  });
});

describe('api proxy: response headers', () => {
  it('forces nosniff and a deny-all CSP, drops fingerprints and CORS, and marks authenticated answers no-store', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Server', 'api/1.0');
      res.setHeader('X-Powered-By', 'Express');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.end('<script>__xss(9)</script>');
    });
    const { app } = proxyApp(upstream.url);
    const anon = await request(app).get('/api/products');
    expect(anon.headers['x-content-type-options']).toBe('nosniff');
    expect(anon.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(anon.headers.server).toBeUndefined();
    expect(anon.headers['x-powered-by']).toBeUndefined();
    expect(anon.headers['access-control-allow-origin']).toBeUndefined();
    expect(anon.headers['cache-control']).toBe('public, max-age=60');
    const authed = await request(app).get('/api/products').set('Cookie', 'fz_session=tok');
    expect(authed.headers['cache-control']).toBe('no-store');
    await upstream.close();
  });
});

describe('api proxy: upstream faults', () => {
  it('answers 502 JSON without the upstream host when upstream is down', async () => {
    const target = await deadUrl();
    // A long timeout: the refused connection, not the timer, must answer (a 504 would mean the timer).
    const { app, lines } = proxyApp(target, testConfig({ PROXY_TIMEOUT_MS: '60000' }));
    const res = await request(app).get('/api/products');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      message: expect.any(String),
      error: 'upstream_unavailable',
      req_id: res.headers['x-request-id'],
    });
    expect(res.text).not.toContain('127.0.0.1');
    expect(lines.find((l) => l.msg === 'upstream_error')).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('answers 504 JSON when upstream is slow, and closes the upstream request', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => {
      upstreamClosed = resolve;
    });
    // Upstream never answers: only the proxy's timer can end the request (the test's own timeout would not answer 504).
    const upstream = await listen((req) => {
      req.socket.on('close', () => upstreamClosed());
    });
    const { app, lines } = proxyApp(upstream.url, testConfig({ PROXY_TIMEOUT_MS: '300' }));
    const res = await request(app).get('/api/products');
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ error: 'upstream_timeout', req_id: res.headers['x-request-id'] });
    // The upstream saw its request abandoned.
    await closed;
    expect(lines.find((l) => l.msg === 'upstream_timeout')).toBeDefined();
    await upstream.close();
  });

  it('passes the API’s own 503 (JSON) through in every answer mode; a balancer’s 503 page or a 504 becomes 502', async () => {
    const upstream = await startUpstream((req, res) => {
      res.statusCode = req.url.includes('gateway') ? 504 : 503;
      if (req.url.includes('html') || req.url.includes('gateway')) {
        res.setHeader('Content-Type', 'text/html');
        res.end('<h1>503 Service Unavailable</h1> haproxy at 10.0.0.7');
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Retry-After', '5');
      res.end('{"message":"Not now","error":"busy_refusal"}');
    });
    const { app, lines } = proxyApp(upstream.url);
    // Streamed, buffered for a token (login) and buffered for CMS HTML (a page).
    for (const call of [
      request(app).get('/api/products'),
      request(app).post('/api/customerAuth/login').set(same).send({}),
      request(app).get('/api/pages/1'),
    ]) {
      const res = await call;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Not now', error: 'busy_refusal' });
      expect(res.headers['retry-after']).toBe('5');
    }
    for (const path of ['/api/products?html', '/api/pages/1?html', '/api/gateway']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(502);
      expect(res.body, path).toMatchObject({ error: 'upstream_error' });
      expect(res.text).not.toContain('haproxy');
    }
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => l.level)).toEqual(['warn', 'warn', 'warn', 'error', 'error', 'error']);
    await upstream.close();
  });

  it('replaces an upstream 500 (with its stack) by a generic 502', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.statusCode = 500;
      res.end('Error: boom\n    at /srv/api/db.ts:12:3');
    });
    const { app } = proxyApp(upstream.url);
    const res = await request(app).get('/api/products');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: 'upstream_error' });
    expect(res.text).not.toContain('db.ts');
    await upstream.close();
  });

  it('passes malformed JSON bytes through untouched', async () => {
    const upstream = await startUpstream((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"items": [');
    });
    const { app } = proxyApp(upstream.url);
    const res = await request(app)
      .get('/api/products')
      .buffer(true)
      .parse((r, cb) => {
        let s = '';
        r.on('data', (c: Buffer) => {
          s += c;
        });
        r.on('end', () => cb(null, s));
      });
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"items": [');
    await upstream.close();
  });

  it('refuses an off-site upstream redirect with 502 and keeps same-origin ones relative', async () => {
    const upstream = await startUpstream((req, res) => {
      res.statusCode = 302;
      res.setHeader(
        'Location',
        req.url.includes('evil') ? 'http://169.254.169.254/' : `http://${req.headers.host}/api/other`,
      );
      res.end();
    });
    const { app } = proxyApp(upstream.url);
    expect((await request(app).get('/api/evil')).status).toBe(502);
    const ok = await request(app).get('/api/fine');
    expect(ok.status).toBe(302);
    expect(ok.headers.location).toBe('/api/other');
    await upstream.close();
  });

  it('destroys the client connection when upstream resets mid-body, and keeps serving', async () => {
    const upstream = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' });
      res.write('x'.repeat(1024), () => setTimeout(() => res.socket?.destroy(), 20));
    });
    const { app, lines } = proxyApp(upstream.url);
    const server = await listen(app);
    const outcome = await new Promise<string>((resolve) => {
      http
        .get(`${server.url}/api/products`, (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve('ended'));
          res.on('error', () => resolve('error'));
          res.on('aborted', () => resolve('aborted'));
        })
        .on('error', () => resolve('error'));
    });
    expect(['aborted', 'error']).toContain(outcome);
    expect((await fetch(`${server.url}/healthz-not-api`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.some((l) => l.msg === 'request' && l.aborted === true)).toBe(true);
    await server.close();
    await upstream.close();
  });
});

describe('takeLang', () => {
  it('removes every lang pair and keeps the rest byte for byte', () => {
    expect(takeLang('a=1&lang=en&b=%2B+c&lang=nl')).toEqual({ lang: 'en', query: 'a=1&b=%2B+c' });
    expect(takeLang('lang=xx')).toEqual({ lang: undefined, query: '' });
  });
});
