/**
 * Processes for the SSR benchmarks: the built shop (API and storefront as two processes), the
 * baseline server, CPU pinning and CPU time.
 *
 * Layout on a 2-core machine: the storefront (or the baseline) alone on core 0; the shop API, the
 * load generator (this process) and everything else on core 1. The storefront is stateless and its
 * API is another service in production, so the API's database work is not counted as render cost.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseProcessStat } from './host-share.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const cores = availableParallelism();
/** Pinning only makes sense with a core to spare for the load; BENCH_PIN=off turns it off (a diagnostic). */
export const pinning = hasTaskset && cores >= 2 && process.env.BENCH_PIN !== 'off';
export const SERVER_CORE = '0';
export const LOAD_CORES = cores >= 2 ? `1-${cores - 1}` : '0';

/** Moves this process (the load generator) off the server's core. */
export function pinSelfToLoadCores() {
  if (pinning) spawnSync('taskset', ['-a', '-cp', LOAD_CORES, String(process.pid)]);
}

/**
 * Lets the threads of a pinned process other than its main thread run on every core: V8's garbage
 * collector helpers (concurrent marking and sweeping, parallel scavenging) and libuv's pool. The
 * JavaScript stays alone on its core; the helpers do what they do on any multi-core host instead
 * of taking that core from the main thread in scheduler slices (tests/bench/decisions/036). Threads
 * started later inherit the main thread's core: call it again after a warm-up. Answers how many
 * threads were moved.
 */
export function floatHelperThreads(pid) {
  if (!pinning) return 0;
  let moved = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    if (tid === String(pid)) continue;
    if (spawnSync('taskset', ['-cp', `0-${cores - 1}`, tid]).status === 0) moved++;
  }
  return moved;
}

/** CPU time (user + system) of a process, in ms, from /proc/<pid>/stat. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
export function cpuMs(pid) {
  return (parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).own * 1000) / ticksPerSecond;
}

/**
 * The storefront's node flags (V8 heap sizes, decision 027), from package.json's start script: the
 * benches measure the process as `npm start` and the image's CMD run it.
 */
export const storefrontNodeFlags = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'))
  // Diagnostics (e.g. `BENCH_NODE_FLAGS=--trace-gc`): added after them, for the storefront only.
  .concat(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []);

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });

/** Starts `node args…` (pinned to `core` when pinning), logging to `logFile`. */
function startNode({ args, env, core, logFile }) {
  const out = openSync(logFile, 'a');
  const command = pinning ? 'taskset' : process.execPath;
  const argv = pinning ? ['-c', core, process.execPath, ...args] : args;
  const child = spawn(command, argv, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Resolves when `url` answers 200; fails when the child exits first or the time runs out. */
export async function waitFor(url, child, logFile, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(
        `process exited (${child.exitCode}) before ${url} answered; log: ${logFile}\n${tail(logFile)}`,
      );
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms; log: ${logFile}\n${tail(logFile)}`);
}
const tail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '');

/**
 * Starts the built shop: the reference API (core 1, its own throwaway PGlite data directory unless
 * `dataDir` is given) and the storefront (core 0) with PAGE_CACHE=off, so every request renders.
 */
export async function startShop({ dist, port, apiPort, dataDir, env = {}, apiEnv = {} }) {
  const distDir = resolve(repo, dist);
  for (const file of ['server/main.js', 'api/main.js', 'client/manifest.json'])
    if (!existsSync(join(distDir, file)))
      throw new Error(`${join(distDir, file)} missing: run \`node build.mjs\` first`);
  const work = mkdtempSync(join(tmpdir(), 'ssr-bench-'));
  const data = dataDir ?? join(work, 'data');
  const apiLog = join(work, 'api.log');
  const api = startNode({
    args: [join(distDir, 'api/main.js')],
    // The embedded database (issue 4: "embedded API"), also where CI sets DATABASE_URL for the API
    // suite: the benches' pages must not depend on what that shared database holds.
    env: {
      NODE_ENV: 'production',
      API_PORT: String(apiPort),
      DATA_DIR: data,
      API_LOG: '0',
      DATABASE_URL: '',
      ...apiEnv,
    },
    core: LOAD_CORES,
    logFile: apiLog,
  });
  const fail = async (error) => {
    await stop(api);
    rmSync(work, { recursive: true, force: true });
    throw error;
  };
  // The first start of a new data directory creates, migrates and seeds it (10-20 s).
  await waitFor(`http://127.0.0.1:${apiPort}/api/readyz`, api, apiLog, 120_000).catch(fail);
  const serverLog = join(work, 'server.log');
  const server = startNode({
    args: [...storefrontNodeFlags, join(distDir, 'server/main.js')],
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      PAGE_CACHE: 'off',
      // BENCH_LOG_LEVEL=warn leaves the access log out (to tell its cost apart).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...env,
    },
    core: SERVER_CORE,
    logFile: serverLog,
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`, server, serverLog).catch(async (error) => {
    await stop(server);
    await fail(error);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    api,
    serverLog,
    async close() {
      await stop(server);
      await stop(api);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Starts the baseline server (core 0) for captured pages (see baseline-server.mjs). */
export async function startBaseline({ pagesFile, port }) {
  const logFile = join(dirname(pagesFile), 'baseline.log');
  const child = startNode({
    // The storefront's V8 flags too: the ratio compares our code, not two heap configurations.
    args: [
      ...storefrontNodeFlags,
      resolve(repo, 'tests/bench/lib/baseline-server.mjs'),
      pagesFile,
      String(port),
    ],
    env: { NODE_ENV: 'production' },
    core: SERVER_CORE,
    logFile,
  });
  await waitFor(`http://127.0.0.1:${port}/elements/0`, child, logFile);
  return { url: `http://127.0.0.1:${port}`, server: child, close: () => stop(child) };
}

/**
 * An Express app answering `GET /` with `bytes` bytes of HTML, on core 0: the page-cache bench's
 * baseline, and the latency bench's floor (what the load generator, the kernel and the VM give a
 * server that does nothing).
 */
export async function startStaticPage(bytes, port) {
  const code = `
    import express from 'express';
    const body = '<!DOCTYPE html>' + 'x'.repeat(${bytes} - 15);
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    app.get('/', (_req, res) => { res.type('html').send(body); });
    app.listen(${port}, '127.0.0.1');
  `;
  const args = ['--input-type=module', '-e', code];
  const child = pinning
    ? spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], { cwd: repo, stdio: 'inherit' })
    : spawn(process.execPath, args, { cwd: repo, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the static baseline did not start');
}
