#!/usr/bin/env node
/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and prints the top functions by self time, and self
 * time by package or source file, to see what a request's CPU goes to.
 *
 *   node tests/bench/lib/cpuprofile-top.mjs FILE.cpuprofile [--top 40]
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 40;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  // Idle time is not CPU: leave it out so the shares are of the time the process worked.
  if (byId.get(id).callFrame.functionName === '(idle)') continue;
  dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const where = (cf) => {
  const url = cf.url.replace(/^file:\/\//, '');
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (!url) return '(native/v8)';
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
};
const fns = new Map();
const groups = new Map();
for (const [id, t] of dt) {
  const cf = byId.get(id).callFrame;
  const key = `${cf.functionName || '(anonymous)'}  ${where(cf)}:${cf.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + t);
  const g = where(cf);
  groups.set(g, (groups.get(g) ?? 0) + t);
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
console.log(`${(total / 1000).toFixed(0)} ms of CPU sampled (idle left out)\n\nself time by package / file:`);
for (const [k, t] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pct(t)}  ${k}`);
console.log('\ntop functions by self time:');
for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(t)}  ${k}`);
