/**
 * Bulk jobs run without the request pool's timeouts (issue 37, decision 074): with the pool's
 * statement timeout at 50 ms and its query timeout at 100 ms, far below what a batch of the grow,
 * the stored facets' count or a wait for another instance's lock takes, every bulk job still
 * finishes, while a request's query of the same length is stopped. PostgreSQL only (PGlite has
 * no timeouts, and runs the same code on its one connection).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoredFacets } from '../listing/stored-facets.ts';
import { catchUpSearchDocuments } from '../search/documents.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.ts';
import { BULK_APPLICATION_NAME, withBulkConnection } from './bulk.ts';
import { type Database, openDatabase, pgConnection, rowsOf } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { growCatalogue } from './seed/grow-catalogue.ts';
import { seedIfEmpty } from './seed/index.ts';

const describePostgres = process.env.DATABASE_URL
  ? describe
  : (name: string, fn: () => void) =>
      describe.skip(`${name} (skipped: set DATABASE_URL=postgresql://127.0.0.1:5432/test to run)`, fn);

describePostgres('bulk jobs on PostgreSQL, with the request timeouts at 50 / 100 ms', () => {
  let test: TestDatabase;
  let database: Database;
  let observer: pg.Client;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    const url = test.database.pool!.options.connectionString!;
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    database.pool!.options.statement_timeout = 50;
    database.pool!.options.query_timeout = 100;
    observer = new pg.Client(pgConnection(url));
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await database?.close();
    await test?.close();
  });
  const one = async <T>(query: string) => (await observer.query(query)).rows[0] as T;

  it('a request may not take that long; a bulk connection may, under its own name', async () => {
    await expect(database.db.execute(sql`SELECT pg_sleep(0.3)`)).rejects.toThrow();
    const [row] = await withBulkConnection(database, async (db) =>
      rowsOf<{ name: string }>(
        await db.execute(sql`SELECT current_setting('application_name') AS name, pg_sleep(0.3)`),
      ),
    );
    expect(row!.name).toBe(BULK_APPLICATION_NAME);
  });

  it('migrating and seeding wait for another instance holding their lock', async () => {
    // Another instance migrating, then seeding: each lock held for longer than a request may wait.
    for (const [key, job] of [
      ['koffie-api-migrate', () => migrateDatabase(database)],
      ['koffie-api-seed', () => seedIfEmpty(database)],
    ] as const) {
      await observer.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
      const waiting = job();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await observer.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      await waiting;
    }
  });

  it('grows the catalogue, with its stored facets, and indexes products without a document', {
    timeout: 120_000,
  }, async () => {
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(await growCatalogue(database, { products: n + 2_500 })).toEqual({
      before: n,
      after: n + 2_500,
      added: 2_500,
    });
    const grown = await one<{ current: boolean }>(
      'SELECT s.version = d.version AS current FROM data_version d, category_facets_state s',
    );
    expect(grown.current).toBe(true);

    await observer.query('UPDATE product_translations SET search_document = NULL WHERE product_id % 3 = 0');
    const { missing } = await one<{ missing: number }>(
      'SELECT count(DISTINCT product_id)::int AS missing FROM product_translations WHERE search_document IS NULL',
    );
    expect(await catchUpSearchDocuments(database, { batch: 1_000 })).toBe(missing);

    // A change behind the stored facets: counted again.
    await observer.query('UPDATE products SET stock = 0 WHERE id = (SELECT max(id) FROM products)');
    const current = async () =>
      (
        await one<{ current: boolean }>(
          'SELECT s.version = d.version AS current FROM data_version d, category_facets_state s',
        )
      ).current;
    expect(await current()).toBe(false);
    await createStoredFacets(database, { warn: () => {} }).refresh();
    expect(await current()).toBe(true);
  });
});
