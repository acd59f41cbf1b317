/**
 * Timing calls at one catalogue size, and the table of sizes × calls, for the benches that grow the
 * catalogue (search.bench.mjs, catalogue.bench.mjs).
 *
 * `timeCalls`: each call's first answer after the API's start (cold: new connections, no plans, no
 * caches) is its own number ("first"); p50 and p95 are over `runs` runs after `warmup` rounds, all
 * calls interleaved (fewer for slow calls: SLOW_RUNS runs for calls over SLOW_MS, and calls of a few
 * hundred ms stop after CAPPED_MS of measured time; the table's n says how many).
 */
import { performance } from 'node:perf_hooks';
// The nearest-rank quantile (decision 121): p95 of 20 runs is the 19th, not the slowest.
import { quantile } from './load.mjs';

export const round = (n) => Math.round(n * 10) / 10;

/** A call slower than this in its cold answer and every warm-up run is measured SLOW_RUNS times only. */
const SLOW_MS = 1_000;
const SLOW_RUNS = 5;
/** So that a run at 500,000 products takes minutes, not an hour. */
const CAPPED_MS = 10_000;
const CAPPED_RUNS = 10;

/**
 * Times `calls` (each with a unique `name`) through `run(call)`, which answers what the call found
 * (a short text for the table) or `{ skip: reason }` when the call does not apply (it is left out
 * from then on). `call.before()`, when given, runs untimed before each of its runs. A failed call
 * (a 503 after the API's statement timeout) is timed and counted.
 * Answers { rows (in the calls' order), firstAfterStart }.
 */
export async function timeCalls(calls, run, { runs, warmup }) {
  const times = new Map(calls.map((c) => [c.name, []]));
  const first = new Map();
  const found = new Map();
  const errors = new Map(calls.map((c) => [c.name, []]));
  const slow = new Set(calls.map((c) => c.name));
  const skipped = new Set();
  let firstAfterStart;
  async function timed(c) {
    try {
      await c.before?.();
    } catch (err) {
      errors.get(c.name).push(`ERROR before the call: ${err.message.slice(0, 120)}`);
      return { answer: 'ERROR', ms: undefined };
    }
    const started = performance.now();
    let answer;
    try {
      answer = await run(c);
    } catch (err) {
      answer = `ERROR ${err.message.slice(0, 120)}`;
      errors.get(c.name).push(answer);
    }
    const ms = performance.now() - started;
    if (answer?.skip) {
      skipped.add(c.name);
      return { answer: answer.skip, ms: undefined };
    }
    if (ms < SLOW_MS) slow.delete(c.name);
    return { answer, ms };
  }
  for (const c of calls) {
    const { answer, ms } = await timed(c);
    found.set(c.name, answer);
    if (ms === undefined) continue;
    first.set(c.name, ms);
    firstAfterStart ??= { call: c.name, ms: round(ms) };
  }
  for (let r = 0; r < warmup + runs; r++) {
    for (const c of calls) {
      if (skipped.has(c.name)) continue;
      // Seconds-long calls would take the run hours: a few runs tell.
      if (r >= warmup + SLOW_RUNS && slow.has(c.name)) continue;
      const spent = times.get(c.name);
      if (spent.length >= CAPPED_RUNS && spent.reduce((a, b) => a + b, 0) > CAPPED_MS) continue;
      const { ms } = await timed(c);
      if (ms !== undefined && r >= warmup) spent.push(ms);
    }
  }
  const rows = calls.map((c) => {
    const sorted = times.get(c.name).sort((a, b) => a - b);
    const failures = errors.get(c.name);
    return {
      call: c.name,
      found: found.get(c.name),
      n: sorted.length,
      errors: failures.length,
      ...(failures.length ? { error: failures[0] } : {}),
      ...(skipped.has(c.name)
        ? { skipped: true }
        : {
            first: first.has(c.name) ? round(first.get(c.name)) : undefined,
            p50: sorted.length ? round(quantile(sorted, 0.5)) : undefined,
            p95: sorted.length ? round(quantile(sorted, 0.95)) : undefined,
          }),
    };
  });
  return { rows, firstAfterStart };
}

const growth = (value, before) => (value && before ? `×${(value / before).toFixed(2)}` : '');

/**
 * The table's lines: one per size and call (size, call, found, n, errors, first, p50, p95, growth
 * of p50 against the previous size and, with `fromFirst`, against the first size, then `budget(size,
 * row)`); `extra(result, i)` adds lines after a size's calls in the same columns.
 */
export function timingTable(results, { fromFirst = false, budget = () => '', extra = () => [] }) {
  const header = [
    'size',
    'call',
    'found',
    'n',
    'errors',
    'first ms',
    'p50 ms',
    'p95 ms',
    'p50 ×prev',
    ...(fromFirst ? ['p50 ×first'] : []),
    'budget',
  ];
  const lines = [];
  for (const [i, result] of results.entries()) {
    for (const row of result.rows) {
      const prev = results[i - 1]?.rows.find((r) => r.call === row.call);
      const firstSize = i > 0 ? results[0].rows.find((r) => r.call === row.call) : undefined;
      lines.push([
        result.size,
        row.call,
        String(row.found).startsWith('ERROR') ? 'ERROR' : row.found,
        row.n,
        row.errors || '',
        row.first ?? '',
        row.p50 ?? '',
        row.p95 ?? '',
        growth(row.p50, prev?.p50),
        ...(fromFirst ? [growth(row.p50, firstSize?.p50)] : []),
        budget(result.size, row),
      ]);
    }
    lines.push(...extra(result, i));
  }
  return { header, lines };
}

/** Prints a title and a table of plain columns. */
export function printTable(title, { header, lines }) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i] ?? '').length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => String(c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/** The budget column of a verdict: ok or BROKEN, (info) when not enforced, and the budget. */
export function budgetCell(v) {
  if (!v) return '';
  const limits = [v.budget.p50, v.budget.p95].filter((x) => x !== undefined).join('/');
  return `${v.ok ? 'ok' : 'BROKEN'}${v.enforced ? '' : ' (info)'} ≤${limits}`;
}

/** Prints the verdict line over the enforced verdicts; answers whether all of them hold. */
export function printVerdict(verdicts) {
  const enforced = verdicts.filter((v) => v.enforced);
  if (!enforced.length) {
    console.log('No budget applies to these sizes and driver.');
    return true;
  }
  const broken = enforced.filter((v) => !v.ok);
  console.log(
    `Budget verdict: ${broken.length ? 'FAIL' : 'PASS'} (${broken.length} of ${enforced.length} broken)`,
  );
  return broken.length === 0;
}
