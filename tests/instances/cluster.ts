/**
 * A small cluster of the built shop for the several-instances test (issue 24): API and storefront
 * processes started from one build (`dist-instances/`, made by `node build.mjs`), each with its own
 * port and its log lines kept, against one PostgreSQL database and one Redis. Imported by tests only.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.join(repo, 'dist-instances');

/** Builds the shop once into dist-instances/ (under a second). */
export function buildShop(): void {
  const r = spawnSync(process.execPath, ['build.mjs'], {
    cwd: repo,
    env: { ...process.env, OUT_DIR: distDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build failed: ${r.stderr || r.stdout}`);
}

/** A port free a moment ago, below the ephemeral range (one helper for tests and benches). */
export { freePort } from '../bench/lib/ports.mjs';

export interface Instance {
  name: string;
  url: string;
  /** every line it wrote, stdout and stderr */
  lines: string[];
  /** its JSON log lines, parsed */
  logs(): Record<string, unknown>[];
  stop(): Promise<void>;
}

/** Starts a built program and waits until `ready` (a path on it) answers 200. */
export async function start(
  name: string,
  program: 'api' | 'server',
  port: number,
  env: Record<string, string>,
  ready: string,
): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [path.join(distDir, program, 'main.js')], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${lines.join('\n')}`);
    try {
      const res = await fetch(`${url}${ready}`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not get ready:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    name,
    url,
    lines,
    logs: () =>
      lines.flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A storefront request as a browser on the shop's own pages sends it (same-origin, JSON). */
// biome-ignore lint/suspicious/noExplicitAny: the answers' JSON is read by tests that know its shape
type Json = any;
export async function call(
  base: string,
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; cookies: string[]; headers: Headers }> {
  const res = await fetch(`${base}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // HTML or text
  }
  return { status: res.status, body, cookies: res.headers.getSetCookie(), headers: res.headers };
}

/** Cookies a response set, joined onto what the visitor had (name=value only). */
export function withCookies(had: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of had.split(/;\s*/).filter(Boolean)) {
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  for (const cookie of setCookies) {
    const pair = cookie.split(';', 1)[0]!;
    const i = pair.indexOf('=');
    const value = pair.slice(i + 1);
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(pair.slice(0, i));
    else jar.set(pair.slice(0, i), value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
