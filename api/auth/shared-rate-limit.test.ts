/**
 * Login and reset rate limits shared through Redis (REDIS_URL; decision 026), against the local
 * Redis at 127.0.0.1:6379 (TEST_REDIS_URL to change it). CI has one; a machine without it skips
 * these cases with a loud message.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import {
  describeIfReachable,
  isReachable,
  TEST_REDIS_URL,
  unreachableRedisUrl,
} from '../testing/reachable.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.ts';
import { createRedisRateLimits, memoryRateLimits, type RedisRateLimits } from './rate-limit.ts';
import { LIMITS } from './service.ts';

const REDIS_URL = TEST_REDIS_URL;
const describeWithRedis = await describeIfReachable('Redis', REDIS_URL, describe);

/** Every test run gets its own keys; they are deleted afterwards. */
const runPrefix = `test:ratelimit:${randomUUID()}:`;
const opened: RedisRateLimits[] = [];
function redisLimits(prefix = runPrefix, url = REDIS_URL, timeoutMs?: number) {
  const limits = createRedisRateLimits({ url, prefix, timeoutMs, warn: () => {} });
  opened.push(limits);
  return limits;
}

afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (!(await isReachable('Redis', REDIS_URL))) return;
  const admin = createClient({ url: REDIS_URL });
  await admin.connect();
  const keys = await admin.keys(`${runPrefix}*`);
  if (keys.length) await admin.del(keys);
  await admin.close();
});

describeWithRedis('a rate limit counted in Redis', () => {
  it('refuses past its maximum, says for how long, and forgets a key on reset', async () => {
    const limits = redisLimits(`${runPrefix}unit:`);
    await limits.ready;
    expect(limits.connected).toBe(true);
    const limit = limits.limit('unit', { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect((await limit.check('a@example.com')).limited).toBe(false);
      await limit.hit('a@example.com');
    }
    const refused = await limit.check('a@example.com');
    expect(refused.limited).toBe(true);
    expect(refused.retryAfterS).toBeGreaterThan(55);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect((await limit.check('b@example.com')).limited).toBe(false);
    await limit.reset('a@example.com');
    expect((await limit.check('a@example.com')).limited).toBe(false);
  });

  it('keeps no e-mail address or IP in Redis, and lets every key expire with its window', async () => {
    const prefix = `${runPrefix}keys:`;
    const limits = redisLimits(prefix);
    await limits.ready;
    await limits.limit('loginPerEmail', { max: 10, windowMs: 5000 }).hit('klant@demo.nl');
    await limits.limit('loginPerIp', { max: 10, windowMs: 5000 }).hit('203.0.113.9');
    const admin = createClient({ url: REDIS_URL });
    await admin.connect();
    const keys = await admin.keys(`${prefix}*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).not.toMatch(/klant|demo|203\.0/);
      const ttl = await admin.pTTL(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5000);
    }
    await admin.close();
  });

  it('the window starts at the first hit: later hits do not extend it', async () => {
    const limits = redisLimits(`${runPrefix}window:`);
    await limits.ready;
    const limit = limits.limit('w', { max: 2, windowMs: 400 });
    await limit.hit('k');
    await new Promise((r) => setTimeout(r, 250));
    await limit.hit('k');
    expect((await limit.check('k')).limited).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limit.check('k')).limited).toBe(false);
  });
});

describe('a rate limit whose Redis cannot be reached', () => {
  it('counts in this process instead: still refuses past its maximum, never fails', async () => {
    const limits = redisLimits(`${runPrefix}down:`, await unreachableRedisUrl());
    await limits.ready;
    expect(limits.connected).toBe(false);
    const limit = limits.limit('down', { max: 2, windowMs: 60_000 });
    await limit.hit('x');
    await limit.hit('x');
    expect(await limit.check('x')).toEqual({ limited: true, retryAfterS: 60 });
    await limit.reset('x');
    expect((await limit.check('x')).limited).toBe(false);
  });
});

describeWithRedis('two API instances sharing one Redis', () => {
  let db: TestDatabase;
  let sharedA: Express;
  let sharedB: Express;
  let aloneA: Express;
  let aloneB: Express;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    const prefix = `${runPrefix}apps:`;
    // Two instances, each with its own Redis connection, like two API processes.
    const [a, b] = [redisLimits(prefix), redisLimits(prefix)];
    await Promise.all([a.ready, b.ready]);
    sharedA = createApiApp({ db: db.database, config: { log: false }, rateLimits: a.limit });
    sharedB = createApiApp({ db: db.database, config: { log: false }, rateLimits: b.limit });
    aloneA = createApiApp({ db: db.database, config: { log: false }, rateLimits: memoryRateLimits() });
    aloneB = createApiApp({ db: db.database, config: { log: false }, rateLimits: memoryRateLimits() });
  });
  afterAll(async () => {
    await db?.close();
  });

  const login = (app: Express, email: string, password = 'wrong-password') =>
    request(app).post('/api/customerAuth/login').send({ email, password });

  it(`refuses the ${LIMITS.loginPerEmail.max + 1}th failed login for an e-mail address across both with 429`, async () => {
    const email = 'klant@demo.nl';
    for (let i = 0; i < LIMITS.loginPerEmail.max; i++) {
      const res = await login(i % 2 ? sharedB : sharedA, email);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of [sharedA, sharedB]) {
      const res = await login(app, email);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: expect.any(String), error: 'rate_limited' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      // The right password does not open a locked address either.
      expect((await login(app, email, 'Demo1234!')).status).toBe(429);
    }
    // Another address is not affected.
    expect((await login(sharedB, 'dealer@demo.nl', 'Demo1234!')).status).toBe(200);
  });

  it('while instances counting on their own each allow their own ten (what sharing prevents)', async () => {
    const email = 'trade@demo.nl';
    for (let i = 0; i < LIMITS.loginPerEmail.max; i++) {
      expect((await login(i % 2 ? aloneB : aloneA, email)).status).toBe(401);
    }
    expect((await login(aloneB, email)).status).toBe(401);
  });

  it(`refuses the ${LIMITS.resetPerEmail.max + 1}th reset request for an e-mail address across both`, async () => {
    const ask = (app: Express) =>
      request(app).post('/api/customer/sendResetToken').send({ email: 'wachtwoord@demo.nl' });
    for (let i = 0; i < LIMITS.resetPerEmail.max; i++) {
      expect((await ask(i % 2 ? sharedB : sharedA)).status, `request ${i + 1}`).toBe(200);
    }
    const refused = await ask(sharedA);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await ask(sharedB)).status).toBe(429);
  });
});
