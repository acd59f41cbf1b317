import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { ctxOf } from './middleware/request-context.ts';
import {
  captureLogger,
  listen,
  type RunningServer,
  rawRequest,
  startUpstream,
  testConfig,
  type Upstream,
} from './test-support.ts';

describe('the app, end to end through the middleware list', () => {
  let upstream: Upstream;
  let app: express.Express;
  let server: RunningServer;

  beforeAll(async () => {
    upstream = await startUpstream();
    app = createApp({
      config: testConfig({ NODE_ENV: 'production' }),
      logger: captureLogger().logger,
      pageHandler: (req, res, next) => {
        if (req.path === '/' || req.path === '/en/search') {
          const ctx = ctxOf(res);
          res.setHeader('Cache-Control', 'private, no-cache');
          res.json({ locale: ctx.locale, nonce: ctx.nonce, cookies: req.cookies });
          return;
        }
        if (req.path === '/crash') throw new Error('secret internals');
        next();
      },
      apiUrl: upstream.url,
      staticOptions: { assetsDir: '/nonexistent-assets', publicDir: '/nonexistent-public' },
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('hands the page handler its locale, nonce and parsed cookies', async () => {
    const res = await request(app).get('/en/search').set('Cookie', 'consent=all');
    expect(res.body.locale).toBe('en');
    expect(res.headers['content-security-policy']).toContain(`'nonce-${res.body.nonce}'`);
    expect(res.body.cookies).toEqual({ consent: 'all' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });

  it('gives every kind of response a Cache-Control, a CSP, nosniff, a request id and no X-Powered-By', async () => {
    const paths = [
      '/',
      '/zoeken/',
      '/%ff',
      '/assets/missing.js',
      '/api/menus',
      '/healthz',
      '/nowhere',
      '/crash',
    ];
    const responses = await Promise.all([
      ...paths.map((p) => request(app).get(p)),
      request(app).post('/api/x'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 301, 400, 404, 200, 200, 404, 500, 403]);
    for (const [i, res] of responses.entries()) {
      const what = paths[i] ?? 'POST /api/x';
      expect(res.headers['cache-control'], what).toBeTruthy();
      expect(res.headers['content-security-policy'], what).toBeTruthy();
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['x-request-id'], what).toBeTruthy();
      expect(res.headers['x-powered-by'], what).toBeUndefined();
    }
  });

  it('never leaks internals from a crashing page in production', async () => {
    const res = await request(app).get('/crash');
    expect(res.text).not.toContain('secret internals');
    expect(res.text).toContain('href="/"');
  });

  it('never sets the locale cookie on /api answers and keeps the proxy ahead of the pages', async () => {
    const res = await request(app).get('/api/menus?lang=en');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(upstream.seen.at(-1)!.headers['x-fz-language-id']).toBe('4');
  });

  it('answers a traversal outside the pages without reaching the page handler', async () => {
    const res = await rawRequest(server.url, '/api/../../etc/passwd');
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('root:');
  });
});
