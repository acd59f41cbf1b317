/**
 * Several instances behind one load balancer (issue 24): two shop API processes and two storefront
 * processes from one build, on one PostgreSQL database and one Redis, as a platform team runs them.
 * Storefront S1 talks to API A, S2 to API B, so anything that works "across instances" here really
 * crosses processes:
 * - a cart made on one storefront is used and checked out on the other, and paid;
 * - a login rate limit hit through one holds on the other;
 * - a staff reply posted to API A arrives on the visitor's chat stream held by API B;
 * - the unpaid-order job runs on both APIs and cancels each order once, its stock returned once;
 * - a photo's variant made by API A is served by API B from Redis, not encoded again.
 * Needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL or 127.0.0.1:6379); without them the suite
 * is skipped with a message saying so (a fresh machine runs everything else on the embedded defaults).
 */
import { randomBytes } from 'node:crypto';
import { createClient, RESP_TYPES } from '@redis/client';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address } from '../../api/checkout/checkout-fixtures.ts';
import { pgConnection } from '../../api/db/client.ts';
import { reachable } from '../../api/testing/reachable.ts';
import { postgresDatabase } from '../../api/testing/test-api.ts';
import { buildShop, call, freePort, type Instance, start, withCookies } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = Boolean(databaseUrl) && (await reachable(redisUrl, 6379));
const suite = available ? describe : describe.skip;
const title = available
  ? 'two APIs and two storefronts on PostgreSQL and Redis'
  : 'two APIs and two storefronts (skipped: set DATABASE_URL and run Redis on 127.0.0.1:6379 to run)';

const STAFF_TOKEN = 'instances-chat-staff-token-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

suite(title, () => {
  let db: { url: string; drop: () => Promise<void> };
  let sql: pg.Pool;
  let apiA: Instance;
  let apiB: Instance;
  let s1: Instance;
  let s2: Instance;

  beforeAll(async () => {
    buildShop();
    db = await postgresDatabase(databaseUrl!);
    sql = new pg.Pool({ ...pgConnection(db.url), max: 2 });
    const [pa, pb, p1, p2] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const apiEnv = (port: number) => ({
      API_PORT: String(port),
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      STOREFRONT_URL: `http://127.0.0.1:${p1}`,
      TEST_PAYMENTS: 'on',
      CHAT_STAFF_TOKEN: STAFF_TOKEN,
      CHAT_OPENING_HOURS: 'mon-sun 00:00-24:00',
      INSPECTION_REMINDERS: '0',
      EXPIRE_UNPAID_ORDERS_EVERY_MS: '1000',
    });
    [apiA, apiB] = await Promise.all([
      start('api-a', 'api', pa, apiEnv(pa), '/api/readyz'),
      start('api-b', 'api', pb, apiEnv(pb), '/api/readyz'),
    ]);
    const shopEnv = (port: number, api: Instance) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: api.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'loopback',
      DATA_DIR: 'data/instances-unused',
    });
    [s1, s2] = await Promise.all([
      start('storefront-1', 'server', p1, shopEnv(p1, apiA), '/readyz'),
      start('storefront-2', 'server', p2, shopEnv(p2, apiB), '/readyz'),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([s1?.stop(), s2?.stop()]);
    await Promise.all([apiA?.stop(), apiB?.stop()]);
    await sql?.end();
    await db?.drop();
  }, 60_000);

  /** An active option with stock, and its stock now. */
  async function someOption(skip = 0): Promise<{ poId: number; stock: number }> {
    const { rows } = await sql.query(
      `select po.id, po.stock from product_options po join products p on p.id = po.product_id
       where p.active and po.stock >= 5 order by po.id offset $1 limit 1`,
      [skip],
    );
    return { poId: rows[0].id, stock: rows[0].stock };
  }

  /** A guest fills a cart on `on`; answers the cookies that carry it. */
  async function guestCart(on: Instance, poId: number, amount: number): Promise<string> {
    const add = await call(on.url, '/api/shoppingCart/add', {
      method: 'POST',
      body: { po_id: poId, amount },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    return withCookies('', add.cookies);
  }

  /** Places the guest's order on `on`; answers the order's id. */
  async function placeOrder(on: Instance, cookie: string): Promise<{ id: number; redirect: string }> {
    const cart = await call(on.url, '/api/shoppingCart', { cookie });
    const res = await call(on.url, '/api/checkout/placeOrder', {
      method: 'POST',
      cookie,
      headers: { 'idempotency-key': randomBytes(16).toString('base64url') },
      body: {
        invoice: { ...address(), email: 'eva.instances@example.com' },
        delivery: null,
        shipping_method_id: 1,
        payment_method: 'ideal',
        pickup_point_id: null,
        remarks: '',
        expected_total_gross: cart.body.data.total.to_pay_gross,
        terms_accepted: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.order.id, redirect: res.body.data.redirect_url };
  }

  it('a cart made on one storefront is read, checked out and paid on the other', async () => {
    const { poId } = await someOption();
    const cookie = await guestCart(s1, poId, 2);
    const seen = await call(s2.url, '/api/shoppingCart', { cookie });
    expect(seen.body.data.items).toMatchObject([{ po_id: poId, amount: 2 }]);

    const order = await placeOrder(s2, cookie);
    // The test provider's page, through the other storefront: paid.
    const pay = new URL(order.redirect).pathname;
    expect((await call(s1.url, pay)).status).toBe(200);
    const paid = await call(s1.url, `${pay}/paid`, { method: 'POST' });
    expect(paid.status).toBe(303);
    const { rows } = await sql.query('select status_id from orders where id = $1', [order.id]);
    expect(rows[0].status_id).toBe(3);
    // The cart is empty on both.
    expect((await call(s1.url, '/api/shoppingCart', { cookie })).body.data.count).toBe(0);
  });

  it('a login rate limit hit through one storefront holds on the other', async () => {
    // An address and a client of this run only (the limits live in Redis for 15 minutes).
    const email = `limit-${randomBytes(6).toString('hex')}@example.com`;
    const ip = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
    const login = (on: Instance) =>
      call(on.url, '/api/customerAuth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        body: { email, password: 'wrong-password-1' },
      });
    for (let i = 0; i < 10; i++) {
      const res = await login(s1);
      expect(res.status, `attempt ${i + 1}: ${JSON.stringify(res.body)}`).toBe(401);
    }
    const limited = await login(s2);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^[0-9]+$/);
  });

  it('a staff reply posted to API A reaches the visitor’s stream held by API B', async () => {
    // The visitor writes through storefront 1 (API A)…
    // From an address of this run's own: the new-conversation limit counts per address in Redis for
    // an hour, across test runs on the same machine.
    const first = await call(s1.url, '/api/chat/messages', {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.71.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}` },
      body: { text: 'Hallo, een vraag' },
    });
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    const cookie = withCookies('', first.cookies);
    // …and follows the conversation through storefront 2 (API B).
    const controller = new AbortController();
    const stream = await fetch(`${s2.url}/api/chat/events`, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const arrived = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return false;
        received += value;
        if (received.includes('Antwoord van instantie A')) return true;
      }
    })();
    await sleep(300);

    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = await call(apiA.url, '/api/chat/staff/conversations', { headers: staff });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const conversation = list.body.data[0].id;
    const reply = await call(apiA.url, `/api/chat/staff/conversations/${conversation}/replies`, {
      method: 'POST',
      headers: staff,
      body: { text: 'Antwoord van instantie A', name: 'Sanne' },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    const got = await Promise.race([arrived, sleep(10_000).then(() => false)]);
    controller.abort();
    expect(got, `stream on B received: ${received}`).toBe(true);
  });

  it('the unpaid-order job runs on both APIs and cancels each order once, returning its stock once', async () => {
    const orders: { id: number; poId: number; amount: number }[] = [];
    const before = new Map<number, number>();
    for (const [i, on] of [s1, s2, s1, s2].entries()) {
      const { poId, stock } = await someOption(10 + i);
      before.set(poId, stock);
      const amount = 1 + i;
      const order = await placeOrder(on, await guestCart(on, poId, amount));
      orders.push({ id: order.id, poId, amount });
    }
    const ids = orders.map((o) => o.id);
    // Stock was taken when the orders were placed.
    for (const o of orders) {
      const { rows } = await sql.query('select stock from product_options where id = $1', [o.poId]);
      expect(rows[0].stock).toBe(before.get(o.poId)! - o.amount);
    }
    // Their payment time runs out: both APIs' jobs find them on their next runs.
    await sql.query(`update orders set payment_due_at = now() - interval '1 minute' where id = any($1)`, [
      ids,
    ]);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql.query(
        'select count(*)::int as n from orders where id = any($1) and status_id = 7',
        [ids],
      );
      if (rows[0].n === ids.length || Date.now() > deadline) break;
      await sleep(250);
    }
    // Let both jobs run a few more times: nothing may happen twice.
    await sleep(2500);
    const { rows: cancelled } = await sql.query(
      'select id, status_id, cancelled_at from orders where id = any($1) order by id',
      [ids],
    );
    expect(cancelled.map((r) => r.status_id)).toEqual(ids.map(() => 7));
    for (const o of orders) {
      const { rows } = await sql.query('select stock from product_options where id = $1', [o.poId]);
      expect(rows[0].stock, `stock of option ${o.poId}`).toBe(before.get(o.poId));
    }
    // Both instances run the job (every second here), and between them cancelled each order once.
    for (const api of [apiA, apiB])
      expect(api.logs().find((l) => l.msg === 'order jobs scheduled')).toMatchObject({
        expire_unpaid_every_ms: 1000,
      });
    const runs = (api: Instance) => api.logs().filter((l) => l.msg === 'unpaid orders expired');
    const cancels = (api: Instance) => runs(api).reduce((n, l) => n + Number(l.cancelled ?? 0), 0);
    expect(cancels(apiA) + cancels(apiB)).toBe(ids.length);
  });

  it('a photo variant made by API A is served by API B from Redis, not encoded again', async () => {
    // A photo of this run's own (a colour of its own: a new content hash, a key no run had before).
    const colour = `#${randomBytes(3).toString('hex')}`;
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const { rows } = await sql.query('select sku from products where active order by id limit 1');
    const upload = await fetch(`${apiA.url}/api/staff/products/${encodeURIComponent(rows[0].sku)}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'image/png' },
      body: image,
    });
    const added = await upload.json();
    expect(upload.status, JSON.stringify(added)).toBe(201);
    const file = `${added.data.hash}-160.webp`;
    const get = async (api: Instance) => {
      const res = await fetch(`${api.url}/api/media/photos/${file}`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };

    const fromA = await get(apiA);
    const redis = createClient({ url: redisUrl }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    await redis.connect();
    const key = `shop:photo:${file}`;
    try {
      expect((await redis.get(key))?.equals(fromA)).toBe(true);
      expect(await redis.ttl(key)).toBeGreaterThan(29 * 24 * 60 * 60);
      // Marked in Redis: B answers the marked bytes only when it takes the variant from there.
      const marked = Buffer.concat([fromA, Buffer.from('kept-by-api-a')]);
      await redis.set(key, marked, { condition: 'XX', expiration: { type: 'KEEPTTL' } });
      expect((await get(apiB)).equals(marked)).toBe(true);
    } finally {
      await redis.del(key);
      await redis.close();
    }
  });
});
