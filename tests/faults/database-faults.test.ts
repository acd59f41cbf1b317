/**
 * Faults of the API's database (issue 8): a database that fails in the middle of placing an order
 * leaves no half-written order (no order row, stock and cart as they were); a database that is down,
 * slow (beyond the statement timeout) or out of connections answers a JSON 503 with Retry-After
 * within its timeout plus 1 s; the process stays up and answers again once the database does.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../api/app.ts';
import { address, checkoutFixtures } from '../../api/checkout/checkout-fixtures.ts';
import { openDatabase } from '../../api/db/client.ts';
import { createTestDatabase, describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';

describeEachDatabase('a database failure while an order is placed', (driver) => {
  const t = useTestApi(driver);
  const db = () => t.api.database.db;
  const f = checkoutFixtures(() => t.app, db);
  beforeAll(() => f.reserveOptions(4));

  it('leaves no order, no stock taken and the cart as it was, and answers 503 JSON', async () => {
    const [a, b] = [f.take(), f.take()];
    const { who, cart } = await f.fill([
      { po_id: a, amount: 2 },
      { po_id: b, amount: 1 },
    ]);
    const before = await f.counts([a, b]);
    // The order row is written, then its lines fail: as a database dropping out mid-transaction would.
    await db().execute(sql`create or replace function fz_fail_lines() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure' using errcode = '08006'; end $$`);
    await db().execute(sql`create trigger fz_fail_lines before insert on order_lines
      for each row execute function fz_fail_lines()`);
    try {
      const res = await f.placeOrder(
        who,
        f.orderBody(cart, { invoice: { ...address(), email: 'fault@example.com' } }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expect(res.body.error).toBe('db_unavailable');
      expect(res.headers['retry-after']).toBe('5');
      expect(JSON.stringify(res.body)).not.toMatch(/simulated|order_lines|trigger/);
    } finally {
      await db().execute(sql`drop trigger fz_fail_lines on order_lines`);
      await db().execute(sql`drop function fz_fail_lines()`);
    }
    expect(await f.counts([a, b])).toEqual(before);
    expect((await f.cart(who)).items.map((i) => [i.po_id, i.amount])).toEqual(
      cart.items.map((i) => [i.po_id, i.amount]),
    );
    // The database is back: the same cart becomes one order.
    const retry = await f.placeOrder(
      who,
      f.orderBody(cart, { invoice: { ...address(), email: 'fault@example.com' } }),
    );
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
  });
});

describe('the database down (PGlite)', () => {
  it('answers 503 JSON with Retry-After at once, and the process stays up', async () => {
    const { database } = await createTestDatabase('pglite');
    const app = createApiApp({ db: database, config: { log: false } });
    expect((await request(app).get('/api/shopInfo')).status).toBe(200);
    await database.close();
    for (const path of ['/api/shopInfo', '/api/categories', '/api/products/anything', '/api/readyz']) {
      const res = await request(app).get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.text).not.toMatch(/PGlite|at \S+ \(/);
    }
    const post = await request(app)
      .post('/api/queryProducts')
      .send({ search: 'koffie' })
      .set('Content-Type', 'application/json');
    expect(post.status).toBe(503);
    // liveness is not readiness: the process answers
    expect((await request(app).get('/api/healthz')).status).toBe(200);
  });
});

const pgUrl = process.env.DATABASE_URL;
describe.skipIf(!pgUrl)('PostgreSQL slow and out of connections (needs DATABASE_URL)', () => {
  it('a query beyond the statement timeout answers 503 while the lock is still held', async () => {
    const { database, close } = await createTestDatabase('postgres');
    try {
      const app = createApiApp({ db: database, config: { log: false } });
      // Another session holds a lock the query needs: the query waits until the statement timeout.
      const holder = await database.pool!.connect();
      await holder.query('begin');
      await holder.query('lock table product_options in access exclusive mode');
      // The answer comes while the lock is still held (released only below): the statement timeout's.
      const res = await request(app).post('/api/queryProducts').send({ per_page: 1 });
      await holder.query('rollback');
      holder.release();
      expect(res.status, res.text).toBe(503);
      expect(res.body.error).toBe('db_unavailable');
      expect((await request(app).post('/api/queryProducts').send({ per_page: 1 })).status).toBe(200);
    } finally {
      await close();
    }
  }, 30_000);

  it('out of connections: queued up to the acquire timeout, then 503; recovers after', async () => {
    const { database: seeded, close } = await createTestDatabase('postgres');
    // A pool of 2 connections, both taken by other work.
    const url = (seeded.pool!.options as { connectionString?: string }).connectionString;
    expect(url).toBeTruthy();
    const small = await openDatabase({ databaseUrl: url!, poolSize: 2 });
    try {
      const app = createApiApp({ db: small, config: { log: false } });
      const held = await Promise.all([small.pool!.connect(), small.pool!.connect()]);
      // Answered while both connections are still held (released only below): the acquire timeout's 503.
      const res = await request(app).get('/api/shopInfo');
      expect(res.status, res.text).toBe(503);
      for (const c of held) c.release();
      expect((await request(app).get('/api/shopInfo')).status).toBe(200);
    } finally {
      await small.close();
      await close();
    }
  }, 30_000);
});
