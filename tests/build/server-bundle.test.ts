/**
 * The storefront bundle loads the embedded shop API, and the packages only the API uses, only
 * when it embeds the API (build.mjs splits dist/server at dynamic imports): with API_URL set they
 * would be about 20 MB of heap that every mark-compact marks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_ONLY = [
  '@electric-sql/pglite',
  '@mollie/api-client',
  '@node-rs/argon2',
  'drizzle-orm',
  'nodemailer',
  'pdfkit',
  'pg',
];

let out: string;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'server-bundle-'));
  const built = spawnSync(process.execPath, ['build.mjs'], {
    env: { ...process.env, OUT_DIR: out },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(built.status, built.stderr).toBe(0);
}, 150_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The files and packages a bundle file imports statically, transitively. */
function staticImports() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    const source = readFileSync(path, 'utf8');
    // Static imports only (`import x from "…"`, `import "…"`, `export … from "…"`), not `import("…")`.
    for (const match of source.matchAll(/^(?:import|export)\b[^;("']*?["']([^"']+)["'];?$/gm)) {
      const spec = match[1] ?? '';
      if (spec.startsWith('.')) visit(resolve(path, '..', spec));
      else if (!spec.startsWith('node:'))
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(join(out, 'server/main.js'));
  return { files: [...files].map((f) => relative(out, f)), packages: [...packages].sort() };
}

describe('the storefront bundle', () => {
  it('does not load the embedded API or its packages before it knows it embeds it', () => {
    const { files, packages } = staticImports();
    expect(files.length).toBeGreaterThan(0);
    for (const name of API_ONLY) expect(packages).not.toContain(name);
    expect(packages).toContain('express');
    // The API's code is there, in a chunk of its own that main.js imports when it embeds the API.
    const main = readFileSync(join(out, 'server/main.js'), 'utf8');
    expect(main).toMatch(/import\("\.\/server-[A-Z0-9]+\.js"\)/);
    // Paths found from import.meta.url: the migrations beside the chunks.
    expect(existsSync(join(out, 'server/db/migrations/meta/_journal.json'))).toBe(true);
  });

  it('renders stores as plain objects: valtio is not in any server chunk (server/render/static-stores.ts)', () => {
    const chunks = readdirSync(join(out, 'server')).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      expect(readFileSync(join(out, 'server', chunk), 'utf8')).not.toMatch(/["']valtio["']/);
    // The browser keeps valtio: it is what makes its stores reactive.
    const browserInputs = Object.keys(JSON.parse(readFileSync(join(out, 'client-meta.json'), 'utf8')).inputs);
    expect(browserInputs.some((file) => file.includes('node_modules/valtio/'))).toBe(true);
  });
});
