import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import {
  createHttpServer,
  createLifecycle,
  createShutdown,
  type Lifecycle,
  serverTimeouts,
} from './lifecycle.ts';
import { ctxOf } from './middleware/request-context.ts';
import { captureLogger, testConfig } from './test-support.ts';

interface Running {
  url: string;
  server: http.Server;
  lifecycle: Lifecycle;
  exits: number[];
  shutdown: (reason: string, code?: number) => Promise<void>;
}

const opened: http.Server[] = [];
let endHeld: (() => void) | undefined;
afterEach(() => {
  for (const s of opened.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

async function start(opts: { preStopDelayMs?: number; drainTimeoutMs?: number } = {}): Promise<Running> {
  const lifecycle = createLifecycle();
  const { logger } = captureLogger();
  const app = createApp({
    config: testConfig(),
    apiUrl: 'http://127.0.0.1:9',
    lifecycle,
    logger,
    pageHandler: (req, res, next) => {
      if (req.path === '/slow') {
        setTimeout(() => res.end('slow done'), 400);
        return;
      }
      if (req.path === '/endless') {
        res.write('shell ');
        ctxOf(res).signal.addEventListener('abort', () => res.end('fallback'));
        return;
      }
      if (req.path === '/quick') return void res.end('quick');
      if (req.path === '/held') {
        // Streams its headers at once, and ends when the test says so.
        res.write('shell ');
        endHeld = () => res.end('end');
        return;
      }
      next();
    },
  });
  const server = createHttpServer(app);
  opened.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const exits: number[] = [];
  const { shutdown } = createShutdown({
    server,
    lifecycle,
    log: logger,
    preStopDelayMs: opts.preStopDelayMs ?? 0,
    drainTimeoutMs: opts.drainTimeoutMs ?? 5000,
    abortGraceMs: 200,
    exit: (code) => exits.push(code),
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    lifecycle,
    exits,
    shutdown,
  };
}

function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * A raw connection to `app`, open once the client has connected (or the server has accepted it):
 * what it has received so far, and all it received once it closes (or the error).
 */
async function connect(
  app: Running,
  openWhen: 'connected' | 'accepted' = 'connected',
): Promise<{ socket: net.Socket; received: () => string; ended: Promise<string> }> {
  const accepted = new Promise<void>((resolve) => app.server.once('connection', () => resolve()));
  const socket = net.connect(Number(new URL(app.url).port), '127.0.0.1');
  let text = '';
  socket.on('data', (c: Buffer) => {
    text += c.toString();
  });
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', (e) => resolve(`error ${e.message}`));
  });
  if (openWhen === 'accepted') await accepted;
  else await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => text, ended };
}

/** `/quick`'s whole answer, telling the client that the connection ends (`Connection: close`). */
function expectQuickClosing(answer: string): void {
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toMatch(/connection: close/i);
  expect(answer.endsWith('quick')).toBe(true);
}

describe('graceful shutdown', () => {
  it('sets load-balancer-friendly timeouts on the HTTP server', () => {
    // An idle keep-alive socket is governed by keepAliveTimeout only (checked: headersTimeout 1 s,
    // 2.2 s idle, next request still served), so keepAliveTimeout 65 s covers a 60 s LB idle.
    const server = createHttpServer(() => {});
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(30_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(serverTimeouts.headersTimeout).toBeLessThanOrEqual(serverTimeouts.requestTimeout);
  });

  it('turns readiness 503 at once, finishes the in-flight response, refuses new connections, then exits 0', async () => {
    const app = await start({ preStopDelayMs: 150 });
    const inFlight = get(`${app.url}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const done = app.shutdown('SIGTERM');

    const ready = await get(`${app.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await get(`${app.url}/healthz`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 200));
    await expect(get(`${app.url}/quick`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    expect(await inFlight).toEqual({ status: 200, body: 'slow done' });
    await done;
    expect(app.exits).toEqual([0]);
  });

  it('answers a connection whose first request arrives just after the signal, instead of resetting it', async () => {
    const app = await start({ drainTimeoutMs: 5000 });
    const { socket, ended } = await connect(app);
    const done = app.shutdown('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    socket.write('GET /quick HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer.split('\r\n\r\n').slice(1).join('')).toContain('quick');
    await done;
    expect(app.exits).toEqual([0]);
  });

  it('answers the connections waiting in the listen backlog of a busy process, instead of resetting them', async () => {
    // Node accepts one connection per turn of the event loop: while this process is busy (here a
    // loop that waits for a child's word), the child's 20 connections and their requests wait in
    // the kernel, and closing the listener would reset every one not yet accepted.
    const app = await start({ drainTimeoutMs: 5000 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fz-backlog-'));
    const written = path.join(dir, 'written');
    const client = spawn(
      process.execPath,
      [
        '-e',
        `const net = require('node:net'); const fs = require('node:fs');
         const [port, written] = process.argv.slice(1); const results = []; let flushed = 0;
         for (let i = 0; i < 20; i++) {
           const s = net.connect(Number(port), '127.0.0.1'); let text = '';
           s.write('GET /quick HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n', () => { if (++flushed === 20) fs.writeFileSync(written, ''); });
           s.on('data', (c) => { text += c; });
           s.on('error', (e) => { text += ' error ' + e.code; });
           s.on('close', () => { results.push(text); if (results.length === 20) console.log(JSON.stringify(results)); });
         }`,
        new URL(app.url).port,
        written,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    client.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const clientExited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
    // Busy until every request is on the wire (at most a minute), then the signal in the same turn.
    const giveUp = Date.now() + 60_000;
    while (!fs.existsSync(written) && Date.now() < giveUp) {}
    const done = app.shutdown('SIGTERM');
    await clientExited;
    fs.rmSync(dir, { recursive: true, force: true });
    const answers = JSON.parse(out) as string[];
    expect(answers.filter((a) => !/^HTTP\/1\.1 200[\s\S]*quick$/.test(a))).toEqual([]);
    await done;
    expect(app.exits).toEqual([0]);
  });

  it('reads a request that reached a quiet new connection while the loop was busy, instead of closing it as idle', async () => {
    const app = await start({ drainTimeoutMs: 5000 });
    const { socket, ended } = await connect(app, 'accepted');
    const done = app.shutdown('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // The request goes out (in a check phase), and the process is busy past the new connection's
    // grace before its next poll: the drain must not take the unread socket for an idle one.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        socket.write('GET /quick HTTP/1.1\r\nHost: x\r\n\r\n');
        const busyUntil = Date.now() + 1300;
        while (Date.now() < busyUntil) {}
        resolve();
      }),
    );
    expectQuickClosing(await ended);
    await done;
    expect(app.exits).toEqual([0]);
  });

  it('answers the next request on a keep-alive socket that a busy loop has not read yet, instead of closing it as idle', async () => {
    const app = await start({ drainTimeoutMs: 5000 });
    const { socket, received, ended } = await connect(app);
    // A streamed answer (its keep-alive headers already sent) is under way when the signal comes.
    socket.write('GET /held HTTP/1.1\r\nHost: x\r\n\r\n');
    /** Where the second answer begins, once the second request has been sent. */
    let secondAt: number | undefined;
    const firstEnded = new Promise<void>((resolve) =>
      socket.on('data', () => {
        // chunked: the end of the first answer, then the client asks again at once
        if (secondAt === undefined && received().includes('end\r\n0\r\n\r\n')) {
          secondAt = received().length;
          socket.write('GET /quick HTTP/1.1\r\nHost: x\r\n\r\n');
          // and this process stays busy past a sweep before it can read that request
          const busyUntil = Date.now() + 400;
          while (Date.now() < busyUntil) {}
          resolve();
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const done = app.shutdown('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    endHeld?.();
    await firstEnded;
    expectQuickClosing((await ended).slice(secondAt ?? Number.POSITIVE_INFINITY));
    await done;
    expect(app.exits).toEqual([0]);
  });

  it('closes idle keep-alive sockets instead of waiting for them', async () => {
    // A drain timeout longer than any test: had shutdown waited for the idle socket, the timeout
    // would have aborted the lifecycle's signal (see the next test).
    const app = await start({ drainTimeoutMs: 600_000 });
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(`${app.url}/quick`, agent)).body).toBe('quick');
    await app.shutdown('SIGTERM');
    expect(app.lifecycle.signal.aborted).toBe(false);
    expect(app.exits).toEqual([0]);
    agent.destroy();
  });

  it('aborts what is still running at the drain timeout, so streams end with their fallback', async () => {
    const app = await start({ drainTimeoutMs: 200 });
    const inFlight = get(`${app.url}/endless`);
    await new Promise((r) => setTimeout(r, 50));
    await app.shutdown('SIGTERM');
    expect(await inFlight).toEqual({ status: 200, body: 'shell fallback' });
    expect(app.lifecycle.signal.aborted).toBe(true);
    expect(app.exits).toEqual([0]);
  });

  it('exits at once with code 1 on a second signal', async () => {
    const app = await start({ preStopDelayMs: 1000 });
    void app.shutdown('SIGTERM');
    void app.shutdown('SIGINT');
    expect(app.exits).toEqual([1]);
  });

  it('exits 1 after draining when the shutdown was caused by a fatal error', async () => {
    const app = await start();
    await app.shutdown('uncaught_exception', 1);
    expect(app.exits).toEqual([1]);
  });
});

describe('createLifecycle().track', () => {
  it('aborts what is in flight when the drain gives up, not what has finished, and later requests at once', () => {
    const lifecycle = createLifecycle();
    const [running, finished] = [new AbortController(), new AbortController()];
    lifecycle.track(running);
    lifecycle.track(finished)();
    lifecycle.abortInFlight(new Error('drain timeout'));
    expect(running.signal.aborted).toBe(true);
    expect((running.signal.reason as Error).message).toBe('drain timeout');
    expect(finished.signal.aborted).toBe(false);
    expect(lifecycle.signal.aborted).toBe(true);
    const late = new AbortController();
    lifecycle.track(late);
    expect((late.signal.reason as Error).message).toBe('drain timeout');
  });
});
