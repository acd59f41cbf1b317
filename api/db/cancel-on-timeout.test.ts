/**
 * A request whose query the client gives up on also ends that query on the server (issue 37):
 * node-postgres' query_timeout only stops waiting, so without cancel-on-timeout.ts the backend
 * went on running it and the connection's next queries waited behind it. PostgreSQL only (PGlite
 * has no timeouts).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, pgConnection } from './client.ts';

const url = process.env.DATABASE_URL;
const describePostgres = url
  ? describe
  : (name: string, fn: () => void) =>
      describe.skip(`${name} (skipped: set DATABASE_URL=postgresql://127.0.0.1:5432/test to run)`, fn);

describePostgres('a query the client gives up on (PostgreSQL)', () => {
  let database: Database;
  let observer: pg.Client;
  beforeAll(async () => {
    // One connection, so the next query after a timeout goes to the same backend; the client's
    // timer (300 ms) fires long before the server's statement timeout would.
    database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    database.pool!.options.query_timeout = 300;
    database.pool!.options.statement_timeout = 60_000;
    observer = new pg.Client(pgConnection(url!));
    await observer.connect();
  });
  afterAll(async () => {
    await database?.close();
    await observer?.end();
  });

  /** Backends still running a statement that holds `tag`. */
  const running = async (tag: string) =>
    (
      await observer.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
        [tag],
      )
    ).rows;
  const tagged = () => `give_up_${randomBytes(6).toString('hex')}`;

  it('is cancelled on the server, and the connection answers the next query', {
    timeout: 30_000,
  }, async () => {
    const tag = tagged();
    await expect(database.db.execute(sql.raw(`SELECT pg_sleep(20) AS ${tag}`))).rejects.toThrow();
    await vi.waitFor(async () => expect(await running(tag)).toEqual([]), { timeout: 10_000, interval: 100 });
    await database.db.execute(sql`SELECT 1`);
  });

  it('is cancelled inside a transaction that lifted its statement timeout, which then rolls back', {
    timeout: 30_000,
  }, async () => {
    const tag = tagged();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL statement_timeout = 0`);
        await tx.execute(sql.raw(`SELECT pg_sleep(20) AS ${tag}`));
      }),
    ).rejects.toThrow();
    await vi.waitFor(async () => expect(await running(tag)).toEqual([]), { timeout: 10_000, interval: 100 });
    // The same connection (pool of one) is free again, outside any transaction.
    const answer = await database.db.execute(sql`SELECT now() = statement_timestamp() AS outside`);
    expect((answer as unknown as { rows: { outside: boolean }[] }).rows[0]?.outside).toBe(true);
  });
});
