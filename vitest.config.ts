import { defineConfig } from 'vitest/config';

/** Tests that measure the process they run in, so nothing an earlier file left running may share it. */
const ownProcess = ['tests/docs/architecture.test.ts'];

export default defineConfig({
  // Tests resolve package.json `imports` as the server bundle does (build.mjs `serverConditions`,
  // decision 059): `#valtio` is server/render/static-stores.ts here, as in the shop's server renders.
  ssr: { resolve: { conditions: ['storefront-server'] } },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,client,server,api,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**', ...ownProcess],
          // One process per core, each running file after file with its modules loaded once
          // (decision 068): on this 2-core host the suite takes about half the time of one fresh
          // process per file on one core (Vitest's defaults). Test files do not rely on a fresh
          // module state; each opens its own database and servers.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // V8's coverage of one request counts every function the process runs meanwhile: a timer
          // an earlier file left behind (a stand-in's slow answer) would be counted as the
          // request's (decision 122).
          name: 'own-process',
          include: ownProcess,
          isolate: true,
        },
      },
    ],
  },
});
