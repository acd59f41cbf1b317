/** The decision records (docs/decisions) stay findable: every one listed in the index, dated, with a status. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../docs/decisions');
/** Records about the benchmarks and V8's flags, kept with the benchmarks. */
const benchDir = join(import.meta.dirname, '../bench/decisions');
const recordsIn = (folder: string) => readdirSync(folder).filter((f) => /^\d{3}-.*\.md$/.test(f));
const records = recordsIn(dir);
const benchRecords = recordsIn(benchDir);
const index = readFileSync(join(dir, 'README.md'), 'utf8');

describe('decision records', () => {
  it.each(records)('%s has a numbered title, a date and a status, and is in the index', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const number = file.slice(0, 3);
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${number} \\S`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/m);
    expect(index).toContain(`](${file})`);
  });

  it.each(benchRecords)('tests/bench/decisions/%s is dated, has a status, and is in the index', (file) => {
    const text = readFileSync(join(benchDir, file), 'utf8');
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${file.slice(0, 3)} \\S`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/m);
    expect(index).toContain(`](../../tests/bench/decisions/${file})`);
  });

  it('numbers each record once', () => {
    const numbers = [...records, ...benchRecords].map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('lists no record that does not exist', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1] ?? '');
    expect(listed.filter((f) => !records.includes(f))).toEqual([]);
  });
});
