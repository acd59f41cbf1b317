#!/usr/bin/env node
/**
 * Anonymous page cache hits against the floor of answering HTTP at all, measured in the same run.
 *
 * The built shop (PAGE_CACHE=on, a TTL longer than the run, so every measured request is a HIT)
 * serves the product page to a browser; the baseline is an Express app answering a static string
 * of the same size (etag off, as in the shop). Both run pinned to core 0 (taskset, when there is a
 * core to spare), the load (autocannon, this process) and the API on the others. Rounds alternate
 * shop and baseline; the ratio is per round, and the median and range are printed.
 * Budget (issue 4): hits/s ≥ 0.3 × static/s. After the rounds, a diagnostic: the same hit as a
 * browser asks for it (compressed: gzip from segments compressed once, decision 038).
 *
 *   node build.mjs && node tests/bench/page-cache.bench.mjs    5 rounds of 8 s
 *   node tests/bench/page-cache.bench.mjs --ci                 3 rounds of 3 s; exits 1 below 0.3
 * Options: --dist DIR (default dist), --rounds N, --seconds S, --connections N, --product PATH.
 */
import { parseArgs } from 'node:util';
import { median, range, saturate } from './lib/load.mjs';
import { findPages } from './lib/pages.mjs';
import { freePort } from './lib/ports.mjs';
import { pinning, pinSelfToLoadCores, startShop, startStaticPage, stop } from './lib/processes.mjs';

const { values: opts } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '8' },
    product: { type: 'string' },
  },
});
const rounds = Number(opts.rounds ?? (opts.ci ? 3 : 5));
const seconds = Number(opts.seconds ?? (opts.ci ? 3 : 8));
const connections = Number(opts.connections);
const BUDGET = 0.3;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const headers = { 'user-agent': BROWSER_UA, accept: 'text/html' };

pinSelfToLoadCores();
const shop = await startShop({
  dist: opts.dist,
  port: await freePort(),
  apiPort: await freePort(),
  env: { PAGE_CACHE: 'on', PAGE_CACHE_TTL_MS: '3600000', LOG_LEVEL: 'info' },
});
let baseline;
let failed = false;
try {
  const product = opts.product ?? (await findPages(shop.url)).find((p) => p.name === 'product').path;
  const target = `${shop.url}${product}`;
  const first = await fetch(target, { headers });
  const html = await first.text();
  const second = await fetch(target, { headers });
  await second.arrayBuffer();
  if (second.headers.get('x-cache') !== 'HIT')
    throw new Error(
      `${product}: expected a cache HIT on the second request, got ${second.headers.get('x-cache')}`,
    );
  const bytes = Buffer.byteLength(html);
  baseline = await startStaticPage(bytes, await freePort());

  console.log(
    `Page cache benchmark: ${pinning ? 'servers pinned to core 0, load on the others' : 'no pinning'}; ${rounds} rounds of ${seconds} s, ${connections} connections`,
  );
  console.log(`product page ${product}: ${bytes} B, served from the cache (X-Cache: HIT)\n`);
  const ratios = [];
  const hits = [];
  const statics = [];
  for (let round = 1; round <= rounds; round++) {
    const hit = await saturate({ url: target, pid: shop.server.pid, seconds, connections, headers });
    const flat = await saturate({
      url: `${baseline.url}/`,
      pid: baseline.child.pid,
      seconds,
      connections,
      headers,
    });
    hits.push(hit.rps);
    statics.push(flat.rps);
    ratios.push(hit.rps / flat.rps);
    console.log(
      `round ${round}: cache hit ${hit.rps.toFixed(0)} req/s (${hit.cpuPerRequestMs.toFixed(3)} ms CPU/req) · static ${flat.rps.toFixed(0)} req/s (${flat.cpuPerRequestMs.toFixed(3)} ms CPU/req) · ratio ${(hit.rps / flat.rps).toFixed(2)}`,
    );
  }
  const [lo, hi] = range(ratios);
  const ratio = median(ratios);
  console.log(
    `\nmedian: hit ${median(hits).toFixed(0)} req/s, static ${median(statics).toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (range ${lo.toFixed(2)}-${hi.toFixed(2)}); budget ≥ ${BUDGET}`,
  );
  // Diagnostic, no budget: a hit as a browser asks for it (Accept-Encoding with br and gzip):
  // gzip from the page's deflate segments, no compression per hit (decision 038).
  const acceptEncoding = 'gzip, deflate, br, zstd';
  const compressed = await saturate({
    url: target,
    pid: shop.server.pid,
    seconds,
    connections,
    headers: { ...headers, 'accept-encoding': acceptEncoding },
  });
  console.log(
    `hit compressed (Accept-Encoding: ${acceptEncoding}): ${compressed.rps.toFixed(0)} req/s, ${compressed.cpuPerRequestMs.toFixed(3)} ms CPU/req, ${compressed.bytes.toFixed(0)} B a response (diagnostic)`,
  );
  console.log(
    `BENCH ${JSON.stringify({ bench: 'page-cache', bytes, hitRps: median(hits), staticRps: median(statics), ratio, range: [lo, hi], budget: BUDGET, compressed: { acceptEncoding, rps: compressed.rps, cpuMs: compressed.cpuPerRequestMs, bytes: compressed.bytes } })}`,
  );
  if (ratio < BUDGET) {
    console.error(`FAIL: cache hits at ${ratio.toFixed(2)} of a static response, below ${BUDGET}`);
    failed = true;
  }
} finally {
  if (baseline) await stop(baseline.child);
  await shop.close();
}
process.exit(failed ? 1 : 0);
