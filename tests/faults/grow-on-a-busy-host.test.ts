/**
 * The API's start grows a fresh PostgreSQL database to 100,000 products while another process
 * spins on every core (issue 37, item 3): before decision 074 a batch's search documents outlasted
 * the request pool's 6 s query timeout on such a host and the start died. Through the API's own
 * start (`startApi` with SEED_PRODUCTS, as api/main.ts runs it): migrate, seed, grow, stored facets.
 *
 * Heavy (minutes: docs/operations.md "Bulk jobs" has the figures), so it runs where CI runs it
 * (`.ci/run` sets HEAVY_TESTS=1) and is skipped, saying so, in a developer's `npm test`. Needs
 * PostgreSQL (DATABASE_URL); it creates a database of its own and drops it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgConnection } from '../../api/db/client.ts';
import { startApi } from '../../api/server.ts';

const url = process.env.DATABASE_URL;
const heavy = process.env.HEAVY_TESTS === '1';
const PRODUCTS = 100_000;
const skipped = !url
  ? 'skipped: set DATABASE_URL=postgresql://127.0.0.1:5432/test and HEAVY_TESTS=1 to run'
  : !heavy
    ? 'skipped: heavy (minutes), CI runs it; set HEAVY_TESTS=1 to run'
    : undefined;
const describeHeavy = skipped
  ? (name: string, fn: () => void) => describe.skip(`${name} (${skipped})`, fn)
  : describe;

describeHeavy(
  `growing a fresh database to ${PRODUCTS.toLocaleString('en')} products at the API's start on a busy host`,
  () => {
    const name = `grow_busy_${randomBytes(4).toString('hex')}`;
    const spinners: ChildProcess[] = [];
    let api: Awaited<ReturnType<typeof startApi>> | undefined;
    const admin = async (statement: string) => {
      const client = new pg.Client(pgConnection(url!));
      await client.connect();
      try {
        return await client.query(statement);
      } finally {
        await client.end();
      }
    };
    afterAll(async () => {
      for (const spinner of spinners) spinner.kill('SIGKILL');
      await api?.close();
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    it('completes, and the API serves the grown catalogue', { timeout: 45 * 60_000 }, async () => {
      await admin(`CREATE DATABASE "${name}"`);
      const databaseUrl = new URL(url!);
      databaseUrl.pathname = `/${name}`;
      // The busy neighbour: one process spinning per core, for as long as the grow takes.
      for (let i = 0; i < os.availableParallelism(); i++)
        spinners.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
      api = await startApi({
        port: 0,
        databaseUrl: databaseUrl.toString(),
        config: { seedProducts: PRODUCTS },
      });
      for (const spinner of spinners) spinner.kill('SIGKILL');

      const grown = new pg.Client(pgConnection(databaseUrl.toString()));
      await grown.connect();
      const { rows } = await grown
        .query<{ products: number; unindexed: number; facets_current: boolean }>(
          `SELECT (SELECT count(*)::int FROM products) AS products,
          (SELECT count(*)::int FROM product_translations WHERE search_document IS NULL) AS unindexed,
          (SELECT s.version = d.version FROM data_version d, category_facets_state s) AS facets_current`,
        )
        .finally(() => grown.end());
      expect(rows[0]).toEqual({ products: PRODUCTS, unindexed: 0, facets_current: true });
      // A large category's first page, with its stored facets.
      const answer = await fetch(`${api.url}/api/queryProducts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category_id: 1 }),
      });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { products: { data: unknown[] } };
      expect(body.products.data.length).toBeGreaterThan(0);
    });
  },
);
