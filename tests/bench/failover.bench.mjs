#!/usr/bin/env node
/**
 * How soon the API serves again after PostgreSQL ended its connections (issue 37 item 2, decision
 * 073): the API as a process of its own on a database of its own (`failover_bench`, created fresh,
 * migrated and seeded by the API's first start), four clients reading and writing carts all along;
 * each round ends every API backend (`pg_terminate_backend`) and times, from then, the first
 * 200 of a probe asking every 5 ms. The database accepts connections throughout, so that time is
 * what the API adds: dropping the ended connections and opening new ones.
 *
 *   node tests/bench/failover.bench.mjs [--rounds 20] [--database-url postgresql://127.0.0.1:5432/test]
 *        [--dist dist]        the built API (dist/api/main.js) when it exists, else api/main.ts
 *   node tests/bench/failover.bench.mjs --ci    the short form: 8 rounds
 *
 * Baseline in the same run: the probe's own request time in steady state (median of 50, before the
 * rounds). Fails (exit 1) when the API exits, a request is reset or answers anything but 200 or 503
 * `db_unavailable`, or the median round's recovery exceeds 1 s (the "within a second").
 * Prints every round, then one `BENCH {json}` line.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from './lib/ports.mjs';
import { repo } from './lib/processes.mjs';

const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const ci = argv.includes('--ci');
const rounds = Number(flag('rounds', ci ? 8 : 20));
const adminUrl = flag('database-url', process.env.DATABASE_URL ?? 'postgresql://127.0.0.1:5432/test');
const dist = flag('dist', process.env.OUT_DIR ?? 'dist');
const NAME = 'failover_bench';
const BUDGET_MS = 1000;

/** `url` on database `name`; pg reads the user from $USER when the URL has none: the OS account then, as psql. */
const withDatabase = (url, name) => {
  const u = new URL(url);
  if (name) u.pathname = `/${name}`;
  if (!u.username && !process.env.PGUSER && !process.env.USER) u.username = userInfo().username;
  return u.toString();
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function session(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'failover-bench' });
  client.on('error', () => {});
  await client.connect();
  return client;
}

const admin = await session(withDatabase(adminUrl));
await admin.query(`drop database if exists ${NAME} with (force)`);
await admin.query(`create database ${NAME}`);
const databaseUrl = withDatabase(adminUrl, NAME);

const built = join(repo, dist, 'api', 'main.js');
const args = existsSync(built)
  ? [built]
  : ['--experimental-transform-types', '--no-warnings', join(repo, 'api', 'main.ts')];
const port = await freePort();
const api = spawn(process.execPath, args, {
  cwd: repo,
  env: {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    API_PORT: String(port),
    API_LOG: '0',
    DATABASE_URL: databaseUrl,
    INSPECTION_REMINDERS: '0',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [api.stdout, api.stderr]) stream.on('data', (chunk) => (output += chunk));
let exited = null;
api.once('exit', (code, signal) => (exited = code ?? signal));
const base = `http://127.0.0.1:${port}`;

async function ask(path, body) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const error = res.status === 200 ? undefined : JSON.parse(text).error;
    return { status: res.status, error, ms: performance.now() - started };
  } catch (err) {
    return { status: 'reset', error: String(err.cause ?? err), ms: performance.now() - started };
  }
}

const problems = [];
const results = [];
try {
  const deadline = Date.now() + 180_000;
  while ((await ask('/api/shopInfo')).status !== 200) {
    if (exited !== null || Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    await sleep(200);
  }
  const bench = await session(databaseUrl);
  const { rows } = await bench.query(
    `select po.id from product_options po join products p on p.id = po.product_id
     where p.active and po.stock >= 5 order by po.id limit 1`,
  );
  const poId = rows[0].id;

  const steady = [];
  for (let i = 0; i < 50; i++) steady.push((await ask('/api/shopInfo')).ms);
  const baselineMs = median(steady);

  let loading = true;
  const load = async (i) => {
    const calls = [
      ['/api/queryProducts', { per_page: 5 }],
      ['/api/shoppingCart/add', { po_id: poId, amount: 1 }],
    ];
    for (let n = i; loading; n++) {
      const answer = await ask(...calls[n % calls.length]);
      if (!(answer.status === 200 || (answer.status === 503 && answer.error === 'db_unavailable')))
        problems.push(answer);
    }
  };
  const clients = [0, 1, 2, 3].map(load);

  for (let round = 1; round <= rounds; round++) {
    await sleep(300);
    await bench.query('select pg_stat_clear_snapshot()');
    const ended = performance.now();
    const { rows: killed } = await bench.query(
      `select count(*)::int as n from (select pg_terminate_backend(pid) as t from pg_stat_activity
       where datname = current_database() and application_name like 'koffie-api%' and pid <> pg_backend_pid()) s where t`,
    );
    let failed = 0;
    for (;;) {
      const answer = await ask('/api/shopInfo');
      if (answer.status === 200) break;
      if (answer.status !== 503) problems.push(answer);
      failed++;
      if (exited !== null) throw new Error(`the API exited (${exited}):\n${output.slice(-3000)}`);
      await sleep(5);
    }
    const recoveryMs = performance.now() - ended;
    results.push(recoveryMs);
    console.log(
      `round ${round}: ${killed[0].n} backends ended, serving again after ${recoveryMs.toFixed(1)} ms (${failed} probes answered 503)`,
    );
  }
  loading = false;
  await Promise.all(clients);
  await bench.end();

  const medianMs = median(results);
  const maxMs = Math.max(...results);
  const alive = exited === null;
  const pass = alive && problems.length === 0 && medianMs <= BUDGET_MS;
  console.log(
    `recovery: median ${medianMs.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms over ${rounds} rounds; ` +
      `a request in steady state ${baselineMs.toFixed(1)} ms (median recovery ${(medianMs / baselineMs).toFixed(1)}×); ` +
      `budget: median within ${BUDGET_MS} ms → ${pass ? 'pass' : 'FAIL'}`,
  );
  if (problems.length) console.log('unexpected answers:', JSON.stringify(problems.slice(0, 10)));
  console.log(
    `BENCH ${JSON.stringify({ bench: 'failover', rounds, median_ms: medianMs, max_ms: maxMs, baseline_ms: baselineMs, problems: problems.length, alive, pass, api: existsSync(built) ? 'dist' : 'source' })}`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  if (exited === null) api.kill('SIGTERM');
  await new Promise((r) => (exited === null ? api.once('exit', r) : r()));
  await admin.query(`drop database if exists ${NAME} with (force)`).catch(() => {});
  await admin.end();
}
