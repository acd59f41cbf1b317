/**
 * The chat across API processes for real (decision 043): two `api/main.ts` processes on one
 * PostgreSQL database, as a platform team runs them behind a balancer: first with LISTEN/NOTIFY,
 * then with REDIS_URL (pub/sub). A visitor's stream is held by B, a staff reply posted to A arrives
 * on it; SIGTERM then ends each process cleanly (streams and bus connections closed, exit 0).
 *
 * Needs DATABASE_URL (and a local Redis for the second part; TEST_REDIS_URL); skipped otherwise,
 * with the reason in the name. The processes run the sources with Node's type stripping.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../shared/contract/chat.ts';
import { isReachable, TEST_REDIS_URL } from '../testing/reachable.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-api.ts';
import { redisChannelFor } from './bus-choice.ts';
import { openEventStream } from './event-stream-client.ts';

const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const TOKEN = 'X-FZ-Chat-Token';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const redisUp = await isReachable('Redis', TEST_REDIS_URL);

interface ApiProcess {
  url: string;
  output: () => string;
  /** SIGTERM; resolves with the exit code */
  stop(): Promise<number | null>;
}

/** Starts `api/main.ts` on the database (and Redis); resolves once it listens. */
function startApiProcess(databaseUrl: string, redisUrl?: string): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    API_LOG: '0',
    DATABASE_URL: databaseUrl,
    CHAT_STAFF_TOKEN: STAFF_TOKEN,
    CHAT_OPENING_HOURS: 'mon-sun 00:00-24:00',
    INSPECTION_REMINDERS: '0',
    NODE_ENV: 'test',
  };
  delete env.REDIS_URL;
  delete env.METRICS_TOKEN;
  if (redisUrl) env.REDIS_URL = redisUrl;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', 'api/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"shop API listening"/.exec(out)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        output: () => out,
        async stop() {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code} before listening:\n${out}`));
    });
  });
}

async function replyCrossesProcesses(a: ApiProcess, b: ApiProcess) {
  const first = await fetch(`${a.url}/api/chat/messages`, {
    method: 'POST',
    // An address of this run's own: the new-conversation limit counts per address in Redis for an
    // hour, across test runs on the same machine.
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.70.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    body: JSON.stringify({ text: 'Is de Espresso Pro op voorraad?' }),
  });
  expect(first.status).toBe(201);
  const token = first.headers.get(TOKEN)!;
  const list = (await (
    await fetch(`${a.url}/api/chat/staff/conversations`, {
      headers: { Authorization: `Bearer ${STAFF_TOKEN}` },
    })
  ).json()) as { data: { id: number }[] };
  const id = list.data[0]!.id;

  const stream = await openEventStream(`${b.url}/api/chat/events`, { [TOKEN]: token });
  try {
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'status');
    const posted = await fetch(`${a.url}/api/chat/staff/conversations/${id}/replies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${STAFF_TOKEN}` },
      body: JSON.stringify({ text: 'Ja, die is op voorraad.', name: 'Sanne' }),
    });
    expect(posted.status).toBe(201);
    const reply = ((await posted.json()) as { data: ChatMessage }).data;
    // (The visitor's own first message may come too, if the bus brings it after the stream opened.)
    const event = await stream.next((e) => e.event === 'message' && e.id === String(reply.id), 5000);
    expect(event.id).toBe(String(reply.id));
    expect(JSON.parse(event.data!)).toEqual(reply);
    expect(JSON.parse((await stream.next((e) => e.event === 'status', 5000)).data!).unread).toBe(1);
    // Stopping B ends the stream it holds (the browser would reconnect elsewhere).
    const code = await b.stop();
    await stream.ended;
    expect(code).toBe(0);
  } finally {
    stream.close();
  }
}

const describeWithPostgres = process.env.DATABASE_URL
  ? describe
  : (name: string, fn: () => void) =>
      describe.skip(`${name} (skipped: set DATABASE_URL=postgresql://127.0.0.1:5432/test to run)`, fn);

describeWithPostgres('two API processes on one PostgreSQL database', () => {
  let test: TestDatabase;
  let url: string;
  const running: ApiProcess[] = [];
  const start = async (redisUrl?: string) => {
    const [a, b] = await Promise.all([startApiProcess(url, redisUrl), startApiProcess(url, redisUrl)]);
    running.push(a!, b!);
    return { a: a!, b: b! };
  };
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    url = test.database.pool!.options.connectionString!;
  });
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await test?.close();
  });

  it('bring a staff reply posted to A to the stream held by B over LISTEN/NOTIFY, and exit cleanly', async () => {
    const { a, b } = await start();
    const listeners = await test.database.pool!.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'koffie-api-chat-listen'",
    );
    expect(listeners.rows[0].n).toBe(2);
    await replyCrossesProcesses(a, b);
    expect(await a.stop()).toBe(0);
    expect(a.output()).not.toMatch(/"level":"(error|fatal)"/);
  }, 90_000);

  it.skipIf(!redisUp)(
    'bring it over Redis pub/sub with REDIS_URL, and exit cleanly',
    async () => {
      const { a, b } = await start(TEST_REDIS_URL);
      const admin = createClient({ url: TEST_REDIS_URL });
      await admin.connect();
      try {
        const channel = redisChannelFor({ connectionString: url });
        expect(await admin.pubSubNumSub(channel)).toEqual({ [channel]: 2 });
      } finally {
        await admin.close();
      }
      await replyCrossesProcesses(a, b);
      expect(await a.stop()).toBe(0);
      expect(a.output()).not.toMatch(/"level":"(error|fatal)"/);
    },
    90_000,
  );
});
