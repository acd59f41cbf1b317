/**
 * The photos' variants shared through Redis (REDIS_URL; issue 41, decision 097), against the local
 * Redis at 127.0.0.1:6379 (TEST_REDIS_URL to change it): two variant caches on one Redis stand for
 * two API instances. A variant asked of both at once is encoded once; it is kept under the prefix
 * for 30 days, not when it is over the size cap; an instance that took the lock and died does not
 * keep the others from making it; and Redis down or failing never fails an image.
 */
import { randomUUID } from 'node:crypto';
import { createClient, RESP_TYPES } from '@redis/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../lib/redis.ts';
import {
  describeIfReachable,
  isReachable,
  TEST_REDIS_URL,
  unreachableRedisUrl,
} from '../testing/reachable.ts';
import type { PhotoFormat, PhotoWidth } from './photo-pipeline.ts';
import { createVariantCache } from './photo-routes.ts';
import { openSharedVariants, type SharedVariants, type SharedVariantsOptions } from './shared-variants.ts';

const describeWithRedis = await describeIfReachable('Redis', TEST_REDIS_URL, describe);

/** Every test run gets its own keys; they are deleted afterwards. */
const runPrefix = `test:photo:${randomUUID()}:`;
const opened: SharedVariants[] = [];
function shared(options: SharedVariantsOptions = {}) {
  const s = openSharedVariants({ url: TEST_REDIS_URL, prefix: runPrefix, warn: () => {}, ...options });
  opened.push(s);
  return s;
}

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  if (!(await isReachable('Redis', TEST_REDIS_URL))) return;
  const admin = createClient({ url: TEST_REDIS_URL });
  await admin.connect();
  const keys = await admin.keys(`${runPrefix}*`);
  if (keys.length) await admin.del(keys);
  await admin.close();
});

let original: Buffer;
beforeAll(async () => {
  original = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6f4e37' } })
    .png()
    .toBuffer();
});

/** A content hash of its own per test (32 hex, as the photos' names). */
const newHash = () => randomUUID().replaceAll('-', '');

/** The original's loader, counting its calls: one call is one encode. */
function counted(delayMs = 0) {
  const loader = async () => {
    loader.calls++;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return original;
  };
  loader.calls = 0;
  return loader;
}

const ask = (
  cache: ReturnType<typeof createVariantCache>,
  hash: string,
  loader: () => Promise<Uint8Array | undefined>,
  width: PhotoWidth = 160,
  format: PhotoFormat = 'webp',
) => cache(hash, width, format, loader);

describeWithRedis('photo variants shared through Redis', () => {
  it('encodes a variant two instances ask for at once once; the other takes it from Redis', async () => {
    const a = createVariantCache({ shared: shared() });
    const b = createVariantCache({ shared: shared() });
    const hash = newHash();
    // The original loads slowly, so the second instance finds the lock taken and waits.
    const loaderA = counted(200);
    const loaderB = counted(200);
    const [fromA, fromB] = await Promise.all([ask(a, hash, loaderA), ask(b, hash, loaderB)]);
    expect(loaderA.calls + loaderB.calls).toBe(1);
    expect(fromA).toBeInstanceOf(Buffer);
    expect(fromB!.equals(fromA!)).toBe(true);
    expect((await sharp(fromA!).metadata()).format).toBe('webp');

    // A third instance started later takes it from Redis too.
    const c = createVariantCache({ shared: shared() });
    const loaderC = counted();
    expect((await ask(c, hash, loaderC))!.equals(fromA!)).toBe(true);
    expect(loaderC.calls).toBe(0);
  });

  it('keeps a variant under the prefix for 30 days, binary intact, and releases its lock', async () => {
    const cache = createVariantCache({ shared: shared() });
    const hash = newHash();
    const bytes = await ask(cache, hash, counted(), 320, 'avif');
    const admin = openRedis({ url: TEST_REDIS_URL, onError: () => {} });
    await admin.ready;
    try {
      const key = `${runPrefix}${hash}-320.avif`;
      const ttl = await admin.client.ttl(key);
      expect(ttl).toBeGreaterThan(29 * 24 * 60 * 60);
      expect(ttl).toBeLessThanOrEqual(30 * 24 * 60 * 60);
      const stored = await admin.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(key);
      expect(stored?.equals(bytes!)).toBe(true);
      expect(await admin.client.exists(`${runPrefix}lock:${hash}-320.avif`)).toBe(0);
    } finally {
      await admin.close();
    }
  });

  it('does not put a variant over the size cap in Redis, and still serves it', async () => {
    const a = createVariantCache({ shared: shared({ maxItemBytes: 16 }) });
    const hash = newHash();
    const loader = counted();
    expect((await ask(a, hash, loader))!.length).toBeGreaterThan(16);
    expect(loader.calls).toBe(1);
    const admin = openRedis({ url: TEST_REDIS_URL, onError: () => {} });
    await admin.ready;
    try {
      expect(await admin.client.exists(`${runPrefix}${hash}-160.webp`)).toBe(0);
    } finally {
      await admin.close();
    }
  });

  it('makes a variant itself when the instance holding its lock never delivers (it died)', async () => {
    const hash = newHash();
    const admin = openRedis({ url: TEST_REDIS_URL, onError: () => {} });
    await admin.ready;
    try {
      // Another instance took the lock a minute long, then died.
      await admin.client.set(`${runPrefix}lock:${hash}-160.webp`, 'gone', {
        expiration: { type: 'PX', value: 60_000 },
      });
    } finally {
      await admin.close();
    }
    const cache = createVariantCache({ shared: shared({ waitMs: 300 }) });
    const loader = counted();
    expect(await ask(cache, hash, loader)).toBeInstanceOf(Buffer);
    expect(loader.calls).toBe(1);
  });

  it('stops waiting when the holder finds no original, and answers none as well', async () => {
    const a = createVariantCache({ shared: shared() });
    const b = createVariantCache({ shared: shared() });
    const hash = newHash();
    const none = async () => {
      await new Promise((r) => setTimeout(r, 100));
      return undefined;
    };
    expect(await Promise.all([ask(a, hash, none), ask(b, hash, none)])).toEqual([undefined, undefined]);
  });
});

describe('photo variants when Redis fails', () => {
  it('serves the image when Redis cannot be reached, and says so once', async () => {
    const warnings: string[] = [];
    const cache = createVariantCache({
      shared: shared({ url: await unreachableRedisUrl(), warn: (event) => warnings.push(event) }),
    });
    const loader = counted();
    expect(await ask(cache, newHash(), loader)).toBeInstanceOf(Buffer);
    expect(await ask(cache, newHash(), loader)).toBeInstanceOf(Buffer);
    expect(loader.calls).toBe(2);
    expect(warnings).toEqual(['photo_cache_redis_unavailable']);
  });

  it('serves the image when every Redis command throws, and says so once', async () => {
    const warnings: string[] = [];
    const failing = new Proxy(
      {},
      {
        get: (_, name) => {
          if (name === 'isReady') return true;
          if (name === 'withTypeMapping') return () => failing;
          return () => {
            throw new Error('redis exploded');
          };
        },
      },
    );
    const cache = createVariantCache({
      shared: openSharedVariants({
        open: () => ({ client: failing as never, ready: Promise.resolve(), close: async () => {} }),
        warn: (event) => warnings.push(event),
      }),
    });
    const loader = counted();
    expect(await ask(cache, newHash(), loader)).toBeInstanceOf(Buffer);
    expect(await ask(cache, newHash(), loader)).toBeInstanceOf(Buffer);
    expect(loader.calls).toBe(2);
    expect(warnings).toEqual(['photo_cache_redis_failed']);
  });
});
