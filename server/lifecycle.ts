/**
 * The process' life: the HTTP server with load-balancer-friendly timeouts, and graceful shutdown.
 *
 * Shutdown (SIGTERM/SIGINT, or a fatal error):
 *   1. readiness turns 503 at once (`lifecycle.draining`), new responses carry `Connection: close`,
 *      and so do responses in flight whose headers have not gone out yet;
 *   2. keep serving PRE_STOP_DELAY_MS so the load balancer stops sending us traffic;
 *   3. accept what waits in the listen backlog: Node (libuv 1.52) accepts one connection per turn
 *      of the event loop, so a busy process can have dozens queued, each reset by the kernel when
 *      the listener closes. The listener stays open until a turn of the loop accepts nothing (at
 *      most half of DRAIN_TIMEOUT_MS), then `server.close()`: no new connections;
 *   4. sockets without a request in progress are closed only when really idle: seen idle at two
 *      sweeps (every 250 ms, each just after a poll phase) with no byte read between them, so a
 *      request already on the wire but not yet read by a busy loop is answered (with `Connection:
 *      close`), not reset. A connection that has not sent its first request yet gets
 *      NEW_CONNECTION_GRACE_MS on top (Node's closeIdleConnections() would reset both);
 *   5. in-flight requests finish; at DRAIN_TIMEOUT_MS (counted from the end of the pre-stop delay,
 *      the backlog's acceptance included) `lifecycle.signal` aborts (every request's
 *      ctx.signal follows it, so renders flush their fallbacks and end), and 1 s later any
 *      connection still open is closed;
 *   6. resources (the embedded API) close, then exit with 0 (1 after a fatal error).
 * A second signal during the drain exits at once with code 1.
 */
import http from 'node:http';
import net from 'node:net';
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
/** Resolves in the check phase, just after a poll phase: what was readable then has been read. */
const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long a connection without any request yet may still send one during the drain. */
const NEW_CONNECTION_GRACE_MS = 1000;
/** How often the drain looks for idle sockets to close. */
const IDLE_SWEEP_MS = 250;

interface Connection {
  connectedAt: number;
  requests: number;
  /** Responses under way on it (one, or more when a client pipelines). */
  active: Set<http.ServerResponse>;
  /** bytesRead when its last response ended (0: none yet): more means a request is arriving. */
  bytesWhenIdle: number;
  /** What the previous sweep saw when it found the socket idle. */
  seenIdle?: { bytes: number; requests: number };
}

/**
 * The connections as the drain needs to know them: which are accepted (to drain the backlog),
 * which responses are under way (to send them `Connection: close`) and which sockets are really
 * idle, with nothing in progress and nothing on the way.
 */
function trackConnections(server: http.Server) {
  const connections = new Map<net.Socket, Connection>();
  let accepted = 0;
  server.on('connection', (socket: net.Socket) => {
    accepted++;
    connections.set(socket, { connectedAt: Date.now(), requests: 0, active: new Set(), bytesWhenIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const c = connections.get(req.socket);
    if (!c) return;
    c.requests++;
    c.active.add(res);
    res.once('close', () => {
      c.active.delete(res);
      c.bytesWhenIdle = req.socket.bytesRead;
    });
  });
  return {
    /** Connections accepted so far. */
    get accepted() {
      return accepted;
    },
    /** Responses under way that have not sent their headers yet end their connection. */
    closeAfterResponses() {
      for (const c of connections.values())
        for (const res of c.active) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    /**
     * Closes the sockets that were idle at the previous sweep and still are, with no byte read in
     * between. Call it just after a poll phase (afterPoll), so that whatever had reached a socket
     * before that poll has been read and counts.
     */
    sweepIdle(now = Date.now()) {
      for (const [socket, c] of connections) {
        const bytes = socket.bytesRead;
        const idle =
          c.active.size === 0 &&
          bytes === c.bytesWhenIdle &&
          (c.requests > 0 || now - c.connectedAt >= NEW_CONNECTION_GRACE_MS);
        if (!idle) {
          c.seenIdle = undefined;
          continue;
        }
        if (c.seenIdle?.bytes === bytes && c.seenIdle.requests === c.requests) socket.destroy();
        else c.seenIdle = { bytes, requests: c.requests };
      }
    },
  };
}

/**
 * Accepts what the kernel has queued: turns of the event loop until one accepts no connection
 * (libuv accepts one per turn while the listen socket stays readable), at most `maxMs`.
 */
async function acceptBacklog(tracked: { readonly accepted: number }, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  await afterPoll();
  for (;;) {
    const before = tracked.accepted;
    await afterPoll();
    if (tracked.accepted === before || Date.now() >= until) return;
  }
}

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, lifecycle, log, exit } = options;
  const abortGraceMs = options.abortGraceMs ?? 1000;
  const tracked = trackConnections(server);
  let running: Promise<void> | undefined;

  const drain = async (reason: string, exitCode: number) => {
    const started = Date.now();
    lifecycle.draining = true;
    tracked.closeAfterResponses();
    log.info('shutdown_started', { reason, pre_stop_delay_ms: options.preStopDelayMs });

    if (options.preStopDelayMs > 0) await sleep(options.preStopDelayMs);

    // DRAIN_TIMEOUT_MS counts from here, the backlog's acceptance included.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.drainTimeoutMs);
      timer.unref();
    });
    // Connections the kernel has already completed wait in the listen backlog: closing the listener
    // would reset them, so accept them first (at most half the drain's time).
    await acceptBacklog(tracked, options.drainTimeoutMs / 2);
    const closed = new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      // net.Server's close: stop listening and call back once every connection has ended. (http's
      // own close() first resets every socket without a request in progress, including those whose
      // request is on its way: the sweep below closes idle ones with more care.)
      net.Server.prototype.close.call(server, () => resolve());
    });
    tracked.sweepIdle();
    const idleSweeper = setInterval(() => setImmediate(() => tracked.sweepIdle()), IDLE_SWEEP_MS);
    idleSweeper.unref();

    const outcome = await Promise.race([closed.then(() => 'closed' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      log.warn('shutdown_drain_timeout', { drain_timeout_ms: options.drainTimeoutMs });
      lifecycle.abortInFlight();
      await Promise.race([closed, sleep(abortGraceMs)]);
      server.closeAllConnections();
      await closed;
    }
    clearInterval(idleSweeper);

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
