/**
 * The built storefront as a process of its own (`dist/server/main.js`, as the image starts it), for
 * fault tests where the process's shutdown is what is tested: its warnings and shutdown lines are
 * kept, and its exit code is known.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { deadUrl } from '../../server/test-support.ts';
import { timedGet } from './visitors.ts';

/**
 * Builds the storefront into a folder of its own (`node build.mjs`, OUT_DIR) inside the checkout,
 * so the bundle finds the project's node_modules (its packages stay external). `remove` deletes it.
 */
function buildStorefront(name: string): { outDir: string; remove: () => void } {
  const outDir = path.resolve('node_modules', '.cache', `fz-${name}-dist-${process.pid}`);
  const build = spawnSync(process.execPath, ['build.mjs'], {
    env: { ...process.env, OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  return { outDir, remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

export interface StorefrontProcess {
  /** http://127.0.0.1:port */
  base: string;
  child: ChildProcess;
  /** its stderr, and the lines of its stdout that speak of a shutdown, a fatal or an error */
  output(): string;
  /** resolves with the exit code when it exits */
  exited: Promise<number | null>;
}

/**
 * Starts the built storefront in `outDir` on a free port against `apiUrl` (production, no Redis,
 * warnings only; `env` adds settings), and resolves once its /readyz answers 200.
 */
async function startStorefrontProcess(
  outDir: string,
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<StorefrontProcess> {
  const port = Number(new URL(await deadUrl()).port);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(outDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stdout?.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n')) if (/shutdown|fatal|error/.test(line)) output += `${line}\n`;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the storefront exited: ${output}`);
    const ready = await timedGet(`${base}/readyz`, { whole: (status) => status === 200 });
    if (ready.ok) break;
    if (i > 150) throw new Error(`the storefront did not get ready: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, output: () => output, exited };
}

/**
 * For the whole test file: the storefront built once (`buildStorefront(name)`) and a test API in
 * memory before its tests; after them the process is killed, the API closed and the build removed.
 * `start(env)` starts the built storefront against that API (`startStorefrontProcess`).
 */
export function builtStorefrontForThisFile(name: string): {
  start(env: Record<string, string>): Promise<StorefrontProcess>;
} {
  let build: ReturnType<typeof buildStorefront> | undefined;
  let api: { url: string; close(): Promise<void> } | undefined;
  let shop: StorefrontProcess | undefined;
  beforeAll(async () => {
    build = buildStorefront(name);
    api = await startTestApi({ port: 0, log: false });
  }, 240_000);
  afterAll(async () => {
    shop?.child.kill('SIGKILL');
    await api?.close();
    build?.remove();
  });
  return {
    async start(env) {
      shop = await startStorefrontProcess(build!.outDir, api!.url, env);
      return shop;
    },
  };
}
