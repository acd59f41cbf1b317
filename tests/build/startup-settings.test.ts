/**
 * A bad setting stops the storefront at start with every problem named and exit status 78
 * (EX_CONFIG), whether the setting is the storefront's or the embedded API's: no stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without types
import { assetUrls, browserOnlyPackages, serverConditions } from '../../build.mjs';

const root = resolve(import.meta.dirname, '../..');
// Inside the checkout, so the bundle finds node_modules.
const dir = mkdtempSync(join(root, 'node_modules', '.startup-test-'));
const bundle = join(dir, 'main.js');

beforeAll(async () => {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    packages: 'external',
    conditions: serverConditions,
    plugins: [assetUrls, browserOnlyPackages],
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: join(dir, 'data'), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('starting with a bad setting', () => {
  it("names the storefront's problems and exits 78", () => {
    const run = start({ PORT: 'abc', PAGE_CACHE: 'maybe' });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toMatch(/PORT must be an integer from 0 to 65535, got "abc"/);
    expect(run.stderr).toMatch(/PAGE_CACHE must be one of/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("names the embedded API's problems and exits 78", () => {
    const run = start({ PORT: '0', API_PORT: 'x', TEST_PAYMENTS: 'maybe' });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toMatch(/API_PORT must be a port number/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
