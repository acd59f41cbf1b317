#!/usr/bin/env node
/**
 * Where the shop's CPU per request goes beyond its bare components baseline: CPU-profiles the
 * shop and the components baseline (tests/bench/lib/baseline-server.mjs) serving the same product
 * page under the same closed-loop load, one after the other, and prints self time per request in
 * µs by package and by function, largest difference first. This is how the eighth part found
 * Express walking two sub-routers for every page (38 µs a request).
 *
 *   node build.mjs && node tests/bench/lib/profile-diff.mjs [--product PATH] [--seconds S] [--top N] [--bottom N]
 * The profiler adds its own overhead (about a third): compare the two columns, not absolute figures.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
  options: {
    product: { type: 'string', default: '/lelit-anna-copper' },
    seconds: { type: 'string', default: '12' },
    top: { type: 'string', default: '40' },
    bottom: { type: 'string', default: '12' },
    dist: { type: 'string', default: 'dist' },
  },
});
const work = mkdtempSync(join(tmpdir(), 'profile-diff-'));
// processes.mjs reads BENCH_NODE_FLAGS when it loads: set them before importing it. Every node
// process it starts writes a profile into `work`, named with its pid.
process.env.BENCH_NODE_FLAGS = `--cpu-prof --cpu-prof-dir=${work}`;
const { startProbeTarget } = await import('./probe-target.mjs');
const { default: autocannon } = await import('autocannon');

/** Profiles `target` under load; answers the profile of the process under test and its request count. */
async function profile(target) {
  const server = await startProbeTarget({ target, dist: opts.dist, path: opts.product });
  let requests = 0;
  try {
    // Warmed by the same client as the load, which sends no Accept-Encoding: requests through the
    // compressor (fetch always asks for gzip) make V8 pretenure the render's objects for the rest
    // of the process (docs/performance-log.md, tenth part), and the profile would show a GC cost that
    // the ssr bench's load never causes.
    const warm = await autocannon({ url: server.url, connections: 8, duration: 2 });
    const run = await autocannon({ url: server.url, connections: 8, duration: Number(opts.seconds) });
    requests = run.requests.total + warm.requests.total;
  } finally {
    await server.close();
  }
  // The API and the shop a baseline's page is captured from write profiles too: take the pid's.
  const mine = readdirSync(work).find((f) => f.endsWith('.cpuprofile') && f.includes(`.${server.pid}.`));
  if (!mine) throw new Error(`no profile of ${target} (pid ${server.pid}) in ${work}`);
  return { profile: JSON.parse(readFileSync(join(work, mine), 'utf8')), requests };
}

const bundles = new Map();
/**
 * A bundle line as `<source module> «its text»`, from the `// client/…` comment esbuild writes
 * before each module and the line itself without digits (the two bundles number their imports,
 * `jsx67`, and place them, differently): the same in the shop's build and the baseline's bundle,
 * so the two columns pair up.
 */
function sourceLine(file, line) {
  let lines = bundles.get(file);
  if (!lines) {
    lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    bundles.set(file, lines);
  }
  for (let i = line; i >= 0; i--) {
    const m = /^\/\/ ((?:client|shared|server)\/\S+)$/.exec(lines[i] ?? '');
    if (m) return `${m[1]} «${(lines[line] ?? '').trim().replace(/\d+/g, '').slice(0, 60)}»`;
  }
  return `${file.split('/').pop()}:${line + 1}`;
}

/** Self time per request (µs) by package and by function; our bundles (either build) count as "ours". */
function perRequest({ profile: p, requests }) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const fns = new Map();
  const groups = new Map();
  for (let i = 0; i < p.samples.length; i++) {
    const cf = byId.get(p.samples[i]).callFrame;
    if (cf.functionName === '(idle)') continue;
    // Without the query a module's URL may carry (the baseline's bundle is imported with `?t=`).
    const url = cf.url.replace(/^file:\/\//, '').replace(/\?.*$/, '');
    const group = url.includes('.cache/ssr-bench')
      ? 'ours'
      : (url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
        (url.startsWith('node:') ? url : url ? 'ours' : '(v8)'));
    const t = (p.timeDeltas[i] ?? 0) / requests;
    // Anonymous functions of ours by where they are, or they all add up in one row.
    const where = cf.functionName || group !== 'ours' ? '' : ` ${sourceLine(url, cf.lineNumber)}`;
    const fn = `${cf.functionName || '(anonymous)'}${where}  ${group}`;
    fns.set(fn, (fns.get(fn) ?? 0) + t);
    groups.set(group, (groups.get(group) ?? 0) + t);
  }
  return { fns, groups, total: [...groups.values()].reduce((a, b) => a + b, 0) };
}

/** The `top` rows where the shop spends most beyond the baseline (`bottom`: where it spends least). */
function table(shop, base, top, bottom = 0) {
  const keys = new Set([...shop.keys(), ...base.keys()]);
  const rows = [...keys].map((k) => [k, shop.get(k) ?? 0, base.get(k) ?? 0]);
  rows.sort((a, b) => b[1] - b[2] - (a[1] - a[2]));
  const shown = rows.slice(0, top);
  // A row the baseline spends more on is often the same work attributed elsewhere (V8 inlined
  // it differently in the two processes): read the two ends together.
  if (bottom > 0) shown.push(['…', 0, 0], ...rows.slice(Math.max(top, rows.length - bottom)));
  for (const [k, s, b] of shown)
    console.log(
      `${(s - b).toFixed(1).padStart(8)} ${s.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)}  ${k}`,
    );
}

try {
  const shop = perRequest(await profile('shop'));
  const base = perRequest(await profile('components'));
  console.log(
    `\nµs of CPU per request (profiled): shop ${shop.total.toFixed(0)}, components baseline ${base.total.toFixed(0)}`,
  );
  console.log('\nby package:     diff     shop baseline');
  table(shop.groups, base.groups, 25);
  console.log('\nby function:    diff     shop baseline');
  table(shop.fns, base.fns, Number(opts.top), Number(opts.bottom));
} finally {
  rmSync(work, { recursive: true, force: true });
}
