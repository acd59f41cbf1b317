/**
 * `npm run dev` (scripts/dev.mjs), as a developer uses it: open a page, save a change to the
 * source, and see the open page show it without restarting anything by hand. The loop runs on a
 * copy of the source (node_modules linked), so the journey edits the copy, never the checkout, and
 * its storefront talks to the suite's API (no second database to seed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../bench/lib/ports.mjs';
import { expect, hydrated, test } from './support/fixtures.ts';

const checkout = resolve(import.meta.dirname, '../..');
const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const COPIED = [
  'client',
  'server',
  'shared',
  'api',
  'public',
  'scripts',
  'build.mjs',
  'package.json',
  'tsconfig.json',
];

test.describe('npm run dev', () => {
  // The second journey goes on with the loop the first one started.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let copy: string;
  let loop: ChildProcess | undefined;
  let output = '';
  let port: number;

  test.beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'dev-loop-'));
    for (const entry of COPIED) cpSync(join(checkout, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(checkout, 'node_modules'), join(copy, 'node_modules'));
  });

  test.afterAll(async () => {
    if (loop && loop.exitCode === null) {
      const exited = new Promise((done) => loop?.once('exit', done));
      loop.kill('SIGTERM');
      await exited;
    }
    rmSync(copy, { recursive: true, force: true });
  });

  test('a saved change shows in the open page, which reloads itself', async ({ page }) => {
    port = await freePort();
    loop = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: copy,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, OUT_DIR: 'dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    loop.stdout?.on('data', (chunk) => (output += chunk));
    loop.stderr?.on('data', (chunk) => (output += chunk));
    await expect
      .poll(() => output, { message: 'the dev loop starts the storefront', timeout: 60_000 })
      .toContain('"msg":"listening"');

    await page.goto(`http://127.0.0.1:${port}/`);
    await hydrated(page);
    const skipLink = page.locator('.skip-link');
    await expect(skipLink).toHaveText('Naar de inhoud');
    // Survives only as long as this document does: a reload clears it.
    await page.evaluate(() => Object.assign(window, { devLoopMarker: true }));

    const file = join(copy, 'shared/i18n/sections/navigation.ts');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("skip_to_content: 'Naar de inhoud',");
    writeFileSync(
      file,
      source.replace("skip_to_content: 'Naar de inhoud',", "skip_to_content: 'Direct naar de inhoud',"),
    );

    await expect(skipLink).toHaveText('Direct naar de inhoud', { timeout: 60_000 });
    expect(await page.evaluate(() => 'devLoopMarker' in window), 'the page reloaded').toBe(false);
    expect(output).toMatch(/rebuilt in \d+ ms/);
  });

  test('a save that does not build keeps every page served, and its fix reloads the open one', async ({
    page,
  }) => {
    expect(loop?.exitCode, 'the loop the journey before started').toBeNull();
    await page.goto(`http://127.0.0.1:${port}/`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { devLoopMarker: true }));

    const file = join(copy, 'server/app.ts');
    const source = readFileSync(file, 'utf8');
    const failures = (output.match(/build failed/g) ?? []).length;
    writeFileSync(file, `${source}\nconst unfinished = ;\n`);
    await expect
      .poll(() => (output.match(/build failed/g) ?? []).length, { message: 'esbuild reports the error' })
      .toBe(failures + 1);
    // Pages whose server code the storefront has not loaded yet: their chunks must still be there.
    for (const path of ['/zoeken', '/en/compare', '/vind-een-dealer', '/login'])
      expect((await page.request.get(`http://127.0.0.1:${port}${path}`)).status(), path).toBe(200);
    expect(await page.evaluate(() => 'devLoopMarker' in window), 'no reload for a failed build').toBe(true);

    writeFileSync(file, source);
    await expect
      .poll(() => page.evaluate(() => 'devLoopMarker' in window).catch(() => true), {
        message: 'the open page reloads once the fix is served',
        timeout: 60_000,
      })
      .toBe(false);
    await hydrated(page);
  });
});
