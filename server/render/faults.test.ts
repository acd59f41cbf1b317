/**
 * Faults between the storefront and the shop API, for pages: every one ends in the right status and
 * page within its timeout, never a hang or a stack trace. A fault proxy in front of the real API
 * changes the answer of one path per test.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { listen, passThroughProxy, type RunningServer } from '../test-support.ts';
import { bestSellingProduct, startStorefront } from './test-shop.ts';

type Fault = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const faults = new Map<string, Fault>();
const upstreamClosed: string[] = [];

let api: { url: string; close(): Promise<void> };
let proxy: RunningServer;
let shop: RunningServer;
let product: { uri: string; id: number };

const faultProxy = (target: string) =>
  passThroughProxy(target, (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    for (const [prefix, fault] of faults) {
      if (path.startsWith(prefix)) {
        res.on('close', () => upstreamClosed.push(path));
        fault(req, res);
        return true;
      }
    }
    return false;
  });

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  proxy = await listen(faultProxy(api.url));
  // Timeouts well above what a page's calls take on a busy host: only a hanging fault reaches them.
  shop = await startStorefront(
    proxy.url,
    { API_TIMEOUT_MS: '3000', STREAM_TIMEOUT_MS: '3500' },
    { manifest: { entry: '', entryImports: [], css: [], modules: {} } },
  );
  product = await bestSellingProduct(api.url);
}, 180_000);

afterEach(() => {
  faults.clear();
  upstreamClosed.length = 0;
});

afterAll(async () => {
  await shop?.close();
  await proxy?.close();
  await api?.close();
});

const json =
  (status: number, body: string): Fault =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
const hang: Fault = () => {};

describe('when the shop API misbehaves for a page', () => {
  it('answers 502 with the error page when the entity call fails with a 500, without upstream text', async () => {
    faults.set(
      '/api/resolve',
      json(500, '{"message":"at Object.<anonymous> (/srv/secret.js:1:1)","error":"boom"}'),
    );
    const res = await request(shop.url).get('/iets');
    expect(res.status).toBe(502);
    expect(res.text).toContain('Er is iets misgegaan');
    expect(res.text).toContain('href="/"');
    expect(res.text).not.toContain('secret.js');
  });

  it('answers 503 with Retry-After when the API says it is busy or going down (503)', async () => {
    faults.set('/api/resolve', json(503, '{"message":"Service unavailable","error":"service_unavailable"}'));
    const res = await request(shop.url).get('/iets');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('href="/"');
  });

  it('answers 502 when the entity call returns malformed JSON', async () => {
    faults.set('/api/resolve', json(200, '{"data": ['));
    expect((await request(shop.url).get('/iets')).status).toBe(502);
  });

  it('answers 504 within the timeout when the entity call hangs', async () => {
    faults.set('/api/resolve', hang);
    const res = await request(shop.url).get('/iets');
    expect(res.status).toBe(504);
    expect(upstreamClosed).toContain('/api/resolve');
  });

  it('answers a static 500 page when the shell cannot render (malformed shop info)', async () => {
    faults.set('/api/shopInfo', json(200, '{"data":{}}'));
    const res = await request(shop.url).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<h1>Er is iets misgegaan');
    expect(res.text).not.toMatch(/<script/);
  });

  it('keeps the page 200 and completes the document with the section fallback when a deferred call hangs', async () => {
    faults.set(`/api/products/${product.id}/reviews`, hang);
    const res = await request(shop.url).get(product.uri).set('User-Agent', 'Mozilla/5.0 Chrome/156');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<\/html>$/);
    expect(res.text).toContain('Dit onderdeel kon niet worden geladen.');
  });

  it('shows the section fallback, not an error page, when a deferred call fails', async () => {
    faults.set(`/api/products/${product.id}/reviews`, json(500, '{}'));
    const res = await request(shop.url).get(product.uri).set('User-Agent', 'Googlebot/2.1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Dit onderdeel kon niet worden geladen.');
  });

  it('stops the API calls of a page whose visitor went away', async () => {
    faults.set(`/api/products/${product.id}/reviews`, hang);
    await new Promise<void>((resolve) => {
      const req = http.get(
        new URL(product.uri, shop.url),
        { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
    });
    // Before the call's 3 s timer could close it, the visitor's leaving does.
    await expect
      .poll(() => upstreamClosed, { timeout: 2_000 })
      .toContain(`/api/products/${product.id}/reviews`);
  });
});
