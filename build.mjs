/**
 * Builds the three bundles with esbuild:
 *  - dist/client: the browser app (ESM, one chunk per route, content-hashed names, CSS), plus
 *    manifest.json (entry, css, and the chunks each page module needs, for modulepreload);
 *  - dist/server/main.js: the storefront server for Node;
 *  - dist/api/main.js: the reference shop API for Node (also started in-process by the server).
 * The browser build fails if it resolves anything under server/ or api/.
 *
 *   node build.mjs          production build
 *   node build.mjs --dev    development build (no minification, NODE_ENV=development)
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
/** Output folder: `dist`, or OUT_DIR (parallel builds, e.g. several browser suites at once). */
const out = resolve(root, process.env.OUT_DIR ?? 'dist');

/** The browser may import shared/ and client/ only. */
export const browserBoundary = {
  name: 'browser-boundary',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      const rel = relative(root, target);
      if (rel.startsWith('server/') || rel.startsWith('api/') || rel === 'server' || rel === 'api') {
        return {
          errors: [
            {
              text: `The browser bundle must not import ${rel} (imported from ${relative(root, args.importer)})`,
            },
          ],
        };
      }
      return undefined;
    });
  },
};

function manifestFrom(metafile) {
  const outputs = metafile.outputs;
  const url = (file) => `/assets/${relative(resolve(out, 'client'), resolve(root, file))}`;
  const staticImports = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? [])
      if (imp.kind === 'import-statement') staticImports(imp.path, seen);
    return seen;
  };
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'client/main.tsx');
  if (!entryFile) throw new Error('No output for client/main.tsx');
  const entryClosure = staticImports(entryFile);
  const modules = {};
  for (const [file, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint || file === entryFile || !file.endsWith('.js')) continue;
    modules[meta.entryPoint] = [...staticImports(file)].filter((f) => !entryClosure.has(f)).map(url);
  }
  const cssFile = outputs[entryFile].cssBundle;
  const entryImports = [...entryClosure].filter((f) => f !== entryFile).map(url);
  return { entry: url(entryFile), entryImports, css: cssFile ? [url(cssFile)] : [], modules };
}

async function buildClient() {
  rmSync(resolve(out, 'client'), { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/main.tsx'],
    outdir: relative(root, resolve(out, 'client')),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    legalComments: 'none',
    plugins: [browserBoundary],
    logLevel: 'warning',
  });
  const manifest = manifestFrom(result.metafile);
  writeFileSync(resolve(out, 'client/manifest.json'), JSON.stringify(manifest, null, 2));
  return { manifest, metafile: result.metafile };
}

async function buildNode(entry, outfile) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    packages: 'external',
    sourcemap: 'linked',
    minify: false,
    define: dev ? {} : { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

async function main() {
  const started = performance.now();
  mkdirSync(out, { recursive: true });
  const { manifest } = await buildClient();
  await Promise.all([
    buildNode('server/main.ts', resolve(out, 'server/main.js')),
    buildNode('api/main.ts', resolve(out, 'api/main.js')),
  ]);
  // The API's SQL migrations travel with both bundles that can run it (the server embeds the API).
  for (const bundle of ['api', 'server']) {
    cpSync(resolve(root, 'api/db/migrations'), resolve(out, bundle, 'db/migrations'), { recursive: true });
  }
  if (existsSync(resolve(root, 'public')))
    cpSync(resolve(root, 'public'), resolve(out, 'public'), { recursive: true });
  console.log(
    `built ${dev ? 'development' : 'production'} bundles in ${Math.round(performance.now() - started)} ms: entry ${manifest.entry}, ${Object.keys(manifest.modules).length} page chunks`,
  );
}

// Run when called as a script; importing the file (tests) only reads its exports.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
