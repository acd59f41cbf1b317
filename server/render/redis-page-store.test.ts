/**
 * The Redis page store on its own: the stored format, and against the local Redis (skipped where
 * none runs) expiry, foreign values and a slow server. The shop-level cases (two instances sharing
 * pages, audiences apart, Redis down) are in page-cache.test.ts.
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { createClient } from '@redis/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeIfReachable, TEST_REDIS_URL } from '../../api/testing/reachable.ts';
import { deflateSegments, gzipHitBody } from './gzip-hit.ts';
import { type CachedPage, toCachedPage } from './page-cache.ts';
import { createRedisPageStore, decodePage, encodePage, type RedisPageStore } from './redis-page-store.ts';

const REDIS_URL = TEST_REDIS_URL;
const describeWithRedis = await describeIfReachable('Redis', REDIS_URL, describe);

const page = (): CachedPage =>
  toCachedPage(
    {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      html: Buffer.from(
        '<html><script nonce="N0NCE">x</script><p>ü ☕</p><script nonce="N0NCE"></script></html>',
      ),
      nonce: 'N0NCE',
    },
    1_700_000_000_000,
  );

/** A page as the store gives it back: with its deflate segments. */
const withSegments = (p: CachedPage): CachedPage => ({ ...p, segments: deflateSegments(p.parts) });

describe('the stored format', () => {
  it('gives back the page it was given, parts and all, with its deflate segments', () => {
    const original = page();
    expect(original.parts).toHaveLength(3);
    const decoded = decodePage(encodePage(original));
    expect(decoded).toEqual(withSegments(original));
  });

  it("serves a decoded page's gzip hit from the stored segments, compressing nothing", () => {
    const decoded = decodePage(encodePage(page()));
    if (!decoded) throw new Error('no page');
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      const body = gzipHitBody(decoded, 'fresh-nonce');
      expect(deflate).not.toHaveBeenCalled();
      expect(zlib.gunzipSync(body).toString('utf8')).toBe(
        '<html><script nonce="fresh-nonce">x</script><p>ü ☕</p><script nonce="fresh-nonce"></script></html>',
      );
    } finally {
      deflate.mockRestore();
    }
  });

  it('reads a value stored without segments (before they were kept) as a page that makes them on its hit', () => {
    const original = page();
    const header = {
      status: original.status,
      contentType: original.contentType,
      bytes: original.bytes,
      nonceBytes: original.nonceBytes,
      storedAt: original.storedAt,
      parts: original.parts.map((p) => p.length),
    };
    const json = Buffer.from(JSON.stringify(header));
    const len = Buffer.alloc(4);
    len.writeUInt32BE(json.length);
    const decoded = decodePage(Buffer.concat([len, json, ...original.parts]));
    expect(decoded).toEqual(original);
    if (!decoded) throw new Error('no page');
    expect(zlib.gunzipSync(gzipHitBody(decoded, 'n')).toString('utf8')).toContain('<script nonce="n">x');
  });

  it('treats anything else as a miss', () => {
    const good = encodePage(page());
    /** A value with the good page's header changed by `change`, and `tail` bytes after it. */
    const withHeader = (change: Record<string, unknown>, tail: number) => {
      const at = good.readUInt32BE(0);
      const json = Buffer.from(
        JSON.stringify({ ...JSON.parse(good.subarray(4, 4 + at).toString()), ...change }),
      );
      const len = Buffer.alloc(4);
      len.writeUInt32BE(json.length);
      const parts = page().parts;
      return Buffer.concat([len, json, ...parts, Buffer.alloc(tail)]);
    };
    const header = Buffer.from(
      JSON.stringify({ status: 500, contentType: 'x', bytes: 1, nonceBytes: 1, storedAt: 1, parts: [1] }),
    );
    const len = Buffer.alloc(4);
    len.writeUInt32BE(header.length);
    for (const value of [
      Buffer.alloc(0),
      Buffer.from('abc'),
      Buffer.from('hello, world'),
      good.subarray(0, good.length - 1), // truncated
      Buffer.concat([good, Buffer.from('x')]), // trailing bytes
      Buffer.concat([len, header, Buffer.from('x')]), // a status we never store
      Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2, 3]), // header longer than the value
      withHeader({ segments: [1, 2] }, 3), // segments that do not match the parts
      withHeader({ segments: 'x' }, 3),
      withHeader({ segments: [1, 1, 1] }, 2), // segments longer than the value
    ]) {
      expect(decodePage(value)).toBeUndefined();
    }
  });
});

describeWithRedis('against the local Redis', () => {
  const prefix = `test:${randomUUID()}:`;
  const stores: RedisPageStore[] = [];
  const open = async (options: { url?: string; timeoutMs?: number } = {}) => {
    const store = createRedisPageStore({
      url: options.url ?? REDIS_URL,
      prefix,
      timeoutMs: options.timeoutMs,
    });
    stores.push(store);
    await store.ready;
    return store;
  };
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close?.()));
  });

  it('stores, reads back and expires pages under its prefix', async () => {
    const store = await open();
    // A minute to live while it is inspected, however slow the host; expiry is checked below.
    await store.set('a', page(), 60_000);
    expect(await store.get('a')).toEqual(withSegments(page()));
    expect(await store.get('b')).toBeUndefined();
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      expect(await raw.exists(`${prefix}a`)).toBe(1);
      const ttl = await raw.pTTL(`${prefix}a`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      // A value someone else wrote under our key is a miss, not an error.
      await raw.set(`${prefix}foreign`, 'not a page');
      expect(await store.get('foreign')).toBeUndefined();
    } finally {
      await raw.close();
    }
    await store.set('brief', page(), 50);
    await expect.poll(() => store.get('brief'), { timeout: 10_000 }).toBeUndefined();
    expect(await store.get('a')).toEqual(withSegments(page()));
  });

  it('answers a miss within its deadline when Redis is slow', async () => {
    const store = await open({ timeoutMs: 50 });
    await store.set('slow', page(), 5000);
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      // Redis holds every client's commands for 400 ms: the stored page read as a miss is the
      // store's own deadline (50 ms) answering, not Redis.
      await raw.sendCommand(['CLIENT', 'PAUSE', '400', 'ALL']);
      expect(await store.get('slow')).toBeUndefined();
      await store.set('slow2', page(), 5000);
    } finally {
      await raw.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
      await raw.close();
    }
    // Afterwards the same connection serves again.
    expect(await store.get('slow')).toEqual(withSegments(page()));
  });

  it('is a miss and a no-op while unreachable', async () => {
    const store = await open({ url: 'redis://127.0.0.1:1' });
    expect(store.connected).toBe(false);
    await store.set('a', page(), 1000);
    expect(await store.get('a')).toBeUndefined();
  });
});
