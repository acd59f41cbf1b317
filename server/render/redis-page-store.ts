/**
 * The page cache's shared store: anonymous pages kept in Redis, so every storefront instance behind
 * a load balancer serves what one of them rendered (REDIS_URL; decision 013).
 *
 * - One value per key: a 4-byte header length, the header as JSON (status, content type, sizes,
 *   when rendered, the length of each part and of each deflate segment) and the parts (the document
 *   split at its nonce) as raw bytes, then the same parts as raw deflate segments (gzip-hit.ts),
 *   compressed once when stored, so a browser's hit on any instance compresses nothing. Anything
 *   that does not decode is a miss; a value without segments (written before they were kept) is a
 *   page whose segments are made on its hit.
 * - Keys carry the API's data version (the page cache puts it first), so a new version never
 *   reads an old page; old keys expire with their TTL (fresh + stale), `clear()` has nothing to do.
 * - Redis is a cache, never a dependency: while it is unreachable, slow (each command has a
 *   deadline) or answers an error, `get` is a miss and `set` is skipped; the connection is the
 *   API's (api/lib/redis.ts: reconnects in the background, fails commands at once while down) and a
 *   warning is logged at most once per interval.
 */
import { RESP_TYPES } from '@redis/client';
import { openRedis, withDeadline } from '../../api/lib/redis.ts';
import type { Logger } from '../logger.ts';
import { deflateSegments } from './gzip-hit.ts';
import type { CachedPage, PageStore } from './page-cache.ts';

interface RedisPageStoreOptions {
  url: string;
  /** Prefix of every key (several shops may share one Redis). */
  prefix?: string;
  /** Longest a GET or SET may take before it counts as a miss (ms). */
  timeoutMs?: number;
  log?: Pick<Logger, 'warn'>;
  /** Least time between two "unavailable" warnings (ms). */
  warnEveryMs?: number;
}

export type RedisPageStore = PageStore & {
  /** Resolves once the first connection attempt has ended (connected or not). */
  readonly ready: Promise<void>;
  readonly connected: boolean;
};

/** Largest header we accept when decoding (a real one is well under 1 KB). */
const maxHeaderBytes = 64 * 1024;

interface Header {
  status: number;
  contentType: string;
  bytes: number;
  nonceBytes: number;
  storedAt: number;
  parts: number[];
  segments?: number[];
}

export function encodePage(page: CachedPage): Buffer {
  const segments = page.segments ?? deflateSegments(page.parts);
  const header: Header = {
    status: page.status,
    contentType: page.contentType,
    bytes: page.bytes,
    nonceBytes: page.nonceBytes,
    storedAt: page.storedAt,
    parts: page.parts.map((part) => part.length),
    segments: segments.map((segment) => segment.length),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  return Buffer.concat([length, json, ...page.parts, ...segments]);
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/** The page in a stored value, or undefined when the value is not one of ours. */
export function decodePage(value: Buffer): CachedPage | undefined {
  if (value.length < 4) return undefined;
  const headerBytes = value.readUInt32BE(0);
  if (headerBytes > maxHeaderBytes || 4 + headerBytes > value.length) return undefined;
  let header: Header;
  try {
    header = JSON.parse(value.subarray(4, 4 + headerBytes).toString('utf8'));
  } catch {
    return undefined;
  }
  if (
    !header ||
    typeof header !== 'object' ||
    (header.status !== 200 && header.status !== 404) ||
    typeof header.contentType !== 'string' ||
    !isCount(header.bytes) ||
    !isCount(header.nonceBytes) ||
    !isCount(header.storedAt) ||
    !Array.isArray(header.parts) ||
    header.parts.length === 0 ||
    !header.parts.every(isCount) ||
    (header.segments !== undefined &&
      (!Array.isArray(header.segments) ||
        header.segments.length !== header.parts.length ||
        !header.segments.every(isCount)))
  )
    return undefined;
  let at = 4 + headerBytes;
  const slices = (lengths: number[]): Buffer[] | undefined => {
    const out: Buffer[] = [];
    for (const length of lengths) {
      if (at + length > value.length) return undefined;
      out.push(value.subarray(at, at + length));
      at += length;
    }
    return out;
  };
  const parts = slices(header.parts);
  const segments = header.segments ? slices(header.segments) : undefined;
  if (!parts || (header.segments && !segments) || at !== value.length) return undefined;
  return {
    status: header.status,
    contentType: header.contentType,
    bytes: header.bytes,
    nonceBytes: header.nonceBytes,
    storedAt: header.storedAt,
    parts,
    ...(segments ? { segments } : {}),
  };
}

export function createRedisPageStore({
  url,
  prefix = 'storefront:page:',
  timeoutMs = 100,
  log,
  warnEveryMs = 60_000,
}: RedisPageStoreOptions): RedisPageStore {
  let lastWarning = Number.NEGATIVE_INFINITY;
  /** One warning per interval, whichever the trouble. */
  const warn = (event: string, err: unknown) => {
    const now = Date.now();
    if (now - lastWarning < warnEveryMs) return;
    lastWarning = now;
    log?.warn(event, { err: err instanceof Error ? err.message : String(err) });
  };
  const connection = openRedis({ url, onError: (err) => warn('page_cache_redis_unavailable', err) });
  const { client } = connection;
  const buffers = client.withCommandOptions({ typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } });

  return {
    ready: connection.ready,
    get connected() {
      return connection.connected;
    },

    async get(key) {
      if (!client.isReady) return undefined;
      try {
        const value = (await withDeadline(buffers.get(prefix + key), timeoutMs)) as Buffer | null;
        if (!value) return undefined;
        return decodePage(value);
      } catch (err) {
        warn('page_cache_redis_failed', err);
        return undefined;
      }
    },

    async set(key, page, ttlMs) {
      if (!client.isReady) return;
      try {
        await withDeadline(
          buffers.set(prefix + key, encodePage(page), {
            expiration: { type: 'PX', value: Math.max(1, ttlMs) },
          }),
          timeoutMs,
        );
      } catch (err) {
        warn('page_cache_redis_failed', err);
      }
    },

    // The data version is part of every key: pages of an older version are never asked for again
    // and expire on their own.
    clear() {},

    close: () => connection.close(),
  };
}
