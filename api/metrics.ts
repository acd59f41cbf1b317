/**
 * Prometheus metrics of the shop API (decision 026): `GET /metrics` (at the root, outside `/api`,
 * so the storefront's /api proxy never reaches it), answered only when METRICS_TOKEN is set and
 * only to `Authorization: Bearer <token>`. Counted when each response closes:
 *   shop_api_http_requests_total{method,route,status}   route: the Express route pattern
 *                                                       (`/products/:slug`) or `unmatched`
 *   shop_api_http_request_duration_seconds{route}
 *   shop_api_http_requests_in_flight
 *   shop_api_rate_limit_redis_connected                 1 while the shared rate limits reach Redis
 *   shop_api_tracing_spans_dropped_total{reason}        with tracing: spans dropped (queue_full)
 *                                                       or not delivered (export_failed)
 * plus prom-client's process metrics (`process_*`, `nodejs_*`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Tracing } from './tracing.ts';

interface ApiMetricsOptions {
  token: string;
  /** prom-client's process metrics (default true). */
  defaultMetrics?: boolean;
  /** Whether the shared rate limits are connected to Redis (absent: no such gauge). */
  redisConnected?: () => boolean;
  /** Traces being exported (absent: no dropped-spans counter). */
  tracing?: Pick<Tracing, 'lost'>;
}

export interface ApiMetrics {
  readonly registry: Registry;
  readonly record: RequestHandler;
  readonly endpoint: RequestHandler;
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The matched route's pattern (`/products/:slug`, relative to `/api`, where every route lives):
 * bounded by the routes we define, never a raw path. (Not `req.baseUrl`: Express has already reset
 * it when an error left the router.)
 */
function apiRouteLabel(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path.slice(0, 120) : 'unmatched';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export function createApiMetrics({
  token,
  defaultMetrics = true,
  redisConnected,
  tracing,
}: ApiMetricsOptions): ApiMetrics {
  const registry = new Registry();
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'shop_api_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'shop_api_http_request_duration_seconds',
    help: 'Time from the request until its response closed, by route pattern.',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const inFlight = new Gauge({
    name: 'shop_api_http_requests_in_flight',
    help: 'Requests being answered now.',
    registers,
  });
  if (redisConnected) {
    new Gauge({
      name: 'shop_api_rate_limit_redis_connected',
      help: '1 while login and reset rate limits are shared through Redis, 0 while each instance counts alone.',
      registers,
      collect() {
        this.set(redisConnected() ? 1 : 0);
      },
    });
  }

  if (tracing) {
    new Counter({
      name: 'shop_api_tracing_spans_dropped_total',
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

  const record: RequestHandler = (req, res, next) => {
    inFlight.inc();
    const started = performance.now();
    res.once('close', () => {
      inFlight.dec();
      const route = apiRouteLabel(req);
      requests.inc({ method: methods.has(req.method) ? req.method : 'other', route, status: res.statusCode });
      duration.observe({ route }, (performance.now() - started) / 1000);
    });
    next();
  };

  const expected = sha256(token);
  const endpoint: RequestHandler = (req, res, next) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'no-store');
    const m = /^Bearer ([^\s]{1,512})$/i.exec(req.get('authorization') ?? '');
    if (!m || !timingSafeEqual(sha256(m[1]!), expected)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.json({ message: 'A valid metrics token is required', error: 'unauthenticated' });
      return;
    }
    registry.metrics().then(
      (text) => void res.type(registry.contentType).send(text),
      (err: unknown) => next(err),
    );
  };

  return { registry, record, endpoint };
}
