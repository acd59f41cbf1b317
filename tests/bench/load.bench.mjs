#!/usr/bin/env node
/**
 * Load and soak (issue 8): the built storefront (core 0, PAGE_CACHE=off so every request renders,
 * LOAD_TEST=1 for /__debug/mem) and the API (other cores); autocannon from this process, pinned to
 * the other cores, rotating over home, category and product pages in both languages.
 *
 *  1. saturation: requests/s with 8 keep-alive connections (closed loop), after a warm-up;
 *  2. sustained: a constant arrival rate of 70 % of that for 60 s (a request due every 1/rate s,
 *     times from when it was due): 0 errors, 0 non-2xx, and the server's event-loop delay p99
 *     under 100 ms;
 *  3. soak: 100,000 requests in 5 segments; the heap after a full GC at the end at most 10 % (or
 *     15 MB, whichever is larger) above the first segment's (a leak grows it segment after
 *     segment); RSS at most 300 MB and less than 20 MB growth from segment 2 to 5 (the storefront
 *     runs with `npm start`'s V8 flags);
 *  4. aborted streams: 10,000 page requests dropped after their first bytes; 3 s later the open
 *     file descriptors and active handles are back to their baseline (± 5).
 *
 *   node build.mjs && node tests/bench/load.bench.mjs    the full run (about 10 minutes)
 *   node tests/bench/load.bench.mjs --ci                 short form: 10 s, 10,000, 1,000; exits 1
 *                                                        on any error or leak (the event-loop
 *                                                        delay is only reported there)
 * Options: --dist DIR, --json FILE, --database-url URL (the API on that PostgreSQL database instead
 * of its own seeded PGlite shop, e.g. one grown with api/db/seed/grow.ts to 500,000 products).
 * The API's resident memory (VmRSS, and its peak VmHWM) is reported with each soak segment.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { openLoop, quantile } from './lib/load.mjs';
import { benchOptions } from './lib/options.mjs';
import { findPages } from './lib/pages.mjs';
import { freePort } from './lib/ports.mjs';
import { pinning, pinSelfToLoadCores, startShop } from './lib/processes.mjs';

const opts = benchOptions();
const plan = opts.ci
  ? { sustainedSeconds: 10, soakRequests: 10_000, aborts: 1_000 }
  : { sustainedSeconds: 60, soakRequests: 100_000, aborts: 10_000 };
const SEGMENTS = 5;
// RSS: the battery's ceiling for one storefront process and its growth from segment 2 to the last.
// Heap: at most 10 % or 15 MB (whichever is larger) above segment 1, as the battery puts it.
const BUDGET = {
  heapGrowth: 0.1,
  heapGrowthMB: 15,
  eventLoopP99Ms: 100,
  handleSlack: 5,
  rssMB: 300,
  rssGrowthMB: 20,
};

pinSelfToLoadCores();
const shop = await startShop({
  dist: opts.dist,
  port: await freePort(),
  apiPort: await freePort(),
  env: { LOAD_TEST: '1', LOG_LEVEL: 'warn' },
  apiEnv: opts['database-url'] ? { DATABASE_URL: opts['database-url'] } : {},
});

const mem = async (reset = false) => {
  const res = await fetch(`${shop.url}/__debug/mem${reset ? '?reset=1' : ''}`);
  if (!res.ok) throw new Error(`/__debug/mem: ${res.status}`);
  return res.json();
};
const MB = (b) => Math.round(b / 1e5) / 10;
/** The API process's resident memory now and at its peak, in MB (Linux /proc; undefined elsewhere). */
const apiMemory = () => {
  try {
    const status = readFileSync(`/proc/${shop.api.pid}/status`, 'utf8');
    const kB = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rss: Math.round(kB('VmRSS') / 100) / 10, peak: Math.round(kB('VmHWM') / 100) / 10 };
  } catch {
    return undefined;
  }
};

function run(options) {
  return autocannon({ pipelining: 1, timeout: 20, ...options, url: shop.url });
}
const failures = (r) => r.errors + r.timeouts + r.non2xx;

const report = { bench: 'load', at: new Date().toISOString(), ci: opts.ci, pinning, cores: cpus().length };
const problems = [];
const reported = [];
try {
  const [product, category] = await findPages(shop.url);
  const paths = ['/', '/en', category.path, product.path, '/en/espresso-machines', '/zoeken?q=koffie'];
  const requests = paths.map((path) => ({ method: 'GET', path }));
  const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' };
  console.log(
    `load benchmark on ${paths.join(', ')}; ${pinning ? 'server pinned to core 0' : 'no pinning'}\n`,
  );

  // 1. Saturation (closed loop) after a warm-up.
  await run({ connections: 8, duration: 5, requests, headers });
  const sat = await run({ connections: 8, duration: opts.ci ? 5 : 15, requests, headers });
  const saturation = sat['2xx'] / sat.duration;
  console.log(`saturation: ${saturation.toFixed(0)} req/s (p99 ${sat.latency.p99} ms)`);

  // 2. Sustained at 70 % of saturation, at a constant arrival rate (openLoop: a request is due
  // every 1/rate s; autocannon's overallRate would send bursts of saturation instead).
  const rate = Math.max(1, Math.floor(saturation * 0.7));
  await mem(true);
  const sustained = await openLoop({
    urls: paths.map((path) => `${shop.url}${path}`),
    rate,
    seconds: plan.sustainedSeconds,
    headers,
  });
  const loop = (await mem()).eventLoop;
  const totals = sustained.results.map((r) => r.total);
  const sustainedFailed = sustained.errors.length;
  report.sustained = {
    rate,
    seconds: plan.sustainedSeconds,
    requests: sustained.results.length + sustainedFailed,
    achievedRate: sustained.achievedRate,
    failed: sustainedFailed,
    errors: sustained.errors.slice(0, 5),
    p50: quantile(totals, 0.5),
    p99: quantile(totals, 0.99),
    ttfbP99: quantile(
      sustained.results.map((r) => r.ttfb),
      0.99,
    ),
    eventLoopP99Ms: loop.p99,
    eventLoopMaxMs: loop.max,
  };
  console.log(
    `sustained ${rate} req/s for ${plan.sustainedSeconds} s: ${report.sustained.requests} requests, ${sustainedFailed} failed, latency p50 ${report.sustained.p50.toFixed(1)} ms p99 ${report.sustained.p99.toFixed(1)} ms; event-loop delay p99 ${loop.p99} ms (max ${loop.max} ms)`,
  );
  if (sustainedFailed > 0) problems.push(`sustained: ${sustainedFailed} failed requests`);
  // Reported, not enforced in the short form: on a shared 2-core CI machine other work on the
  // server's core shows up as event-loop delay (docs/operations.md has the figures of a quiet run).
  if (loop.p99 > BUDGET.eventLoopP99Ms)
    (opts.ci ? reported : problems).push(`event-loop delay p99 ${loop.p99} ms > ${BUDGET.eventLoopP99Ms}`);

  // 3. Soak: heap after GC per segment.
  const perSegment = Math.ceil(plan.soakRequests / SEGMENTS);
  const heaps = [];
  const rss = [];
  const apiRss = [];
  let soakFailed = 0;
  for (let s = 0; s < SEGMENTS; s++) {
    const r = await run({ connections: 8, amount: perSegment, requests, headers });
    soakFailed += failures(r);
    const m = await mem();
    heaps.push(m.heapUsed);
    rss.push(m.rss);
    const api = apiMemory();
    apiRss.push(api?.rss);
    console.log(
      `soak segment ${s + 1}/${SEGMENTS}: ${perSegment} requests, heap after GC ${MB(m.heapUsed)} MB, RSS ${MB(m.rss)} MB; API RSS ${api?.rss ?? '?'} MB`,
    );
  }
  const growth = heaps.at(-1) / heaps[0] - 1;
  report.soak = {
    requests: perSegment * SEGMENTS,
    failed: soakFailed,
    heapMB: heaps.map(MB),
    rssMB: rss.map(MB),
    growth,
    apiRssMB: apiRss,
    apiPeakRssMB: apiMemory()?.peak,
    database: opts['database-url'] ? 'postgresql' : 'pglite',
  };
  console.log(
    `soak: heap after GC ${(growth * 100).toFixed(1)} % (${MB(heaps.at(-1) - heaps[0])} MB) from segment 1 to ${SEGMENTS} (budget ≤ ${BUDGET.heapGrowth * 100} % or ${BUDGET.heapGrowthMB} MB)`,
  );
  const heapAllowed = Math.max(heaps[0] * BUDGET.heapGrowth, BUDGET.heapGrowthMB * 1e6);
  if (soakFailed > 0) problems.push(`soak: ${soakFailed} failed requests`);
  if (heaps.at(-1) - heaps[0] > heapAllowed) problems.push(`heap grew ${(growth * 100).toFixed(1)} %`);
  const rssMax = Math.max(...report.soak.rssMB);
  const rssGrowth = report.soak.rssMB.at(-1) - report.soak.rssMB[1];
  console.log(
    `soak: RSS at most ${rssMax} MB (budget ≤ ${BUDGET.rssMB}), ${rssGrowth.toFixed(1)} MB from segment 2 to ${SEGMENTS} (budget < ${BUDGET.rssGrowthMB})`,
  );
  if (rssMax > BUDGET.rssMB) problems.push(`RSS ${rssMax} MB > ${BUDGET.rssMB}`);
  if (rssGrowth >= BUDGET.rssGrowthMB) problems.push(`RSS grew ${rssGrowth.toFixed(1)} MB after segment 2`);
  console.log(
    `soak: API RSS at most ${Math.max(...apiRss)} MB, its peak ${report.soak.apiPeakRssMB} MB (reported)`,
  );

  // 4. Aborted streams: descriptors and handles back to the baseline. The baseline is taken after
  // complete requests at the same concurrency, so the server's keep-alive pool to the API has grown
  // to that size already: pooled upstream sockets are not a leak, sockets left by aborts are.
  await run({ connections: 50, amount: 1000, requests, headers });
  await new Promise((r) => setTimeout(r, 2000));
  const base = await mem();
  const abortOne = (path) =>
    new Promise((resolve) => {
      const req = http.get(`${shop.url}${path}`, { agent: false, headers }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
        res.once('end', resolve);
      });
      req.on('error', () => resolve());
    });
  let next = 0;
  const worker = async () => {
    while (next < plan.aborts) {
      const i = next++;
      await abortOne(paths[i % paths.length]);
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  await new Promise((r) => setTimeout(r, 3000));
  const after = await mem();
  const handles = (m) => Object.values(m.resources).reduce((a, b) => a + b, 0);
  // Descriptors may grow with the pool of keep-alive sockets to the API (bounded, reused); anything
  // else an abort left open is a leak.
  const poolGrowth = Math.max(0, after.upstreamSockets - base.upstreamSockets);
  report.aborts = {
    count: plan.aborts,
    fds: [base.fds, after.fds],
    clientSockets: [base.clientSockets, after.clientSockets],
    upstreamSockets: [base.upstreamSockets, after.upstreamSockets],
    handles: [handles(base), handles(after)],
    heapMB: [MB(base.heapUsed), MB(after.heapUsed)],
  };
  console.log(
    `${plan.aborts} aborted streams: file descriptors ${base.fds} → ${after.fds} (API pool ${base.upstreamSockets} → ${after.upstreamSockets}), visitor sockets ${base.clientSockets} → ${after.clientSockets}, active handles ${handles(base)} → ${handles(after)}, heap ${MB(base.heapUsed)} → ${MB(after.heapUsed)} MB`,
  );
  if (after.fds > base.fds + poolGrowth + BUDGET.handleSlack)
    problems.push(`file descriptors ${base.fds} → ${after.fds} (API pool grew ${poolGrowth})`);
  if (after.clientSockets > base.clientSockets + BUDGET.handleSlack)
    problems.push(`visitor sockets ${base.clientSockets} → ${after.clientSockets}`);
  if (handles(after) > handles(base) + BUDGET.handleSlack)
    problems.push(`active handles ${handles(base)} → ${handles(after)}`);
} finally {
  await shop.close();
}

report.ok = problems.length === 0;
report.problems = problems;
report.reported = reported;
if (reported.length) console.log(`\nreported (not enforced in --ci): ${reported.join('; ')}`);
console.log(`\nBENCH ${JSON.stringify(report)}`);
if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
if (problems.length) {
  console.log(`\nLOAD BUDGET BROKEN: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nload: within budget');
