#!/usr/bin/env node
/**
 * The benchmarks' short forms, as `npm test` runs them after the browser suite (so `dist` is built):
 * each bench with `--ci`, one after the other (they measure CPU, so never in parallel), then a
 * summary. A bench whose budget is enforced fails the run when it breaks; the others are measured
 * and printed but do not fail it yet, because their budget is not met on this kind of machine (see
 * docs/performance.md for the figures and what is left). Move a bench to `enforced` when it is.
 *
 *   node tests/bench/ci.mjs              all of them
 *   node tests/bench/ci.mjs client api   some of them
 * BENCH_CI=off skips them all (a quick local `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Budget met and stable enough on a shared 2-core machine to fail the build on. */
const enforced = new Set(['api', 'client', 'load', 'page-cache', 'lighthouse']);
/**
 * Measured and reported; budget met only in some runs on this machine (issue 4, docs/performance.md):
 * latency's p99 at half saturation, all rounds together, read 3.1-4.4x a render on a quiet host and
 * 5.4-8.2x while the host was busy (2026-11-25, decisions 035 and 036); SSR product is met in the
 * full bench (0.87-0.91 of its bare tree) but its short form's rounds range 0.78-0.96, too wide
 * around the 0.85 budget to fail a build on. (Lighthouse enforced since 2026-11-24, decision 033.)
 */
const reported = new Set(['latency', 'ssr']);
const order = ['client', 'api', 'load', 'page-cache', 'latency', 'ssr', 'lighthouse'];

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
  const verdict = ok ? 'within budget' : `BUDGET BROKEN (exit ${status})`;
  console.log(`${bench.padEnd(11)} ${verdict.padEnd(26)} ${kind.padEnd(9)} ${seconds} s`);
  if (!ok && kind !== 'reported') failed = true;
}
if (results.some((r) => !r.ok && reported.has(r.bench)))
  console.log('\nReported budgets are not met yet and do not fail the run (docs/performance.md).');
process.exit(failed ? 1 : 0);
