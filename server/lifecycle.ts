/**
 * The process' life: the HTTP server with load-balancer-friendly timeouts, and graceful shutdown.
 *
 * Shutdown (SIGTERM/SIGINT, or a fatal error):
 *   1. readiness turns 503 at once (`lifecycle.draining`), new responses carry `Connection: close`,
 *      and so do responses in flight whose headers have not gone out yet;
 *   2. keep serving PRE_STOP_DELAY_MS so the load balancer stops sending us traffic;
 *   3. the drain the API's process takes too (shared/node/drain.ts says how): accept what waits in the
 *      listen backlog, stop accepting, close sockets only when really idle, let in-flight requests
 *      finish; at DRAIN_TIMEOUT_MS (counted from the end of the pre-stop delay, the backlog's
 *      acceptance included) `lifecycle.signal` aborts (every request's ctx.signal follows it, so
 *      renders flush their fallbacks and end), and abortGraceMs (1 s) later any connection still
 *      open is closed;
 *   4. resources (the embedded API) close, then exit with 0 (1 after a fatal error).
 * A second signal during the drain exits at once with code 1.
 *
 * The probes for the orchestrator report it (`health`): /healthz (liveness) is 200 while the process
 * can answer at all; /readyz (readiness) is 200 normally and 503 from the first moment of shutdown,
 * so the load balancer stops sending traffic. Neither depends on the shop API (an API outage must
 * not restart us).
 */
import http from 'node:http';
import type { RequestHandler } from 'express';
import { drainable } from '../shared/node/drain.ts';
import type { Logger } from './logger.ts';

export interface Lifecycle {
  /** True from the first moment of shutdown: /readyz answers 503. */
  draining: boolean;
  /** Aborted when the drain timeout passes: in-flight work must stop now. */
  readonly signal: AbortSignal;
  /**
   * Aborts `request` with the shutdown's reason when the drain timeout passes (at once if it has
   * passed); the returned function forgets it (call it when the request is done). A Set, not a
   * listener on `signal`: an EventTarget listener added and removed per request costs more.
   */
  track(request: Abortable): () => void;
  /** Aborts `signal` and every tracked controller (called by the shutdown at DRAIN_TIMEOUT_MS). */
  abortInFlight(reason?: unknown): void;
}

/** What a tracked request is to the lifecycle: something to abort (an AbortController, a RequestScope). */
export interface Abortable {
  abort(reason?: unknown): void;
}

export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  const inFlight = new Set<Abortable>();
  return {
    draining: false,
    signal: controller.signal,
    track(request) {
      if (controller.signal.aborted) {
        request.abort(controller.signal.reason);
        return () => {};
      }
      inFlight.add(request);
      return () => inFlight.delete(request);
    },
    abortInFlight: (reason = new Error('Server is shutting down')) => {
      controller.abort(reason);
      for (const request of inFlight) request.abort(reason);
      inFlight.clear();
    },
  };
}

/** The probes' paths: the app routes only these to `health` (a page request runs none of it). */
export const probePaths = ['/healthz', '/readyz'];

/** The probes: /healthz and /readyz (GET or HEAD); any other request passes on. */
export function health(lifecycle: Pick<Lifecycle, 'draining'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') {
      res.status(200).json({ status: 'ok' });
      return;
    }
    if (req.path === '/readyz') {
      if (lifecycle.draining) res.status(503).json({ status: 'draining' });
      else res.status(200).json({ status: 'ready' });
      return;
    }
    next();
  };
}

/**
 * keepAliveTimeout above the usual load balancer idle timeout (60 s), so the LB never reuses a
 * socket we are closing. requestTimeout bounds a whole request (slowloris, truncated bodies).
 * headersTimeout cannot exceed requestTimeout in Node >= 18 (it throws), and since Node 18 it no
 * longer applies to idle keep-alive sockets, so the old "keepAlive + 1 s" rule is moot: 30 s.
 */
export const serverTimeouts = {
  keepAliveTimeout: 65_000,
  headersTimeout: 30_000,
  requestTimeout: 30_000,
} as const;

/** `keepAliveTimeout`: KEEP_ALIVE_TIMEOUT_MS, above the load balancer's idle timeout (default 65 s). */
export function createHttpServer(
  handler: http.RequestListener,
  { keepAliveTimeout = serverTimeouts.keepAliveTimeout }: { keepAliveTimeout?: number } = {},
): http.Server {
  const server = http.createServer(
    {
      requestTimeout: serverTimeouts.requestTimeout,
      headersTimeout: serverTimeouts.headersTimeout,
    },
    handler,
  );
  server.keepAliveTimeout = keepAliveTimeout;
  server.headersTimeout = serverTimeouts.headersTimeout;
  server.requestTimeout = serverTimeouts.requestTimeout;
  return server;
}

interface ShutdownOptions {
  server: http.Server;
  lifecycle: Lifecycle;
  log: Logger;
  preStopDelayMs: number;
  drainTimeoutMs: number;
  /** Closed after the HTTP server (the embedded API, pools...). */
  closeResources?: () => Promise<void> | void;
  /** process.exit in main; a recorder in tests. */
  exit: (code: number) => void;
  /** How long aborted requests get to flush before their sockets are closed. Default 1000 ms. */
  abortGraceMs?: number;
}

interface Shutdown {
  /** Starts the graceful shutdown; a second call exits at once with code 1. Resolves when done. */
  shutdown(reason: string, exitCode?: number): Promise<void>;
  /** SIGTERM/SIGINT → shutdown; uncaughtException/unhandledRejection → fatal log, shutdown(…, 1). */
  installProcessHandlers(proc?: NodeJS.Process): () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, lifecycle, log, exit } = options;
  const connections = drainable(server, () => lifecycle.draining);
  let running: Promise<void> | undefined;

  const drain = async (reason: string, exitCode: number) => {
    const started = Date.now();
    lifecycle.draining = true;
    connections.closeAfterResponses();
    log.info('shutdown_started', { reason, pre_stop_delay_ms: options.preStopDelayMs });

    if (options.preStopDelayMs > 0) await sleep(options.preStopDelayMs);

    // DRAIN_TIMEOUT_MS counts from here, the backlog's acceptance included; at its end the renders
    // still running are aborted and get abortGraceMs to flush their fallbacks.
    await connections.drain({
      drainTimeoutMs: options.drainTimeoutMs,
      abortGraceMs: options.abortGraceMs ?? 1000,
      onTimeout: () => {
        log.warn('shutdown_drain_timeout', { drain_timeout_ms: options.drainTimeoutMs });
        lifecycle.abortInFlight();
      },
    });

    try {
      await options.closeResources?.();
    } catch (err) {
      log.error('shutdown_resource_close_failed', { err });
      exitCode = 1;
    }
    log.info('shutdown_complete', { exit_code: exitCode, duration_ms: Date.now() - started });
    exit(exitCode);
  };

  const shutdown = (reason: string, exitCode = 0): Promise<void> => {
    if (running) {
      log.warn('shutdown_forced', { reason });
      exit(1);
      return running;
    }
    running = drain(reason, exitCode).catch((err) => {
      log.fatal('shutdown_failed', { err });
      exit(1);
    });
    return running;
  };

  const installProcessHandlers = (proc: NodeJS.Process = process) => {
    const onSignal = (signal: NodeJS.Signals) => void shutdown(signal, 0);
    const onFatal = (err: unknown, kind: string) => {
      log.fatal(kind, { err });
      void shutdown(kind, 1);
    };
    const onException = (err: unknown) => onFatal(err, 'uncaught_exception');
    const onRejection = (err: unknown) => onFatal(err, 'unhandled_rejection');
    proc.on('SIGTERM', onSignal);
    proc.on('SIGINT', onSignal);
    proc.on('uncaughtException', onException);
    proc.on('unhandledRejection', onRejection);
    return () => {
      proc.off('SIGTERM', onSignal);
      proc.off('SIGINT', onSignal);
      proc.off('uncaughtException', onException);
      proc.off('unhandledRejection', onRejection);
    };
  };

  return { shutdown, installProcessHandlers };
}
