/**
 * The production browser build patches React Router's files so that what the app does not use can
 * be left out (build.mjs `treeShakeReactRouter`, decision 059): 8.4 KB gzip on every page, more
 * than the client budget's margin. The patch is a pair of regular expressions over a dependency's
 * build output, so it runs here against the version package-lock.json locks, and fails when a
 * pattern stops matching or the saving is gone (a React Router upgrade that changes its output).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  reactRouterDisplayName,
  reactRouterFiles,
  reactRouterImpureCall,
  treeShakableReactRouter,
  treeShakeReactRouter,
  // @ts-expect-error build.mjs is plain JavaScript without types
} from '../../build.mjs';

const root = resolve(import.meta.dirname, '../..');
const packageDir = resolve(root, 'node_modules/react-router');
const files = readdirSync(join(packageDir, 'dist/production'), { recursive: true, encoding: 'utf8' })
  .map((file) => join(packageDir, 'dist/production', file))
  .filter((file) => reactRouterFiles.test(file));
const count = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].length;

/** What the client imports from react-router (grep client/ for `from 'react-router'`), bundled. */
async function bundledRouter(plugins: esbuild.Plugin[]) {
  const result = await esbuild.build({
    stdin: {
      contents: `export { BrowserRouter, matchRoutes, Navigate, useLocation, useNavigate } from 'react-router';`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.keys(result.metafile?.inputs ?? {});
  return { gzip: gzipSync(code, { level: 9 }).length, inputs };
}

describe("React Router's tree-shaking patch", () => {
  it('is tested on the version package-lock.json locks', () => {
    const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8'));
    const installed = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(installed.version).toBe(lock.packages['node_modules/react-router'].version);
  });

  it('finds every displayName line and every forwardRef, createContext and memo call it patches', () => {
    let displayNames = 0;
    let calls = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      displayNames += count(code, reactRouterDisplayName);
      calls += count(code, reactRouterImpureCall);
      const patched = treeShakableReactRouter(code);
      // Nothing of either kind is left in a form the patterns do not know.
      expect(patched, file).not.toMatch(/\.displayName\s*=/);
      for (const match of patched.matchAll(/\.(forwardRef|createContext|memo)\(/g))
        expect(patched.slice(Math.max(0, (match.index ?? 0) - 30), match.index), file).toMatch(
          /\/\* @__PURE__ \*\/ React(\$\d+)?$/,
        );
    }
    // react-router 8.5.1: 20 displayName lines, 21 calls.
    expect(displayNames).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(0);
  });

  it('takes what the client imports from React Router down by more than the client budget can spare', async () => {
    const plain = await bundledRouter([]);
    const patched = await bundledRouter([treeShakeReactRouter]);
    // The browser build resolves react-router to the files the plugin patches.
    expect(patched.inputs.some((file) => reactRouterFiles.test(resolve(root, file)))).toBe(true);
    // 8.4 KB gzip on the client bench's pages; 5 KB leaves room for small changes upstream.
    expect(plain.gzip - patched.gzip).toBeGreaterThan(5 * 1024);
  });
});
