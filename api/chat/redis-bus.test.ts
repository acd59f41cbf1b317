/**
 * The chat's bus over Redis pub/sub against the local Redis (TEST_REDIS_URL, else
 * 127.0.0.1:6379): two hubs, each with its own Redis clients, like two API instances. Every run
 * uses a channel of its own. Skipped, loudly, where no Redis runs; the case of a Redis that cannot
 * be reached runs everywhere.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collector, staffMessage as message } from '../testing/chat.ts';
import { describeIfReachable, TEST_REDIS_URL, unreachableRedisUrl } from '../testing/reachable.ts';
import { type ChatHub, createChatHub } from './events.ts';
import { createRedisChatBus } from './redis-bus.ts';

const describeWithRedis = await describeIfReachable('Redis', TEST_REDIS_URL, describe);

describeWithRedis('the Redis bus between two hubs', () => {
  const run = randomBytes(6).toString('hex');
  const channel = `test:chat:${run}`;
  const hubs: ChatHub[] = [];
  const warnings: { hub: string; event: string }[] = [];
  let admin: ReturnType<typeof createClient>;
  let a: ChatHub;
  let b: ChatHub;
  let gaps = 0;

  const newHub = (name: string) => {
    const bus = createRedisChatBus({
      url: TEST_REDIS_URL,
      channel,
      name: `chat-test-${run}-${name}`,
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
  /** ids of this run's connections named `…-<suffix>` */
  const clientIds = async (suffix: string) =>
    (await admin.sendCommand<string>(['CLIENT', 'LIST']))
      .split('\n')
      .filter((line) => line.includes(`name=chat-test-${run}-${suffix} `))
      .map((line) => /(?:^|\s)id=(\d+)/.exec(line)![1]!);

  beforeAll(async () => {
    admin = createClient({ url: TEST_REDIS_URL });
    await admin.connect();
    a = newHub('a');
    b = newHub('b');
    await Promise.all(hubs.map((h) => h.bus!.ready));
    expect(hubs.map((h) => h.bus!.connected)).toEqual([true, true]);
  });
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.closeAll()));
    await admin?.close();
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
    await expect.poll(() => onB.got.length).toBe(2);
    expect(onB.got).toEqual([message(100), status]);
    await new Promise((r) => setTimeout(r, 100));
    expect(onA.got).toEqual([message(100), status]);
    expect(other.got).toHaveLength(0);
  });

  it('moves the other hub’s streams with a merged conversation', async () => {
    const onB = collector();
    b.subscribe(20, onB);
    a.move(20, 21);
    a.publish(21, message(101));
    await expect.poll(() => onB.got).toEqual([message(101)]);
  });

  it('survives malformed messages on its channel, logging them', async () => {
    const onB = collector();
    b.subscribe(40, onB);
    for (const payload of ['not json', '{"o":"x","t":"e","c":-1}', 'x'.repeat(70_000)])
      await admin.publish(channel, payload);
    a.publish(40, message(103));
    await expect.poll(() => onB.got).toEqual([message(103)]);
    expect(warnings).toContainEqual({ hub: 'b', event: 'chat_bus_bad_message' });
  });

  it('subscribes again when its connection is killed, and ends its streams to resync', async () => {
    const before = collector();
    b.subscribe(50, before);
    const ids = await clientIds('b-sub');
    expect(ids).toHaveLength(1);
    const gapsBefore = gaps;
    await admin.sendCommand(['CLIENT', 'KILL', 'ID', ids[0]!]);
    await expect.poll(() => gaps, { timeout: 5000 }).toBe(gapsBefore + 1);
    expect(b.bus!.connected).toBe(true);
    expect(before.closed()).toBe(1);
    const after = collector();
    b.subscribe(50, after);
    a.publish(50, message(104));
    await expect.poll(() => after.got).toEqual([message(104)]);
    // Subscribed once, not twice: the message came once.
    await new Promise((r) => setTimeout(r, 100));
    expect(after.got).toHaveLength(1);
  });

  it('ends both of its connections at shutdown', async () => {
    const c = newHub('c');
    await c.bus!.ready;
    expect((await clientIds('c-pub')).length + (await clientIds('c-sub')).length).toBe(2);
    await c.closeAll();
    expect(c.bus!.connected).toBe(false);
    await expect
      .poll(async () => (await clientIds('c-pub')).length + (await clientIds('c-sub')).length)
      .toBe(0);
    expect(() => c.publish(1, message(1))).not.toThrow();
  });
});

describe('a Redis bus whose server cannot be reached', () => {
  it('drops what it cannot send, logs it, and its hub still delivers locally', async () => {
    const warnings: string[] = [];
    const bus = createRedisChatBus({ url: await unreachableRedisUrl(), warn: (e) => warnings.push(e) });
    const hub = createChatHub({ bus });
    await bus.ready;
    expect(bus.connected).toBe(false);
    const stream = collector();
    hub.subscribe(1, stream);
    expect(() => hub.publish(1, message(1))).not.toThrow();
    expect(stream.got).toEqual([message(1)]);
    expect(warnings).toContain('chat_bus_unavailable');
    await hub.closeAll();
  });
});
