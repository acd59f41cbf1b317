/**
 * Traces (issue 29): W3C trace context in, spans out over OTLP/HTTP, only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Without it nothing here runs: no SDK is loaded, no
 * middleware is mounted, no query is wrapped. The storefront uses the same setup (server/tracing.ts).
 *
 * Each program has a tracer provider of its own, never the global one: the embedded API runs in
 * the storefront's process and still exports as its own service. Context is passed by hand (the
 * storefront) or kept in this module's AsyncLocalStorage for one API request (the database spans);
 * no global context manager, so nothing of a trace is held by React's render context.
 *
 * This module needs only `@opentelemetry/api`; the SDK (tracing-sdk.ts) is loaded by startTracing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { logPath } from './lib/log-safe.ts';
import type { Tracing, TracingOptions } from './tracing-types.ts';

export type { LostSpans, Tracing, TracingOptions } from './tracing-types.ts';

/** The SDK, exporting to `options.endpoint` (loaded only now: unset costs nothing). */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const { createTracing } = await import('./tracing-sdk.ts');
  return createTracing(options);
}

/** The trace context of the API request being handled (for its database spans). */
let requestContexts: AsyncLocalStorage<Context> | undefined;

/**
 * First step of every API request when tracing: its server span, a child of the caller's
 * traceparent (the storefront's API call or /api proxy span), named by the route pattern once
 * answered (`GET /api/products/:slug`).
 */
export function traceRequests(tracing: Tracing): RequestHandler {
  requestContexts ??= new AsyncLocalStorage<Context>();
  const contexts = requestContexts;
  return (req, res, next) => {
    const parent = tracing.extract(req.headers);
    const span = tracing.tracer.startSpan(
      req.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': logPath(req.path) },
      },
      parent,
    );
    res.once('close', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      if (typeof route === 'string') {
        // Every route lives under /api (req.baseUrl is already reset when an error left the router).
        const pattern = `${req.originalUrl.startsWith('/api/') ? '/api' : ''}${route}`.slice(0, 120);
        span.updateName(`${req.method} ${pattern}`);
        span.setAttribute('http.route', pattern);
      }
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (!res.writableFinished) span.setAttribute('http.aborted', true);
      span.end();
    });
    // The API's access and error lines name the trace (api/lib/log-safe.ts, requestIds).
    res.locals.traceId = span.spanContext().traceId;
    contexts.run(trace.setSpan(parent, span), next);
  };
}

/** Runs one database statement: `run` as is, or inside a span named by the statement. */
export type QueryTrace = <T>(text: string, run: () => Promise<T>) => Promise<T>;

/**
 * Database spans: one per statement run for an API request, named by its operation and first
 * table (`SELECT products`). Never the statement's text or its parameters (tokens, e-mail
 * addresses, passwords' hashes travel as parameters). Statements outside a request (migrations,
 * the background jobs) are not traced.
 */
export function queryTracer(tracing: Tracing): QueryTrace {
  requestContexts ??= new AsyncLocalStorage<Context>();
  const contexts = requestContexts;
  return <T>(text: string, run: () => Promise<T>): Promise<T> => {
    const parent = contexts.getStore();
    if (!parent) return run();
    const { name, operation, table } = statementName(text);
    const span = tracing.tracer.startSpan(
      name,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.summary': name,
          ...(table ? { 'db.collection.name': table } : {}),
        },
      },
      parent,
    );
    return run().then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        // The SQLSTATE only: a failed statement's message holds its parameters.
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
          span.setAttribute('db.response.status_code', code);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw error;
      },
    );
  };
}

const firstWord = /^\s*([A-Za-z]{1,20})/;
const firstTable = /\b(?:from|into|update)\s+"?([A-Za-z_][A-Za-z0-9_]{0,62})"?/i;

/**
 * A statement's name: its first keyword and the first table it names (`SELECT products`,
 * `INSERT carts`, `BEGIN`). Only a keyword and an identifier are read, never a value.
 */
export function statementName(text: string): { name: string; operation: string; table?: string } {
  const head = text.slice(0, 4000);
  const operation = firstWord.exec(head)?.[1]?.toUpperCase() ?? 'QUERY';
  const table = firstTable.exec(head)?.[1];
  return { name: table ? `${operation} ${table}` : operation, operation, table };
}
