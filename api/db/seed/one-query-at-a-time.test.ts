/**
 * The seed runs in one transaction, so on one connection: queries sent together there are queued by
 * node-postgres, which deprecates it (pg@9 refuses it). Seeding a fresh PostgreSQL database must
 * send each query only after the one before it has answered. (PGlite has one connection and no such
 * queue; the test needs DATABASE_URL.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgConnection } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from './index.ts';

const adminUrl = process.env.DATABASE_URL;

/** Counts queries sent on a connection that is still busy with another, until `stop()`. */
function watchOverlaps() {
  const query = pg.Client.prototype.query;
  const overlaps: string[] = [];
  pg.Client.prototype.query = function (
    this: pg.Client & { activeQuery?: unknown; queryQueue?: unknown[] },
    ...args: unknown[]
  ) {
    if (this.activeQuery || (this.queryQueue?.length ?? 0) > 0) {
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

describe.skipIf(!adminUrl)('seeding PostgreSQL (set DATABASE_URL)', () => {
  it('sends one query at a time on its transaction’s connection', async () => {
    const name = `koffie_test_seed_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(adminUrl!);
    const admin = new pg.Client(pgConnection(adminUrl!));
    await admin.connect();
    await admin.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const watch = watchOverlaps();
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
    } finally {
      watch.stop();
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    expect(watch.overlaps).toEqual([]);
  }, 120_000);
});
