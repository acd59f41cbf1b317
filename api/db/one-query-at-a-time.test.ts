/**
 * A connection of the API's sends a query only after the one before it has answered
 * (one-query-at-a-time.ts): node-postgres deprecates queueing them (pg@9 refuses it). Watched on
 * node-postgres' own `query`, on PostgreSQL (PGlite has one connection and no such queue; the
 * tests need DATABASE_URL): a transaction's reads asked together, a bulk job's, and the seed, which
 * runs in one transaction.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBulkConnection } from './bulk.ts';
import { type Database, openDatabase, pgConnection, rowsOf } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';

const adminUrl = process.env.DATABASE_URL;

type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[] };

/** The queries sent on a connection still busy with another, from now until `stop()`. */
function watchOverlaps() {
  const query = pg.Client.prototype.query;
  const overlaps: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
    if ((this._activeQuery ?? null) !== null || (this._queryQueue?.length ?? 0) > 0) {
      const config = args[0] as string | { text?: string };
      overlaps.push(String(typeof config === 'string' ? config : config?.text).slice(0, 120));
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    overlaps,
    stop: () => {
      pg.Client.prototype.query = query;
    },
  };
}

/** Four reads asked together, each a moment long, answering their own number. */
const fourTogether = (db: Pick<Database['db'], 'execute'>) =>
  Promise.all(
    [1, 2, 3, 4].map(async (n) =>
      Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT ${n}::int AS n, pg_sleep(0.01)`))[0]!.n),
    ),
  );

describe.skipIf(!adminUrl)('one query at a time on a connection (PostgreSQL; set DATABASE_URL)', () => {
  const name = `koffie_test_queries_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let database: Database;

  beforeAll(async () => {
    admin = new pg.Client(pgConnection(adminUrl!));
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it('a transaction sends the reads asked together one after another, and each gets its answer', async () => {
    const watch = watchOverlaps();
    let answers: number[];
    try {
      answers = await database.db.transaction((tx) => fourTogether(tx));
    } finally {
      watch.stop();
    }
    expect(answers).toEqual([1, 2, 3, 4]);
    expect(watch.overlaps).toEqual([]);
  });

  it('a failed query does not hold up the one asked after it', async () => {
    const outcomes = await database.db.transaction(async (tx) => {
      const settled = await Promise.allSettled([
        tx.execute(sql`SELECT 1 / 0`),
        tx.execute(sql`SELECT 2 AS n`),
      ]);
      return settled.map((s) =>
        s.status === 'rejected' ? String((s.reason as Error).cause ?? s.reason) : 'answered',
      );
    });
    // The second is sent once the first has failed, and PostgreSQL refuses it as it would have
    // without the queue: the failed statement aborted the transaction.
    expect(outcomes).toEqual([
      expect.stringContaining('division by zero'),
      expect.stringContaining('current transaction is aborted'),
    ]);
  });

  it('a bulk job’s connection does the same', async () => {
    const watch = watchOverlaps();
    let answers: number[];
    try {
      answers = await withBulkConnection(database, (db) => fourTogether(db));
    } finally {
      watch.stop();
    }
    expect(answers).toEqual([1, 2, 3, 4]);
    expect(watch.overlaps).toEqual([]);
  });

  it('the seed (one transaction) sends one query at a time', async () => {
    await migrateDatabase(database);
    const watch = watchOverlaps();
    try {
      await seedDatabase(database.db);
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toEqual([]);
  }, 120_000);
});
