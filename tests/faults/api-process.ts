/**
 * The shop API as a process of its own (`api/main.ts`, type-stripped), for fault tests where the
 * process dying is what is tested: its output is kept, and whether (and how) it exited is known.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplate } from '../../api/testing/test-api.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ApiProcess {
  /** resolves with the API's URL once it listens; rejects when it exits before */
  listening: Promise<string>;
  /** the exit code (or signal) once it has exited; null while it runs */
  exitCode(): number | string | null;
  /** resolves with the exit code (or signal) when it exits */
  exited: Promise<number | string | null>;
  /** sends it `signal`; whether it could */
  kill(signal: NodeJS.Signals): boolean;
  /** everything it wrote, stdout and stderr */
  output(): string;
  /** its JSON log lines, parsed */
  logs(): Record<string, unknown>[];
  /** SIGTERM (SIGKILL after 10 s); resolves with the exit code */
  stop(): Promise<number | string | null>;
}

/** Starts `api/main.ts` on `databaseUrl` without Redis, reminders or request logs; `env` adds settings. */
export function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): ApiProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    API_LOG: '0',
    DATABASE_URL: databaseUrl,
    INSPECTION_REMINDERS: '0',
    NODE_ENV: 'test',
    ...env,
  };
  for (const name of ['REDIS_URL', 'METRICS_TOKEN', 'SEED_PRODUCTS', 'OTEL_EXPORTER_OTLP_ENDPOINT']) {
    if (!(name in env)) delete childEnv[name];
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', 'api/main.ts'],
    { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let exit: number | string | null = null;
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = code ?? signal;
      resolve(exit);
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"shop API listening"/.exec(out)?.[1];
      if (url) resolve(url);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`the API exited (${code}) before listening:\n${out}`)));
  });
  listening.catch(() => {}); // read by the test; an early exit is also seen through exitCode()
  return {
    listening,
    exitCode: () => exit,
    exited,
    kill: (signal) => child.kill(signal),
    output: () => out,
    logs: () =>
      out.split('\n').flatMap((line) => {
        try {
          return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      }),
    async stop() {
      if (exit !== null) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * A PGlite data directory holding a copy of the seeded template where the API keeps it
 * (DATA_DIR/pglite): an API started on it neither migrates nor seeds. `remove` deletes it.
 */
export async function seededDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  fs.mkdirSync(path.join(dataDir, 'pglite'));
  const tar = spawnSync('tar', ['-xf', await pgliteTemplate(), '-C', path.join(dataDir, 'pglite')]);
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr}`);
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
