import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../shared/settings.ts';
import { createApiApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import {
  DEV_REVIEW_LINK_SECRET,
  isReviewUuid,
  makeReviewLink,
  reviewLinkHash,
  reviewLinkPath,
  verifyReviewLink,
} from './link.ts';

const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const hash = reviewLinkHash(uuid, DEV_REVIEW_LINK_SECRET);

describe('review link hashes', () => {
  it('are 22 base64url characters of HMAC-SHA256 over the lower-case uuid', () => {
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(reviewLinkHash(uuid.toUpperCase(), DEV_REVIEW_LINK_SECRET)).toBe(hash);
    expect(reviewLinkHash(uuid, 'another-secret-of-some-length')).not.toBe(hash);
  });

  it('verify only the uuid’s own hash under the same secret', () => {
    expect(verifyReviewLink(uuid, hash, DEV_REVIEW_LINK_SECRET)).toBe(true);
    expect(verifyReviewLink(uuid, hash, 'another-secret-of-some-length')).toBe(false);
    const other = '9b2c1a34-1111-4abc-8def-0123456789ab';
    expect(verifyReviewLink(other, hash, DEV_REVIEW_LINK_SECRET)).toBe(false);
    // One character off, too short, too long, not base64url.
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyReviewLink(uuid, flipped, DEV_REVIEW_LINK_SECRET)).toBe(false);
    expect(verifyReviewLink(uuid, hash.slice(1), DEV_REVIEW_LINK_SECRET)).toBe(false);
    expect(verifyReviewLink(uuid, `${hash}A`, DEV_REVIEW_LINK_SECRET)).toBe(false);
    expect(verifyReviewLink(uuid, `${hash.slice(1)}=`, DEV_REVIEW_LINK_SECRET)).toBe(false);
  });

  it('accept RFC 9562 uuids only', () => {
    expect(isReviewUuid(uuid)).toBe(true);
    expect(isReviewUuid(uuid.toUpperCase())).toBe(true);
    for (const bad of [
      '',
      'not-a-uuid',
      '3f2504e04f8941d39a0c0305e82c3301',
      '3f2504e0-4f89-01d3-9a0c-0305e82c3301', // version 0
      '3f2504e0-4f89-41d3-7a0c-0305e82c3301', // variant
      `${uuid}0`,
      ` ${uuid}`,
      '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}',
    ])
      expect(isReviewUuid(bad), bad).toBe(false);
  });

  it('make links with the storefront URL, Dutch without a prefix and English under /en', () => {
    expect(reviewLinkPath(uuid, DEV_REVIEW_LINK_SECRET)).toBe(`/review-promotion/${uuid}/${hash}`);
    expect(reviewLinkPath(uuid.toUpperCase(), DEV_REVIEW_LINK_SECRET, 'en')).toBe(
      `/en/review-promotion/${uuid}/${hash}`,
    );
    const made = makeReviewLink({ secret: DEV_REVIEW_LINK_SECRET, storefrontUrl: 'https://shop.example/' });
    expect(isReviewUuid(made.uuid)).toBe(true);
    expect(made.url).toBe(
      `https://shop.example/review-promotion/${made.uuid}/${reviewLinkHash(made.uuid, DEV_REVIEW_LINK_SECRET)}`,
    );
    expect(() => reviewLinkPath('nope', DEV_REVIEW_LINK_SECRET)).toThrow(/UUID/);
  });
});

describe('review link configuration', () => {
  it('takes REVIEW_LINK_SECRET and REVIEW_SERVICE_URL, refusing a short secret or a non-http URL', () => {
    const config = loadConfig({
      REVIEW_LINK_SECRET: ' a-secret-of-20-chars ',
      REVIEW_SERVICE_URL: 'https://reviews.example/write?lang={lang}',
    });
    expect(config.reviewLinkSecret).toBe('a-secret-of-20-chars');
    expect(config.reviewServiceUrl).toBe('https://reviews.example/write?lang={lang}');
    expect(loadConfig({}).reviewLinkSecret).toBeUndefined();
    expect(() => loadConfig({ REVIEW_LINK_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ REVIEW_SERVICE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});

describeEachDatabase('GET reviewPromotion/{uuid}/{hash}', (driver) => {
  const t = useTestApi(driver);

  it('answers the invitation for a valid link: shop, 12-month score out of 10, review count, where to write', async () => {
    const res = await request(t.app).get(`/api/reviewPromotion/${uuid}/${hash}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toEqual({
      uuid,
      shop_name: 'Koffie & Keuken',
      review_url: 'https://www.kiyoh.com/add-review/1063962/koffie_demo?lang=nl',
      kiyoh_stats: { average_rating_12_months: 9.2, number_reviews: 1234 },
      best_rating: 10,
    });
    const en = await request(t.app)
      .get(`/api/reviewPromotion/${uuid.toUpperCase()}/${hash}`)
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(en.body.data.uuid).toBe(uuid);
    expect(en.body.data.review_url).toMatch(/lang=en$/);
  });

  it('answers 404 with a message for a well-formed link whose hash does not match', async () => {
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/api/reviewPromotion/${uuid}/${flipped}`,
      `/api/reviewPromotion/9b2c1a34-1111-4abc-8def-0123456789ab/${hash}`,
      `/api/reviewPromotion/${uuid}/${reviewLinkHash(uuid, 'somebody-elses-secret-value')}`,
    ]) {
      const res = await request(t.app).get(path).expect(404);
      expect(res.body).toEqual({ error: 'invalid_review_link', message: 'This review link is not valid' });
    }
  });

  it('answers 400 with a message for a malformed, incomplete or overlong link', async () => {
    for (const path of [
      `/api/reviewPromotion/not-a-uuid/${hash}`,
      `/api/reviewPromotion/${uuid.replace(/-/g, '')}/${hash}`,
      `/api/reviewPromotion/${uuid}/${hash.slice(2)}`,
      `/api/reviewPromotion/${uuid}/${hash}${'A'.repeat(4000)}`,
      `/api/reviewPromotion/${uuid}${'0'.repeat(4000)}/${hash}`,
      `/api/reviewPromotion/${uuid}/${encodeURIComponent('<script>x</script>')}`,
      `/api/reviewPromotion/${uuid}`,
      '/api/reviewPromotion',
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({
        error: 'malformed_review_link',
        message: 'This review link is incomplete or damaged',
      });
    }
    // A NUL in the path is refused before any route, like every control character (issue 24).
    const nul = await request(t.app).get(`/api/reviewPromotion/${uuid}/${hash.slice(0, -2)}%00`);
    expect(nul.status).toBe(400);
    expect(nul.body.error).toBe('validation_failed');
  });

  it('in production without REVIEW_LINK_SECRET validates no link (503), and a configured secret replaces the development one', async () => {
    const production = createApiApp({ db: t.api.database, config: { log: false, production: true } });
    const refused = await request(production).get(`/api/reviewPromotion/${uuid}/${hash}`).expect(503);
    expect(refused.body.error).toBe('review_links_unconfigured');
    // A malformed link is still a 400 (the shape is checked first).
    await request(production).get(`/api/reviewPromotion/x/${hash}`).expect(400);

    const secret = 'the-production-secret-value';
    const configured = createApiApp({
      db: t.api.database,
      config: {
        log: false,
        production: true,
        reviewLinkSecret: secret,
        reviewServiceUrl: 'https://reviews.example/{lang}/write',
      },
    });
    await request(configured).get(`/api/reviewPromotion/${uuid}/${hash}`).expect(404);
    const ok = await request(configured)
      .get(`/api/reviewPromotion/${uuid}/${reviewLinkHash(uuid, secret)}`)
      .set('X-FZ-Language-Id', '4')
      .expect(200);
    expect(ok.body.data.review_url).toBe('https://reviews.example/en/write');
  });
});
