/**
 * docs/architecture.md walks a product page request through at most eight files. The walk stays
 * true: every file exists, and each is imported by a file before it (directly or through one
 * module the walk leaves out), so a file that moves, or hops that are added, fail here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const section = doc.slice(
  doc.indexOf('## A product page request'),
  doc.indexOf('\n## ', doc.indexOf('## A product page request') + 1),
);
const walk = [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1] ?? '');

/** The relative modules a file imports, statically or with import(). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map((m) => m[1] ?? '');
  return specs.map((spec) => join(dirname(file), spec)).filter((path) => existsSync(join(root, path)));
}

/** Is `file` imported by one of `from`, directly or through one module that is not in the walk? */
function reachedFrom(from: string[], file: string): boolean {
  return from.some((earlier) =>
    importsOf(earlier).some(
      (next) => next === file || (!walk.includes(next) && importsOf(next).includes(file)),
    ),
  );
}

describe('the request walk in docs/architecture.md', () => {
  it('goes from server/main.ts to the product page in at most eight files', () => {
    expect(walk[0]).toBe('server/main.ts');
    expect(walk.at(-1)).toBe('client/routes/product/product-page.tsx');
    expect(walk.length).toBeLessThanOrEqual(8);
  });

  it.each(walk.map((file, i) => [file, i] as const))(
    '%s exists and is reached from the files before it',
    (file, i) => {
      expect(existsSync(join(root, file))).toBe(true);
      if (i > 0) expect(reachedFrom(walk.slice(0, i), file)).toBe(true);
    },
  );
});
