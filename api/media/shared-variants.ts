/**
 * The photos' variants shared by every API instance (issue 41, decision 097): with REDIS_URL an
 * encoded variant is kept in Redis too, so that an instance behind the same load balancer takes
 * it from there instead of encoding it again, and a variant nobody has yet is encoded once across
 * instances: the first takes a short lock (SET NX PX) and encodes; the others poll Redis for its
 * result, a bounded while, and encode it themselves when it does not come (that instance died).
 *
 * - Binary values under a key prefix, each with a TTL (30 days), and none over `maxItemBytes`
 *   (a huge variant stays in the instance's memory and disk only).
 * - Redis is never needed to serve a photo: not connected, an error or no answer in `timeoutMs`
 *   is a miss (or a lock held), so the instance encodes locally; said at warn at most once a
 *   minute per kind of trouble.
 * - Its own connection (lib/redis.ts, as the rate limits' and the chat bus's), opened on first
 *   use: an API that never serves a photo never connects.
 */
import { randomBytes } from 'node:crypto';
import { RESP_TYPES } from '@redis/client';
import { apiLog } from '../lib/log.ts';
import { openRedis, withDeadline } from '../lib/redis.ts';
import { throttledWarning } from '../lib/throttled-warning.ts';

/** A lock taken: its holder encodes, stores the result (`set`), then releases it. */
export interface VariantLock {
  release(): Promise<void>;
}

export interface SharedVariants {
  /** The variant kept by some instance; undefined when none is (or Redis does not answer). */
  get(key: string): Promise<Buffer | undefined>;
  /** Keeps a variant for every instance (not one over the size cap); never throws. */
  set(key: string, bytes: Buffer): Promise<void>;
  /**
   * The right to encode `key`: a lock to release after `set`, or undefined when another instance
   * holds it (then `wait`). Without Redis a lock that holds nothing: encode locally.
   */
  lock(key: string): Promise<VariantLock | undefined>;
  /** The variant the lock's holder makes, polled for; undefined when it gave up, died or Redis fails. */
  wait(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

type Connection = Pick<ReturnType<typeof openRedis>, 'client' | 'ready' | 'close'>;

export interface SharedVariantsOptions {
  /** Opens the connection (on first use); default `openRedis` at `url`. */
  open?: (onError: (err: unknown) => void) => Connection;
  url?: string;
  prefix?: string;
  ttlSeconds?: number;
  /** A variant larger than this is not put in Redis (default 1 MB). */
  maxItemBytes?: number;
  /** How long a lock holds (the longest an encode may take before another instance tries). */
  lockMs?: number;
  /** How long a waiting instance polls for the holder's result at most (default `lockMs`). */
  waitMs?: number;
  pollMs?: number;
  /** A command without an answer in this long counts as failed. */
  timeoutMs?: number;
  warn?: (event: string, fields: Record<string, unknown>) => void;
}

/** Redis not answering: encode locally, as if no other instance could be making it. */
const noLock: VariantLock = { release: async () => {} };
/** Deletes the lock only when it is still this holder's (it may have expired and been retaken). */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openSharedVariants({
  open,
  url,
  prefix = 'shop:photo:',
  ttlSeconds = 30 * 24 * 60 * 60,
  maxItemBytes = 1024 * 1024,
  lockMs = 15_000,
  waitMs = lockMs,
  pollMs = 50,
  timeoutMs = 1000,
  warn = (event, fields) => apiLog().warn(event, fields),
}: SharedVariantsOptions): SharedVariants {
  const warnOnce = throttledWarning(warn);
  const connect = open ?? ((onError) => openRedis({ url: url!, onError, name: 'shop-api-photo-variants' }));
  let connection: Connection | undefined;
  let binary: ReturnType<typeof asBinary> | undefined;
  // Replies as Buffers: a variant is binary.
  const asBinary = (c: Connection) => c.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

  /** The client once connected (first use waits for the first attempt); undefined while not. */
  async function redis() {
    if (!connection) {
      connection = connect((err) => warnOnce('photo_cache_redis_unavailable', err));
      binary = asBinary(connection);
    }
    await connection.ready;
    return connection.client.isReady ? binary : undefined;
  }

  /** The command's answer, or `fallback` when Redis is not connected, fails or is slow. */
  async function attempt<T>(
    command: (client: NonNullable<Awaited<ReturnType<typeof redis>>>) => Promise<T>,
    fallback: T,
  ): Promise<T> {
    try {
      const client = await redis();
      return client ? await withDeadline(command(client), timeoutMs) : fallback;
    } catch (err) {
      warnOnce('photo_cache_redis_failed', err);
      return fallback;
    }
  }

  const valueKey = (key: string) => `${prefix}${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  const asBuffer = (value: unknown) => (Buffer.isBuffer(value) && value.length > 0 ? value : undefined);

  return {
    get: (key) => attempt(async (client) => asBuffer(await client.get(valueKey(key))), undefined),

    async set(key, bytes) {
      if (bytes.length > maxItemBytes) return;
      await attempt(
        (client) => client.set(valueKey(key), bytes, { expiration: { type: 'EX', value: ttlSeconds } }),
        null,
      );
    },

    async lock(key) {
      const token = randomBytes(12).toString('base64url');
      const taken = await attempt<unknown>(
        (client) =>
          client.set(lockKey(key), token, { condition: 'NX', expiration: { type: 'PX', value: lockMs } }),
        'failed',
      );
      if (taken === null) return undefined; // another instance holds it
      if (taken === 'failed') return noLock;
      return {
        release: async () => {
          await attempt((client) => client.eval(RELEASE, { keys: [lockKey(key)], arguments: [token] }), 0);
        },
      };
    },

    async wait(key) {
      const until = Date.now() + waitMs;
      while (Date.now() < until) {
        await sleep(pollMs);
        // The lock first: its holder stores the variant before releasing it, so a lock gone means
        // the value read next is there, or will not come.
        const held = await attempt(async (client) => (await client.exists(lockKey(key))) === 1, false);
        const value = await attempt(async (client) => asBuffer(await client.get(valueKey(key))), undefined);
        if (value || !held) return value;
      }
      return undefined;
    },

    async close() {
      await connection?.close();
    },
  };
}
