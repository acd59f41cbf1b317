/**
 * No test outside tests/bench asserts on a measured time (issue 37): a duration assertion fails on
 * a slower machine, not on slower code. Durations go to tests/bench (a same-run baseline or a
 * budget with margin, judged by its noise rules); a test asserts what a visitor or client sees
 * instead (the 504, the fallback section, the aborted upstream). The scanner: timing-assertions.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTimingAssertions } from './timing-assertions.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** This file: its table of cases is made of timing assertions. */
const self = path.join('tests', 'build', 'no-timing-assertions.test.ts');
const skipped = new Set(['node_modules', '.git', 'data', 'coverage', 'test-results', 'playwright-report']);

/** Every *.test.ts and *.e2e.ts of the repository, outside tests/bench and build output. */
function testFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (entry.isDirectory()) {
      if (
        skipped.has(entry.name) ||
        /^dist(-|$)/.test(entry.name) ||
        relative === path.join('tests', 'bench')
      )
        continue;
      files.push(...testFiles(full));
    } else if (/\.(test|e2e)\.tsx?$/.test(entry.name) && relative !== self) files.push(relative);
  }
  return files;
}

const flags = (source: string) => findTimingAssertions(source).map((f) => f.text);

describe('the timing-assertion scanner', () => {
  it('flags an upper bound on a measured duration', () => {
    const mustFlag: [string, string][] = [
      ['clock difference inline', 'expect(Date.now() - started).toBeLessThan(1000);'],
      ['performance clock', 'expect(performance.now() - t0).toBeLessThanOrEqual(300);'],
      ['hrtime', 'expect(process.hrtime.bigint() - start).toBeLessThan(10n ** 9n);'],
      [
        'assigned difference',
        'const took = Date.now() - started;\nexpect(took).toBeLessThan(5_000 + 1_000);',
      ],
      [
        'a name from a measured one',
        'const d = performance.now() - s;\nconst x = d;\nexpect(x).toBeLessThan(9);',
      ],
      [
        'a quantile of measured samples',
        'times.push(performance.now() - started);\nconst slow = times[Math.floor(times.length * 0.95)]!;\nexpect(slow).toBeLessThan(30);',
      ],
      ['named like a duration', 'expect(p95).toBeLessThan(30);'],
      ['median', 'expect(median, "listing").toBeLessThan(150);'],
      ['a property named ms', 'expect(outcome.ms).toBeLessThan(1000);'],
      ['a camelCase duration', 'expect(upstreamMs).toBeLessThanOrEqual(API_TIMEOUT_MS + 1000);'],
      ['a budget against a constant', 'expect(ms).toBeLessThan(API_TIMEOUT_MS + 1000);'],
      ['inverted', 'expect(2000).toBeGreaterThan(Date.now() - started);'],
      [
        'split over lines',
        'expect(\n  Date.now() - started,\n  "the answer came at once",\n).toBeLessThan(1000);',
      ],
    ];
    for (const [what, source] of mustFlag) expect(flags(source), what).toHaveLength(1);
  });

  it('leaves counts, sizes, dates, orderings and lower bounds alone', () => {
    const mustNotFlag: [string, string][] = [
      ['a count', 'expect(res.body.data.length).toBeLessThanOrEqual(8);'],
      ['a size', 'expect(Buffer.byteLength(child.text)).toBeLessThanOrEqual(2_000);'],
      ['a status', 'expect(res.status, path).toBeLessThan(500);'],
      ['a message naming ms', 'expect(res.status, "answered in ms").toBeLessThan(500);'],
      ['a date bound', 'expect(pushed).toBeLessThanOrEqual(Date.now() + 14 * DAY);'],
      ['an instant a minute ago', 'expect(createdAt).toBeGreaterThan(Date.now() - 60_000);'],
      ['a TTL read from Redis', 'expect(ttl).toBeLessThanOrEqual(200);'],
      ['an ordering of two instants', 'expect(shell!.time).toBeLessThan(reviewsReleasedAt);'],
      [
        'an ordering of two measured durations',
        'const a = Date.now() - s;\nconst b = Date.now() - s;\nexpect(a).toBeLessThan(b);',
      ],
      ['a lower bound on a duration', 'expect(Date.now() - started).toBeGreaterThanOrEqual(delayMs);'],
      ['a lower bound, by name', 'expect(reviews!.at).toBeGreaterThanOrEqual(1400);'],
      ['progress values', 'expect(Math.max(...before)).toBeLessThan(100);'],
      ['a distance', 'expect(Math.abs(d.distance - expected)).toBeLessThan(0.001);'],
      ['an index', 'expect(chunks.indexOf(shell)).toBeLessThan(chunks.indexOf(reviews));'],
      ['a constant in capitals', 'expect(PROXY_TIMEOUT_MS).toBeLessThan(60_000);'],
      [
        'a result of a call with a duration option',
        "const limit = limits.limit('unit', { max: 3, windowMs: 60_000 });\nconst refused = await limit.check('a');\nexpect(refused.retryAfterS).toBeLessThanOrEqual(60);",
      ],
    ];
    for (const [what, source] of mustNotFlag) expect(flags(source), what).toEqual([]);
  });

  it('answers the line of the matcher, 1-based', () => {
    expect(findTimingAssertions('// x\nconst ms = Date.now() - a;\n\nexpect(ms).toBeLessThan(5);')).toEqual([
      { line: 4, text: 'expect(ms).toBeLessThan(5);' },
    ]);
  });
});

describe('the test files', () => {
  it('are found (so an empty list cannot pass)', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join('api', 'places', 'places.test.ts'));
    expect(files.some((f) => f.startsWith(path.join('tests', 'bench')))).toBe(false);
  });

  it('assert no measured time outside tests/bench (move it to a bench, or assert the outcome)', () => {
    const found = testFiles().flatMap((file) =>
      findTimingAssertions(readFileSync(path.join(root, file), 'utf8')).map(
        (f) => `${file}:${f.line}: ${f.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
