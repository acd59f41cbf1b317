import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogger, testConfig } from '../test-support.ts';
import { ctxOf, requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';

function app(trustProxy: boolean | number = false) {
  const a = express();
  a.disable('x-powered-by');
  a.set('trust proxy', trustProxy);
  a.use(requestContext({ logger: captureLogger().logger }));
  a.use(securityHeaders());
  a.get('/nonce', (_req, res) => res.json({ nonce: ctxOf(res).nonce }));
  a.get('/page', (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.send('<p>page</p>');
  });
  a.use((_req, res) => res.status(404).send('nope'));
  return a;
}

describe('security headers', () => {
  it('puts a fresh nonce in the CSP of every response, the same one the page gets', async () => {
    const a = await request(app()).get('/nonce');
    const b = await request(app()).get('/nonce');
    expect(a.body.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.body.nonce).not.toBe(b.body.nonce);
    expect(a.headers['content-security-policy']).toContain(`'nonce-${a.body.nonce}'`);
    expect(b.headers['content-security-policy']).toContain(`'nonce-${b.body.nonce}'`);
  });

  it('sends the CSP we designed', async () => {
    const csp = (await request(app()).get('/nonce')).headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' 'nonce-",
      "'strict-dynamic'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;",
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
      "font-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "object-src 'none'",
      "script-src-attr 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('lets GA4 (loaded after consent) send its measurements, and allows Google nothing else', async () => {
    const csp = String((await request(app()).get('/nonce')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1) ?? [];
    // gtag.js is inserted by our own (nonce'd) code: 'strict-dynamic' covers it, no host is named.
    expect(directive('script-src')).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
    ]);
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    // Google appears in those two directives only (no frames, styles, fonts or ads hosts).
    for (const [name, ...sources] of csp.split(';').map((d) => d.trim().split(/\s+/)))
      if (name !== 'connect-src' && name !== 'img-src')
        expect(sources.join(' '), name).not.toMatch(/google|doubleclick/);
    expect(csp).not.toMatch(/doubleclick|www\.google\.com|https:\/\/\*\.google\.com/);
  });

  it('sends nosniff, referrer policy, permissions policy and no X-Powered-By', async () => {
    const res = await request(app()).get('/nonce');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain(
      'geolocation=(self), camera=(), microphone=(), payment=(self)',
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only when the request is https (as told by a trusted proxy)', async () => {
    expect((await request(app()).get('/nonce')).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await request(app(false)).get('/nonce').set('X-Forwarded-Proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const trusted = await request(app(1)).get('/nonce').set('X-Forwarded-Proto', 'https');
    expect(trusted.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('gives every response a Cache-Control: no-store unless a later step chose its own', async () => {
    expect((await request(app()).get('/nonce')).headers['cache-control']).toBe('no-store');
    expect((await request(app()).get('/missing')).headers['cache-control']).toBe('no-store');
    expect((await request(app()).get('/page')).headers['cache-control']).toBe('private, no-cache');
  });

  it("lets images come from the dealer map's tile server when one is configured, and nothing else changes", async () => {
    const a = express();
    a.use(requestContext({ logger: captureLogger().logger }));
    a.use(securityHeaders({ imageSources: ['https://*.tile.openstreetmap.org'] }));
    a.get('/', (_req, res) => res.send('ok'));
    const csp = (await request(a).get('/')).headers['content-security-policy'];
    expect(csp).toContain(
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org https://*.google-analytics.com https://*.googletagmanager.com;",
    );
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
  });

  it('adds upgrade-insecure-requests only for an https public origin', async () => {
    const a = express();
    a.use(requestContext({ logger: captureLogger().logger }));
    a.use(
      securityHeaders({
        httpsOrigin: testConfig({ PUBLIC_URL: 'https://shop.example' }).PUBLIC_URL.startsWith('https'),
      }),
    );
    a.use((_req, res) => res.end());
    expect((await request(a).get('/')).headers['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
  });
});
