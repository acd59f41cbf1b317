/**
 * The storefront's Express app: the middleware list, read top to bottom, one line of why per step.
 * No I/O happens here; main.ts (or a test) listens.
 */
import cookieParser from 'cookie-parser';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { type Config, mapTileSource } from './config.ts';
import { notFound } from './errors.ts';
import { createLifecycle, health, type Lifecycle, probePaths } from './lifecycle.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { apiProxy } from './middleware/api-proxy.ts';
import { apiPaths } from './middleware/api-proxy-target.ts';
import { compression } from './middleware/compression.ts';
import { debugMem } from './middleware/debug-mem.ts';
import { devReload } from './middleware/dev-reload.ts';
import { errorHandler, type RenderErrorPage } from './middleware/error-handler.ts';
import { locale } from './middleware/locale.ts';
import { redirects } from './middleware/redirects.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { type StaticAssetsOptions, staticAssetPaths, staticAssets } from './middleware/static-assets.ts';
import { sitemap, sitemapPaths } from './render/sitemap.ts';
import type { Tracing } from './tracing.ts';

interface CreateAppOptions {
  config: Config;
  /** Renders pages (server/render/handle-page.ts). Runs after everything else has had its say. */
  pageHandler: RequestHandler;
  /** HTML error page; defaults to a small static branded page. */
  renderErrorPage?: RenderErrorPage;
  /** Shared with the shutdown logic: /readyz turns 503 once `draining` is set. */
  lifecycle?: Lifecycle;
  /** The shop API base URL; defaults to config.API_URL (main passes the embedded API's URL). */
  apiUrl?: string;
  logger?: Logger;
  staticOptions?: StaticAssetsOptions;
  /** Prometheus metrics; default: made from config.METRICS_TOKEN (none without a token). */
  metrics?: Metrics;
  /** Traces (server/tracing.ts, from OTEL_EXPORTER_OTLP_ENDPOINT); none without. */
  tracing?: Tracing;
}

export function createApp(options: CreateAppOptions): Express {
  const { config } = options;
  const apiUrl = options.apiUrl ?? config.API_URL;
  if (!apiUrl) throw new Error('createApp needs apiUrl (or config.API_URL) for the /api proxy');
  const lifecycle = options.lifecycle ?? createLifecycle();
  const logger = options.logger ?? createLogger({ level: config.LOG_LEVEL });
  const tracing = options.tracing;
  const metrics =
    options.metrics ??
    (config.METRICS_TOKEN ? createMetrics({ token: config.METRICS_TOKEN, tracing }) : undefined);

  const app = express();
  app.disable('x-powered-by'); // no framework fingerprint
  app.set('trust proxy', config.TRUST_PROXY); // req.ip / req.secure / req.protocol believe only the configured hops
  app.set('etag', false); // pages are per-response (nonce); assets and the API bring their own validators
  // 'simple' (node:querystring): no nested objects (q[__proto__]=…); repeated keys still give arrays, so handlers take the first string.
  app.set('query parser', 'simple');

  // The steps, read top to bottom: `app.use` for what every request goes through, a route
  // (`app.all`/`app.get` on the step's paths) for what answers only some paths, so that a page
  // request runs no code of theirs (decision 089); each step still checks its paths itself.
  // 1. Request id, abort signal, per-request logger, the request's trace span (with OTEL_EXPORTER_OTLP_ENDPOINT)
  //    and the one access log line: everything below may use them.
  app.use(requestContext({ logger, lifecycle, tracing }));
  // 1b. Metrics (only with METRICS_TOKEN): counters bumped when each response closes, nothing on the way in.
  if (metrics) app.use(metrics.record);
  // 2. Security headers (fresh CSP nonce, nosniff, default no-store) first, so even redirects and 400s carry them.
  app.use(
    securityHeaders({
      httpsOrigin: config.PUBLIC_URL.startsWith('https:'),
      // The dealer map's tiles, when a tile server is configured.
      imageSources: config.MAP_TILE_URL ? [mapTileSource(config.MAP_TILE_URL)] : [],
    }),
  );
  // 3. Cheapest exits: undecodable paths → 400, trailing slash → 301 (spec 2), before any real work.
  app.use(redirects());
  // 3b. `npm run dev` only: the event stream the browser's development build reloads on.
  if (config.NODE_ENV === 'development') app.use(devReload());
  // 4. Compression before anything that writes a body; its res.flush() keeps React's stream streaming.
  app.use(compression());
  // 5. Built assets: immutable when hashed, 404 text/plain (never the SSR page) when missing; robots.txt.
  app.all(staticAssetPaths, staticAssets({ publicUrl: config.PUBLIC_URL, ...options.staticOptions }));
  // 5b. /sitemap.xml: a sitemap index per data version; its children streamed from the API page by page.
  app.get(
    sitemapPaths,
    sitemap({
      apiUrl,
      publicUrl: config.PUBLIC_URL,
      timeoutMs: config.API_TIMEOUT_MS,
      versionIntervalMs: config.PAGE_CACHE_VERSION_INTERVAL_MS,
      logger,
    }),
  );
  // 5c. Cookies, parsed once (cookie-parser) for every reader below: the proxy, the locale, the pages.
  app.use(cookieParser());
  // 6. /api → shop API, before any body parser (bodies stream through); adds language and bearer, refuses cross-origin writes.
  app.all(apiPaths, apiProxy({ target: apiUrl, config, isDraining: () => lifecycle.draining }));
  // 7. Probes: cheap, no locale or cookies needed.
  app.get(probePaths, health(lifecycle));
  // Only for the load and soak bench (LOAD_TEST=1, loopback): GC, heap, handles, event-loop delay.
  const debug = debugMem();
  if (debug) app.all('/__debug/mem', debug);
  // 7b. Prometheus scrape (bearer METRICS_TOKEN; decision 026).
  if (metrics) app.get('/metrics', metrics.endpoint);
  // 8. Locale from the path onto ctx.locale; locale cookie remembered for 365 days.
  app.use(locale(config));
  // 9. Pages: route match, critical data, streamed React render.
  app.use(options.pageHandler);
  // 10. Nothing matched: 404.
  app.use((_req: Request, _res: Response, next: NextFunction) => next(notFound()));
  // 11. One place for errors: JSON for /api and JSON clients, the HTML error page otherwise; no stacks in production.
  app.use(errorHandler({ config, renderErrorPage: options.renderErrorPage }));

  return app;
}
