import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests resolve package.json `imports` as the server bundle does (build.mjs `serverConditions`,
  // decision 059): `#valtio` is server/render/static-stores.ts here, as in the shop's server renders.
  ssr: { resolve: { conditions: ['storefront-server'] } },
  test: {
    include: ['{shared,client,server,api,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One process per core, each running file after file with its modules loaded once (decision
    // 068): on this 2-core host the suite takes about half the time of one fresh process per file
    // on one core (Vitest's defaults). Test files do not rely on a fresh module state; each opens
    // its own database and servers.
    isolate: false,
    maxWorkers: '100%',
  },
});
