/**
 * Prometheus metrics of the storefront (decision 026): `GET /metrics` in the text exposition
 * format, answered only when METRICS_TOKEN is set and only to `Authorization: Bearer <token>`.
 * Without a token nothing is counted and /metrics is an ordinary (404) page.
 *
 * What is counted, once per request when its response closes (counters and one histogram: no work
 * on the render path itself):
 *   storefront_http_requests_total{method,route,status}
 *   storefront_http_request_duration_seconds{route}      until the last byte (a page's whole stream)
 *   storefront_http_requests_in_flight
 *   storefront_http_requests_aborted_total{route}        the client left before the response ended
 *   storefront_page_cache_requests_total{result}         HIT, STALE, MISS, BYPASS (decision 010)
 *   storefront_upstream_errors_total{source,reason}      /api proxy and page data failures
 *   storefront_tracing_spans_dropped_total{reason}       with tracing: spans dropped (queue_full) or
 *                                                        not delivered to the collector (export_failed)
 * and prom-client's default process metrics (`process_*`, `nodejs_*`: CPU, resident memory, heap,
 * event-loop delay, GC, handles).
 *
 * Labels are bounded: `route` is a screen id of the route table (`product`, `catchAll`…) or one of
 * `api`, `assets`, `static`, `probe`, `metrics`, `redirect`, `other`; never a raw path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { matchScreen } from '../client/routes/paths.ts';
import type { RequestContext } from './middleware/request-context.ts';
import type { Tracing } from './tracing.ts';

interface MetricsOptions {
  /** The bearer token scrapers send (METRICS_TOKEN). */
  token: string;
  /** Collect prom-client's process metrics (default true; tests that make many registries turn it off). */
  defaultMetrics?: boolean;
  /** The route label of a page path; default: the screen id of the route table. */
  screenOf?: (pathname: string) => string;
  /** Traces being exported (absent: no dropped-spans counter). */
  tracing?: Pick<Tracing, 'lost'>;
}

export interface Metrics {
  readonly registry: Registry;
  /** Counts every request when its response closes. Mount right after requestContext. */
  readonly record: RequestHandler;
  /** GET/HEAD /metrics for the bearer of the token; 401 for anyone else. */
  readonly endpoint: RequestHandler;
}

/** Seconds: from a cached page or an asset (ms) to a slow streamed page (STREAM_TIMEOUT_MS is 5 s). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const staticFiles = new Set(['/favicon.ico', '/favicon.svg', '/robots.txt', '/sitemap.xml']);
const probes = new Set(['/healthz', '/readyz']);
const cacheResults = new Set(['HIT', 'STALE', 'MISS', 'BYPASS']);

/** An error code as a label: our own codes and Node's (`ECONNREFUSED`), anything else `other`. */
export function reasonLabel(code: unknown): string {
  return typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(code) ? code : 'other';
}

/** The bounded route label of a finished response. */
export function routeLabel(pathname: string, res: Response, screenOf: (p: string) => string): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/assets/')) return 'assets';
  if (staticFiles.has(pathname)) return 'static';
  if (probes.has(pathname)) return 'probe';
  if (pathname === '/metrics') return 'metrics';
  if (res.statusCode >= 300 && res.statusCode < 400) return 'redirect';
  // Pages and the branded error page are HTML; a 400 for an undecodable path is not.
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/html')) return screenOf(pathname);
  return 'other';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export function createMetrics({ token, defaultMetrics = true, screenOf, tracing }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'storefront_http_requests_total',
    help: 'Requests answered, by method, route (screen id or kind) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time from the request until its response closed (a streamed page: its last byte), by route.',
    labelNames: ['route'] as const,
    buckets: durationBuckets,
    registers,
  });
  const inFlight = new Gauge({
    name: 'storefront_http_requests_in_flight',
    help: 'Requests being answered now.',
    registers,
  });
  const aborted = new Counter({
    name: 'storefront_http_requests_aborted_total',
    help: 'Responses the client closed before their end, by route.',
    labelNames: ['route'] as const,
    registers,
  });
  const pageCache = new Counter({
    name: 'storefront_page_cache_requests_total',
    help: 'Page requests by anonymous page cache result: HIT, STALE (served, refreshed behind), MISS, BYPASS.',
    labelNames: ['result'] as const,
    registers,
  });
  const upstreamErrors = new Counter({
    name: 'storefront_upstream_errors_total',
    help: 'Shop API failures: source proxy (/api requests) or page (data a page needed), by reason.',
    labelNames: ['source', 'reason'] as const,
    registers,
  });

  if (tracing) {
    new Counter({
      name: 'storefront_tracing_spans_dropped_total',
      help: 'Spans that never reached the OTLP collector: queue_full (dropped at once) or export_failed.',
      labelNames: ['reason'] as const,
      registers,
      collect() {
        const lost = tracing.lost();
        this.reset();
        this.inc({ reason: 'queue_full' }, lost.queueFull);
        this.inc({ reason: 'export_failed' }, lost.exportFailed);
      },
    });
  }

  const screen = screenOf ?? ((pathname: string) => matchScreen(pathname).id);

  const record: RequestHandler = (req, res, next) => {
    inFlight.inc();
    const started = performance.now();
    const pathname = (req.originalUrl || req.url).split('?', 1)[0] ?? '/';
    res.once('close', () => {
      inFlight.dec();
      const route = routeLabel(pathname, res, screen);
      requests.inc({ method: methods.has(req.method) ? req.method : 'other', route, status: res.statusCode });
      duration.observe({ route }, (performance.now() - started) / 1000);
      if (!res.writableFinished) aborted.inc({ route });
      const fields = (res.locals as { ctx?: RequestContext }).ctx?.logFields;
      if (!fields) return;
      if (typeof fields.cache === 'string' && cacheResults.has(fields.cache))
        pageCache.inc({ result: fields.cache });
      if (fields.upstream_error !== undefined) {
        upstreamErrors.inc({
          source: route === 'api' ? 'proxy' : 'page',
          reason: reasonLabel(fields.upstream_error),
        });
      } else if (
        route === 'api' &&
        typeof fields.upstream_status === 'number' &&
        fields.upstream_status >= 500
      ) {
        upstreamErrors.inc({ source: 'proxy', reason: 'status_5xx' });
      }
    });
    next();
  };

  const expected = sha256(token);
  const authorized = (req: Request) => {
    const header = req.get('authorization') ?? '';
    const m = /^Bearer ([^\s]{1,512})$/i.exec(header);
    // Hashes have the same length: the comparison takes as long whatever was sent.
    return Boolean(m) && timingSafeEqual(sha256(m![1]!), expected);
  };

  const endpoint: RequestHandler = (req, res, next) => {
    if (req.path !== '/metrics') return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-store');
    if (!authorized(req)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.type('text/plain; charset=utf-8').send('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.type(registry.contentType).send(text);
      },
      (err: unknown) => next(err),
    );
  };

  return { registry, record, endpoint };
}
