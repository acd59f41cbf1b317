#!/usr/bin/env node
/**
 * `npm run dev`: the development loop (decision 086). Builds the development bundles with build.mjs's
 * esbuild option sets, each kept as an incremental esbuild context (dictionaries, browser, storefront,
 * API), starts the shop API as a process of its own and the storefront beside it, and on every save
 * under client/, server/, shared/, api/ or public/:
 *  - rebuilds only the bundles the saved file is an input of (their last metafiles say which);
 *  - restarts the API only when its bundle was rebuilt (a file under api/ or shared/ it imports) or
 *    a migration changed, and waits until it is ready;
 *  - restarts the storefront only when its bundle was rebuilt (a server-side file: server/, and the
 *    client/ and shared/ modules it renders); a browser-only file (a stylesheet, the browser entry,
 *    a dictionary) restarts nothing: the running storefront reads the new manifest;
 *  - then tells the storefront, over its IPC channel, to name a new build on its reload stream, and
 *    the open pages reload (client/dev-reload.ts): when the new build is served, not before.
 * A build that fails keeps what runs and prints esbuild's errors; the next save builds the failed
 * bundles again. The storefront's bundle leaves the embedded API out (it always has API_URL here).
 *
 *   npm run dev                  http://localhost:3000 (PORT, API_URL and every setting as for npm start)
 *   API_URL=… npm run dev        use that API; no API process of its own
 *   API_PORT=3001 npm run dev    the API process's port (default: a free one); its data: $DATA_DIR/db
 *   DEV_OUT_DIR=dist-dev npm run dev    build elsewhere than dist/ (default dist)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { writeScreenTable } from './screen-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, process.env.DEV_OUT_DIR ?? process.env.OUT_DIR ?? 'dist');
// build.mjs reads its output folder as it loads.
process.env.OUT_DIR = outDir;
const build = await import('../build.mjs');

const WATCHED = ['client', 'server', 'shared', 'api', 'public'];
/** Saves that cannot change a bundle: tests, docs, editor droppings (vim's 4913, JetBrains' ___jb_). */
const IGNORED = /(\.test\.tsx?|\.md|~|\.swp|\.swx|\.tmp|___jb_\w+___)$|(^|\/)(\.#|4913$)/;
/** The bundles, in the order a save's rebuilds are reported. */
const BUNDLES = ['dictionaries', 'client', 'server', 'api'];

const log = (msg) => console.log(`\x1b[36mdev\x1b[0m ${msg}`);

// --- the bundles: one incremental esbuild context each ---------------------------------------------

/** The dictionary build's URLs, which the browser build's plugin reads (filled in place). */
const i18n = { dictionaries: {}, lazySections: {} };
const options = build.esbuildOptions({ dev: true, i18n });
// The storefront under this loop never embeds the API (it has API_URL): its bundle leaves the
// embedded API out (half its sources), and a save under api/ does not restart it.
const serverMain = join(root, 'server/main.ts');
options.server.plugins.unshift({
  name: 'no-embedded-api',
  setup(server) {
    server.onResolve({ filter: /^\.\.\/api\// }, (args) =>
      args.importer === serverMain ? { path: args.path, namespace: 'no-embedded-api' } : undefined,
    );
    server.onLoad({ filter: /.*/, namespace: 'no-embedded-api' }, () => ({
      contents: `throw new Error('This storefront bundle is npm run dev\\'s, without the embedded API: set API_URL, or npm run build');`,
      loader: 'js',
    }));
  },
});
const contexts = {};
for (const name of BUNDLES) contexts[name] = await esbuild.context({ ...options[name], write: false });
let lazySections = build.lazySectionFiles().join();
/** Per bundle: its input files (relative to the checkout) and its output files, from its last good build. */
const inputs = {};
const outputs = {};
let dictionaryMetafile;

/** A metafile input's file, relative to the checkout (plugins' namespaces and absolute paths undone). */
function inputFile(key) {
  const path = key.replace(/^[\w-]+:(?=\/)/, '');
  return isAbsolute(path) ? relative(root, path) : path;
}

/** How long each bundle's last build took (the loop's report). */
const buildMs = {};

/**
 * Rebuilds one bundle and writes what changed. The contexts do not write themselves (`write:
 * false`): a rebuild that fails would leave the running processes without the chunks they load
 * lazily, and an unchanged file is not written again.
 */
async function rebuild(name) {
  const started = performance.now();
  const result = await contexts[name].rebuild();
  buildMs[name] = Math.round(performance.now() - started);
  const before = outputs[name] ?? new Map();
  outputs[name] = new Map(result.outputFiles.map((file) => [file.path, file.hash]));
  for (const file of result.outputFiles) {
    if (before.get(file.path) === file.hash) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  // No chunks of an earlier build left beside the new ones.
  for (const path of before.keys()) if (!outputs[name].has(path)) rmSync(path, { force: true });
  inputs[name] = new Set(Object.keys(result.metafile.inputs).map(inputFile));
  return result.metafile;
}

/** The browser's side: the dictionaries (when stale), then the browser bundle when it is stale or their URLs moved. */
async function rebuildBrowser(stale) {
  if (stale.has('dictionaries')) {
    const urls = JSON.stringify(i18n);
    dictionaryMetafile = await rebuild('dictionaries');
    stale.delete('dictionaries');
    build.i18nUrlsOf(dictionaryMetafile, i18n);
    if (JSON.stringify(i18n) !== urls) stale.add('client');
  }
  if (stale.has('client')) {
    build.writeClientManifest(await rebuild('client'), dictionaryMetafile);
    stale.delete('client');
  }
}

// --- the processes -------------------------------------------------------------------------------

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The API process, unless API_URL names an API elsewhere. */
const ownApi = !process.env.API_URL;
const apiPort = ownApi ? Number(process.env.API_PORT || (await freePort())) : undefined;
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}`;
const storefrontUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`;

/** A child process with a name, started and stopped by this loop. */
function child(name, args, env, { stdio = 'inherit', killAfterMs = 5000 } = {}) {
  let running;
  let ready = Promise.resolve();
  return {
    get process() {
      return running;
    },
    /** Until the running process says `ready` over its IPC channel (or ends). */
    get ready() {
      return ready;
    },
    start(moreEnv = {}) {
      const started = spawn(process.execPath, ['--enable-source-maps', ...args], {
        cwd: root,
        stdio,
        env: { ...process.env, NODE_ENV: 'development', ...env, ...moreEnv },
      });
      running = started;
      ready = new Promise((done) => {
        started.on('message', (message) => message === 'ready' && done());
        started.once('exit', done);
      });
      // A message to a process on its way out fails here, not as an uncaught error.
      started.on('error', (err) => log(`${name}: ${err.message}`));
      started.once('exit', (code, signal) => {
        if (running !== started) return;
        running = undefined;
        log(`${name} stopped (${signal ?? `exit ${code}`}); save a file to start it again`);
      });
      return started;
    },
    stop() {
      const stopping = running;
      running = undefined;
      if (!stopping || stopping.exitCode !== null || stopping.signalCode !== null) return Promise.resolve();
      return new Promise((done) => {
        const killer = setTimeout(() => stopping.kill('SIGKILL'), killAfterMs);
        stopping.once('exit', () => {
          clearTimeout(killer);
          done();
        });
        stopping.kill('SIGTERM');
      });
    },
  };
}

const api = child('shop API', [join(outDir, 'api/main.js')], {
  API_PORT: String(apiPort),
  API_HOST: '127.0.0.1',
  // Where the storefront's embedded API keeps its database, so `npm start` and `npm run dev` share it.
  DATA_DIR: join(process.env.DATA_DIR || './data', 'db'),
  STOREFRONT_URL: process.env.STOREFRONT_URL || storefrontUrl,
  // One line per request is the storefront's to write, as with the embedded API.
  API_LOG: process.env.API_LOG ?? '0',
  PRE_STOP_DELAY_MS: '0',
  DRAIN_TIMEOUT_MS: '0',
});

const storefront = child(
  'storefront',
  [join(outDir, 'server/main.js')],
  {
    API_URL: apiUrl,
    // A restart must not wait for open pages (each holds its reload stream) to finish.
    DRAIN_TIMEOUT_MS: '0',
    PRE_STOP_DELAY_MS: '0',
    // Hears `{ reload: id }` from this loop (server/middleware/dev-reload.ts).
    DEV_RELOAD: 'ipc',
  },
  // Even with a drain of 0 ms, open pages' sockets get a second's grace: nothing here needs it
  // (no database; the pages reload anyway), so a restart ends it at once (SIGTERM, then SIGKILL).
  { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], killAfterMs: 0 },
);

/** Until the API answers /api/readyz (its first start migrates and seeds), or its process ends. */
async function apiReady() {
  const started = api.process;
  while (started && started.exitCode === null && started.signalCode === null) {
    try {
      if ((await fetch(`${apiUrl}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function restartApi() {
  await api.stop();
  api.start();
  await apiReady();
}

/** The build the open pages show: a restarted storefront names it until the loop says `reload`. */
let servedBuild = randomUUID();

async function restartStorefront() {
  await storefront.stop();
  storefront.start({ DEV_BUILD_ID: servedBuild });
}

/** Open pages reload: the storefront names a new build once it hears the loop (server/middleware/dev-reload.ts). */
async function reloadPages() {
  await storefront.ready;
  servedBuild = randomUUID();
  storefront.process?.send({ reload: servedBuild }, () => {});
}

// --- a round: what the saves since the last one need ---------------------------------------------

/** Bundles to rebuild and processes to restart; kept over a failed round, so the next save does them. */
const stale = new Set(BUNDLES);
const todo = { api: ownApi, storefront: true, migrations: true, public: true };
const saved = new Set();
/** Files this loop wrote itself (the screen table) → until when their watch events are its own. */
const ownWrites = new Map();

function plan(files) {
  for (const file of files) {
    if (file.startsWith('public/')) {
      todo.public = true;
      continue;
    }
    if (file.startsWith('api/db/migrations/')) {
      todo.migrations = true;
      todo.api = ownApi;
      continue;
    }
    if (
      /^shared\/i18n\/(?:screen-sections\/)?lazy-/.test(file) &&
      build.lazySectionFiles().join() !== lazySections
    ) {
      // A lazy dictionary section came or went: the dictionary build's entry points changed.
      lazySections = build.lazySectionFiles().join();
      contexts.dictionaries.dispose();
      contexts.dictionaries = null;
      stale.add('dictionaries');
    }
    for (const name of BUNDLES) if (inputs[name]?.has(file)) stale.add(name);
  }
  if (stale.has('api')) todo.api = ownApi;
  if (stale.has('server')) todo.storefront = true;
}

let busy = false;
let timer;

/**
 * One round: the saves since the last one. Each bundle's process restarts as soon as its bundle is
 * built (the storefront keeps naming the build the pages show), and the pages reload once every
 * bundle of the round is built and what serves it is up.
 */
async function round() {
  if (busy || saved.size === 0) return;
  busy = true;
  const files = [...saved];
  saved.clear();
  const started = performance.now();
  // A screen folder that came, went or changed its loader: the generated screen table follows
  // (scripts/screen-table.mjs, as node build.mjs writes it); the loop's own writes are not saves.
  if (files.some((file) => file === '(start)' || file.startsWith('client/routes/')))
    for (const file of writeScreenTable(root)) {
      ownWrites.set(file, Date.now() + 1000);
      files.push(file);
    }
  plan(files);
  const building = BUNDLES.filter((name) => stale.has(name));
  if (!building.length && !todo.public && !todo.migrations) {
    busy = false;
    return round();
  }
  log(
    `${files.length === 1 ? files[0] : `${files.length} files`}: building ${building.join(', ') || 'nothing'}`,
  );
  build.copyStaticFiles({ migrations: todo.migrations, publicFiles: todo.public });
  todo.migrations = todo.public = false;
  contexts.dictionaries ??= await esbuild.context({
    ...build.esbuildOptions({ dev: true, i18n }).dictionaries,
    write: false,
  });
  const restarted = [];
  const jobs = [rebuildBrowser(stale)];
  if (stale.has('api'))
    jobs.push(
      rebuild('api').then(async () => {
        stale.delete('api');
        if (!todo.api) return;
        await restartApi();
        todo.api = false;
        restarted.push('API');
      }),
    );
  if (stale.has('server'))
    jobs.push(
      rebuild('server').then(async () => {
        stale.delete('server');
        // The first start waits for the API (below): the first page needs it.
        if (!todo.storefront || !storefront.process) return;
        await restartStorefront();
        todo.storefront = false;
        restarted.push('storefront');
      }),
    );
  const failed = (await Promise.allSettled(jobs)).some((job) => job.status === 'rejected');
  if (failed) {
    log(`build failed: what runs keeps its last good build (${[...stale].join(', ')} to build again)`);
  } else {
    if (todo.api || (ownApi && !api.process)) {
      await restartApi();
      restarted.push('API');
    }
    if (todo.storefront || !storefront.process) {
      await restartStorefront();
      restarted.push('storefront');
    }
    await apiReady();
    await reloadPages();
    const what = restarted.length ? `${restarted.join(' and ')} restarted` : 'no restart';
    const each = building.map((name) => `${name} ${buildMs[name]} ms`).join(', ');
    log(`rebuilt in ${Math.round(performance.now() - started)} ms (${each}); ${what}, pages reload`);
    Object.assign(todo, { api: false, storefront: false });
  }
  busy = false;
  if (saved.size) await round();
}

for (const folder of WATCHED) {
  try {
    watch(join(root, folder), { recursive: true }, (_event, file) => {
      if (!file || IGNORED.test(file)) return;
      const path = `${folder}/${file}`.replaceAll('\\', '/');
      if ((ownWrites.get(path) ?? 0) > Date.now()) return;
      saved.add(path);
      clearTimeout(timer);
      timer = setTimeout(round, 30);
    });
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.all([storefront.stop(), api.stop()]);
    await Promise.all(Object.values(contexts).map((context) => context?.dispose()));
    process.exit(0);
  });
}

// The first round builds everything from a clean output folder and starts both processes.
for (const bundle of ['client', 'server', 'api'])
  rmSync(join(outDir, bundle), { recursive: true, force: true });
mkdirSync(join(outDir, 'client'), { recursive: true });
saved.add('(start)');
await round();
if (stale.size) log('the first build failed: fix the error and save');
else log(`watching ${WATCHED.join(', ')}${ownApi ? `; shop API on ${apiUrl}` : ''}; Ctrl-C stops`);
