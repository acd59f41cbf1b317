#!/usr/bin/env node
/**
 * Latency of the product page at half its saturation rate, against the time of a single render.
 *
 *  1. single render: sequential requests on an idle server; the median response time;
 *  2. saturation: requests/s with autocannon (8 keep-alive connections, closed loop);
 *  3. a constant arrival rate of half that (open loop, times taken from when each request was due,
 *     so queueing counts; run from a fresh process with the lean client of lib/raw-http.mjs,
 *     decision 035): time to first byte and to the last byte, p50 and p99.
 *  4. the floor: the same open loop against a static page of the same size on the same core, right
 *     after, for half as long: what the load generator, kernel and VM add to every request.
 * Budget (issue 4): p99 time to first byte at half saturation ≤ 5 × a single render. An attempt's
 * figure is the p99 of all its rounds' requests together (a single round holds a full collection
 * or none: decision 036) less the p99 of its floors (decision 047), over the median of every
 * round's single render; the budget is judged on the best attempt (lib/latency-verdict.mjs,
 * decision 041): host noise only lengthens a tail, so a miss gets another attempt, and a shop
 * whose own tail is too long misses them all and fails.
 * The storefront runs with PAGE_CACHE=off, its main thread pinned to core 0 (taskset) and its other
 * threads (V8's collector helpers, libuv's pool) free to use every core (`--helpers pinned` to
 * pin them too); the API and the load on the other cores, as in ssr.bench.mjs. Before the first
 * round the server renders 12,000 pages (optimised code, first full collection behind it).
 *
 *   node build.mjs && node tests/bench/latency.bench.mjs     3 rounds, 20 s at the constant rate
 *   node tests/bench/latency.bench.mjs --ci                  4 rounds, 8 s; exits 1 when the budget breaks
 * A miss gets another attempt of as many rounds, up to --attempts N (4 in CI, 1 otherwise).
 * Options: --dist DIR, --rounds N, --attempts N, --seconds S, --data-dir DIR, --product PATH, --json FILE.
 * Diagnostic: `--target components|elements` measures an SSR baseline (ssr.bench.mjs) serving the
 * shop's product page instead of the shop, to see the tail that React and V8 give without our code.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BUDGET, verdict } from './lib/latency-verdict.mjs';
import { median, openLoopInChild, quantile, range, saturate, sequentialTimes } from './lib/load.mjs';
import { findPages } from './lib/pages.mjs';
import { freePort } from './lib/ports.mjs';
import { startProbeTarget } from './lib/probe-target.mjs';
import {
  floatHelperThreads,
  pinning,
  pinSelfToLoadCores,
  startShop,
  startStaticPage,
  stop,
} from './lib/processes.mjs';

const { values: opts } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    rounds: { type: 'string' },
    attempts: { type: 'string' },
    seconds: { type: 'string' },
    'data-dir': { type: 'string' },
    product: { type: 'string' },
    json: { type: 'string' },
    target: { type: 'string', default: 'shop' },
    helpers: { type: 'string', default: 'free' },
  },
});
// An attempt of the short form: 4 × 8 s at ~400/s, about 13,000 requests (a p99 over ~130 of them).
const rounds = Number(opts.rounds ?? (opts.ci ? 4 : 3));
const attempts = Number(opts.attempts ?? (opts.ci ? 4 : 1));
const seconds = Number(opts.seconds ?? (opts.ci ? 8 : 20));
const singles = opts.ci ? 20 : 40;
/** Renders before the first round: optimised code and the first full collection behind it. */
const WARM_RENDERS = 12_000;

pinSelfToLoadCores();
/** The server under test: the shop (its product page found from a category) or a baseline. */
async function startTarget() {
  if (opts.target !== 'shop') {
    const path = opts.product ?? '/lelit-anna-copper';
    return { path, ...(await startProbeTarget({ target: opts.target, dist: opts.dist, path })) };
  }
  const shop = await startShop({
    dist: opts.dist,
    port: await freePort(),
    apiPort: await freePort(),
    dataDir: opts['data-dir'],
  });
  const [product] = await findPages(shop.url, { product: opts.product });
  return { path: product.path, url: `${shop.url}${product.path}`, pid: shop.server.pid, close: shop.close };
}
const server = await startTarget();
/** Servers started along the way, stopped at the end. */
const servers = [];
try {
  const { path, url, pid } = server;
  console.log(
    `latency benchmark: ${opts.target} ${path}; ${pinning ? `server pinned to core 0${opts.helpers === 'free' ? ' (its helper threads on every core)' : ''}` : 'no pinning'}; ${rounds} rounds\n`,
  );
  // A fresh process renders several times slower until its code is optimised: warm it first, or
  // the first round's "single render" is a cold one and flatters that round's ratio. 12,000 renders
  // also take it past its first full collection after start-up, the one that deoptimises a batch of
  // Maglev's code (decisions 031, 036); later ones come at their steady rate inside the rounds.
  await autocannon({ url, connections: 8, amount: WARM_RENDERS, timeout: 20 });
  // The floor's server: the shop's page as static bytes, pinned to the shop's core (idle while the
  // shop is measured, and the shop idle while it is).
  const bytes = Buffer.byteLength(await (await fetch(url)).text());
  const floorServer = await startStaticPage(bytes, await freePort());
  servers.push(floorServer);
  /** One attempt: `rounds` rounds, numbered from `first`; answers its rows. */
  const attempt = async (first) => {
    const own = [];
    for (let round = first; round < first + rounds; round++) {
      if (opts.helpers === 'free') floatHelperThreads(pid);
      // 1. A single render, nothing else going on (after a warm-up).
      // Through the same client as the open loop (lib/raw-http.mjs), so both sides of the ratio share it.
      const single = await sequentialTimes(url, singles);
      // 2. Saturation.
      const sat = await saturate({ url, pid, seconds: opts.ci ? 4 : 8, warmupSeconds: 1 });
      // 3. Half of it, at a constant rate.
      const rate = sat.rps / 2;
      // In a fresh process: this one's heap (autocannon runs, earlier rounds) would add its own GC pauses.
      const run = await openLoopInChild({ url, rate, seconds });
      if (run.errors.length)
        throw new Error(
          `${run.errors.length} failed requests at ${rate.toFixed(1)}/s: ${run.errors.slice(0, 3)}`,
        );
      const { ttfb, total } = run;
      // 4. The floor, at the same rate, right after: the instrument's tail in this stretch of the host.
      const floor = await openLoopInChild({ url: `${floorServer.url}/`, rate, seconds: seconds / 2 });
      const row = {
        single: median(single),
        saturation: sat.rps,
        rate,
        achievedRate: run.achievedRate,
        ttfbP50: quantile(ttfb, 0.5),
        ttfbP99: quantile(ttfb, 0.99),
        totalP50: quantile(total, 0.5),
        totalP99: quantile(total, 0.99),
        requests: ttfb.length,
        floorP99: quantile(floor.ttfb, 0.99),
        ttfb,
        floor: floor.ttfb,
      };
      row.ratio = row.ttfbP99 / row.single;
      own.push(row);
      console.log(
        `round ${round + 1}: single render ${row.single.toFixed(1)} ms · saturation ${row.saturation.toFixed(0)}/s · at ${rate.toFixed(1)}/s (${row.requests} requests): TTFB p50 ${row.ttfbP50.toFixed(1)} p99 ${row.ttfbP99.toFixed(1)} ms · full p50 ${row.totalP50.toFixed(1)} p99 ${row.totalP99.toFixed(1)} ms · p99 TTFB = ${row.ratio.toFixed(2)} × single · floor p99 ${row.floorP99.toFixed(1)} ms`,
      );
    }
    return own;
  };
  /** An attempt's figure in words. */
  const describe = (f, single) =>
    `p99 TTFB ${f.p99.toFixed(1)} ms over ${f.requests} requests (${f.rawRatio.toFixed(2)} × single) less its floor's ${f.floorP99.toFixed(1)} ms = ${f.ratio.toFixed(2)} × single ${single.toFixed(2)} ms (budget ≤ ${BUDGET})`;
  // An attempt's p99 is that of its rounds' requests together (a mark-compact comes every ~25,000
  // renders and slows the 30-60 requests around it; pooled rounds weigh it by how often it comes),
  // over the median single render of every round so far. A miss gets another attempt (decision 041).
  const attemptRounds = [];
  for (let n = 1; n <= attempts; n++) {
    attemptRounds.push(await attempt((n - 1) * rounds));
    const { figures, single } = verdict(attemptRounds);
    const figure = figures.at(-1);
    const within = figure.ratio <= BUDGET;
    console.log(`attempt ${n}: ${describe(figure, single)} ${within ? 'within' : 'above'}`);
    if (within) break;
    if (n < attempts)
      console.log(
        `  above the budget: attempt ${n + 1} of ${attempts} (host noise only lengthens a tail; the best attempt is judged)\n`,
      );
  }
  const { single, figures, best, attempt: bestAttempt, pass } = verdict(attemptRounds);
  /** Every round of every attempt. */
  const rows = attemptRounds.flat();
  const fmt = (key, digits = 1) => {
    const xs = rows.map((r) => r[key]);
    const [lo, hi] = range(xs);
    return `${median(xs).toFixed(digits)} (${lo.toFixed(digits)}–${hi.toFixed(digits)})`;
  };
  console.log(`\nmedian (range) over ${rows.length} rounds`);
  console.log(`  single render          ${fmt('single')} ms`);
  console.log(`  saturation             ${fmt('saturation', 0)} requests/s`);
  console.log(`  TTFB at half           p50 ${fmt('ttfbP50')} ms · p99 ${fmt('ttfbP99')} ms`);
  console.log(`  full response at half  p50 ${fmt('totalP50')} ms · p99 ${fmt('totalP99')} ms`);
  console.log(
    `  floor (static ${bytes} B) p99 ${fmt('floorP99')} ms: what the load generator, kernel and VM add`,
  );
  console.log(`  p99 TTFB / single      per round ${fmt('ratio', 2)} (floor included)`);
  console.log(
    `  attempts               ${figures.map((f) => f.ratio.toFixed(2)).join(', ')} × single (floor left out); ${figures.map((f) => f.rawRatio.toFixed(2)).join(', ')} with it`,
  );
  console.log(`  judged (best attempt)  ${bestAttempt}: ${describe(best, single)} ${pass ? 'ok' : 'BROKEN'}`);
  const line = {
    bench: 'latency',
    ci: opts.ci,
    path,
    target: opts.target,
    pinned: pinning,
    date: new Date().toISOString(),
    budget: BUDGET,
    ratio: best.ratio,
    rawRatio: best.rawRatio,
    pooledP99: best.p99,
    floorP99: best.floorP99,
    single,
    attempt: bestAttempt,
    attempts: figures,
    roundRatio: median(rows.map((r) => r.ratio)),
    rounds: rows.map(({ ttfb, floor, ...row }) => row),
  };
  console.log(`\nBENCH ${JSON.stringify(line)}`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify(line, null, 2));
  if (!pass) {
    console.error('\nlatency budget broken');
    process.exitCode = 1;
  }
} finally {
  for (const { child } of servers) await stop(child);
  await server.close();
}
