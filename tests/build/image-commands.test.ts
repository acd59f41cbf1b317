/**
 * The commands the Docker image runs, run here without Docker (decision 026): the Dockerfile is
 * read and its stages are replayed in temporary folders standing for /app:
 *  - build: the build context's sources (COPY, with .dockerignore applied) and `npm run build`,
 *    on the repository's node_modules (the deps stage's `npm ci` is the one CI has just run);
 *  - runtime: the package files, `npm ci --omit=dev` for real (prefer-offline: the npm cache
 *    serves it), the build's dist/ and nothing else;
 * then the image's CMD (and the compose file's API command) start from the runtime folder, with
 * the Dockerfile's ENV: the API alone (in-memory PGlite), the storefront in front of it, and the
 * storefront with its embedded API on a fresh data dir (the image's default use). Each must answer
 * /healthz and /readyz, serve pages and their assets in both languages, pass the image's
 * HEALTHCHECK command, serve /metrics to its token, and stop cleanly on SIGTERM.
 * Any module the bundles need from a devDependency fails here, as it would in the image.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort } from '../bench/lib/ports.mjs';
import {
  copyArgs,
  dockerignore,
  envPairs,
  execForm,
  parseStages,
  readDockerfile,
  root,
  type Stage,
  splitFlags,
} from './dockerfile.ts';

const stages = parseStages(readDockerfile());
const runtime = stages.at(-1)!;
const ignored = dockerignore();
const TOKEN = 'image-test-metrics-token-0123';

/** RUN lines that are not npm commands, and what they mean for a folder standing for /app. */
const fileSetup: Record<string, (dir: string) => void> = {
  'install -d -o node -g node /app/data': (dir) => mkdirSync(join(dir, 'data'), { recursive: true }),
};

/**
 * A container's environment is the image's ENV plus what is given to it, not the host's: processes
 * here get PATH (this Node first) and HOME only, so a DATABASE_URL or REDIS_URL of the test run
 * cannot leak in. npm commands also get the run's npm and network settings (registry, proxy, CA
 * certificates), and may use the npm cache first (`prefer-offline`).
 */
const baseEnv: Record<string, string> = {
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  HOME: process.env.HOME ?? tmpdir(),
};
/** How this machine reaches the registry (a build host's network settings, not the container's). */
const network = /^(npm_config_.*|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|NO)_PROXY)$/i;
const npmEnv: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => network.test(e[0]) && e[1] !== undefined,
    ),
  ),
  ...baseEnv,
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
};

interface Replayed {
  dir: string;
  env: Record<string, string>;
  ran: string[];
}

/** Replays a stage's instructions in `dir` (standing for /app). */
function replay(stage: Stage, dir: string, from: Record<string, Replayed>): Replayed {
  const env: Record<string, string> = {};
  const ran: string[] = [];
  const local = (p: string) => (p.startsWith('/app') ? join(dir, p.slice('/app'.length)) : join(dir, p));
  for (const ins of stage.instructions) {
    if (ins.keyword === 'WORKDIR') expect(ins.args).toBe('/app');
    else if (ins.keyword === 'ENV') Object.assign(env, envPairs(ins.args));
    else if (ins.keyword === 'COPY') {
      const { flags, sources, dest } = copyArgs(ins.args);
      for (const source of sources) {
        if (flags.from) {
          const earlier = from[flags.from]!;
          const target = dest.endsWith('/') ? join(local(dest), source.split('/').at(-1)!) : local(dest);
          cpSync(join(earlier.dir, source.replace(/^\/app\/?/, '')), target, { recursive: true });
        } else {
          const target = dest.endsWith('/') || sources.length > 1 ? join(local(dest), source) : local(dest);
          cpSync(resolve(root, source), target, {
            recursive: true,
            filter: (src) => !ignored(relative(root, src).split('\\').join('/') || '.'),
          });
        }
      }
    } else if (ins.keyword === 'RUN') {
      const command = splitFlags(ins.args).rest;
      if (!/^npm /.test(command)) {
        expect(fileSetup[command], `RUN ${command} is known here`).toBeDefined();
        fileSetup[command]!(dir);
        continue;
      }
      const started = performance.now();
      const result = spawnSync('sh', ['-c', command], {
        cwd: dir,
        env: { ...npmEnv, ...env },
        encoding: 'utf8',
        timeout: 150_000,
      });
      ran.push(`${command} (${Math.round(performance.now() - started)} ms)`);
      expect(result.status, `${command}\n${result.stdout}\n${result.stderr}`).toBe(0);
    }
  }
  return { dir, env, ran };
}

interface Running {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function start(command: string[], cwd: string, env: Record<string, string>): Running {
  expect(command[0]).toBe('node');
  const child = spawn(process.execPath, command.slice(1), {
    cwd,
    env: { ...baseEnv, ...env },
    stdio: 'pipe',
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output, exited };
}

async function waitFor(url: string, running: Running, ms = 120_000): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    if (running.child.exitCode !== null)
      throw new Error(
        `exited with ${running.child.exitCode} before ${url} answered:\n${running.output.join('')}`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return res;
    } catch {}
    if (Date.now() > until)
      throw new Error(`${url} did not answer 200 in ${ms} ms:\n${running.output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The image's HEALTHCHECK command, run as Docker would inside the container. */
function healthcheck(env: Record<string, string>): number | null {
  const check = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK')!;
  const cmd = execForm(splitFlags(check.args).rest.replace(/^CMD\s+/, ''))!;
  expect(cmd[0]).toBe('node');
  return spawnSync(process.execPath, cmd.slice(1), { env: { ...baseEnv, ...env }, timeout: 10_000 }).status;
}

async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode;
  running.child.kill('SIGTERM');
  const timer = setTimeout(() => running.child.kill('SIGKILL'), 30_000);
  const code = await running.exited;
  clearTimeout(timer);
  return code;
}

describe('the image’s commands, replayed without Docker', () => {
  const work = mkdtempSync(join(tmpdir(), 'koffie-image-'));
  const replayed: Record<string, Replayed> = {};
  const running: Running[] = [];
  const timings: string[] = [];
  let imageEnv: Record<string, string>;
  let cmd: string[];
  let apiCommand: string[];

  beforeAll(async () => {
    const t0 = performance.now();
    for (const [n, stage] of stages.entries()) {
      const dir = join(work, stage.name ?? `stage${n}`);
      mkdirSync(dir, { recursive: true });
      const base = stages.find((s) => s.name === stage.image);
      if (base) {
        // FROM an earlier stage: its files (node_modules stands for the deps stage's `npm ci`).
        for (const entry of readdirSync(replayed[base.name!]!.dir))
          if (entry !== 'node_modules')
            cpSync(join(replayed[base.name!]!.dir, entry), join(dir, entry), { recursive: true });
        symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
        replayed[stage.name!] = replay(stage, dir, replayed);
      } else if (stage !== runtime) {
        // The deps stage: its package files only; CI's `npm ci` in the repository is its install.
        for (const ins of stage.instructions.filter((i) => i.keyword === 'COPY'))
          for (const s of copyArgs(ins.args).sources) cpSync(resolve(root, s), join(dir, s));
        replayed[stage.name ?? `stage${n}`] = { dir, env: {}, ran: ['npm ci (the repository’s)'] };
      } else {
        replayed.runtime = replay(stage, dir, replayed);
      }
    }
    timings.push(
      `stages replayed in ${Math.round(performance.now() - t0)} ms: ${Object.values(replayed)
        .flatMap((r) => r.ran)
        .join('; ')}`,
    );
    imageEnv = replayed.runtime!.env;
    cmd = execForm(runtime.instructions.findLast((i) => i.keyword === 'CMD')!.args)!;
    const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true });
    apiCommand = compose.services.api.command;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(running.map(stop));
    rmSync(work, { recursive: true, force: true });
    console.log(`image commands: ${timings.join('; ')}`);
  });

  it('keeps only production dependencies and the bundles in the runtime folder', () => {
    const dir = replayed.runtime!.dir;
    expect(readdirSync(dir).sort()).toEqual([
      '.npmrc',
      'data',
      'dist',
      'node_modules',
      'package-lock.json',
      'package.json',
    ]);
    expect(existsSync(join(dir, 'dist/server/main.js'))).toBe(true);
    expect(existsSync(join(dir, 'dist/api/db/migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(join(dir, 'dist/client/manifest.json'))).toBe(true);
    // No dev tool came along.
    for (const dev of ['esbuild', 'vitest', 'typescript', '@playwright/test', 'lighthouse'])
      expect(existsSync(join(dir, 'node_modules', dev)), dev).toBe(false);
    expect(existsSync(join(dir, 'node_modules/prom-client'))).toBe(true);
  });

  it('starts the API with the compose command and the storefront with the image’s CMD, healthy, serving both languages', async () => {
    const t0 = performance.now();
    const dir = replayed.runtime!.dir;
    const apiPort = await freePort();
    const api = start(apiCommand, dir, {
      ...imageEnv,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      API_MEMORY_DB: '1',
      API_LOG: '0',
      METRICS_TOKEN: TOKEN,
    });
    running.push(api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${apiUrl}/api/readyz`, api);
    expect((await fetch(`${apiUrl}/api/healthz`)).status).toBe(200);
    expect(healthcheck({ ...imageEnv, HEALTHCHECK_URL: `${apiUrl}/api/healthz` })).toBe(0);
    const apiMetrics = await fetch(`${apiUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(apiMetrics.status).toBe(200);
    expect(await apiMetrics.text()).toContain('shop_api_http_requests_total');
    timings.push(`API ready in ${Math.round(performance.now() - t0)} ms`);

    const port = await freePort();
    const storefront = start(cmd, dir, {
      ...imageEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      METRICS_TOKEN: TOKEN,
    });
    running.push(storefront);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, storefront);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    for (const [path, lang] of [
      ['/', 'nl'],
      ['/en', 'en'],
    ] as const) {
      const page = await fetch(`${url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang}"`);
      const asset = /\/assets\/[^"'\s]+\.js/.exec(html)?.[0];
      expect(asset, `${path} names its script`).toBeDefined();
      const js = await fetch(`${url}${asset}`);
      expect(js.status, asset).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/javascript/);
    }
    // The proxy reaches the API.
    expect((await fetch(`${url}/api/shopInfo`)).status).toBe(200);
    expect(healthcheck({ ...imageEnv, PORT: String(port) })).toBe(0);
    expect(healthcheck({ ...imageEnv, PORT: String(await freePort()) })).toBe(1); // nothing there: unhealthy
    const metrics = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(
      /storefront_http_requests_total\{method="GET",route="home",status="200"\}/,
    );
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    timings.push(`storefront ready and checked in ${Math.round(performance.now() - t0)} ms`);

    expect(await stop(storefront)).toBe(0);
    expect(storefront.output.join('')).toContain('"msg":"shutdown_complete"');
    expect(await stop(api)).toBe(0);
  }, 240_000);

  it('runs the image’s default: the storefront with its embedded API, creating its database in DATA_DIR', async () => {
    const t0 = performance.now();
    const dir = replayed.runtime!.dir;
    const port = await freePort();
    const shop = start(cmd, dir, {
      ...imageEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
    });
    running.push(shop);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/readyz`, shop, 150_000);
    const page = await fetch(`${url}/en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    expect(existsSync(join(dir, 'data/db'))).toBe(true);
    expect(healthcheck({ ...imageEnv, PORT: String(port) })).toBe(0);
    // /metrics is an ordinary page without METRICS_TOKEN.
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect(await stop(shop)).toBe(0);
    timings.push(
      `embedded shop (first start: migrate and seed) ready and stopped in ${Math.round(performance.now() - t0)} ms`,
    );
  }, 240_000);
});
