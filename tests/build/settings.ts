/**
 * Every environment variable the storefront and the shop API read, found in their code: the
 * settings of server/config.ts and api/config.ts (`raw('X')`, `int('X', …)`, `env.X`…) and any
 * `process.env.X` or `env.X` in the rest of their runtime code (tests and test helpers left out). The
 * operations guide must list each one (tests/build/operations-doc.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './dockerfile.ts';

export const configFiles = ['server/config.ts', 'api/config.ts'];

function runtimeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'testing' || entry.name === 'node_modules') continue;
      out.push(...runtimeFiles(path));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      entry.name !== 'test-support.ts'
    ) {
      out.push(path);
    }
  }
  return out;
}

const name = '([A-Z][A-Z0-9_]*)';
/** In a config file: `env.X`, `env['X']`, and an upper-case string as a call's first argument (`raw('X')`). */
const configPatterns = [
  new RegExp(`\\benv\\.${name}\\b`, 'g'),
  new RegExp(`\\benv\\[\\s*'${name}'\\s*\\]`, 'g'),
  new RegExp(`\\b[a-zA-Z]\\w*\\(\\s*'${name}'`, 'g'),
  // A key of a settings schema (server/config.ts): `  PORT: integer(…)`.
  new RegExp(`^\\s+${name}:`, 'gm'),
];
/** Anywhere at run time: `process.env.X`, or `env.X` of an environment passed in. */
const processEnv = new RegExp(`\\benv\\.${name}\\b`, 'g');

export interface Setting {
  name: string;
  /** Files that read it (relative to the repository). */
  files: string[];
}

export function readSettings(): Setting[] {
  const found = new Map<string, Set<string>>();
  const add = (n: string, file: string) => {
    if (!found.has(n)) found.set(n, new Set());
    found.get(n)!.add(file);
  };
  for (const file of configFiles) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const re of configPatterns) for (const m of text.matchAll(re)) add(m[1]!, file);
  }
  for (const file of [...runtimeFiles('server'), ...runtimeFiles('api')]) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(processEnv)) add(m[1]!, relative(root, join(root, file)));
  }
  return [...found.entries()]
    .map(([n, files]) => ({ name: n, files: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
