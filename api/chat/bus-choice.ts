/**
 * Which bus the chat's events travel between API instances by (decision 043):
 *  - the embedded database (PGlite): none. PGlite allows one process per data directory, so this
 *    process's hub is all there is, even with REDIS_URL (a storefront's embedded API with Redis for
 *    its page cache must not hear another shop's conversations, whose ids are the same numbers);
 *  - PostgreSQL with REDIS_URL: Redis pub/sub, on a channel named after the database, so that shops
 *    (and test databases) sharing one Redis stay apart;
 *  - PostgreSQL without Redis: LISTEN/NOTIFY (notifications stay within their database by nature).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import type { BusWarn, ChatBus } from './bus.ts';
import { createPostgresChatBus } from './postgres-bus.ts';
import { createRedisChatBus } from './redis-bus.ts';

/**
 * The Redis channel of the shop whose database the pool opens: a hash of its host, port and
 * database name (no credentials), the same for every instance configured with that DATABASE_URL.
 */
export function redisChannelFor(options: pg.PoolConfig): string {
  let target = `${options.host ?? ''}:${options.port ?? ''}/${options.database ?? ''}`;
  if (options.connectionString) {
    try {
      const url = new URL(options.connectionString);
      target = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
    } catch {
      target = options.connectionString;
    }
  }
  return `shop:chat:${createHash('sha256').update(target).digest('hex').slice(0, 16)}`;
}

export function chooseChatBus({
  redisUrl,
  database,
  warn,
}: {
  redisUrl?: string;
  database: Pick<Database, 'pool'>;
  warn?: BusWarn;
}): ChatBus | undefined {
  const { pool } = database;
  if (!pool) return undefined;
  if (redisUrl) return createRedisChatBus({ url: redisUrl, channel: redisChannelFor(pool.options), warn });
  return createPostgresChatBus({ pool, warn });
}
