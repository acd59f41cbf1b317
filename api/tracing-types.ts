/**
 * What tracing.ts and the SDK behind it (tracing-sdk.ts, loaded on demand) agree on: in a file of
 * its own so the SDK does not import the module that loads it (decision 083: no import circle,
 * type-only and `import()` edges included).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Context, Tracer } from '@opentelemetry/api';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** service.name of every span (OTEL_SERVICE_NAME). */
  serviceName: string;
  /** Ended spans waiting for export at most; more are dropped and counted (default 2048). */
  maxQueueSize?: number;
  /** How long a batch waits before export (default 2000 ms). */
  scheduledDelayMs?: number;
  /** One export's time limit (default 5000 ms). */
  exportTimeoutMs?: number;
}

/** Spans that never reached the collector. */
export interface LostSpans {
  /** dropped at once: the export queue was full (collector slow or down) */
  queueFull: number;
  /** handed to the exporter, which failed (refused, unreachable, timed out) */
  exportFailed: number;
}

export interface Tracing {
  readonly tracer: Tracer;
  /** The parent of an incoming request: its traceparent (and tracestate) when valid, else none (a new trace). */
  extract(headers: IncomingHttpHeaders): Context;
  /** Writes the traceparent (and tracestate) of the span in `context` into `headers`. */
  inject(context: Context, headers: Record<string, unknown>): void;
  lost(): LostSpans;
  /** Exports what is queued (tests; shutdown does it too). */
  forceFlush(): Promise<void>;
  /** Exports what is queued, at most about two seconds, then stops. */
  shutdown(): Promise<void>;
}
