/**
 * Headers and sessions (issue 8), on the real storefront in front of the real API: a fresh CSP nonce
 * per response (1,000 responses, 1,000 nonces), a Cache-Control on every kind of response, HSTS and
 * `__Host-` Secure cookies only over https as told by a trusted hop, `X-Forwarded-*` ignored from
 * anyone else, and the session token never in a body, a URL, a page or a log line.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { createApp } from '../../server/app.ts';
import { createPageHandler } from '../../server/render/handle-page.ts';
import {
  captureLogger,
  listen,
  type RunningServer,
  rawRequest,
  testConfig,
} from '../../server/test-support.ts';

let api: { url: string; close(): Promise<void> };
const logs = captureLogger();
let trusted: RunningServer;
let untrusted: RunningServer;

function storefront(env: Record<string, string>, logger = captureLogger().logger) {
  const config = testConfig({ API_URL: api.url, PUBLIC_URL: 'https://shop.test', ...env });
  const pageHandler = createPageHandler({
    config,
    apiUrl: api.url,
    manifest: { entry: '/assets/main-TEST.js', entryImports: [], css: [], modules: {} },
  });
  return listen(
    http.createServer(
      createApp({ config, apiUrl: api.url, pageHandler, renderErrorPage: pageHandler.renderError, logger }),
    ),
  );
}

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  trusted = await storefront({ TRUST_PROXY: 'loopback' }, logs.logger);
  untrusted = await storefront({ TRUST_PROXY: 'false' });
}, 180_000);

afterAll(async () => {
  await Promise.all([trusted?.close(), untrusted?.close()]);
  await api?.close();
});

const https = {
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-For': '203.0.113.9',
};
const same = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

describe('CSP nonces', () => {
  it('1,000 responses carry 1,000 distinct nonces, each the one its scripts use', async () => {
    // 50 rendered pages (their scripts must carry the header's nonce) and 950 cheap answers: every
    // response gets the header, so all 1,000 count.
    const pages = ['/', '/espressomachines', '/en', '/bestaat-niet', '/zoeken?q=koffie'];
    const nonces = new Set<string>();
    const nonceOf = (res: { headers: Record<string, string> }) =>
      /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    for (let round = 0; round < 10; round++) {
      for (const res of await Promise.all(pages.map((p) => rawRequest(trusted.url, p, { headers: https })))) {
        const nonce = nonceOf(res);
        expect(nonce).toBeTruthy();
        expect(res.body).toContain(`nonce="${nonce}"`);
        nonces.add(nonce!);
      }
    }
    for (let batch = 0; batch < 19; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => rawRequest(trusted.url, '/healthz', { headers: https })),
      );
      for (const res of answers) nonces.add(nonceOf(res)!);
    }
    nonces.delete(undefined as unknown as string);
    expect(nonces.size).toBe(1000);
  }, 120_000);
});

describe('every response has a Cache-Control', () => {
  const targets: [string, string, Record<string, string>?][] = [
    ['home', '/'],
    ['category', '/espressomachines'],
    ['404 page', '/bestaat-niet'],
    ['trailing-slash redirect', '/espressomachines/'],
    ['login-required redirect', '/dashboard'],
    ['login page', '/login'],
    ['reset page (no-referrer)', '/reset-password/abc'],
    ['bad percent-encoding', '/%ff'],
    ['/api read', '/api/shopInfo'],
    ['/api 404', '/api/products/bestaat-niet'],
    ['/api 401', '/api/customer/me'],
    ['/api traversal refused', '/api/%2e%2e/x'],
    ['/api write refused', '/api/shoppingCart/add'],
    ['missing asset', '/assets/none.js'],
    ['robots.txt', '/robots.txt'],
    ['sitemap.xml', '/sitemap.xml'],
    ['favicon', '/favicon.svg'],
    ['liveness', '/healthz'],
    ['readiness', '/readyz'],
  ];
  for (const [name, path] of targets) {
    it(name, async () => {
      const res = await rawRequest(trusted.url, path, { headers: https });
      expect(res.status).toBeLessThan(500);
      expect(String(res.headers['cache-control'] ?? ''), `${path} ${res.status}`).not.toBe('');
      // A page carries its own nonce (and maybe a visitor): never for shared caches.
      if (String(res.headers['content-type']).includes('text/html'))
        expect(String(res.headers['cache-control'])).not.toMatch(/public|s-maxage/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      if (path.startsWith('/reset-password')) expect(res.headers['referrer-policy']).toBe('no-referrer');
    });
  }
});

describe('https, proxies and cookies', () => {
  it('over https from a trusted hop: HSTS, and the session cookie is __Host-, Secure, HttpOnly, SameSite=Lax', async () => {
    const page = await rawRequest(trusted.url, '/', { headers: https });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    const login = await rawRequest(trusted.url, '/api/customerAuth/login', {
      method: 'POST',
      headers: { ...https, ...same },
      body: JSON.stringify({ email: 'klant@demo.nl', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.includes('fz_session'))!;
    expect(cookie).toMatch(/^__Host-fz_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('from an untrusted peer, X-Forwarded-Proto/Host/For are ignored: no HSTS, canonical stays on the public URL', async () => {
    const page = await rawRequest(untrusted.url, '/espressomachines', { headers: https });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain('href="https://shop.test/espressomachines"');
  });

  it('the access log has the client address from a trusted hop only', async () => {
    const before = logs.lines.length;
    await rawRequest(trusted.url, '/healthz?from=trusted', { headers: https });
    const line = logs.lines.slice(before).find((l) => String(l.path ?? l.url ?? '').startsWith('/healthz'));
    expect(line?.client_ip).toBe('203.0.113.9');
  });
});

describe('the session token', () => {
  it('never appears in a body, a URL, a page or a log line', async () => {
    const login = await rawRequest(trusted.url, '/api/customerAuth/login', {
      method: 'POST',
      headers: same,
      body: JSON.stringify({ email: 'klant@demo.nl', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.includes('fz_session'))!;
    const pair = cookie.split(';')[0]!;
    const token = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
    expect(token.length).toBeGreaterThan(16);
    expect(login.body).not.toContain(token);
    for (const path of ['/', '/dashboard', '/dashboard/orders', '/winkelwagen', '/api/customer/me']) {
      const res = await rawRequest(trusted.url, path, { headers: { Cookie: pair } });
      expect(res.status, path).toBeLessThan(400);
      expect(res.body, path).not.toContain(token);
      expect(String(res.headers.location ?? ''), path).not.toContain(token);
    }
    await rawRequest(trusted.url, '/api/customerAuth/logout', {
      method: 'POST',
      headers: { ...same, Cookie: pair },
    });
    expect(logs.raw.join('\n')).not.toContain(token);
  });
});
