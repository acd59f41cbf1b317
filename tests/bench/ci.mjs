#!/usr/bin/env node
/**
 * The benchmarks' short forms, as `npm run bench:ci` runs them after building `dist` (and CI after
 * `npm test`): each bench with `--ci`, one after the other (they measure CPU, so never in
 * parallel), then a summary. A bench whose budget is enforced fails the run when it breaks; a
 * `reported` one is measured and printed without failing it (docs/performance.md has the figures).
 *
 *   node tests/bench/ci.mjs              all of them
 *   node tests/bench/ci.mjs client api   some of them
 * BENCH_CI=off skips them all.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every budget of issue 4 fails the run when it breaks. SSR and latency, whose figures swing with
 * the shared host, take more rounds (SSR, decision 040) or attempts (latency, decision 041) before
 * a miss counts; every run ends in a verdict.
 */
const enforced = new Set([
  'api',
  'client',
  'load',
  'page-cache',
  'lighthouse',
  'ssr',
  'latency',
  'search',
  'catalogue',
  // Interaction to Next Paint at 4× CPU slowdown (issue 41), judged on the best attempt (as decision 041).
  'inp',
  // A product card's photo at 2× on a phone ≤ 25 KB (issue 41, decision 097): bytes, not time.
  'images',
]);
/** Measured and reported only (none now). */
const reported = new Set();
const order = [
  'client',
  'api',
  'search',
  'catalogue',
  'load',
  'page-cache',
  'latency',
  'ssr',
  'lighthouse',
  'inp',
  'images',
];

if (process.env.BENCH_CI === 'off') {
  console.log('bench:ci skipped (BENCH_CI=off)');
  process.exit(0);
}
const asked = process.argv.slice(2);
const benches = asked.length ? order.filter((b) => asked.includes(b)) : order;

const results = [];
for (const bench of benches) {
  console.log(`\n──── bench ${bench} --ci ────`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(here, `${bench}.bench.mjs`), '--ci'], {
    stdio: 'inherit',
    env: process.env,
  });
  const ok = run.status === 0;
  results.push({ bench, ok, seconds: Math.round((Date.now() - started) / 1000), status: run.status });
}

console.log('\n──── bench summary ────');
let failed = false;
for (const { bench, ok, seconds, status } of results) {
  const kind = enforced.has(bench) ? 'enforced' : reported.has(bench) ? 'reported' : 'unknown';
  // Exit 3: every miss was on a host too slow to judge it (lighthouse, decision 079): said, not failed.
  const unjudged = status === 3;
  const verdict = ok
    ? 'within budget'
    : unjudged
      ? 'not judged (host too slow)'
      : `BUDGET BROKEN (exit ${status})`;
  console.log(`${bench.padEnd(11)} ${verdict.padEnd(26)} ${kind.padEnd(9)} ${seconds} s`);
  if (!ok && !unjudged && kind !== 'reported') failed = true;
}
if (results.some((r) => !r.ok && reported.has(r.bench)))
  console.log('\nReported budgets are not met yet and do not fail the run (docs/performance.md).');
process.exit(failed ? 1 : 0);
