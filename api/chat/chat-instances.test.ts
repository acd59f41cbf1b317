/**
 * The chat across API instances (decision 043): two API apps on one database, each with its own
 * hub, bus and connections, as two processes behind a balancer would be. A visitor's stream is held
 * by B; a staff reply posted to A reaches it, and so does a merge of the guest's conversation into
 * the customer's done on A. With Redis, the chat's rate limits hold across both, and with Redis
 * down each instance still serves its own streams and posting answers 2xx.
 *
 * PostgreSQL cases need DATABASE_URL (as every PostgreSQL API test); Redis cases a local Redis
 * (TEST_REDIS_URL), and run on PGlite and, with DATABASE_URL, on PostgreSQL. Missing ones are
 * skipped with the reason in their name. Separate processes: chat-processes.test.ts.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../shared/contract/chat.ts';
import { createApiApp } from '../app.ts';
import { createRedisRateLimits, memoryRateLimits, type RateLimitFactory } from '../auth/rate-limit.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { describeIfReachable, TEST_REDIS_URL } from '../testing/reachable.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/test-api.ts';
import type { ChatBus } from './bus.ts';
import { openEventStream, type SseEvent, type Stream } from './event-stream-client.ts';
import { createChatHub } from './events.ts';
import { createPostgresChatBus } from './postgres-bus.ts';
import { createRedisChatBus } from './redis-bus.ts';

/** These tests make their own database (a PGlite load, seconds on a busy host): more than the default 20 s. */
const DATABASE_IN_TEST = 90_000;

const TOKEN = 'X-FZ-Chat-Token';
const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const describeWithRedis = await describeIfReachable('Redis', TEST_REDIS_URL, describe);
const describeWithPostgres = process.env.DATABASE_URL
  ? describe
  : (name: string, fn: () => void) =>
      describe.skip(`${name} (skipped: set DATABASE_URL=postgresql://127.0.0.1:5432/test to run)`, fn);

/** One API instance: its app (for supertest), its HTTP server (for streams) and what to close. */
interface Instance {
  app: Express;
  url: string;
  close(): Promise<void>;
}

async function startInstance(
  database: Database,
  bus: ChatBus | undefined,
  rateLimits?: RateLimitFactory,
): Promise<Instance> {
  const hub = createChatHub({ bus });
  await bus?.ready;
  const app = createApiApp({
    db: database,
    config: { log: false, chatStaffToken: STAFF_TOKEN, chatOpeningHours: 'mon-sun 00:00-24:00' },
    chatHub: hub,
    chatStream: { heartbeatMs: 1000, maxStreamMs: 60_000, retryMs: 1000 },
    rateLimits,
  });
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    app,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await hub.closeAll();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

let ip = 0;
/** A guest's first message (from an address of its own): the chat token and the conversation's message. */
async function startConversation(instance: Instance, text = 'Hallo') {
  const res = await request(instance.app)
    .post('/api/chat/messages')
    .set('X-Forwarded-For', `10.60.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`)
    .send({ text })
    .expect(201);
  return { token: res.get(TOKEN)!, message: res.body.data.message as ChatMessage };
}

const conversationIdOf = async (instance: Instance, text: string) => {
  const list = await request(instance.app)
    .get('/api/chat/staff/conversations?limit=100')
    .set('Authorization', `Bearer ${STAFF_TOKEN}`)
    .expect(200);
  return (list.body.data as { id: number; last_message: { text: string } | null }[]).find(
    (c) => c.last_message?.text === text,
  )!.id;
};

/**
 * A message event with this text. (Not just the next message: one published just before a stream
 * opened may still arrive on it through the bus, which is fine, the browser keeps messages by id.)
 */
const messageWith = (text: string) => (e: SseEvent) =>
  e.event === 'message' && (JSON.parse(e.data!) as ChatMessage).text === text;

const staffReply = (instance: Instance, id: number, text: string) =>
  request(instance.app)
    .post(`/api/chat/staff/conversations/${id}/replies`)
    .set('Authorization', `Bearer ${STAFF_TOKEN}`)
    .send({ text, name: 'Sanne' });

/** The cases every bus must pass, on instances A and B. */
function crossInstanceCases(instances: () => { a: Instance; b: Instance }) {
  const streams: Stream[] = [];
  afterAll(() => {
    for (const s of streams) s.close();
  });
  const follow = async (instance: Instance, headers: Record<string, string>) => {
    const stream = await openEventStream(`${instance.url}/api/chat/events`, headers);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'status');
    return stream;
  };

  it('brings a staff reply posted to A to the visitor’s stream held by B, with the new unread count', async () => {
    const { a, b } = instances();
    const text = `Vraag ${randomBytes(4).toString('hex')}`;
    const { token } = await startConversation(a, text);
    const id = await conversationIdOf(a, text);
    const stream = await follow(b, { [TOKEN]: token });
    const reply = (await staffReply(a, id, 'Goedemiddag, dat kan!').expect(201)).body.data as ChatMessage;
    const event = await stream.next(messageWith('Goedemiddag, dat kan!'));
    expect(event.id).toBe(String(reply.id));
    expect(JSON.parse(event.data!)).toEqual(reply);
    expect(JSON.parse((await stream.next((e) => e.event === 'status')).data!).unread).toBe(1);
    // Reading on A resets the count on B's stream; the visitor's own message from A shows there too.
    await request(a.app).post('/api/chat/read').set(TOKEN, token).send({}).expect(200);
    expect(JSON.parse((await stream.next((e) => e.event === 'status')).data!).unread).toBe(0);
    await request(a.app).post('/api/chat/messages').set(TOKEN, token).send({ text: 'Dank!' }).expect(201);
    await stream.next(messageWith('Dank!'));
  });

  it('does not bring one visitor’s reply to another visitor’s stream on B', async () => {
    const { a, b } = instances();
    const mine = `Mijn vraag ${randomBytes(4).toString('hex')}`;
    const { token } = await startConversation(a, mine);
    const other = `Andere vraag ${randomBytes(4).toString('hex')}`;
    await startConversation(a, other);
    const stream = await follow(b, { [TOKEN]: token });
    await staffReply(a, await conversationIdOf(a, other), 'Alleen voor de ander').expect(201);
    await staffReply(a, await conversationIdOf(a, mine), 'Voor mij').expect(201);
    await stream.next(messageWith('Voor mij'));
    expect(stream.body).not.toContain('Alleen voor de ander');
  });

  it('moves B’s stream when A merges the guest’s conversation into the customer’s', async () => {
    const { a, b } = instances();
    const login = await request(a.app)
      .post('/api/customerAuth/login')
      .set('X-Forwarded-For', '10.61.0.1')
      .send({ email: 'klant@demo.nl', password: 'Demo1234!' })
      .expect(200);
    const bearer = `Bearer ${login.body.token}`;
    const mine = `Als klant ${randomBytes(4).toString('hex')}`;
    await request(a.app)
      .post('/api/chat/messages')
      .set('Authorization', bearer)
      .send({ text: mine })
      .expect(201);
    const customerConversation = await conversationIdOf(a, mine);
    const { token } = await startConversation(a, 'Als gast');
    // The guest's tab follows its guest conversation on B.
    const stream = await follow(b, { [TOKEN]: token });
    // The visitor logs in (on A): the guest conversation is merged into the customer's.
    await request(a.app)
      .get('/api/chat/status')
      .set({ Authorization: bearer, [TOKEN]: token })
      .expect(200);
    await staffReply(a, customerConversation, 'Welkom terug').expect(201);
    await stream.next(messageWith('Welkom terug'));
  });

  it('lets a stream that reconnects to A resume after what B sent (Last-Event-ID)', async () => {
    const { a, b } = instances();
    const text = `Hervatten ${randomBytes(4).toString('hex')}`;
    const { token } = await startConversation(a, text);
    const id = await conversationIdOf(a, text);
    const onB = await follow(b, { [TOKEN]: token });
    const first = (await staffReply(a, id, 'Eerste').expect(201)).body.data as ChatMessage;
    const seen = await onB.next(messageWith('Eerste'));
    onB.close();
    // While the visitor is away (or an event was lost on the way) a second reply is posted.
    const second = (await staffReply(b, id, 'Tweede').expect(201)).body.data as ChatMessage;
    const onA = await openEventStream(`${a.url}/api/chat/events`, {
      [TOKEN]: token,
      'Last-Event-ID': seen.id!,
    });
    streams.push(onA);
    const missed = await onA.next(messageWith('Tweede'));
    expect(missed.id).toBe(String(second.id));
    expect(Number(seen.id)).toBe(first.id);
  });
}

for (const driver of ['postgres'] as const) {
  describeWithPostgres(`two API instances on one PostgreSQL database, LISTEN/NOTIFY (${driver})`, () => {
    let test: TestDatabase;
    let second: Database;
    let a: Instance;
    let b: Instance;
    beforeAll(async () => {
      test = await createTestDatabase(driver);
      // B has a pool of its own, as another process would.
      second = await openDatabase({ databaseUrl: test.database.pool!.options.connectionString, poolSize: 4 });
      a = await startInstance(test.database, createPostgresChatBus({ pool: test.database.pool! }));
      b = await startInstance(second, createPostgresChatBus({ pool: second.pool! }));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await test?.close();
    });
    crossInstanceCases(() => ({ a, b }));
  });
}

const redisDrivers = [...testDrivers];
describeWithRedis('two API instances sharing one Redis', () => {
  for (const driver of redisDrivers) {
    describe(`pub/sub and rate limits (${driver})`, () => {
      const run = randomBytes(6).toString('hex');
      const limitPrefix = `test:chat-limits:${run}:`;
      const channel = `test:chat:${run}`;
      const closers: (() => Promise<void>)[] = [];
      let test: TestDatabase;
      let a: Instance;
      let b: Instance;
      beforeAll(async () => {
        test = await createTestDatabase(driver);
        const limits = () => {
          const l = createRedisRateLimits({ url: TEST_REDIS_URL, prefix: limitPrefix, warn: () => {} });
          closers.push(() => l.close());
          return l;
        };
        const [limitsA, limitsB] = [limits(), limits()];
        await Promise.all([limitsA.ready, limitsB.ready]);
        a = await startInstance(
          test.database,
          createRedisChatBus({ url: TEST_REDIS_URL, channel }),
          limitsA.limit,
        );
        b = await startInstance(
          test.database,
          createRedisChatBus({ url: TEST_REDIS_URL, channel }),
          limitsB.limit,
        );
      });
      afterAll(async () => {
        await a?.close();
        await b?.close();
        await Promise.all(closers.map((c) => c()));
        await test?.close();
      });
      crossInstanceCases(() => ({ a, b }));

      it('refuses the 11th message a minute in one conversation on either instance (429)', async () => {
        const { token } = await startConversation(a, '1');
        for (let i = 2; i <= 10; i++)
          await request(i % 2 ? a.app : b.app)
            .post('/api/chat/messages')
            .set(TOKEN, token)
            .send({ text: String(i) })
            .expect(201);
        for (const instance of [a, b]) {
          const res = await request(instance.app)
            .post('/api/chat/messages')
            .set(TOKEN, token)
            .send({ text: '11' })
            .expect(429);
          expect(res.body.error).toBe('rate_limited');
          expect(Number(res.get('Retry-After'))).toBeGreaterThan(0);
        }
      });

      it('refuses the 21st new conversation an hour from one address on either instance', async () => {
        const from = { 'X-Forwarded-For': `10.62.${driver === 'pglite' ? 1 : 2}.1` };
        for (let i = 0; i < 20; i++)
          await request(i % 2 ? b.app : a.app)
            .post('/api/chat/messages')
            .set(from)
            .send({ text: `hi ${i}` })
            .expect(201);
        for (const instance of [a, b])
          await request(instance.app)
            .post('/api/chat/messages')
            .set(from)
            .send({ text: 'nog een' })
            .expect(429);
      });

      it('stops answering an address after 20 wrong staff tokens over both, the right token included', async () => {
        const from = `10.63.${driver === 'pglite' ? 1 : 2}.1`;
        for (let i = 0; i < 20; i++)
          await request(i % 2 ? b.app : a.app)
            .get('/api/chat/staff/conversations')
            .set({ Authorization: 'Bearer wrong-token', 'X-Forwarded-For': from })
            .expect(401);
        for (const instance of [a, b])
          await request(instance.app)
            .get('/api/chat/staff/conversations')
            .set({ Authorization: `Bearer ${STAFF_TOKEN}`, 'X-Forwarded-For': from })
            .expect(429);
      });
    });
  }

  it(
    'while instances counting in their own memory each allow their own ten (what sharing prevents)',
    async () => {
      const test = await createTestDatabase('pglite');
      const a = await startInstance(test.database, undefined, memoryRateLimits());
      const b = await startInstance(test.database, undefined, memoryRateLimits());
      try {
        const { token } = await startConversation(a, '1');
        for (let i = 2; i <= 10; i++)
          await request(a.app)
            .post('/api/chat/messages')
            .set(TOKEN, token)
            .send({ text: String(i) })
            .expect(201);
        await request(a.app).post('/api/chat/messages').set(TOKEN, token).send({ text: '11' }).expect(429);
        await request(b.app).post('/api/chat/messages').set(TOKEN, token).send({ text: '11' }).expect(201);
      } finally {
        await a.close();
        await b.close();
        await test.close();
      }
    },
    DATABASE_IN_TEST,
  );
});

describe('an API instance whose Redis is down', () => {
  it(
    'still streams its own events, and posting a message or a reply answers 2xx',
    async () => {
      const { default: net } = await import('node:net');
      const s = net.createServer();
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
      const dead = `redis://127.0.0.1:${(s.address() as AddressInfo).port}`;
      await new Promise((r) => s.close(r));
      const test = await createTestDatabase('pglite');
      const limits = createRedisRateLimits({ url: dead, warn: () => {} });
      const warnings: string[] = [];
      const bus = createRedisChatBus({ url: dead, warn: (event) => warnings.push(event) });
      const instance = await startInstance(test.database, bus, limits.limit);
      try {
        expect(bus.connected).toBe(false);
        const text = `Redis weg ${randomBytes(4).toString('hex')}`;
        const { token } = await startConversation(instance, text);
        const stream = await openEventStream(`${instance.url}/api/chat/events`, { [TOKEN]: token });
        try {
          await stream.next((e) => e.event === 'status');
          await request(instance.app)
            .post('/api/chat/messages')
            .set(TOKEN, token)
            .send({ text: 'Nog?' })
            .expect(201);
          await stream.next(messageWith('Nog?'));
          await staffReply(instance, await conversationIdOf(instance, 'Nog?'), 'Ja hoor').expect(201);
          await stream.next(messageWith('Ja hoor'));
          expect(warnings).toContain('chat_bus_unavailable');
        } finally {
          stream.close();
        }
        // The limits still hold, counted in this instance's memory.
        for (let i = 0; i < 8; i++)
          await request(instance.app)
            .post('/api/chat/messages')
            .set(TOKEN, token)
            .send({ text: `m${i}` })
            .expect(201);
        await request(instance.app)
          .post('/api/chat/messages')
          .set(TOKEN, token)
          .send({ text: 'te veel' })
          .expect(429);
      } finally {
        await instance.close();
        await limits.close();
        await test.close();
      }
    },
    DATABASE_IN_TEST,
  );
});
