/**
 * The chat's bus over PostgreSQL LISTEN/NOTIFY against the local server (DATABASE_URL, else
 * 127.0.0.1:5432/test): two hubs, each with its own pool and its own listening connection, like two
 * API instances on one database. Every run LISTENs on a channel of its own. Skipped, loudly, where
 * no PostgreSQL runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConnection } from '../db/client.ts';
import { collector, staffMessage as message } from '../testing/chat.ts';
import { describeIfReachable, TEST_POSTGRES_URL } from '../testing/reachable.ts';
import { type ChatHub, createChatHub } from './events.ts';
import { createPostgresChatBus } from './postgres-bus.ts';

const describeWithPostgres = await describeIfReachable('PostgreSQL', TEST_POSTGRES_URL, describe);

describeWithPostgres('the PostgreSQL bus between two hubs', () => {
  const channel = `chat_test_${randomBytes(6).toString('hex')}`;
  const pools: pg.Pool[] = [];
  const hubs: ChatHub[] = [];
  const warnings: { hub: string; event: string }[] = [];
  let admin: pg.Client;
  let a: ChatHub;
  let b: ChatHub;
  let gaps = 0;

  const newHub = (name: string) => {
    const pool = new pg.Pool({ ...pgConnection(TEST_POSTGRES_URL), max: 2 });
    pool.on('error', () => {});
    pools.push(pool);
    const bus = createPostgresChatBus({
      pool,
      channel,
      name: `chat-test-${name}`,
      retryMinMs: 20,
      retryMaxMs: 200,
      warn: (event) => warnings.push({ hub: name, event }),
    });
    const hub = createChatHub({
      bus,
      warn: (event) => {
        if (event === 'chat_bus_recovered' && name === 'b') gaps++;
      },
    });
    hubs.push(hub);
    return hub;
  };
  /** the backends listening on this run's channel (of one hub, or all) */
  const listenerPid = async (hub?: string) =>
    (
      await admin.query(
        "select pid from pg_stat_activity where application_name like 'chat-test-%' and application_name like $1 and query = $2",
        [hub ? `chat-test-${hub}` : '%', `LISTEN "${channel}"`],
      )
    ).rows.map((r: { pid: number }) => r.pid);

  beforeAll(async () => {
    admin = new pg.Client(pgConnection(TEST_POSTGRES_URL));
    await admin.connect();
    a = newHub('a');
    b = newHub('b');
    await Promise.all(hubs.map((h) => h.bus!.ready));
    expect(hubs.map((h) => h.bus!.connected)).toEqual([true, true]);
  });
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.closeAll()));
    await Promise.all(pools.map((p) => p.end()));
    await admin?.end();
  });

  it('brings an event published on one hub to the streams of the other, in order, once', async () => {
    const onA = collector();
    const onB = collector();
    const other = collector();
    a.subscribe(1, onA);
    b.subscribe(1, onB);
    b.subscribe(2, other);
    const status = { event: 'status' as const, data: { online: true, unread: 1, next_change: null } };
    a.publish(1, message(100));
    a.publish(1, status);
    a.publish(1, status);
    await expect.poll(() => onB.got.length).toBe(3);
    expect(onB.got).toEqual([message(100), status, status]);
    expect(onA.got).toEqual([message(100), status, status]);
    await new Promise((r) => setTimeout(r, 100));
    expect(onA.got).toHaveLength(3);
    expect(other.got).toHaveLength(0);
  });

  it('moves the other hub’s streams with a merged conversation', async () => {
    const onB = collector();
    b.subscribe(20, onB);
    a.move(20, 21);
    a.publish(21, message(101));
    await expect.poll(() => onB.got).toEqual([message(101)]);
  });

  it('ends the other hub’s streams of a conversation whose event is too big for NOTIFY', async () => {
    const onA = collector();
    const onB = collector();
    a.subscribe(30, onA);
    b.subscribe(30, onB);
    a.publish(30, message(102, 'x'.repeat(9000)));
    expect(onA.got).toHaveLength(1);
    await expect.poll(() => onB.closed()).toBe(1);
    expect(onB.got).toHaveLength(0);
  });

  it('survives malformed notifications on its channel, logging them', async () => {
    const onB = collector();
    b.subscribe(40, onB);
    for (const payload of ['not json', '{"o":"x","t":"e","c":-1}', '{"o":"x","t":"e","c":40,"e":null}', ''])
      await admin.query('select pg_notify($1, $2)', [channel, payload]);
    a.publish(40, message(103));
    await expect.poll(() => onB.got).toEqual([message(103)]);
    expect(warnings).toContainEqual({ hub: 'b', event: 'chat_bus_bad_message' });
  });

  it('reconnects when its listening connection is killed, and ends its streams to resync', async () => {
    const before = collector();
    b.subscribe(50, before);
    const pids = await listenerPid('b');
    expect(pids).toHaveLength(1);
    const pid = pids[0];
    const gapsBefore = gaps;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => gaps, { timeout: 5000 }).toBe(gapsBefore + 1);
    expect(b.bus!.connected).toBe(true);
    expect(before.closed()).toBe(1);
    expect(warnings).toContainEqual({ hub: 'b', event: 'chat_bus_unavailable' });
    const after = collector();
    b.subscribe(50, after);
    a.publish(50, message(104));
    await expect.poll(() => after.got).toEqual([message(104)]);
  });

  it('ends its listening connection at shutdown and sends what was published just before', async () => {
    const c = newHub('c');
    await c.bus!.ready;
    const onB = collector();
    b.subscribe(60, onB);
    c.publish(60, message(105));
    const listeners = async () => (await listenerPid()).length;
    expect(await listeners()).toBe(3);
    await c.closeAll();
    expect(c.bus!.connected).toBe(false);
    await expect.poll(listeners).toBe(2);
    await expect.poll(() => onB.got).toEqual([message(105)]);
    // Publishing after shutdown is a no-op, not an error.
    expect(() => c.publish(60, message(106))).not.toThrow();
  });
});

describe('a PostgreSQL bus whose server cannot be reached', () => {
  it('keeps retrying without throwing; its hub still delivers locally', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgresql://127.0.0.1:1/none',
      connectionTimeoutMillis: 200,
    });
    pool.on('error', () => {});
    const warnings: string[] = [];
    const bus = createPostgresChatBus({ pool, retryMinMs: 20, warn: (e) => warnings.push(e) });
    const hub = createChatHub({ bus });
    await bus.ready;
    expect(bus.connected).toBe(false);
    const s = collector();
    hub.subscribe(1, s);
    hub.publish(1, message(1));
    expect(s.got).toEqual([message(1)]);
    await expect.poll(() => warnings).toContain('chat_bus_publish_failed');
    expect(warnings).toContain('chat_bus_unavailable');
    await hub.closeAll();
    await pool.end();
  });
});
