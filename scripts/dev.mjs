#!/usr/bin/env node
/**
 * `npm run dev`: the development loop. Builds the development bundles (build.mjs --dev), starts the
 * storefront (embedded API on ./data unless API_URL is set), and on every save under client/,
 * server/, shared/, api/ or public/ builds again and restarts the storefront; the open pages reload
 * themselves (client/dev-reload.ts). A build that fails keeps the running storefront and prints
 * esbuild's errors. A whole build takes about a second, so each save rebuilds everything with the
 * same build.mjs that production uses (decision 051), rather than three watch contexts that feed
 * each other (dictionaries → browser manifest → server).
 *
 *   npm run dev                  http://localhost:3000 (PORT, API_URL and every setting as for npm start)
 *   DEV_OUT_DIR=dist-dev npm run dev    build elsewhere than dist/ (default dist)
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.DEV_OUT_DIR ?? process.env.OUT_DIR ?? 'dist';
const WATCHED = ['client', 'server', 'shared', 'api', 'public'];
/** Saves that cannot change a bundle: tests, editor droppings. */
const IGNORED = /(\.test\.tsx?|\.md|~|\.swp|\.tmp)$|(^|\/)\.#/;

const log = (msg) => console.log(`\x1b[36mdev\x1b[0m ${msg}`);

function run(args, env) {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

function build() {
  return new Promise((resolve) => {
    run(['build.mjs', '--dev'], { OUT_DIR: outDir }).once('exit', (code) => resolve(code === 0));
  });
}

let server;
function startServer() {
  server = run(['--enable-source-maps', join(outDir, 'server/main.js')], {
    NODE_ENV: 'development',
    // A restart must not wait for open pages (each holds its reload stream) to finish.
    DRAIN_TIMEOUT_MS: '0',
    PRE_STOP_DELAY_MS: '0',
  });
  const started = server;
  started.once('exit', (code, signal) => {
    if (server === started && signal !== 'SIGTERM')
      log(`storefront stopped (${signal ?? `exit ${code}`}); save a file to start it again`);
    if (server === started) server = undefined;
  });
}

function stopServer() {
  const running = server;
  if (!running || running.exitCode !== null) return Promise.resolve();
  server = undefined;
  return new Promise((resolve) => {
    const killer = setTimeout(() => running.kill('SIGKILL'), 5000);
    running.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    running.kill('SIGTERM');
  });
}

let busy = false;
let again = false;
let timer;
async function rebuild(reason) {
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  const started = performance.now();
  log(`${reason}: building`);
  if (await build()) {
    await stopServer();
    startServer();
    log(`rebuilt in ${Math.round(performance.now() - started)} ms; storefront restarting, pages reload`);
  } else {
    log('build failed: the storefront keeps the last good build');
  }
  busy = false;
  if (again) {
    again = false;
    await rebuild('more changes');
  }
}

for (const folder of WATCHED) {
  try {
    watch(join(root, folder), { recursive: true }, (_event, file) => {
      if (!file || IGNORED.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => rebuild(`${folder}/${file}`), 80);
    });
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopServer();
    process.exit(0);
  });
}

if (!(await build())) {
  log('the first build failed: fix the error and save');
} else {
  startServer();
  log(`watching ${WATCHED.join(', ')}; Ctrl-C stops`);
}
