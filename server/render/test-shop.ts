/**
 * The storefront for page tests: the real app (middleware, page handler, error pages) in front of
 * a shop API, listening on a free port. Imported by *.test.ts files only.
 */
import http from 'node:http';
import { createApp } from '../app.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import type { AssetManifest } from './assets.ts';
import { createPageHandler } from './handle-page.ts';

export const TEST_PUBLIC_URL = 'http://shop.test';

/** A browser build that does not exist: pages render with these asset URLs. */
export const testManifest: AssetManifest = {
  entry: '/assets/main-TEST.js',
  entryImports: [],
  css: ['/assets/main-TEST.css'],
  modules: {},
};

export function startStorefront(apiUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const config = testConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    API_URL: apiUrl,
    STREAM_TIMEOUT_MS: '5000',
    ...env,
  });
  const pageHandler = createPageHandler({ config, apiUrl, manifest: testManifest });
  const app = createApp({
    config,
    apiUrl,
    pageHandler,
    renderErrorPage: pageHandler.renderError,
    logger: captureLogger().logger,
  });
  return listen(http.createServer(app));
}
