/**
 * The bundler, not the source, decides what the first load shares (decision 058): build.mjs's
 * `firstLoadChunk` adds `firstLoadModules` to every entry point of the browser build, so esbuild
 * bundles them as one chunk that the main entry and every page and island import, instead of a
 * chunk per combination of pages. No source file imports a module for its effect on chunking.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without types
import { firstLoadModules } from '../../build.mjs';

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

const root = resolve(import.meta.dirname, '../..');
let out: string;
let outputs: Record<string, Output>;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'first-load-'));
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: out },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(built.status, built.stderr).toBe(0);
  outputs = JSON.parse(readFileSync(join(out, 'client-meta.json'), 'utf8')).outputs;
}, 150_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the first-load chunk', () => {
  it('holds every first-load module, and the main entry imports it', () => {
    const holding = (file: string) =>
      Object.keys(outputs).filter((name) => name.endsWith('.js') && file in outputs[name]!.inputs);
    const chunks = new Set(firstLoadModules.flatMap((file: string) => holding(file)));
    expect(chunks.size).toBe(1);
    const [chunk] = [...chunks];
    const main = Object.values(outputs).find((o) => o.entryPoint === 'client/main.tsx');
    expect(main?.imports).toContainEqual({ path: chunk, kind: 'import-statement' });
  });

  it('is imported by every page and island the browser loads on its own', () => {
    const chunk = Object.keys(outputs).find((name) => firstLoadModules[0] in outputs[name]!.inputs);
    const entries = Object.entries(outputs).filter(
      ([name, o]) => name.endsWith('.js') && o.entryPoint?.startsWith('client/'),
    );
    expect(entries.length).toBeGreaterThan(40);
    for (const [name, o] of entries)
      expect(
        o.imports.map((i) => i.path),
        `${o.entryPoint} (${name})`,
      ).toContain(chunk);
  });

  it('is steered by the build alone: no client module imports a script only for its side effects', () => {
    const sources = readdirSync(join(root, 'client'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    expect(sources.length).toBeGreaterThan(100);
    // `import './x.ts';` (a stylesheet, `import './styles/index.css';`, is what such an import is for).
    for (const file of sources)
      expect(readFileSync(join(root, 'client', file), 'utf8'), file).not.toMatch(
        /^import ['"][^'"]+\.[jt]sx?['"];/m,
      );
  });
});
