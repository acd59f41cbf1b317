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
  },
});
