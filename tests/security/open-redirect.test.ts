/**
 * Open redirect after login (issue 24): a logged-in visitor on a login page is sent on at once to
 * the page in `redirect`. Paths that only read as another host after the URL parser resolved their
 * dot segments (`/..//evil.com`) or after decoding (`/%2e%2e//evil.com`, `/%2F%2Fevil.com`) went out
 * as `Location: //evil.com`. Through the real storefront and API, as a browser would send them, on
 * all three login pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { loginCookie, startStorefront, TEST_PUBLIC_URL } from '../../server/render/test-shop.ts';
import { type RunningServer, rawRequest } from '../../server/test-support.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
let cookie = '';

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url, { LOGIN_RATE_LIMIT: '1000' });
  cookie = await loginCookie(shop.url, 'klant@demo.nl');
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const loginPages = [
  { path: '/login', home: '/' },
  { path: '/winkelwagen/inloggen', home: '/' },
  { path: '/en/login', home: '/en' },
];

/** `redirect` values as they appear in the query string (already percent-encoded where needed). */
const hostile = [
  '/..//evil.com',
  '/../..//evil.com',
  '/dashboard/../..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E%2E//evil.com',
  '/.%2e//evil.com',
  // `%252e` arrives as `%2e` after the query is decoded once
  '/%252e%252e//evil.com',
  '/%252e%252e%252f%252fevil.com',
  '/%252F%252Fevil.com',
  '/%255Cevil.com',
  '/..%2F%2Fevil.com',
  '/..%2F%5Cevil.com',
  '/%EF%BC%8F%EF%BC%8Fevil.com',
  '/%EF%BC%BCevil.com',
  '/%E2%88%95evil.com',
];

/** The redirect stays on this site: a same-origin path that no parser reads as a host. */
function staysLocal(location: string, home: string) {
  expect(new URL(location, TEST_PUBLIC_URL).origin).toBe(TEST_PUBLIC_URL);
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(decodeURIComponent(location)).not.toMatch(/^[/\\]{2}/);
  expect(location).toBe(home);
}

describe('the post-login redirect of a logged-in visitor', () => {
  for (const page of loginPages) {
    describe(page.path, () => {
      for (const payload of hostile) {
        it(`sends ${payload} home`, async () => {
          const res = await rawRequest(shop.url, `${page.path}?redirect=${payload}`, {
            headers: { Cookie: cookie },
          });
          expect(res.status).toBe(302);
          staysLocal(String(res.headers.location ?? ''), page.home);
        });
      }

      it('keeps a local path with its query and hash', async () => {
        const target = '/dashboard/orders?tab=open#top';
        const res = await rawRequest(shop.url, `${page.path}?redirect=${encodeURIComponent(target)}`, {
          headers: { Cookie: cookie },
        });
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(target);
      });
    });
  }
});
