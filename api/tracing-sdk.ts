/**
 * The OpenTelemetry SDK behind tracing.ts, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a
 * tracer provider of this program's own (service.name), a batch processor with a bounded queue,
 * the OTLP/HTTP exporter (JSON) and the W3C trace-context propagator.
 *
 * A collector that is down, slow or refusing changes nothing for visitors: ending a span only
 * puts it in the queue; past `maxQueueSize` waiting spans a span is dropped at once. Dropped and
 * failed spans are counted (`lost()`, in /metrics). The processor's timer and the exporter's
 * sockets are made in the process's root async context, never in the request (or React render)
 * that ended the span: they would hold it for as long as they live (`inRootContext` in
 * server/middleware/request-context.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  TraceFlags,
} from '@opentelemetry/api';
import { type ExportResult, ExportResultCode, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  type ReadableSpan,
  type Span,
  type SpanExporter,
  type SpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { LostSpans, Tracing, TracingOptions } from './tracing-types.ts';

/** Runs `fn` as if no AsyncLocalStorage store were active (this module loads outside any request). */
const inRootContext: <R>(fn: () => R) => R = AsyncLocalStorage.snapshot();

/**
 * In front of the batch processor: sampled spans pass while fewer than `max` wait for export,
 * the rest are dropped here and counted (the batch processor would drop them too, uncounted).
 */
class BoundedQueue implements SpanProcessor {
  waiting = 0;
  readonly lost: LostSpans = { queueFull: 0, exportFailed: 0 };
  constructor(
    private readonly batch: SpanProcessor,
    private readonly max: number,
  ) {}
  onStart(span: Span, parent: Context): void {
    this.batch.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
    if (this.waiting >= this.max) {
      this.lost.queueFull++;
      return;
    }
    this.waiting++;
    inRootContext(() => this.batch.onEnd(span));
  }
  forceFlush(): Promise<void> {
    return this.batch.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.batch.shutdown();
  }
}

/** The exporter, counting what leaves the queue and what fails to arrive. */
class CountingExporter implements SpanExporter {
  queue: BoundedQueue | undefined;
  constructor(private readonly exporter: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const queue = this.queue;
    if (queue) queue.waiting = Math.max(0, queue.waiting - spans.length);
    inRootContext(() =>
      this.exporter.export(spans, (result) => {
        if (result.code !== ExportResultCode.SUCCESS && queue) queue.lost.exportFailed += spans.length;
        done(result);
      }),
    );
  }
  shutdown(): Promise<void> {
    return this.exporter.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }
}

/** Waits for `promise`, at most `ms` (a collector that does not answer does not hold a shutdown). */
function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => {}), limit]).finally(() => clearTimeout(timer));
}

export function createTracing({
  endpoint,
  serviceName,
  maxQueueSize = 2048,
  scheduledDelayMs = 2000,
  exportTimeoutMs = 5000,
}: TracingOptions): Tracing {
  const exporter = new CountingExporter(
    new OTLPTraceExporter({
      url: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
      timeoutMillis: exportTimeoutMs,
      // Exports under way at once; more fail at once (counted) instead of piling up.
      concurrencyLimit: 4,
    }),
  );
  const queue = new BoundedQueue(
    new BatchSpanProcessor({
      exporter,
      maxQueueSize,
      maxExportBatchSize: Math.min(512, maxQueueSize),
      scheduledDelayMillis: scheduledDelayMs,
      exportTimeoutMillis: exportTimeoutMs,
    }),
    maxQueueSize,
  );
  exporter.queue = queue;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [queue],
  });
  const tracer = provider.getTracer(serviceName);
  const propagator = new W3CTraceContextPropagator();
  let stopped: Promise<void> | undefined;
  return {
    tracer,
    // An invalid traceparent (wrong length, version ff, all-zero ids…) is ignored: a new trace.
    extract: (headers: IncomingHttpHeaders) =>
      propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter),
    inject: (context, headers) => propagator.inject(context, headers, defaultTextMapSetter),
    lost: () => ({ ...queue.lost }),
    forceFlush: () => provider.forceFlush(),
    shutdown() {
      stopped ??= within(provider.shutdown(), 2000);
      return stopped;
    },
  };
}
