/**
 * First step of every request: an id (X-Request-Id, ours unless the caller's is safe), an
 * AbortSignal that fires when the client goes away (or the drain times out), the start time,
 * a per-request logger, and exactly one JSON access log line when the response closes, when
 * the socket's keep-alive timer is also re-armed outside React's render (`rearmIdleTimerInRootContext`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import { defaultLocale, type Locale } from '../../shared/locale.ts';
import type { Lifecycle } from '../lifecycle.ts';
import { type Logger, redactPath } from '../logger.ts';
import { endSpan, type RequestTrace, startRequestTrace, type Tracing } from '../tracing.ts';

/**
 * The process' root async context (docs/performance-log.md, 2026-11-24 sixth part). React's server
 * renderer keeps its request in an AsyncLocalStorage, and since Node 24 (AsyncContextFrame) every
 * timer, socket and parser created while a store is active holds that store: the whole render,
 * until the resource is re-armed or freed (nodejs/node#61882 is the same for HTTP client parsers).
 * Runs `fn` as if no AsyncLocalStorage store were active (captured when this module loads).
 */
export const inRootContext: <R>(fn: () => R) => R = AsyncLocalStorage.snapshot();

/**
 * Node arms a keep-alive socket's idle timer as each response finishes, in the async context of
 * that moment: React's render when React (or the compressor, for it) ended the response. The timer
 * then held the whole render (docs/performance-log.md has its size) until the next request on that
 * socket or the keep-alive timeout: memory held per idle connection, for nothing. Called when a
 * response closes: the same timer, re-armed with the same duration in the root context. A socket
 * already serving its next response (pipelining) keeps its timers.
 */
export function rearmIdleTimerInRootContext(socket: Socket): void {
  const timeout = socket.timeout;
  if (!timeout || socket.destroyed || (socket as { _httpMessage?: unknown })._httpMessage) return;
  inRootContext(() => socket.setTimeout(timeout));
}

export interface RequestContext {
  /** Request id: also the X-Request-Id response header and `req_id` in every log line. */
  readonly id: string;
  /**
   * Aborted when the response closes before finishing, or when shutdown gives up waiting. Made on
   * first read: most requests (a page from the data cache) never need one, and an AbortSignal
   * with a listener added and removed cost a measurable part of a page (docs/performance-log.md).
   */
  readonly signal: AbortSignal;
  /** Whether the request has been aborted (without making the signal). */
  readonly aborted: boolean;
  /** Calls `listener` once when the request aborts (at once if it has); answers a function that forgets it. */
  onAbort(listener: () => void): () => void;
  /** CSP nonce for this response (set by security-headers; '' before that). */
  nonce: string;
  /** The page's locale (set by the locale middleware; the default before that). */
  locale: Locale;
  /** Logger bound to this request's id. */
  readonly log: Logger;
  /** performance.now() at the start of the request. */
  readonly startedAt: number;
  /** Extra fields for the access log line (for example `upstream_ms`), filled by later steps. */
  readonly logFields: Record<string, unknown>;
  /** The request's trace (server/tracing.ts); undefined without OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly trace?: RequestTrace;
}

/** A request's context (also a background render's): its abort listeners in a plain list. */
export class RequestScope implements RequestContext {
  nonce = '';
  locale: Locale = defaultLocale;
  readonly startedAt = performance.now();
  readonly logFields: Record<string, unknown> = {};
  trace: RequestTrace | undefined = undefined;
  aborted = false;
  private reason: unknown;
  private controller: AbortController | undefined;
  private listeners: (() => void)[] | undefined;

  constructor(
    readonly id: string,
    readonly log: Logger,
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.aborted) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  onAbort(listener: () => void): () => void {
    if (this.aborted) {
      listener();
      return () => {};
    }
    this.listeners ??= [];
    this.listeners.push(listener);
    return () => {
      const at = this.listeners?.indexOf(listener) ?? -1;
      if (at !== -1) this.listeners?.splice(at, 1);
    };
  }

  /** Aborts the request: the signal (if made) with `reason`, then every listener once. */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.controller?.abort(reason);
    const listeners = this.listeners;
    this.listeners = undefined;
    for (const listener of listeners ?? []) listener();
  }
}

/** The request's context; throws if the request-context middleware did not run. */
export function ctxOf(res: Response): RequestContext {
  const ctx = (res.locals as { ctx?: RequestContext }).ctx;
  if (!ctx) throw new Error('Request context missing: mount requestContext() first');
  return ctx;
}

const safeId = /^[A-Za-z0-9_-]{1,64}$/;

interface RequestContextOptions {
  logger: Logger;
  lifecycle?: Lifecycle;
  /** Paths logged at debug level (health probes), and never traced. */
  quietPaths?: readonly string[];
  /** Traces (OTEL_EXPORTER_OTLP_ENDPOINT): a server span per request, its trace id in the log line. */
  tracing?: Tracing;
}

export function requestContext(options: RequestContextOptions): RequestHandler {
  const quiet = new Set(options.quietPaths ?? ['/healthz', '/readyz']);
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && safeId.test(incoming) ? incoming : randomUUID();
    const log = options.logger.child({ req_id: id });
    const ctx = new RequestScope(id, log);
    res.locals.ctx = ctx;
    res.setHeader('X-Request-Id', id);

    const lifecycle = options.lifecycle;
    if (lifecycle?.draining) res.setHeader('Connection', 'close');
    const untrack = lifecycle?.track(ctx);

    const path = (req.originalUrl || req.url).split('?', 1)[0] ?? '/';
    const tracing = options.tracing;
    if (tracing && !quiet.has(path)) ctx.trace = startRequestTrace(tracing, req, path);
    res.once('close', () => {
      untrack?.();
      const aborted = !res.writableFinished;
      if (aborted) ctx.abort(new Error('Client closed the connection'));
      // Node armed the keep-alive timer inside React's render context: it would hold the render.
      else rearmIdleTimerInRootContext(req.socket);
      const fields: Record<string, unknown> = {
        method: req.method,
        path: redactPath(path),
        status: res.statusCode,
        dur_ms: Math.round((performance.now() - ctx.startedAt) * 10) / 10,
      };
      const length = Number(res.getHeader('content-length'));
      if (Number.isFinite(length)) fields.bytes = length;
      // req.ip parses X-Forwarded-For through the trust setting; without the header it is the socket's.
      fields.client_ip = req.headers['x-forwarded-for'] === undefined ? req.socket.remoteAddress : req.ip;
      if (aborted) fields.aborted = true;
      const trace = ctx.trace;
      if (trace) {
        // Logs and traces join on it (also for a request the sampler left out).
        fields.trace_id = trace.traceId;
        if (aborted) trace.span.setAttribute('http.aborted', true);
        if (typeof ctx.logFields.cache === 'string')
          trace.span.setAttribute('page.cache', ctx.logFields.cache);
        endSpan(trace.span, res.statusCode);
      }
      Object.assign(fields, ctx.logFields);
      // The API's own 503 passed through by the /api proxy is a refusal, not a failure (decision 077).
      if (res.statusCode >= 500 && fields.upstream_refusal !== true) log.error('request', fields);
      else if (res.statusCode >= 500) log.warn('request', fields);
      else if (quiet.has(path) && res.statusCode < 400) log.debug('request', fields);
      else log.info('request', fields);
    });
    next();
  };
}
