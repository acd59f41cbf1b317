#!/usr/bin/env node
/**
 * Diagnostic, not a budget: what survives the scavenger. A constant arrival rate on the product page
 * while V8's sampling heap profiler records allocations that are still alive or were freed by a
 * mark-compact, leaving out what a scavenge freed (`includeObjectsCollectedByMinorGC: false`). So
 * the profile holds exactly what was promoted (or is still live): the old generation's growth, and
 * with it the mark-compacts behind the p99 tail at half saturation (docs/performance-log.md).
 *
 *   node tests/bench/lib/survivors-probe.mjs [--target shop|components|elements] [--rate 140]
 *        [--seconds 15] [--top 30] [--dist DIR]
 * Build with `node build.mjs --readable` (OUT_DIR=…) for function names.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { devtoolsSession } from './devtools-session.mjs';

const { values: opts } = parseArgs({
  options: {
    target: { type: 'string', default: 'shop' },
    rate: { type: 'string', default: '140' },
    seconds: { type: 'string', default: '15' },
    top: { type: 'string', default: '30' },
    depth: { type: 'string', default: '6' },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    product: { type: 'string', default: '/lelit-anna-copper' },
    out: { type: 'string' },
    'all-allocations': { type: 'boolean', default: false },
  },
});
const { freePort } = await import('./ports.mjs');
const inspectPort = await freePort();
// Before processes.mjs reads it (at import): the server opens the inspector.
process.env.BENCH_NODE_FLAGS =
  `${process.env.BENCH_NODE_FLAGS ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim();
const { startProbeTarget } = await import('./probe-target.mjs');
const { openLoop } = await import('./load.mjs');
const server = await startProbeTarget({ target: opts.target, dist: opts.dist, path: opts.product });
const { url } = server;

/** One inspector session over the WebSocket the server's --inspect opened. */
async function inspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  return devtoolsSession(target.webSocketDebuggerUrl);
}

// Warm up (optimised code, caches filled) before recording.
await openLoop({ url, rate: Number(opts.rate), seconds: 5 });
const session = await inspector(inspectPort);
await session.send('HeapProfiler.enable');
await session.send('HeapProfiler.collectGarbage');
await session.send('HeapProfiler.startSampling', {
  samplingInterval: 1024,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: opts['all-allocations'],
});
const { results } = await openLoop({ url, rate: Number(opts.rate), seconds: Number(opts.seconds) });
const { profile } = await session.send('HeapProfiler.stopSampling');
session.close();
await server.close();
if (opts.out) writeFileSync(opts.out, JSON.stringify(profile));

const frame = (node) => {
  const { functionName, url: file, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
};
const bySelf = new Map();
const byStack = new Map();
let total = 0;
(function walk(node, stack) {
  const here = [frame(node), ...stack];
  if (node.selfSize) {
    total += node.selfSize;
    bySelf.set(here[0], (bySelf.get(here[0]) ?? 0) + node.selfSize);
    const key = here.slice(0, Number(opts.depth)).join('\n      ← ');
    byStack.set(key, (byStack.get(key) ?? 0) + node.selfSize);
  }
  for (const child of node.children) walk(child, here);
})(profile.head, []);

const perRequest = (bytes) => `${(bytes / results.length / 1024).toFixed(1)} KB/req`;
const top = Number(opts.top);
console.log(
  `${opts.target}: ${results.length} requests; promoted or live ${(total / 1048576).toFixed(1)} MB = ${perRequest(total)}`,
);
console.log('\nBy allocating function:');
for (const [name, bytes] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${perRequest(bytes).padStart(14)}  ${name}`);
console.log('\nBy stack:');
for (const [stack, bytes] of [...byStack].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${perRequest(bytes).padStart(14)}  ${stack}`);
