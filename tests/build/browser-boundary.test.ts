import { resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without types
import { browserBoundary } from '../../build.mjs';

const bundle = (contents: string) =>
  esbuild.build({
    stdin: { contents, resolveDir: resolve('client'), sourcefile: 'probe.ts', loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [browserBoundary],
  });

describe('the browser build', () => {
  it('fails when browser code imports the server', async () => {
    await expect(bundle("import '../server/config.ts';")).rejects.toThrow(
      /must not import server\/config\.ts/,
    );
  });
  it('fails when browser code imports the shop API', async () => {
    await expect(bundle("import '../api/config.ts';")).rejects.toThrow(/must not import api\/config\.ts/);
  });
  it('bundles shared code', async () => {
    const result = await bundle(
      "import { withLocale } from '../shared/locale.ts'; console.log(withLocale('/x', 'en'));",
    );
    expect(result.errors).toEqual([]);
  });
});
