/**
 * Bulk jobs (decision 074): migrating, seeding, growing the catalogue, counting the stored facets,
 * indexing products that have no search document. On PostgreSQL each runs on a connection of its
 * own, opened for the job and ended after it, without the request pool's timeouts (a statement
 * timeout of 5 s and a client-side query timeout of 6 s guard requests; a bulk statement may take
 * longer on a busy or slower host and must still finish). Its work is bounded by its batches
 * instead. On PGlite (one connection, no timeouts) the job runs on the database's own Drizzle db:
 * the same code path.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client.ts';
import { oneQueryAtATime } from './one-query-at-a-time.ts';
import * as schema from './schema.ts';

/** How a bulk job's backend shows in pg_stat_activity. */
export const BULK_APPLICATION_NAME = 'koffie-api-bulk';

/**
 * The bulk connection's settings: the pool's server and options (no JIT), with no statement
 * timeout (set explicitly: a role's or a server's default does not apply to it), no client-side
 * query timeout, and TCP keep-alive so a server that vanished is noticed.
 */
export function bulkConnectionConfig(pool: pg.Pool): pg.ClientConfig {
  const { connectionString, options } = pool.options;
  return {
    connectionString,
    options: [options, '-c statement_timeout=0'].filter(Boolean).join(' '),
    application_name: BULK_APPLICATION_NAME,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** Runs `fn` with a Drizzle db on a connection of its own (PostgreSQL), or the database's (PGlite). */
export async function withBulkConnection<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  if (!database.pool) return fn(database.db);
  const client = oneQueryAtATime(new pg.Client(bulkConnectionConfig(database.pool)));
  // A lost connection fails the job's statement (which the job reports), never the process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `withBulkConnection` holding a PostgreSQL advisory lock on that same connection, so several API
 * instances starting at once migrate, seed and grow one after another; the others wait for it as
 * long as it takes (no timeout on this connection), and a job whose connection is lost lets go
 * of the lock with it. PGlite has one connection: it just runs `fn`.
 */
export async function withBulkLock<T>(
  database: Database,
  key: string,
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  return withBulkConnection(database, async (db) => {
    if (!database.pool) return fn(db);
    await db.execute(sql`select pg_advisory_lock(hashtext(${key}))`);
    try {
      return await fn(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(hashtext(${key}))`).catch(() => {});
    }
  });
}
