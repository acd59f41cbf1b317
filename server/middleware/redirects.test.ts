import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, listen, type RunningServer, rawRequest, testConfig } from '../test-support.ts';
import { errorHandler } from './error-handler.ts';
import { redirects, trailingSlashTarget } from './redirects.ts';
import { requestContext } from './request-context.ts';

function app(nodeEnv = 'production') {
  const a = express();
  a.use(requestContext({ logger: captureLogger().logger }));
  a.use(redirects());
  a.use((req, res) => res.json({ path: req.path }));
  a.use(errorHandler({ config: testConfig({ NODE_ENV: nodeEnv }) }));
  return a;
}

describe('redirects', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await listen(app());
  });
  afterAll(() => server.close());

  it('redirects a trailing slash with 301 to the path without it, keeping the query', async () => {
    const res = await request(app()).get('/zoeken/?q=bonen&page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/zoeken?q=bonen&page=2');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('strips every trailing slash and leaves the root alone', async () => {
    expect((await request(app()).get('/en/dashboard///')).headers.location).toBe('/en/dashboard');
    expect((await request(app()).get('/')).status).toBe(200);
  });

  it('never produces a protocol-relative Location (//evil.com/ → /evil.com)', async () => {
    for (const target of ['//evil.com/', '///evil.com/', '/\\evil.com/', '/\\/evil.com/']) {
      const res = await rawRequest(server.url, target);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe('/evil.com');
      expect(new URL(res.headers.location!, 'http://shop.test').origin).toBe('http://shop.test');
    }
  });

  it('keeps encoded slashes encoded, so /%2Fevil.com/ stays on our origin', async () => {
    const res = await rawRequest(server.url, '/%2Fevil.com/');
    expect(res.headers.location).toBe('/%2Fevil.com');
  });

  it('percent-encodes the Location: no raw quotes, angle brackets or backslashes reach the header', async () => {
    const res = await rawRequest(server.url, '/category/?x="><script>__xss(62)</script>');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/category?x=%22%3E%3Cscript%3E__xss(62)%3C/script%3E');
    expect(res.headers.refresh).toBeUndefined();
    expect(trailingSlashTarget('/a\\b/', "q='1'")).toBe('/a%5Cb?q=%271%27');
  });

  it('does not redirect /api paths or non-GET requests (a 301 would turn a POST into a GET)', async () => {
    expect((await request(app()).get('/api/menus/')).status).toBe(200);
    expect((await request(app()).post('/winkelwagen/')).status).toBe(200);
  });

  it('answers a path that cannot be decoded with 400 and no stack trace', async () => {
    for (const path of ['/%ff', '/products/%E0%A4%A', '/products/abc%00.json', '/a%0d%0aSet-Cookie:x=1']) {
      const res = await request(app()).get(path).set('Accept', 'text/html');
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).not.toMatch(/at .*\.ts:\d+|URIError/);
    }
  });

  it('answers an undecodable /api path with 400 JSON', async () => {
    const res = await request(app()).get('/api/products/%ff');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'bad_path' });
  });
});
