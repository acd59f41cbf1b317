#!/usr/bin/env node
/**
 * The shop API's memory under a container limit (issue 37 item 6, decision 076): the built API,
 * started as the Kubernetes manifest starts it (deploy/kubernetes/base/api.yaml's `command`), in a
 * memory cgroup of `--limit-mb` (512, the manifests' limit) that this bench creates, on a fresh
 * database it seeds at start (its own PGlite directory, or a new database on `--database-url`).
 *
 *  1. steady: `--rate` requests/s (20) at a constant arrival rate for `--seconds` (120): the
 *     storefront's calls in turn, both languages: listings (categories, pages, filters), searches
 *     and dropdown searches, product details and path lookups, menus and categories, and one in 20
 *     a new guest cart (a write);
 *  2. burst: the same mix closed-loop on `--connections` (16) for `--burst-seconds` (30).
 * Every 250 ms: the API's resident memory (VmRSS, its peak VmHWM) and the cgroup's charge and OOM
 * kills. Budget: the process lives to the end, 0 OOM kills, 0 failed requests, and its peak RSS at
 * most `--budget` (0.85) of the limit: the margin the kernel's page cache and a busier hour need.
 *
 *   node build.mjs && node tests/bench/api-memory.bench.mjs             the full run (4-5 minutes)
 *   node tests/bench/api-memory.bench.mjs --ci                          30 s steady, 10 s burst
 *   ... --database-url postgresql://127.0.0.1:5432/test                 on PostgreSQL (a database
 *                                                                       of its own, dropped after)
 *   ... --node-flags "--max-old-space-size=300"                         flags before the manifest's
 *                                                                       (to compare heap sizes)
 * Needs write access to this process's cgroup (root, or a delegated cgroup): without it the bench
 * says so and exits 1. Prints one `BENCH {...}` line; `--json FILE` writes the report.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { quantile } from './lib/load.mjs';
import { createMemoryCgroup } from './lib/memory-cgroup.mjs';
import { benchOptions } from './lib/options.mjs';
import { freePort } from './lib/ports.mjs';
import { repo, stop, waitFor } from './lib/processes.mjs';

const opts = benchOptions({
  'limit-mb': { type: 'string', default: '512' },
  rate: { type: 'string', default: '20' },
  seconds: { type: 'string' },
  'burst-seconds': { type: 'string' },
  connections: { type: 'string', default: '16' },
  budget: { type: 'string', default: '0.85' },
  'node-flags': { type: 'string', default: '' },
});
const MiB = 1024 * 1024;
const limitBytes = Number(opts['limit-mb']) * MiB;
const rate = Number(opts.rate);
const seconds = Number(opts.seconds ?? (opts.ci ? 30 : 120));
const burstSeconds = Number(opts['burst-seconds'] ?? (opts.ci ? 10 : 30));
const budgetShare = Number(opts.budget);
const mb = (bytes) => Math.round(bytes / MiB);

/** The API container's command in the base manifest, with node and dist/ made local. */
function manifestCommand() {
  const docs = readFileSync(join(repo, 'deploy/kubernetes/base/api.yaml'), 'utf8')
    .split(/^---$/m)
    .map((d) => parse(d));
  const deployment = docs.find((d) => d?.kind === 'Deployment');
  const container = deployment.spec.template.spec.containers.find((c) => c.name === 'api');
  const [program, ...args] = container.command;
  if (program !== 'node') throw new Error(`the API container runs ${program}, not node`);
  const distDir = resolve(repo, opts.dist);
  return [
    process.execPath,
    ...opts['node-flags'].split(/\s+/).filter(Boolean),
    ...args.map((a) => (a.startsWith('dist/') ? join(distDir, a.slice(5)) : a)),
  ];
}

/** A database of its own on PostgreSQL (dropped afterwards), or none: PGlite in DATA_DIR. */
async function freshDatabase() {
  if (!opts['database-url']) return { url: '', drop: async () => {} };
  const name = `koffie_memory_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: opts['database-url'] });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(opts['database-url']);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: opts['database-url'] });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await c.end();
    },
  };
}

/** The API's resident memory now and at its peak, in bytes (/proc). */
function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kB('VmRSS'), peak: kB('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The storefront's API calls in turn, built from what the seeded shop holds. */
async function requestMix(base) {
  const call = async (method, path, body, lang = '1') => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-fz-language-id': lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}`);
    return res.json();
  };
  const categories = [];
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === 'object') {
      if (typeof node.id === 'number' && typeof node.title === 'string') categories.push(node.id);
      Object.values(node).forEach(walk);
    }
  };
  walk(await call('GET', '/api/categories'));
  const categoryIds = [...new Set(categories)].slice(0, 24);
  const slugs = [];
  const brands = [];
  for (const id of categoryIds.slice(0, 8)) {
    const listing = await call('POST', '/api/queryProducts', { category_id: id });
    for (const p of listing.products?.data ?? []) slugs.push(p.uri.slice(1));
    for (const b of listing.brands ?? []) brands.push([id, b.id]);
  }
  // Options that can go into a cart (in stock, orderable): tried once each.
  const poIds = [];
  for (const slug of slugs.slice(0, 20)) {
    const text = JSON.stringify(await call('GET', `/api/products/${slug}`));
    for (const m of text.matchAll(/"po_id":(\d+)/g)) {
      const poId = Number(m[1]);
      if (poIds.includes(poId)) continue;
      if (
        await call('POST', '/api/shoppingCart/add', { po_id: poId, amount: 1 }).then(
          () => true,
          () => false,
        )
      )
        poIds.push(poId);
    }
  }
  if (!categoryIds.length || !slugs.length) throw new Error('the seeded shop has no categories or products');
  const queries = ['koffie', 'espresso', 'rocket', 'molen', 'melkopschuimer', 'ontkalker', 'bonen', 'zzzz'];
  const mix = [
    (i) => [
      'POST',
      '/api/queryProducts',
      { category_id: categoryIds[i % categoryIds.length], page: 1 + (i % 3) },
    ],
    (i) => {
      const [category_id, brand] = brands[i % brands.length] ?? [categoryIds[0], undefined];
      return ['POST', '/api/queryProducts', { category_id, brands_filter: brand ? [brand] : [] }];
    },
    (i) => ['POST', '/api/queryProducts', { search: queries[i % queries.length] }],
    (i) => [
      'POST',
      '/api/queryProducts',
      { search: queries[i % queries.length].slice(0, 3 + (i % 4)), products_only: true, limit: 4 },
    ],
    (i) => ['GET', `/api/products/${slugs[i % slugs.length]}`],
    (i) => ['GET', `/api/resolve?path=${encodeURIComponent(`/${slugs[(i * 7) % slugs.length]}`)}`],
    (i) => ['GET', `/api/products/${slugs[(i * 3) % slugs.length]}`],
    () => ['GET', '/api/menus'],
    () => ['GET', '/api/categories'],
    (i) => ['POST', '/api/queryProducts', { category_id: categoryIds[(i * 5) % categoryIds.length] }],
  ];
  let turn = 0;
  return () => {
    const i = turn++;
    const lang = i % 2 ? '2' : '1';
    // One in 20: a new guest cart with a line (a write; each is a cart of its own).
    if (i % 20 === 19 && poIds.length)
      return {
        method: 'POST',
        path: '/api/shoppingCart/add',
        body: { po_id: poIds[i % poIds.length], amount: 1 },
        lang,
      };
    const [method, path, body] = mix[i % mix.length](Math.floor(i / mix.length));
    return { method, path, body, lang };
  };
}

/** Sends one request of the mix; resolves with its time in ms, or throws with what went wrong. */
async function send(base, { method, path, body, lang }) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-fz-language-id': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}`);
  return performance.now() - started;
}

const report = {
  bench: 'api-memory',
  at: new Date().toISOString(),
  ci: opts.ci,
  database: opts['database-url'] ? 'postgresql' : 'pglite',
  limitMB: mb(limitBytes),
  rate,
  seconds,
  burstSeconds,
};
const problems = [];

const database = await freshDatabase();
let cgroup;
try {
  cgroup = createMemoryCgroup(limitBytes);
} catch (err) {
  console.log(`api-memory: cannot create a memory cgroup here (${err.message}); run it as root.`);
  console.log(`BENCH ${JSON.stringify({ ...report, ok: false, problems: ['no memory cgroup'] })}`);
  await database.drop();
  process.exit(1);
}

// Interrupted (Ctrl-C): the API is killed (lib/processes.mjs, the exit handlers below), then its
// cgroup, empty once the kernel has reaped it, is removed.
const children = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (let i = 0; i < 40; i++) {
    try {
      rmdirSync(cgroup.dir);
      return;
    } catch (err) {
      if (err.code === 'ENOENT') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
});
const work = mkdtempSync(join(tmpdir(), 'api-memory-'));
const port = await freePort();
const command = manifestCommand();
const logFile = join(work, 'api.log');
const apiEnv = {
  ...process.env,
  NODE_ENV: 'production',
  API_PORT: String(port),
  API_HOST: '127.0.0.1',
  API_LOG: '0',
  DATA_DIR: join(work, 'data'),
  DATABASE_URL: database.url,
  TEST_PAYMENTS: 'on',
  INSPECTION_REMINDERS: '0',
};
/** Starts the API (`argv`), resolves once it is ready; rejects when it exits first (an OOM kill too). */
async function startApi([program, ...args]) {
  const child = spawn(program, args, {
    cwd: repo,
    env: apiEnv,
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.push(child);
  const started = Date.now();
  const outcome = await Promise.race([
    waitFor(`http://127.0.0.1:${port}/api/readyz`, child, logFile, 600_000).then(() => 'ready'),
    exited,
  ]);
  if (outcome !== 'ready')
    throw new Error(
      `the API exited (${outcome.code ?? outcome.signal}) before it was ready; log: ${logFile}\n${readFileSync(logFile, 'utf8').slice(-800)}`,
    );
  return { child, exited, seconds: Math.round((Date.now() - started) / 1000) };
}

// The first start creates, migrates and seeds the database: once, outside the limit (its peak is
// reported: the shop's demo seed on PGlite needs more than the running API).
let api;
try {
  const first = await startApi(command);
  report.firstStart = { seconds: first.seconds, peakRssMB: mb(processMemory(first.child.pid).peak) };
  console.log(
    `first start (create, migrate, seed; no limit): ${first.seconds} s, peak RSS ${report.firstStart.peakRssMB} MB`,
  );
  await stop(first.child);
  api = await startApi(cgroup.wrap(command));
} catch (err) {
  console.log(`api-memory: ${err.message}`);
  cgroup.remove();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}
let exit;
void api.exited.then((e) => {
  exit = e;
});
const startSeconds = api.seconds;
api = api.child;

const samples = [];
const sample = (phase) => {
  const memory = processMemory(api.pid);
  const charged = cgroup.usage();
  if (memory) samples.push({ phase, at: Date.now(), ...memory, cgroup: charged.current });
  return { memory, charged };
};
let phase = 'start';
const sampler = setInterval(() => sample(phase), 250);

const peakOf = (name) => Math.max(0, ...samples.filter((s) => s.phase === name).map((s) => s.rss));
try {
  console.log(
    `api-memory: ${command.slice(1).join(' ')} in a ${mb(limitBytes)} MiB cgroup (v${cgroup.version}), ${report.database}`,
  );
  report.startSeconds = startSeconds;
  report.cmdline = readFileSync(`/proc/${api.pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1);
  const heapFlag = report.cmdline.find((a) => a.startsWith('--max-old-space-size='));
  report.maxOldSpaceMB = heapFlag ? Number(heapFlag.split('=')[1]) : undefined;
  const afterStart = sample('start');
  console.log(
    `restarted in the cgroup, ready in ${report.startSeconds} s; RSS ${mb(afterStart.memory.rss)} MB (peak ${mb(afterStart.memory.peak)}), cgroup ${mb(afterStart.charged.current)} MiB; node ${report.cmdline.filter((a) => a.startsWith('--')).join(' ') || '(no flags)'}`,
  );
  report.startPeakRssMB = mb(afterStart.memory.peak);

  const base = `http://127.0.0.1:${port}`;
  const next = await requestMix(base);
  const failures = [];
  const times = [];

  // 1. Steady: a request due every 1/rate s, whatever the API does.
  phase = 'steady';
  const total = Math.round(rate * seconds);
  const t0 = performance.now();
  const inflight = [];
  for (let i = 0; i < total && exit === undefined; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      send(base, next()).then(
        (ms) => times.push(ms),
        (e) => failures.push(e.message),
      ),
    );
    if (i % (rate * 30) === 0 && i > 0) {
      const { memory } = sample(phase);
      console.log(`  steady ${Math.round(i / rate)} s: RSS ${mb(memory?.rss ?? 0)} MB`);
    }
  }
  await Promise.all(inflight);
  report.steady = {
    requests: total,
    failed: failures.length,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    peakRssMB: mb(peakOf('steady')),
  };
  console.log(
    `steady ${rate} req/s for ${seconds} s: ${total} requests, ${failures.length} failed, p50 ${report.steady.p50?.toFixed(1)} ms p99 ${report.steady.p99?.toFixed(1)} ms; RSS at most ${report.steady.peakRssMB} MB`,
  );

  // 2. Burst: closed loop on many connections, the API as busy as it gets.
  phase = 'burst';
  const burstTimes = [];
  const until = performance.now() + burstSeconds * 1000;
  const burstFailures = [];
  await Promise.all(
    Array.from({ length: Number(opts.connections) }, async () => {
      while (performance.now() < until && exit === undefined) {
        await send(base, next()).then(
          (ms) => burstTimes.push(ms),
          (e) => burstFailures.push(e.message),
        );
      }
    }),
  );
  report.burst = {
    connections: Number(opts.connections),
    requests: burstTimes.length + burstFailures.length,
    rate: Math.round(burstTimes.length / burstSeconds),
    failed: burstFailures.length,
    p50: quantile(burstTimes, 0.5),
    p99: quantile(burstTimes, 0.99),
    peakRssMB: mb(peakOf('burst')),
  };
  console.log(
    `burst on ${opts.connections} connections for ${burstSeconds} s: ${report.burst.requests} requests (${report.burst.rate}/s), ${burstFailures.length} failed, p99 ${report.burst.p99?.toFixed(1)} ms; RSS at most ${report.burst.peakRssMB} MB`,
  );
  failures.push(...burstFailures);
  if (failures.length)
    problems.push(`${failures.length} failed requests (${[...new Set(failures)].slice(0, 3).join('; ')})`);
} catch (err) {
  problems.push(err.message.split('\n')[0]);
} finally {
  clearInterval(sampler);
  const end = sample('end');
  const charged = cgroup.usage();
  report.peakRssMB = mb(Math.max(end.memory?.peak ?? 0, ...samples.map((s) => s.peak)));
  report.cgroupPeakMiB = charged.peak === undefined ? undefined : mb(charged.peak);
  report.oomKills = charged.oomKills;
  report.exited = exit ?? null;
  if (exit !== undefined) problems.push(`the API exited during the run (${exit.code ?? exit.signal})`);
  if (charged.oomKills > 0) problems.push(`${charged.oomKills} OOM kill(s) in the cgroup`);
  const budgetMB = Math.floor(mb(limitBytes) * budgetShare);
  report.budgetMB = budgetMB;
  if (report.peakRssMB > budgetMB)
    problems.push(`peak RSS ${report.peakRssMB} MB > ${budgetMB} MB (${budgetShare} of the limit)`);
  console.log(
    `peak RSS ${report.peakRssMB} MB of a ${mb(limitBytes)} MiB limit (budget ${budgetMB}); cgroup peak ${report.cgroupPeakMiB ?? '?'} MiB; OOM kills ${charged.oomKills}`,
  );
  await stop(api);
  cgroup.remove();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}

report.ok = problems.length === 0;
report.problems = problems;
console.log(`\nBENCH ${JSON.stringify(report)}`);
if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
if (problems.length) {
  console.log(`\nAPI MEMORY BUDGET BROKEN: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\napi-memory: within budget');
