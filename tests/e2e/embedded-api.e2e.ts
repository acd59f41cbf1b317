/**
 * The newcomer's path: `npm start` with no API_URL starts the embedded API on a fresh data
 * directory (created, migrated, seeded), serves the shop, and stops cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

test('the built shop starts its embedded API on a fresh data directory and stops cleanly on SIGTERM', async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'koffie-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 3100) + 10;
  const child = spawn(process.execPath, [`${process.env.OUT_DIR ?? 'dist'}/server/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready, stderr).toBe(true);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('class="site-footer"');
    const english = await fetch(`${base}/en`);
    expect(english.status).toBe(200);
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 25_000))]);
    expect(code).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
