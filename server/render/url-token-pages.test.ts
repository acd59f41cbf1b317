/**
 * Pages whose URL carries a token (issue 24; security battery row 67): reset password, offer link,
 * payment redirect with an order token, review promotion. In both languages, with and without a
 * token, they answer `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, and the
 * anonymous page cache neither serves nor stores them. The real storefront with the page cache on,
 * in front of the real reference API (in-memory PGlite).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REVIEW_LINK_SECRET, reviewLinkPath } from '../../api/reviews/link.ts';
import { startTestApi } from '../../api/testing/test-api.ts';
import type { RunningServer } from '../test-support.ts';
import { createMemoryStore } from './page-cache.ts';
import { startStorefront } from './test-shop.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
let store: ReturnType<typeof createMemoryStore>;

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  store = createMemoryStore({ maxEntries: 100, maxBytes: 64 * 1024 * 1024 });
  shop = await startStorefront(
    api.url,
    { PAGE_CACHE: 'on', PAGE_CACHE_VERSION_INTERVAL_MS: '0' },
    { pageStore: store },
  );
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const get = (path: string) => request(shop.url).get(path).set('User-Agent', BROWSER);

const reviewUuid = '0b6f1a9e-3c2d-4e5f-8a7b-9c0d1e2f3a4b';
/** An order token of the payment redirect's shape that belongs to no order. */
const orderToken = 'A'.repeat(43);

/** [page, without token, with token] per language. */
const pages: [page: string, without: string, withToken: string][] = [
  ['reset password', '/reset-password', '/reset-password/0123456789abcdef0123456789abcdef'],
  ['reset password', '/en/reset-password', '/en/reset-password/0123456789abcdef0123456789abcdef'],
  ['offer link', '/offerlink', '/offerlink/demo-offer-open-8f3c2a91d4'],
  ['offer link', '/en/offerlink', '/en/offerlink/demo-offer-open-8f3c2a91d4'],
  ['payment redirect', '/payment-redirect', `/payment-redirect?order=${orderToken}`],
  ['payment redirect', '/en/payment-redirect', `/en/payment-redirect?order=${orderToken}`],
  ['review promotion', '/review-promotion', reviewLinkPath(reviewUuid, DEV_REVIEW_LINK_SECRET, 'nl')],
  ['review promotion', '/en/review-promotion', reviewLinkPath(reviewUuid, DEV_REVIEW_LINK_SECRET, 'en')],
];

describe('pages whose URL carries a token', () => {
  it('the page cache serves a hit for an ordinary page (the check below can see a hit)', async () => {
    await get('/vergelijken').expect(200);
    const second = await get('/vergelijken').expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  for (const [page, without, withToken] of pages) {
    for (const path of [without, withToken]) {
      it(`${page} ${path}: no-store, no-referrer, never from or into the page cache`, async () => {
        const before = store.size;
        const first = await get(path);
        const second = await get(path);
        for (const res of [first, second]) {
          expect(res.status, path).toBeLessThan(500);
          expect(res.headers['content-type'], path).toMatch(/^text\/html/);
          expect(res.headers['cache-control'], path).toBe('no-store');
          expect(res.headers['referrer-policy'], path).toBe('no-referrer');
          expect(res.headers['x-cache'], path).toBe('BYPASS');
        }
        expect(store.size, path).toBe(before);
      });
    }
  }

  it('a valid offer link and a valid review link render their page, not an error', async () => {
    const offer = await get('/offerlink/demo-offer-open-8f3c2a91d4');
    expect(offer.status).toBe(200);
    expect(offer.text).toContain('OF-2026-0101');
    const review = await get(reviewLinkPath(reviewUuid, DEV_REVIEW_LINK_SECRET, 'en'));
    expect(review.status).toBe(200);
    expect(review.text).toContain('data-testid="review-invitation"');
  });

  it('a path under such a page that no route matches, or in other letter case, is treated the same', async () => {
    for (const path of ['/offerlink/a/b', '/OfferLink/demo-offer-open-8f3c2a91d4', '/EN/Reset-Password/x']) {
      const res = await get(path);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      expect(res.headers['x-cache'], path).not.toBe('HIT');
    }
  });
});
