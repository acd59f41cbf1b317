/**
 * Builds the three bundles with esbuild:
 *  - dist/client: the browser app (ESM, one chunk per route, content-hashed names, CSS), plus
 *    manifest.json (entry, css, and the chunks each page module needs, for modulepreload);
 *  - dist/server/main.js: the storefront server for Node;
 *  - dist/api/main.js: the reference shop API for Node (also started in-process by the server).
 * The browser build fails if it resolves anything under server/ or api/. It carries one language:
 * shared/i18n/index.ts (both dictionaries) becomes shared/i18n/browser.ts, which loads the visitor's
 * dictionary, built on its own (manifest `dictionaries`, modulepreloaded by the server).
 * The esbuild metafile of the browser build is written next to the bundles ($OUT_DIR/client-meta.json,
 * not served) for tests/bench/client.bench.mjs. What every page's first load shares is bundled as one
 * chunk (`firstLoadChunk`, decision 058); the server bundle resolves package.json `imports` with
 * `serverConditions`, as vitest does (decision 059).
 *
 *   node build.mjs          production build
 *   node build.mjs --dev    development build (no minification, NODE_ENV=development)
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeScreenTable } from './scripts/screen-table.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const readable = process.argv.includes('--readable');
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

/**
 * The browser gets shared/i18n/browser.ts wherever code imports shared/i18n/index.ts: the same
 * `translator`, without the dictionaries. Its `import('./dictionary-nl.ts')` points at the
 * dictionary built on its own (`dictionaries`: locale → URL): a dictionary built inside the split
 * bundle would share its section modules, with both languages, in a common chunk.
 */
export function browserI18n(dictionaries = {}, lazySections = {}) {
  return {
    name: 'browser-i18n',
    setup(build) {
      const server = resolve(root, 'shared/i18n/index.ts');
      const browser = resolve(root, 'shared/i18n/browser.ts');
      // The lazy sections' table and the screen folders' part of it (scripts/screen-table.mjs).
      const sectionLoaders = [
        resolve(root, 'shared/i18n/section-loaders.ts'),
        resolve(root, 'shared/i18n/screen-sections/loaders.gen.ts'),
      ];
      build.onResolve({ filter: /i18n\/index\.ts$/ }, (args) => {
        if (resolve(args.resolveDir, args.path) !== server) return undefined;
        return { path: browser };
      });
      build.onResolve({ filter: /^\.\/dictionary-\w+\.ts$/ }, (args) => {
        if (args.importer !== browser) return undefined;
        const locale = /dictionary-(\w+)/.exec(args.path)[1];
        if (!dictionaries[locale]) return undefined;
        return { path: dictionaries[locale], external: true };
      });
      // Lazy sections (`./lazy-auth-nl.ts`): one language each, built on their own like the dictionaries.
      build.onResolve({ filter: /^\.\/lazy-[\w-]+\.ts$/ }, (args) => {
        if (!sectionLoaders.includes(args.importer)) return undefined;
        const name = /lazy-([\w-]+)\.ts$/.exec(args.path)[1];
        if (!lazySections[name]) return undefined;
        return { path: lazySections[name], external: true };
      });
    },
  };
}

/** Each language's dictionary as one self-contained module (only its own texts): its esbuild options. */
function dictionaryOptions({ dev }) {
  return {
    absWorkingDir: root,
    entryPoints: [
      'shared/i18n/dictionary-nl.ts',
      'shared/i18n/dictionary-en.ts',
      ...lazySectionFiles().map((f) => `shared/i18n/${f}`),
    ],
    outdir: relative(root, resolve(out, 'client/chunks')),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: !dev,
    charset: 'utf8',
    metafile: true,
    entryNames: '[name]-[hash]',
    legalComments: 'none',
    plugins: [browserBoundary],
    logLevel: 'warning',
  };
}

/**
 * The lazy dictionary sections (`shared/i18n/lazy-*.ts`, and the screen folders' texts,
 * `shared/i18n/screen-sections/lazy-*.ts`), each an entry point of the dictionary build, as paths
 * from shared/i18n/.
 */
export function lazySectionFiles() {
  const lazy = (dir) =>
    existsSync(resolve(root, 'shared/i18n', dir))
      ? readdirSync(resolve(root, 'shared/i18n', dir))
          .filter((f) => /^lazy-[\w-]+\.ts$/.test(f))
          .map((f) => (dir ? `${dir}/${f}` : f))
      : [];
  return [...lazy(''), ...lazy('screen-sections')];
}

/**
 * The dictionary build's URLs, from its metafile: `dictionaries` (locale → URL) and `lazySections`
 * (name → URL), written into `into` in place (the objects the browser build's plugin holds).
 */
export function i18nUrlsOf(metafile, into = { dictionaries: {}, lazySections: {} }) {
  const { dictionaries, lazySections } = into;
  for (const key of Object.keys(dictionaries)) delete dictionaries[key];
  for (const key of Object.keys(lazySections)) delete lazySections[key];
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    const url = `/assets/${relative(resolve(out, 'client'), resolve(root, file))}`;
    const locale = /dictionary-(\w+)\.ts$/.exec(meta.entryPoint ?? '')?.[1];
    if (locale) dictionaries[locale] = url;
    const section = /lazy-([\w-]+)\.ts$/.exec(meta.entryPoint ?? '')?.[1];
    if (section) lazySections[section] = url;
  }
  return into;
}

/**
 * `import url from './marker.svg?url'` (or `'leaflet/dist/leaflet.css?url'`): the file as it is,
 * copied to the browser's `media/` folder under a content-hashed name (immutable, like every asset);
 * the import is its URL. For files code loads itself (a stylesheet or data fetched when a feature
 * first shows, images set by code). The server build gets the same URLs.
 */
export const assetUrls = {
  name: 'asset-urls',
  setup(build) {
    const requireFromRoot = createRequire(resolve(root, 'package.json'));
    build.onResolve({ filter: /\?url$/ }, (args) => {
      const spec = args.path.slice(0, -'?url'.length);
      const path = spec.startsWith('.') ? resolve(args.resolveDir, spec) : requireFromRoot.resolve(spec);
      return { path, namespace: 'asset-url' };
    });
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => {
      const bytes = readFileSync(args.path);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase();
      const ext = extname(args.path);
      const file = `media/${basename(args.path, ext)}-${hash}${ext}`;
      mkdirSync(resolve(out, 'client/media'), { recursive: true });
      writeFileSync(resolve(out, 'client', file), bytes);
      return {
        contents: `export default ${JSON.stringify(`/assets/${file}`)};`,
        loader: 'js',
        watchFiles: [args.path],
      };
    });
  },
};

/**
 * Packages only the browser runs (the dealer map's Leaflet and topojson-client): the server bundle,
 * which holds the client's modules to render them, gets an empty module for each, so none of them is
 * loaded (Leaflet touches `window` as it loads) in a process that never shows a map.
 */
export const browserOnlyPackages = {
  name: 'browser-only-packages',
  setup(build) {
    build.onResolve({ filter: /^(leaflet|topojson-client)$/ }, (args) => ({
      path: args.path,
      namespace: 'browser-only',
    }));
    build.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
      contents: 'module.exports = {};',
      loader: 'js',
    }));
  },
};

/**
 * The package.json `imports` condition of every server-side bundle (and of vitest, vitest.config.ts):
 * `#valtio` is server/render/static-stores.ts there, plain objects for valtio's stores (that file
 * and decision 032 say why), and valtio itself in the browser build, which does not set it.
 */
export const serverConditions = ['storefront-server'];

/**
 * React 19 has useSyncExternalStore; SWR still imports the shim package for React 17. Point the
 * shim at React's own hook.
 */
const nativeSyncExternalStore = {
  name: 'native-use-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: 'use-sync-external-store-shim',
      namespace: 'native-uses',
    }));
    build.onLoad({ filter: /.*/, namespace: 'native-uses' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * React Router's browser build keeps every component it defines (Link, NavLink, Form,
 * ScrollRestoration, the framework-mode prefetching…) because `X.displayName = "…"` assignments and
 * unannotated `React.forwardRef`/`createContext`/`memo` calls count as side effects. Production
 * builds drop the displayName lines and mark those calls pure, so only what the app uses (about
 * half of the library) is bundled: 8.4 KB gzip less on every page (decision 059). Development
 * builds keep the library as it is. tests/build/react-router-patch.test.ts runs this on the
 * installed (locked) version and fails when a pattern no longer matches or the saving is gone.
 */
export const reactRouterFiles = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
export const reactRouterDisplayName = /^\s*[\w$]+\.displayName = "[^"]*";$/gm;
export const reactRouterImpureCall = /(?<![\w$.])(React(?:\$\d+)?\.(?:forwardRef|createContext|memo))\(/g;

/** One file of React Router's production build, without its displayName lines, its calls marked pure. */
export function treeShakableReactRouter(code) {
  return code.replace(reactRouterDisplayName, '').replace(reactRouterImpureCall, '/* @__PURE__ */ $1(');
}

export const treeShakeReactRouter = {
  name: 'tree-shake-react-router',
  setup(build) {
    build.onLoad({ filter: reactRouterFiles }, (args) => ({
      contents: treeShakableReactRouter(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/**
 * What every page's first load shares, bundled as one chunk (decision 058; until then
 * `client/first-load.ts`, decision 012). esbuild puts a module in one chunk per set of entry points
 * that reach it, and every page and island is an entry point (a dynamic import): left alone, the
 * modules the main bundle shares with some of them fall into small chunks, fetched and gzipped one
 * by one (product page: 38 files and 110.7 KB gzip instead of 4 files and 102.3 KB).
 * `firstLoadChunk` makes every module below reachable from every entry point of the browser build,
 * so they share one set of entry points and one chunk. Only name modules the first load needs
 * anyway: a module here is in every page's first load. tests/build/first-load-chunk.test.ts.
 */
export const firstLoadModules = [
  'client/root.tsx',
  'client/components/breadcrumbs.tsx',
  'client/components/compare-toggle-island.ts',
  'client/components/image.tsx',
  'client/components/link.tsx',
  'client/components/price.tsx',
  'client/components/product-card.tsx',
  'client/components/seo.tsx',
  'client/components/stars.tsx',
  'client/lib/analytics.ts',
  'client/lib/use-api.tsx',
  'client/features/recently-viewed/recently-viewed-store.ts',
];

/**
 * The browser build's entry points, found before it runs: the entry modules and every client module
 * they import dynamically (pages, islands, lazy features). A pass over the sources only (packages,
 * stylesheets and `?url` files left out), so each entry point is known before esbuild loads it.
 */
function scanOptionsOf(options) {
  return {
    absWorkingDir: options.absWorkingDir,
    entryPoints: options.entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: options.outdir,
    format: 'esm',
    platform: 'browser',
    jsx: options.jsx,
    define: options.define,
    packages: 'external',
    loader: { '.css': 'empty' },
    plugins: [
      {
        name: 'sources-only',
        setup(scanBuild) {
          scanBuild.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
    logLevel: 'silent',
  };
}

/** The lazy sections' table (shared/i18n/section-loaders.ts): a chunk of its own, preloaded with them. */
export const sectionLoadersModule = 'shared/i18n/section-loaders.ts';

function entryPointsOf(options, scan) {
  const entries = new Set(
    (Array.isArray(options.entryPoints) ? options.entryPoints : Object.values(options.entryPoints)).map(
      (entry) => resolve(root, entry),
    ),
  );
  for (const input of Object.values(scan.metafile.inputs))
    for (const imported of input.imports)
      if (
        imported.kind === 'dynamic-import' &&
        !imported.external &&
        (imported.path.startsWith('client/') || imported.path === sectionLoadersModule)
      )
        entries.add(resolve(root, imported.path));
  return entries;
}

/**
 * Adds `import 'virtual:first-load'` (a module that imports `firstLoadModules`) to every entry point
 * of the browser build at bundle time, in front of its own imports (on its first line, so source maps
 * keep their lines). The build fails if a module the client imports dynamically was not given it.
 */
export const firstLoadChunk = {
  name: 'first-load-chunk',
  setup(build) {
    let entries = new Set();
    const given = new Set();
    // The scan is an incremental context of its own, kept as long as the build: the dev loop's
    // rebuilds (scripts/dev.mjs) scan again only the files that changed.
    let scan;
    build.onStart(async () => {
      scan ??= await esbuild.context(scanOptionsOf(build.initialOptions));
      entries = entryPointsOf(build.initialOptions, await scan.rebuild());
      given.clear();
    });
    build.onDispose(() => void scan?.dispose());
    build.onResolve({ filter: /^virtual:first-load$/ }, () => ({ path: 'first-load', namespace: 'virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
      contents: firstLoadModules.map((file) => `import ${JSON.stringify(`./${file}`)};`).join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!entries.has(args.path)) return undefined;
      given.add(relative(root, args.path));
      return {
        contents: `import 'virtual:first-load';${readFileSync(args.path, 'utf8')}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
    build.onEnd((result) => {
      const missed = Object.values(result.metafile?.inputs ?? {})
        .flatMap((input) => input.imports)
        .filter((i) => i.kind === 'dynamic-import' && i.path.startsWith('client/') && !given.has(i.path))
        .map((i) => i.path);
      if (missed.length) return { errors: [{ text: `No first-load import given to ${missed.join(', ')}` }] };
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

/**
 * The esbuild option sets of one build (`dev`: the development build; `readable`: a production
 * bundle left unminified): `dictionaries`, `client`, `server` and `api`. `node build.mjs` builds each
 * once; the dev loop (scripts/dev.mjs) makes each an incremental context and rebuilds only those a
 * saved file is an input of. The client's `browserI18n` plugin reads `i18n`, which the caller fills
 * (in place: a context keeps its plugins) with the dictionary build's URLs (`i18nUrlsOf(metafile, i18n)`).
 */
export function esbuildOptions({
  dev = false,
  readable = false,
  i18n = { dictionaries: {}, lazySections: {} },
} = {}) {
  return {
    dictionaries: dictionaryOptions({ dev }),
    client: {
      absWorkingDir: root,
      entryPoints: ['client/main.tsx'],
      outdir: relative(root, resolve(out, 'client')),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
      jsx: 'automatic',
      // `--readable`: a production bundle left unminified, to read browser profiles by function name.
      minify: !dev && !readable,
      // Dictionaries and typography (…, “ ”, é) as UTF-8 rather than \u escapes: fewer bytes.
      charset: 'utf8',
      sourcemap: dev ? 'linked' : false,
      metafile: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
      legalComments: 'none',
      plugins: [
        browserBoundary,
        firstLoadChunk,
        browserI18n(i18n.dictionaries, i18n.lazySections),
        nativeSyncExternalStore,
        assetUrls,
        ...(dev ? [] : [treeShakeReactRouter]),
      ],
      logLevel: 'warning',
    },
    server: nodeOptions('server/main.ts', resolve(out, 'server'), { dev, splitting: true }),
    api: nodeOptions('api/main.ts', resolve(out, 'api'), { dev }),
  };
}

/**
 * Writes the browser build's manifest.json (for the server) and client-meta.json (its metafile and
 * the dictionaries', for tests/bench/client.bench.mjs) from the two builds' metafiles.
 */
export function writeClientManifest(clientMetafile, dictionaryMetafile) {
  const i18n = i18nUrlsOf(dictionaryMetafile);
  const manifest = {
    ...manifestFrom(clientMetafile),
    dictionaries: Object.fromEntries(Object.entries(i18n.dictionaries).map(([l, u]) => [l, [u]])),
    // `auth-nl` → URL: lazy dictionary sections, modulepreloaded with the pages that use them.
    sections: i18n.lazySections,
  };
  // Written whole or not at all: under the dev loop a running storefront may read it at any time.
  const file = resolve(out, 'client/manifest.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2));
  renameSync(`${file}.tmp`, file);
  const metafile = {
    inputs: { ...dictionaryMetafile.inputs, ...clientMetafile.inputs },
    outputs: { ...dictionaryMetafile.outputs, ...clientMetafile.outputs },
  };
  writeFileSync(resolve(out, 'client-meta.json'), JSON.stringify(metafile));
  return manifest;
}

async function buildClient(options, i18n) {
  rmSync(resolve(out, 'client'), { recursive: true, force: true });
  const dictionaryBuild = await esbuild.build(options.dictionaries);
  i18nUrlsOf(dictionaryBuild.metafile, i18n);
  const result = await esbuild.build(options.client);
  return writeClientManifest(result.metafile, dictionaryBuild.metafile);
}

/**
 * A Node bundle: `outdir/main.js`, and with `splitting` a chunk next to it for each dynamic import
 * (and for code shared by them). The storefront splits so that the embedded shop API and the
 * packages only it uses (the database drivers, PDF, mail, payments: about 20 MB of heap) load only
 * when the API is embedded, not when API_URL points to one elsewhere; less old space to mark means
 * shorter mark-compacts (the p99 tail at half saturation). Chunks sit next to main.js, so paths
 * found from `import.meta.url` (the migrations, the client build) stay the same.
 */
function nodeOptions(entry, outdir, { dev, splitting = false }) {
  return {
    absWorkingDir: root,
    entryPoints: { main: entry },
    outdir,
    splitting,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    packages: 'external',
    sourcemap: 'linked',
    minify: false,
    metafile: true,
    define: dev ? {} : { 'process.env.NODE_ENV': '"production"' },
    conditions: serverConditions,
    plugins: [assetUrls, browserOnlyPackages],
    logLevel: 'warning',
  };
}

/** What travels with the bundles as files: the API's SQL migrations (with both bundles that can run it) and public/. */
export function copyStaticFiles({ migrations = true, publicFiles = true } = {}) {
  if (migrations)
    for (const bundle of ['api', 'server'])
      cpSync(resolve(root, 'api/db/migrations'), resolve(out, bundle, 'db/migrations'), { recursive: true });
  if (publicFiles && existsSync(resolve(root, 'public')))
    cpSync(resolve(root, 'public'), resolve(out, 'public'), { recursive: true });
}

async function main() {
  const started = performance.now();
  mkdirSync(out, { recursive: true });
  // The screen table and the server's loaders, gathered from the screen folders (decision 084).
  writeScreenTable(root);
  // The browser build's dictionary URLs, filled in by buildClient before the browser bundle is built.
  const i18n = { dictionaries: {}, lazySections: {} };
  const options = esbuildOptions({ dev, readable, i18n });
  const manifest = await buildClient(options, i18n);
  // No chunks of an earlier build left beside the new ones.
  for (const bundle of ['server', 'api']) rmSync(resolve(out, bundle), { recursive: true, force: true });
  await Promise.all([esbuild.build(options.server), esbuild.build(options.api)]);
  copyStaticFiles();
  console.log(
    `built ${dev ? 'development' : 'production'} bundles in ${Math.round(performance.now() - started)} ms: entry ${manifest.entry}, ${Object.keys(manifest.modules).length} page chunks`,
  );
}

// Run when called as a script; importing the file (tests) only reads its exports.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
