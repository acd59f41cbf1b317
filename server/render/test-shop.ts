/**
 * The storefront for page tests: the real app (middleware, page handler, error pages) in front of
 * a shop API, listening on a free port. Imported by *.test.ts files only.
 */
import http from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import type { QueryProductsAnswer, QueryProductsPayload } from '../../shared/contract/listing.ts';
import { createApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import type { Tracing } from '../tracing.ts';
import type { AssetManifest } from './assets.ts';
import { createPageHandler } from './handle-page.ts';
import type { PageStore } from './page-cache.ts';

export const TEST_PUBLIC_URL = 'http://shop.test';

/** A browser build that does not exist: pages render with these asset URLs. */
export const testManifest: AssetManifest = {
  entry: '/assets/main-TEST.js',
  entryImports: [],
  css: ['/assets/main-TEST.css'],
  modules: {},
};

export function startStorefront(
  apiUrl: string,
  env: Record<string, string> = {},
  /** a logger whose lines the test reads; a page store the test looks into; traces; another build */
  options: { logger?: Logger; pageStore?: PageStore; tracing?: Tracing; manifest?: AssetManifest } = {},
): Promise<RunningServer> {
  const config = testConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    API_URL: apiUrl,
    STREAM_TIMEOUT_MS: '5000',
    ...env,
  });
  const pageHandler = createPageHandler({
    config,
    apiUrl,
    manifest: options.manifest ?? testManifest,
    pageStore: options.pageStore,
  });
  const app = createApp({
    config,
    apiUrl,
    pageHandler,
    renderErrorPage: pageHandler.renderError,
    logger: options.logger ?? captureLogger().logger,
    tracing: options.tracing,
  });
  return listen(http.createServer(app));
}

/** The shop's best-selling product, as the API lists it: something every page test can ask for. */
export async function bestSellingProduct(apiUrl: string): Promise<{ uri: string; id: number }> {
  const listing = await fetch(`${apiUrl}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ best_selling: true, per_page: 1 }),
  }).then((r) => r.json());
  return listing.products.data[0];
}

/** Logs a demo account in through the storefront's /api proxy; the session cookie to send back. */
export async function loginCookie(shopUrl: string, email: string, password = 'Demo1234!'): Promise<string> {
  const res = await fetch(`${shopUrl}/api/customerAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0];
  if (!cookie) throw new Error(`login ${email}: no session cookie`);
  return cookie.split(';')[0]!;
}

/**
 * A shop API (in memory, a copy of the seeded template) and the storefront in front of it for the whole test file, started
 * before its tests and closed after them. `get` and `queryProducts` read the API, for finding what
 * to ask for.
 */
export function shopAndApiForThisFile() {
  const running = {} as { api: { url: string; close(): Promise<void> }; shop: RunningServer };
  beforeAll(async () => {
    running.api = await startTestApi({ port: 0, log: false });
    running.shop = await startStorefront(running.api.url);
  }, 180_000);
  afterAll(async () => {
    await running.shop?.close();
    await running.api?.close();
  });
  return {
    get api() {
      return running.api;
    },
    get shop() {
      return running.shop;
    },
    /** POST /api/queryProducts in a language (1 Dutch, 4 English): a 200 and its answer. */
    async queryProducts(payload: QueryProductsPayload, language = 1): Promise<QueryProductsAnswer> {
      const res = await fetch(`${running.api.url}/api/queryProducts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-fz-language-id': String(language) },
        body: JSON.stringify(payload),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as QueryProductsAnswer;
    },
    async get<T>(path: string): Promise<T> {
      const res = await fetch(`${running.api.url}${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
  };
}
