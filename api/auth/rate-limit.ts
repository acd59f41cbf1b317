/**
 * Fixed-window counters per key (login attempts, reset requests): at most `max` hits per
 * `windowMs`. Two stores:
 *  - in this process's memory (the default): bounded, expired keys dropped as they are met and,
 *    past `maxKeys`, the oldest key goes;
 *  - in Redis (REDIS_URL; decision 026), shared by every API instance, so that a client cannot get
 *    ten tries per instance by being balanced across them. One key per counter
 *    (`<prefix><limit>:<sha256 of the key>`: no e-mail address or IP in Redis), created with the
 *    window as its TTL (`SET NX PX`) and counted with `INCR` in one transaction.
 * Redis is never a single point of failure: while it is unreachable, slow (each command has a
 * deadline) or failing, each limit counts in process memory instead (per instance, as before),
 * and a warning is logged at most once a minute.
 */
import { createHash } from 'node:crypto';
import { openRedis, withDeadline } from '../lib/redis.ts';
import { throttledWarning } from '../lib/throttled-warning.ts';

/** A limit in this process's memory (synchronous). */
interface RateLimit {
  /** Whether the key is over its limit now, and for how many seconds it stays so. */
  check(key: string): { limited: boolean; retryAfterS: number };
  /** Counts one hit. */
  hit(key: string): void;
  /** Forgets a key (a successful login clears its failures). */
  reset(key: string): void;
}

/** A limit that may live in Redis: the same three operations, asynchronous. */
export interface SharedRateLimit {
  check(key: string): Promise<{ limited: boolean; retryAfterS: number }>;
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LimitSettings {
  max: number;
  windowMs: number;
}

/** Makes the named limits of a service (`loginPerEmail`…) on one store. */
export type RateLimitFactory = (name: string, settings: LimitSettings) => SharedRateLimit;

/** The memory store behind the shared interface (one process; the default). */
export function memoryRateLimits(now: () => number = () => Date.now()): RateLimitFactory {
  return (_name, settings) => {
    const memory = createRateLimit({ ...settings, now });
    return {
      check: async (key) => memory.check(key),
      hit: async (key) => memory.hit(key),
      reset: async (key) => memory.reset(key),
    };
  };
}

export function createRateLimit({
  max,
  windowMs,
  maxKeys = 100_000,
  now = () => Date.now(),
}: LimitSettings & { maxKeys?: number; now?: () => number }): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && now() - w.start >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    check(key) {
      const w = current(key);
      if (!w || w.count < max) return { limited: false, retryAfterS: 0 };
      return { limited: true, retryAfterS: Math.max(1, Math.ceil((w.start + windowMs - now()) / 1000)) };
    },
    hit(key) {
      const w = current(key);
      if (w) {
        w.count++;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { start: now(), count: 1 });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

interface RedisRateLimitsOptions {
  url: string;
  /** Prefix of every key (several shops, or test runs, may share one Redis). */
  prefix?: string;
  /** Longest a command may take before this instance counts in memory instead (ms). */
  timeoutMs?: number;
  /** Warnings (Redis unreachable, a command failed), at most one per `warnEveryMs`. */
  warn?: (event: string, fields: Record<string, unknown>) => void;
  warnEveryMs?: number;
}

export interface RedisRateLimits {
  /** A limit counted in Redis, with a memory limit of the same settings as its fallback. */
  limit: RateLimitFactory;
  /** Resolves once the first connection attempt has ended (connected or not). */
  readonly ready: Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}

export function createRedisRateLimits({
  url,
  prefix = 'shop:ratelimit:',
  timeoutMs = 200,
  warn,
  warnEveryMs = 60_000,
}: RedisRateLimitsOptions): RedisRateLimits {
  const warnOnce = throttledWarning(warn, warnEveryMs);
  // Reconnecting is the connection's job; an error is only worth a (throttled) warning.
  const connection = openRedis({ url, onError: (err) => warnOnce('rate_limit_redis_unavailable', err) });
  const { client } = connection;

  /** Redis when it is ready and answers in time; the memory limit otherwise. */
  const either = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (!client.isReady) return local();
    try {
      return await withDeadline(shared(), timeoutMs);
    } catch (err) {
      warnOnce('rate_limit_redis_failed', err);
      return local();
    }
  };

  const limit: RateLimitFactory = (name, settings) => {
    const memory = memoryRateLimits()(name, settings);
    const keyOf = (key: string) =>
      `${prefix}${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
    return {
      check: (key) =>
        either(
          async () => {
            const [count, ttl] = (await client
              .multi()
              .get(keyOf(key))
              .pTTL(keyOf(key))
              .exec()) as unknown as [string | null, number];
            if (Number(count ?? 0) < settings.max) return { limited: false, retryAfterS: 0 };
            // A key without a TTL (-1) should not exist; treat it as a whole window.
            const ms = ttl > 0 ? ttl : settings.windowMs;
            return { limited: true, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
          },
          () => memory.check(key),
        ),
      hit: (key) =>
        either(
          async () => {
            await client
              .multi()
              .set(keyOf(key), '0', { condition: 'NX', expiration: { type: 'PX', value: settings.windowMs } })
              .incr(keyOf(key))
              .exec();
          },
          () => memory.hit(key),
        ),
      reset: (key) =>
        either(
          async () => {
            await client.del(keyOf(key));
            await memory.reset(key);
          },
          () => memory.reset(key),
        ),
    };
  };

  return {
    limit,
    ready: connection.ready,
    get connected() {
      return connection.connected;
    },
    close: () => connection.close(),
  };
}
