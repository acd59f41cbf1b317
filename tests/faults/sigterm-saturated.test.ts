/**
 * SIGTERM at saturation (issue 37, item 9; decision 075): the built storefront as its own process,
 * without a pre-stop delay (PRE_STOP_DELAY_MS 0, the default) and rendering every page (the page
 * cache off: cache hits saturate this test's own client before the storefront), kept busy by 96
 * visitors asking pages back to back (64 on keep-alive connections, 32 on a new connection per
 * request), then SIGTERM. Every request written on its socket at least 100 ms before the signal
 * gets its whole answer: none reset, none cut short. (Found: Node accepts one connection per turn of a busy event loop, so dozens wait in
 * the listen backlog, and closing the listener reset them; a connection accepted late was closed
 * as idle before the busy loop had read its request. The outside review saw 16–27 of about 490.)
 * Bounded: 96 connections on loopback, at most about 40 s. No durations are asserted.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { deadUrl } from '../../server/test-support.ts';

/** Visitors on keep-alive connections, and visitors opening a connection per request. */
const KEEP_ALIVE_VISITORS = 64;
const NEW_CONNECTION_VISITORS = 32;
const VISITORS = KEEP_ALIVE_VISITORS + NEW_CONNECTION_VISITORS;
/** Requests written at least this long before the signal must all be answered. */
const MARGIN_MS = 100;

// Inside the checkout, so the bundle finds the project's node_modules (its packages stay external).
const outDir = path.resolve('node_modules', '.cache', `fz-sigterm-saturated-dist-${process.pid}`);
let api: { url: string; close(): Promise<void> };
let child: ChildProcess | undefined;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['build.mjs'], {
    env: { ...process.env, OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  api = await startTestApi({ port: 0, log: false });
}, 240_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await api?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

interface Outcome {
  /** When the request had been written on its socket (undefined: it never was). */
  writtenAt?: number;
  endedAt: number;
  ok: boolean;
  detail: string;
}

/**
 * One GET on the visitor's keep-alive agent; ok when a whole answer came (a document to its end,
 * whatever the status: a 504 from a starved test API is not the drain's doing).
 */
function get(url: string, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    let writtenAt: number | undefined;
    const done = (ok: boolean, detail: string) =>
      resolve({ writtenAt, endedAt: performance.now(), ok, detail });
    const req = http.get(url, { agent, headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        done(
          body.includes('</html>') || body.includes('"status"'),
          `${res.statusCode} ${body.length} B${res.headers.connection === 'close' ? ' (close)' : ''}`,
        ),
      );
      res.on('error', (e) => done(false, `response ${e.message}`));
      res.on('close', () => {
        if (!res.complete) done(false, 'response cut short');
      });
    });
    req.on('finish', () => {
      writtenAt = performance.now();
    });
    req.on('error', (e) =>
      done(
        false,
        `request ${(e as NodeJS.ErrnoException).code ?? e.message} on a ${req.reusedSocket ? 'reused' : 'new'} connection`,
      ),
    );
  });
}

it('answers every request written 100 ms before SIGTERM at saturation: none reset', async () => {
  const port = Number(new URL(await deadUrl()).port);
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(outDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: api.url,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // No pre-stop delay, as in the outside review (the default); every request renders.
      PRE_STOP_DELAY_MS: '0',
      PAGE_CACHE: 'off',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stdout?.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n')) if (/shutdown|fatal|error/.test(line)) output += `${line}\n`;
  });
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the storefront exited: ${output}`);
    const r = await get(`${base}/readyz`, false);
    if (r.ok) break;
    if (i > 150) throw new Error(`the storefront did not get ready: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const paths = ['/', '/espressomachines', '/en', '/koffiemolens', '/healthz'];
  // Each page once, so that the load is the storefront's renders (its data cache warm), not the test API's.
  for (const p of paths) {
    const warm = await get(`${base}${p}`, false);
    if (!warm.ok) throw new Error(`${p}: ${warm.detail}`);
  }
  const outcomes: Outcome[] = [];
  let stop = false;
  const visitor = async (n: number) => {
    // One keep-alive connection per visitor, as a browser or a balancer's pool keeps them; or a
    // new connection for every request, as a balancer without keep-alive makes them.
    const agent = n < KEEP_ALIVE_VISITORS && new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; !stop; i++) {
      const outcome = await get(`${base}${paths[i % paths.length]}`, agent);
      outcomes.push(outcome);
      if (!outcome.ok) await new Promise((r) => setTimeout(r, 20));
    }
    if (agent) agent.destroy();
  };
  const visitors = Array.from({ length: VISITORS }, (_, n) => visitor(n));
  // Long enough for the process to be saturated, with connections queued in its listen backlog.
  await new Promise((r) => setTimeout(r, 4000));
  const signalAt = performance.now();
  child.kill('SIGTERM');
  const timeout = setTimeout(() => {
    stop = true;
  }, 30_000);
  const code = await exited;
  stop = true;
  clearTimeout(timeout);
  await Promise.all(visitors);

  const before = outcomes.filter((o) => o.writtenAt !== undefined && o.writtenAt <= signalAt - MARGIN_MS);
  const failed = before
    .filter((o) => !o.ok)
    .map(
      (o) =>
        `${o.detail} (written ${Math.round(o.writtenAt! - signalAt)} ms, ended ${Math.round(o.endedAt - signalAt)} ms from the signal)`,
    );
  const around = outcomes.filter((o) => o.writtenAt !== undefined && Math.abs(o.writtenAt - signalAt) < 1000);
  console.info(
    `sigterm at saturation: ${outcomes.length} requests, ${before.length} written ${MARGIN_MS} ms or more before the signal, ${failed.length} of them failed; ${around.filter((o) => !o.ok).length} of ${around.length} within 1 s of the signal failed; ${outcomes.filter((o) => o.ok && !o.detail.startsWith('200')).length} whole answers not 200`,
  );
  expect(failed, `requests written ${MARGIN_MS} ms or more before SIGTERM that failed`).toEqual([]);
  expect(before.length, 'requests written before the signal').toBeGreaterThanOrEqual(VISITORS);
  expect(code, output).toBe(0);
}, 120_000);
