/**
 * The review promotion page and the shop's review rating as the server renders them (issue 7,
 * decision 025): the real storefront in front of the real reference API (in-memory PGlite).
 * - a valid link: the invitation with the 12-month score out of 10, the count and the call to action;
 * - a refused link (not ours: 404; incomplete or damaged: 400; too long): the page with its message,
 *   status 200, noindex, never cached;
 * - the shop's aggregate rating is the home page's Organization JSON-LD, never a product's.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REVIEW_LINK_SECRET, reviewLinkHash, reviewLinkPath } from '../../../api/reviews/link.ts';
import { startTestApi } from '../../../api/testing/test-api.ts';
import { startStorefront } from '../../../server/render/test-shop.ts';
import type { RunningServer } from '../../../server/test-support.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url);
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const uuid = '0b6f1a9e-3c2d-4e5f-8a7b-9c0d1e2f3a4b';

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('the review promotion page', () => {
  it('shows the invitation of a valid link, in Dutch and in English, never cached and not indexed', async () => {
    const nl = await request(shop.url)
      .get(reviewLinkPath(uuid, DEV_REVIEW_LINK_SECRET, 'nl'))
      .expect(200);
    expect(nl.headers['cache-control']).toBe('no-store');
    expect(nl.text).toContain('<meta name="robots" content="noindex"/>');
    expect(nl.text).toContain('data-testid="review-invitation"');
    expect(nl.text).toContain('Hoe was uw ervaring met Koffie &amp; Keuken?');
    expect(nl.text).toMatch(/data-testid="review-average">9,2 \/ 10</);
    expect(nl.text).toContain('Gemiddelde van de laatste 12 maanden uit 1.234 beoordelingen');
    expect(nl.text).toContain('href="https://www.kiyoh.com/add-review/1063962/koffie_demo?lang=nl"');
    expect(nl.text).not.toContain('data-testid="review-problem"');

    const en = await request(shop.url)
      .get(reviewLinkPath(uuid, DEV_REVIEW_LINK_SECRET, 'en'))
      .expect(200);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('How was your experience with Koffie &amp; Keuken?');
    expect(en.text).toMatch(/data-testid="review-average">9\.2 \/ 10</);
    expect(en.text).toContain('Average of the last 12 months from 1,234 reviews');
    expect(en.text).toContain('koffie_demo?lang=en');
  });

  it('says why a refused link is refused: not ours (404), incomplete or damaged (400), too long', async () => {
    const hash = reviewLinkHash(uuid, DEV_REVIEW_LINK_SECRET);
    const wrong = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, string, string][] = [
      [`/review-promotion/${uuid}/${wrong}`, 'invalid', 'Deze reviewlink is ongeldig'],
      [`/en/review-promotion/${uuid}/${wrong}`, 'invalid', 'This review link is not valid'],
      [`/review-promotion/not-a-uuid/${hash}`, 'malformed', 'Deze reviewlink is onvolledig'],
      [`/review-promotion/${uuid.toUpperCase()}/${wrong}`, 'invalid', 'Deze reviewlink is ongeldig'],
      [`/en/review-promotion/${uuid}/${hash.slice(3)}`, 'malformed', 'This review link is incomplete'],
      [`/review-promotion/${uuid}`, 'malformed', 'Deze reviewlink is onvolledig'],
      ['/en/review-promotion', 'malformed', 'This review link is incomplete'],
      [`/review-promotion/${uuid}/${'A'.repeat(3000)}`, 'malformed', 'Deze reviewlink is onvolledig'],
      [
        `/review-promotion/${uuid}/${encodeURIComponent('"><script>__xss(1)</script>')}`,
        'malformed',
        'Deze reviewlink is onvolledig',
      ],
    ];
    for (const [path, problem, title] of cases) {
      const res = await request(shop.url).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.text, path).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text, path).toContain(`data-problem="${problem}"`);
      expect(res.text, path).toContain(title);
      expect(res.text, path).not.toContain('data-testid="review-invitation"');
      expect(res.text, path).not.toContain('<script>__xss');
    }
  });
});

describe('the shop’s review rating', () => {
  it('is the home page’s Organization rating (12 months, best 10, count), in both languages', async () => {
    for (const path of ['/', '/en']) {
      const res = await request(shop.url).get(path).expect(200);
      const organization = jsonLd(res.text).find((d) => d['@type'] === 'Organization');
      expect(organization, path).toMatchObject({
        name: 'Koffie & Keuken',
        url: 'http://shop.test',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 9.2, bestRating: 10, reviewCount: 1234 },
      });
    }
  });

  it('never becomes a product’s rating: a product shows only its own reviews, or none', async () => {
    // The sitemap's first page of products: every seeded one.
    const { data: products } = (await (await fetch(`${api.url}/api/sitemap/products?limit=5000`)).json()) as {
      data: { id: number; alternates: { language_id: number; uri: string }[] }[];
    };
    // Two products with reviews of their own and two without, found through the API.
    const picked: { uri: string; ratings: number[] }[] = [];
    let withReviews = 0;
    let without = 0;
    for (const product of products) {
      if (withReviews >= 2 && without >= 2) break;
      const answer = (await (await fetch(`${api.url}/api/products/${product.id}/reviews`)).json()) as {
        data: { rating: number }[] | { reviews: { rating: number }[] };
      };
      const ratings = (Array.isArray(answer.data) ? answer.data : answer.data.reviews).map((r) => r.rating);
      if (ratings.length ? withReviews >= 2 : without >= 2) continue;
      if (ratings.length) withReviews++;
      else without++;
      picked.push({ uri: product.alternates[0]!.uri, ratings });
    }
    for (const { uri, ratings } of picked) {
      const res = await request(shop.url).get(uri).expect(200);
      const docs = jsonLd(res.text);
      expect(
        docs.some((d) => d['@type'] === 'Organization'),
        uri,
      ).toBe(false);
      const productDoc = docs.find((d) => d['@type'] === 'Product');
      expect(productDoc, uri).toBeDefined();
      const rating = productDoc!.aggregateRating as { reviewCount: number; ratingValue: number } | undefined;
      if (ratings.length === 0) {
        expect(rating, uri).toBeUndefined();
      } else {
        expect(rating?.reviewCount, uri).toBe(ratings.length);
        const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
        // Rounded to one decimal by the API.
        expect(Math.abs(rating!.ratingValue - average), uri).toBeLessThanOrEqual(0.05 + 1e-9);
      }
      expect(res.text, uri).not.toContain('"reviewCount":1234');
    }
    expect([withReviews, without]).toEqual([2, 2]);
  });
});
