/**
 * The API process's graceful shutdown (issue 37 item 5, decision 076), through `api/main.ts` as a
 * balancer sees it: after SIGTERM its readiness answers 503 while an ordinary request on a new
 * connection still answers 200 (PRE_STOP_DELAY_MS); then it refuses new connections, a request
 * already on its way is answered in full, and the process exits 0. On PGlite (a copy of the seeded
 * template) and on PostgreSQL when DATABASE_URL is set.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type Driver, postgresDatabase, testDrivers } from '../../api/testing/test-api.ts';
import { seededDataDir, startApiProcess } from './api-process.ts';
import { failures, startVisitors, writtenBefore } from './visitors.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The database settings of an API process on a seeded database of its own. */
async function databaseFor(driver: Driver): Promise<{ url: string; env: Record<string, string> }> {
  if (driver === 'postgres') {
    const fresh = await postgresDatabase(process.env.DATABASE_URL!);
    cleanups.push(() => fresh.drop());
    return { url: fresh.url, env: {} };
  }
  const { dataDir, remove } = await seededDataDir();
  cleanups.push(remove);
  return { url: '', env: { DATA_DIR: dataDir } };
}

interface Answer {
  status: number;
  headers: string;
  body: string;
}

/**
 * One HTTP/1.1 request on a connection of its own. The body is sent when `sendRest` resolves
 * (all of it at once if there is none): the request is in flight, headers read, body awaited.
 */
function request(
  url: string,
  method: string,
  target: string,
  body = '',
  { sendRest, keepAlive = false }: { sendRest?: Promise<void>; keepAlive?: boolean } = {},
): { sent: Promise<void>; answer: Promise<Answer> } {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let sentResolve!: () => void;
  const sent = new Promise<void>((resolve) => {
    sentResolve = resolve;
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.on('connect', () => {
      const half = sendRest ? Math.floor(body.length / 2) : body.length;
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nX-FZ-Language-Id: 1\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n${body.slice(0, half)}`,
        () => sentResolve(),
      );
      void sendRest?.then(() => socket.write(body.slice(half)));
    });
  });
  return { sent, answer };
}

/** Resolves once a new connection to `url` is refused (the listener has closed). */
async function refused(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const outcome = await new Promise<'refused' | 'accepted'>((resolve) => {
      const s = net.connect(Number(port), hostname);
      s.once('connect', () => {
        s.destroy();
        resolve('accepted');
      });
      s.once('error', () => resolve('refused'));
    });
    if (outcome === 'refused') return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const drivers: Driver[] = testDrivers;

/** Visitors on keep-alive connections, and visitors opening a connection per request. */
const KEEP_ALIVE_VISITORS = 64;
const NEW_CONNECTION_VISITORS = 32;
/** Requests written at least this long before the signal must all be answered. */
const MARGIN_MS = 100;

/** A whole JSON answer, whatever its status. */
function wholeJson(_status: number, body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

describe.each(drivers)('the API process on SIGTERM (%s)', (driver) => {
  it('answers readiness 503 and serves through the pre-stop delay, drains in-flight requests, exits 0', async () => {
    const database = await databaseFor(driver);
    const api = startApiProcess(database.url, {
      ...database.env,
      // Long enough for a slow host to ask twice; the drain itself is bounded by the 20 s default.
      PRE_STOP_DELAY_MS: '3000',
    });
    cleanups.push(() => void api.stop());
    const url = await api.listening;
    const ready = await request(url, 'GET', '/api/readyz').answer;
    expect(ready.status, ready.body).toBe(200);

    // A listing whose body is still on its way when the signal comes.
    let release!: () => void;
    const rest = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = request(url, 'POST', '/api/queryProducts', JSON.stringify({ category_id: 1 }), {
      sendRest: rest,
    });
    await inFlight.sent;

    const exited = api.stop();
    // The balancer's view during the delay: not ready, yet ordinary requests are answered.
    let readiness: Answer;
    do readiness = await request(url, 'GET', '/api/readyz').answer;
    while (readiness.status === 200);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ error: 'shutting_down' });
    // On a keep-alive connection: the answer says `Connection: close`, so the client goes elsewhere.
    const during = await request(url, 'POST', '/api/queryProducts', JSON.stringify({ category_id: 1 }), {
      keepAlive: true,
    }).answer;
    expect(during.status, during.body).toBe(200);
    expect(JSON.parse(during.body).products.data.length).toBeGreaterThan(0);
    expect(during.headers).toMatch(/^connection: close$/im);

    // After the delay: no new connections; the request in flight gets its whole answer.
    await refused(url);
    expect(api.exitCode()).toBeNull();
    release();
    const finished = await inFlight.answer;
    expect(finished.status, finished.body).toBe(200);
    expect(JSON.parse(finished.body).products.data.length).toBeGreaterThan(0);

    expect(await exited, api.output()).toBe(0);
    const messages = api.logs().map((l) => l.msg);
    expect(messages).toContain('shutting down');
    expect(api.output()).not.toMatch(/"level":"(error|fatal)"/);
  }, 180_000);

  it('answers every request written 100 ms before SIGTERM at saturation, without a pre-stop delay: none reset', async () => {
    const database = await databaseFor(driver);
    const api = startApiProcess(database.url, { ...database.env, PRE_STOP_DELAY_MS: '0' });
    cleanups.push(() => void api.stop());
    const url = await api.listening;
    const listing = await request(url, 'POST', '/api/queryProducts', JSON.stringify({ category_id: 1 }))
      .answer;
    const slug = JSON.parse(listing.body).products.data[0].uri.slice(1);
    const paths = [`/api/products/${slug}`, '/api/categories', '/api/menus', '/api/healthz'];

    const visitors = startVisitors(
      paths.map((p) => `${url}${p}`),
      {
        count: KEEP_ALIVE_VISITORS + NEW_CONNECTION_VISITORS,
        keepAlive: KEEP_ALIVE_VISITORS,
        pauseAfterFailureMs: 20,
        headers: { 'x-fz-language-id': '1' },
        whole: wholeJson,
      },
    );
    const { outcomes } = visitors;
    // Long enough for the process to be saturated, with connections queued in its listen backlog.
    await new Promise((r) => setTimeout(r, 4000));
    const signalAt = performance.now();
    // Up to half the drain accepting what keeps arriving, then the requests in flight: more than
    // stop()'s 10 s before SIGKILL on a busy host.
    api.kill('SIGTERM');
    const code = await api.exited;
    await visitors.stop();

    const before = writtenBefore(outcomes, signalAt, MARGIN_MS);
    const failed = failures(before, signalAt);
    console.info(
      `API SIGTERM at saturation (${driver}): ${outcomes.length} requests, ${before.length} written ${MARGIN_MS} ms or more before the signal, ${failed.length} of them failed`,
    );
    expect(failed, `requests written ${MARGIN_MS} ms or more before SIGTERM that failed`).toEqual([]);
    expect(before.length).toBeGreaterThan(KEEP_ALIVE_VISITORS + NEW_CONNECTION_VISITORS);
    expect(code, api.output()).toBe(0);
  }, 180_000);
});
