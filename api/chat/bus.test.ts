/**
 * The chat's bus without a server: the wire format (bounded, checked, never thrown), the in-process
 * channel between hubs, and what a hub does with its bus (local delivery first, a bus fault never
 * reaching the caller, a gap ending its streams). The PostgreSQL and Redis buses have their own
 * files; the API-level cases are in chat-instances.test.ts.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { collector, staffMessage as message } from '../testing/chat.ts';
import {
  BUS_MESSAGE_MAX_BYTES,
  type BusHandlers,
  type BusMessage,
  type ChatBus,
  createInProcessChannel,
  decodeBusMessage,
  encodeBusMessage,
} from './bus.ts';
import { chooseChatBus, redisChannelFor } from './bus-choice.ts';
import { createChatHub } from './events.ts';

describe('the wire format', () => {
  it('gives back what was sent, with its origin', () => {
    const sent: BusMessage[] = [
      { type: 'event', conversationId: 12, event: message(40) },
      { type: 'event', conversationId: 12, event: { event: 'status', data: { online: true, unread: 2 } } },
      { type: 'move', from: 3, to: 9 },
      { type: 'resync', conversationId: 5 },
    ];
    for (const [i, m] of sent.entries())
      expect(decodeBusMessage(encodeBusMessage('origin-a', i + 1, m, BUS_MESSAGE_MAX_BYTES))).toEqual({
        origin: 'origin-a',
        message: m,
      });
  });

  it('sends an event too big for the bus as a resync of its conversation', () => {
    const big: BusMessage = { type: 'event', conversationId: 7, event: message(1, 'é'.repeat(5000)) };
    const raw = encodeBusMessage('o', 1, big, 7900);
    expect(Buffer.byteLength(raw)).toBeLessThan(100);
    expect(decodeBusMessage(raw)?.message).toEqual({ type: 'resync', conversationId: 7 });
    // The chat's own limit (2000 characters of the widest kind) fits PostgreSQL's payload.
    const widest: BusMessage = { type: 'event', conversationId: 7, event: message(1, '☕'.repeat(2000)) };
    expect(decodeBusMessage(encodeBusMessage('o', 1, widest, 7900))?.message).toEqual(widest);
  });

  it('drops anything malformed without throwing', () => {
    const bad: unknown[] = [
      undefined,
      42,
      '',
      'not json',
      'null',
      '[]',
      '"text"',
      '{}',
      JSON.stringify({ o: '', t: 'e', c: 1, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'x'.repeat(65), t: 'e', c: 1, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'x', c: 1 }),
      JSON.stringify({ o: 'a', t: 'e', c: 0, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: -1, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1.5, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: '1', e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: 2 ** 31, e: { event: 'status', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1, e: { event: 'close', data: {} } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1, e: { event: 'status', data: null } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1, e: { event: 'status', data: [1] } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1, e: { event: 'message', data: {}, id: 'x' } }),
      JSON.stringify({ o: 'a', t: 'e', c: 1, e: null }),
      JSON.stringify({ o: 'a', t: 'm', f: 1 }),
      JSON.stringify({ o: 'a', t: 'm', f: 1, to: 0 }),
      JSON.stringify({ o: 'a', t: 'r' }),
      `{"o":"a","t":"r","c":1,"pad":"${'x'.repeat(BUS_MESSAGE_MAX_BYTES)}"}`,
    ];
    for (const raw of bad) expect(decodeBusMessage(raw), String(raw).slice(0, 80)).toBeUndefined();
  });
});

describe('hubs on one in-process channel', () => {
  it('deliver to the streams of every hub, each once, and move them with a merge', async () => {
    const channel = createInProcessChannel();
    const a = createChatHub({ bus: channel.join() });
    const b = createChatHub({ bus: channel.join() });
    const onA = collector();
    const onB = collector();
    const elsewhere = collector();
    a.subscribe(1, onA);
    b.subscribe(1, onB);
    b.subscribe(2, elsewhere);
    a.publish(1, message(10));
    // Local at once, the other hub asynchronously (as from another process).
    expect(onA.got).toHaveLength(1);
    await expect.poll(() => onB.got).toEqual([message(10)]);
    expect(onA.got).toHaveLength(1);
    expect(elsewhere.got).toHaveLength(0);

    a.move(1, 5);
    await new Promise((r) => setTimeout(r, 10));
    a.publish(5, message(11));
    await expect.poll(() => onB.got.length).toBe(2);
    expect(onB.got[1]).toEqual(message(11));
    expect(onA.got).toEqual([message(10), message(11)]);
    await Promise.all([a.closeAll(), b.closeAll()]);
    expect([onA.closed(), onB.closed(), elsewhere.closed()]).toEqual([1, 1, 1]);
  });
});

/** A bus under the test's control: what the hub sent, and a way to play the other instances. */
function fakeBus(publish: (m: BusMessage) => void = () => {}) {
  let handlers: BusHandlers | undefined;
  const sent: BusMessage[] = [];
  let closed = 0;
  const bus: ChatBus = {
    kind: 'in-process',
    connected: true,
    ready: Promise.resolve(),
    publish(m) {
      sent.push(m);
      publish(m);
    },
    start: (h) => {
      handlers = h;
    },
    close: async () => {
      closed++;
    },
  };
  return {
    bus,
    sent,
    closed: () => closed,
    receive: (m: BusMessage) => handlers!.message(m),
    gap: () => handlers!.gap(),
  };
}

describe('a hub with a bus', () => {
  it('delivers its own events locally even when the bus throws, and logs that', () => {
    const warnings: string[] = [];
    const fake = fakeBus(() => {
      throw new Error('bus down');
    });
    const hub = createChatHub({ bus: fake.bus, warn: (event) => warnings.push(event) });
    const s = collector();
    hub.subscribe(3, s);
    expect(() => hub.publish(3, message(1))).not.toThrow();
    expect(() => hub.publish(3, message(2))).not.toThrow();
    expect(s.got).toEqual([message(1), message(2)]);
    // At most once a minute.
    expect(warnings).toEqual(['chat_bus_publish_failed']);
  });

  it('takes events, moves and resyncs from other instances; a resync ends that conversation’s streams', () => {
    const fake = fakeBus();
    const hub = createChatHub({ bus: fake.bus });
    const one = collector();
    const two = collector();
    hub.subscribe(1, one);
    hub.subscribe(2, two);
    fake.receive({ type: 'event', conversationId: 1, event: message(4) });
    fake.receive({ type: 'move', from: 1, to: 8 });
    fake.receive({ type: 'event', conversationId: 8, event: message(5) });
    expect(one.got).toEqual([message(4), message(5)]);
    // What came from the bus is not sent back to it.
    expect(fake.sent).toEqual([]);
    fake.receive({ type: 'resync', conversationId: 2 });
    expect(two.closed()).toBe(1);
    expect(one.closed()).toBe(0);
    expect(hub.size()).toBe(1);
  });

  it('ends every stream when the bus comes back after an outage (browsers reconnect and catch up)', () => {
    const warnings: Record<string, unknown>[] = [];
    const fake = fakeBus();
    const hub = createChatHub({
      bus: fake.bus,
      warn: (event, fields) => warnings.push({ event, ...fields }),
    });
    const all = [collector(), collector(), collector()];
    for (const [i, s] of all.entries()) hub.subscribe(i, s);
    fake.gap();
    expect(all.map((s) => s.closed())).toEqual([1, 1, 1]);
    expect(hub.size()).toBe(0);
    expect(warnings).toEqual([{ event: 'chat_bus_recovered', streams_ended: 3 }]);
  });

  it('publishes events and moves to the bus, and closes it at shutdown', async () => {
    const fake = fakeBus();
    const hub = createChatHub({ bus: fake.bus });
    hub.publish(4, message(9));
    hub.move(4, 6);
    hub.move(6, 6);
    expect(fake.sent).toEqual([
      { type: 'event', conversationId: 4, event: message(9) },
      { type: 'move', from: 4, to: 6 },
    ]);
    await hub.closeAll();
    expect(fake.closed()).toBe(1);
  });
});

describe('the choice of bus', () => {
  const pool = () => {
    const p = new pg.Pool({
      connectionString: 'postgresql://shop:secret@127.0.0.1:1/shop',
      connectionTimeoutMillis: 100,
    });
    p.on('error', () => {});
    return p;
  };

  it('is none on the embedded database, even with REDIS_URL (another shop’s conversation ids are the same numbers)', () => {
    expect(chooseChatBus({ database: {}, redisUrl: 'redis://127.0.0.1:6379' })).toBeUndefined();
    expect(chooseChatBus({ database: {} })).toBeUndefined();
  });

  it('is Redis pub/sub on PostgreSQL with REDIS_URL, LISTEN/NOTIFY without', async () => {
    const p = pool();
    const redis = chooseChatBus({ database: { pool: p }, redisUrl: 'redis://127.0.0.1:1', warn: () => {} });
    const postgres = chooseChatBus({ database: { pool: p }, warn: () => {} });
    expect([redis?.kind, postgres?.kind]).toEqual(['redis', 'postgres']);
    await Promise.all([redis?.close(), postgres?.close()]);
    await p.end();
  });

  it('names the Redis channel after the database: the same for every instance of a shop, apart for others', () => {
    const channel = redisChannelFor({ connectionString: 'postgresql://shop:secret@db.internal:5432/shop' });
    expect(channel).toMatch(/^shop:chat:[0-9a-f]{16}$/);
    expect(redisChannelFor({ connectionString: 'postgresql://other:pw@db.internal/shop' })).toBe(channel);
    expect(redisChannelFor({ connectionString: 'postgresql://shop:secret@db.internal:5432/shop2' })).not.toBe(
      channel,
    );
    expect(redisChannelFor({ connectionString: 'postgresql://shop:secret@db2.internal:5432/shop' })).not.toBe(
      channel,
    );
    expect(redisChannelFor({ host: 'db.internal', port: 5432, database: 'shop' })).toBe(channel);
  });
});
