#!/usr/bin/env node
/**
 * Diagnostic, not a budget: a constant arrival rate on the product page for some seconds, printing
 * when responses took over 100 ms (seconds since the load started) and the server's own event-loop
 * stalls (event-loop-lag.mjs). Found with it (2026-11-24, docs/performance-log.md): after about 10,500
 * renders the server, and the bare components baseline too, has 0.4-0.7 s of slow responses once.
 *
 *   node tests/bench/lib/stall-probe.mjs [--target shop|components|elements] [--rate 280]
 *        [--seconds 45] [--delay MS] [--dist DIR]
 * BENCH_NODE_FLAGS adds node flags to the server as in the benches (e.g. --trace-deopt, --trace-gc).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    target: { type: 'string', default: 'shop' },
    rate: { type: 'string', default: '280' },
    seconds: { type: 'string', default: '45' },
    delay: { type: 'string', default: '0' },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    product: { type: 'string', default: '/lelit-anna-copper' },
  },
});
// Before processes.mjs reads it (at import; load.mjs imports it too): the server gets the event-loop probe.
process.env.BENCH_NODE_FLAGS =
  `${process.env.BENCH_NODE_FLAGS ?? ''} --import=${fileURLToPath(new URL('./event-loop-lag.mjs', import.meta.url))}`.trim();
const { startProbeTarget } = await import('./probe-target.mjs');
const { openLoop } = await import('./load.mjs');
const server = await startProbeTarget({ target: opts.target, dist: opts.dist, path: opts.product });
const { url, log } = server;
await new Promise((resolve) => setTimeout(resolve, Number(opts.delay)));
const { results } = await openLoop({ url, rate: Number(opts.rate), seconds: Number(opts.seconds) });
const ttfb = results.map((r) => r.ttfb).sort((a, b) => a - b);
const slow = [...new Set(results.filter((r) => r.ttfb > 100).map((r) => (r.due / 1000).toFixed(1)))];
console.log(
  `${opts.target} at ${opts.rate}/s for ${opts.seconds} s (${results.length} requests): p99 ${ttfb[Math.floor(ttfb.length * 0.99)]?.toFixed(1)} ms, max ${ttfb.at(-1)?.toFixed(0)} ms; over 100 ms at s ${slow.join(' ') || '-'}`,
);
const lags = log()
  .split('\n')
  .filter((line) => line.includes('LAG '));
console.log(lags.join('\n') || '(no event-loop stall over 60 ms)');
await server.close();
