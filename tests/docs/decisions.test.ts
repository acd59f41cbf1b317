/** The decision records (docs/decisions) stay findable: every one listed in the index, dated, with a status. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
const index = readFileSync(join(dir, 'README.md'), 'utf8');

describe('decision records', () => {
  it.each(records)('%s has a numbered title, a date and a status, and is in the index', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const number = file.slice(0, 3);
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${number} \\S`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/m);
    expect(index).toContain(`](${file})`);
  });

  it('numbers each record once', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('lists no record that does not exist', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1] ?? '');
    expect(listed.filter((f) => !records.includes(f))).toEqual([]);
  });
});
