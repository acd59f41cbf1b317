import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,client,server,api,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
