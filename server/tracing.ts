/**
 * The storefront's traces (issue 29), with the API's setup (api/tracing.ts): only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Each request (probes aside) gets a server span, a child of
 * the load balancer's traceparent when it sent a valid one (else a new trace); its steps hang
 * their spans on it: the route match, each critical and deferred API call (which carries the
 * call's own traceparent to the API), the shell and the stream, the /api proxy's call.
 *
 * Unset, `ctx.trace` is undefined and every step skips its span: one property read. Context is
 * passed by hand (RequestScope.trace), never through an AsyncLocalStorage: nothing of a trace
 * lives in React's render context, nor a render in the trace's.
 */
import type { IncomingMessage } from 'node:http';
import {
  type Attributes,
  type Context,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { startTracing, type Tracing } from '../api/tracing.ts';
import type { Config } from './config.ts';
import { redactPath } from './logger.ts';

export type { Tracing };

/** The SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set; undefined (nothing loaded) when not. */
export function tracingOf(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
): Promise<Tracing | undefined> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return Promise.resolve(undefined);
  return startTracing({ endpoint, serviceName: config.OTEL_SERVICE_NAME });
}

/** A request's trace: its server span, and the context of the steps' spans. */
export class RequestTrace {
  constructor(
    readonly tracing: Tracing,
    readonly span: Span,
    readonly context: Context,
    readonly method: string,
  ) {}

  /** Names the server span by what answered: a screen id (`GET product`) or an API route. */
  route(route: string): void {
    this.span.updateName(`${this.method} ${route}`);
  }

  get traceId(): string {
    return this.span.spanContext().traceId;
  }

  /** A span of one of the request's steps. */
  child(name: string, attributes?: Attributes, kind: SpanKind = SpanKind.INTERNAL): Span {
    return this.tracing.tracer.startSpan(name, { kind, attributes }, this.context);
  }

  /** Writes `span`'s traceparent (and the caller's tracestate) into outgoing `headers`. */
  inject(span: Span, headers: Record<string, unknown>): void {
    this.tracing.inject(trace.setSpan(this.context, span), headers);
  }
}

/** The request's server span; named by the step that answers (`GET product`, `GET /api/products`). */
export function startRequestTrace(tracing: Tracing, req: IncomingMessage, path: string): RequestTrace {
  const parent = tracing.extract(req.headers);
  const method = req.method ?? 'GET';
  const span = tracing.tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': redactPath(path) },
    },
    parent,
  );
  return new RequestTrace(tracing, span, trace.setSpan(parent, span), method);
}

/** Ends a span: the status it answered with, failed from 500 on or when given an error. */
export function endSpan(span: Span, status?: number, failed = false): void {
  if (status !== undefined) span.setAttribute('http.response.status_code', status);
  if (failed || (status !== undefined && status >= 500)) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * A span name for an API path: its first two segments (`/api/products`), so names stay few;
 * the whole path (tokens masked) is the `url.path` attribute.
 */
export function apiSpanRoute(path: string): string {
  const pathname = path.split('?', 1)[0] ?? '/';
  const second = pathname.indexOf('/', 5);
  return second === -1 ? pathname : pathname.slice(0, second);
}
