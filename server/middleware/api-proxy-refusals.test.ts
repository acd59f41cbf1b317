/**
 * The API's own refusals through the storefront (issue 37 item 7, decision 077): the real shop API
 * in production without a review-link secret and without a payment provider, behind the real /api
 * proxy. Its 503s reach the browser as it sent them (status, JSON message, Retry-After), its 4xx
 * too, and neither program writes an error-level line for them: anyone can send such a request.
 */

import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../../api/app.ts';
import { reviewLinkHash } from '../../api/reviews/link.ts';
import { createTestDatabase, type TestDatabase } from '../../api/testing/test-api.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import { apiProxy } from './api-proxy.ts';
import { compression } from './compression.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';

const same = { 'Sec-Fetch-Site': 'same-origin' };
const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const reviewPath = `/api/reviewPromotion/${uuid}/${reviewLinkHash(uuid, 'any-secret-the-shop-might-use')}`;

describe('the API’s refusals through the /api proxy', () => {
  let database: TestDatabase;
  let api: RunningServer;
  let shop: RunningServer;
  const shopLog = captureLogger();
  /** What the API wrote on stderr (its error handler's lines) during the current test. */
  const apiLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    // Production without REVIEW_LINK_SECRET and without a payment provider (TEST_PAYMENTS=off, no Mollie key).
    api = await listen(
      createApiApp({ db: database.database, config: { log: false, production: true, testPayments: false } }),
    );
    const config = testConfig();
    const app = express();
    app.use(requestContext({ logger: shopLog.logger }));
    app.use(compression());
    app.use(cookieParser(), apiProxy({ target: api.url, config }));
    app.use(errorHandler({ config }));
    shop = await listen(app);
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      for (const line of String(chunk).split('\n')) {
        if (line.startsWith('{')) apiLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    });
  });
  afterEach(() => {
    apiLines.length = 0;
    shopLog.lines.length = 0;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await shop?.close();
    await api?.close();
    await database?.close();
  });

  /** Every line either program wrote at error level (or worse). */
  const errorLines = () =>
    [...shopLog.lines, ...apiLines].filter((l) => ['error', 'fatal'].includes(String(l.level)));

  it('passes a review link’s 503 (no secret configured) through with its message, and logs no error', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(shop.server).get(reviewPath).expect(503);
      expect(res.body).toEqual({
        message: 'Review links are not available right now',
        error: 'review_links_unconfigured',
      });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(errorLines()).toEqual([]);
    // Both programs still say what happened, once per request, as a warning.
    const access = shopLog.lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(3);
    for (const line of access) {
      expect(line).toMatchObject({
        level: 'warn',
        status: 503,
        upstream_status: 503,
        upstream_refusal: true,
      });
    }
    expect(apiLines.filter((l) => l.msg === 'request refused')).toHaveLength(3);
    expect(apiLines[0]).toMatchObject({ level: 'warn', error: 'HttpError', path: expect.any(String) });
    expect(apiLines[0]!.stack).toBeUndefined();
  });

  it('passes “payments unavailable” through with its message in the visitor’s language', async () => {
    const nl = await request(shop.server).post('/api/checkout/placeOrder').set(same).send({}).expect(503);
    expect(nl.body).toEqual({
      error: 'payments_unavailable',
      message: expect.stringMatching(/^Online betalen/),
    });
    const en = await request(shop.server)
      .post('/api/checkout/placeOrder?lang=en')
      .set(same)
      .send({})
      .expect(503);
    expect(en.body).toEqual({
      error: 'payments_unavailable',
      message:
        'Online payment is not available right now, so orders cannot be placed. Please contact us or try again later.',
    });
    expect(errorLines()).toEqual([]);
  });

  it('passes the API’s 4xx through unchanged, logged at info', async () => {
    const res = await request(shop.server).get(`/api/reviewPromotion/${uuid}/short`).expect(400);
    expect(res.body).toEqual({
      error: 'malformed_review_link',
      message: 'This review link is incomplete or damaged',
    });
    const missing = await request(shop.server).get('/api/no-such-route').expect(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'This API route does not exist' });
    expect(errorLines()).toEqual([]);
    expect(shopLog.lines.filter((l) => l.msg === 'request').map((l) => l.level)).toEqual(['info', 'info']);
  });
});
