/**
 * The graceful drain of an HTTP server, the API's and the storefront's (decisions 075, 076): the
 * storefront's server/lifecycle.ts builds its shutdown on it and adds only its own, the renders it
 * aborts at the drain timeout. It lives in shared/node/, Node code both programs may import and
 * the browser may not (decision 089), so neither program imports the other's.
 *
 * `drainable(server)` before it listens; `drain()` after the pre-stop delay:
 *   1. responses under way that have not sent their headers yet get `Connection: close`
 *      (`closeAfterResponses()`, at the signal), as does every response while `draining()`;
 *   2. connections waiting in the listen backlog are accepted: Node (libuv 1.52) accepts one per
 *      turn of a busy event loop, so the listener stays open until a turn accepts nothing (at most
 *      half the drain); closing it would reset them. Then the listener closes: no new connections;
 *   3. sockets without a request in progress are closed only when really idle: seen idle at two
 *      sweeps (every 250 ms, each just after a poll phase) with no byte read in between, so a
 *      request on the wire but not yet read is answered, not reset; a connection that has not sent
 *      its first request yet gets NEW_CONNECTION_GRACE_MS on top (Node's `server.close()` would
 *      reset both);
 *   4. in-flight requests finish; `drainTimeoutMs` after the drain began (the backlog's acceptance
 *      included) `onTimeout` runs, in-flight responses get `abortGraceMs` to end, and every
 *      connection still open is closed. So the drain ends within `drainTimeoutMs + abortGraceMs`.
 * Steps 2 and 3 are those found at saturation (issue 37 item 9, decision 075).
 */
import type http from 'node:http';
import net from 'node:net';

/** How long a connection without any request yet may still send one during the drain. */
const NEW_CONNECTION_GRACE_MS = 1000;
/** How often the drain looks for idle sockets to close. */
const SWEEP_EVERY_MS = 250;

/** Resolves in the check phase, just after a poll phase: what was readable then has been read. */
const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A timer that does not keep the process alive by itself. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

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

export interface DrainOptions {
  /** The whole drain, backlog included, from its start to the cut (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
  /** Called at the cut, before connections close: stop what is in flight (the storefront's renders). */
  onTimeout?: () => void;
  /** After `onTimeout`, how long responses under way get to end before their sockets close (default 0). */
  abortGraceMs?: number;
}

export interface Drainable {
  /** Responses under way that have not sent their headers yet end their connection (at the signal). */
  closeAfterResponses(): void;
  /** Stops accepting, lets in-flight requests finish; 'timeout' when some were cut at `drainTimeoutMs`. */
  drain(options: DrainOptions): Promise<'closed' | 'timeout'>;
}

/** Tracks `server`'s connections from now on (call it before `listen`); `draining()` adds `Connection: close`. */
export function drainable(server: http.Server, draining: () => boolean): Drainable {
  const connections = new Map<net.Socket, Connection>();
  let accepted = 0;
  server.on('connection', (socket: net.Socket) => {
    accepted++;
    connections.set(socket, { connectedAt: Date.now(), requests: 0, active: new Set(), bytesWhenIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // First, before the app answers (a probe answers synchronously): the header must go with it.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining()) res.setHeader('Connection', 'close');
    const c = connections.get(req.socket);
    if (!c) return;
    c.requests++;
    c.active.add(res);
    res.once('close', () => {
      c.active.delete(res);
      c.bytesWhenIdle = req.socket.bytesRead;
    });
  });
  /**
   * Closes the sockets that were idle at the previous sweep and still are, with no byte read in
   * between; call it just after a poll phase, so that what had reached a socket has been read.
   */
  const sweepIdle = (now = Date.now()) => {
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
  };

  return {
    closeAfterResponses() {
      for (const c of connections.values())
        for (const res of c.active) if (!res.headersSent) res.setHeader('Connection', 'close');
    },
    async drain({ drainTimeoutMs, onTimeout, abortGraceMs = 0 }) {
      // The whole drain, backlog included, is cut at this time.
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), drainTimeoutMs);
        timer.unref();
      });
      // Node accepts one connection per turn of a busy event loop: turn it until a turn accepts
      // nothing (at most half the drain), or closing the listener resets what waits in the backlog.
      const until = Date.now() + drainTimeoutMs / 2;
      await afterPoll();
      for (;;) {
        const before = accepted;
        await afterPoll();
        if (accepted === before || Date.now() >= until) break;
      }
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        // net.Server's close: stop listening, call back once every connection has ended (http's
        // own close() would first reset sockets whose request is on its way).
        net.Server.prototype.close.call(server, () => resolve());
      });
      sweepIdle();
      const sweeper = setInterval(() => setImmediate(() => sweepIdle()), SWEEP_EVERY_MS);
      sweeper.unref();
      const outcome = await Promise.race([closed.then(() => 'closed' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        onTimeout?.();
        if (abortGraceMs > 0) await Promise.race([closed, sleep(abortGraceMs)]);
        server.closeAllConnections();
        await closed;
      }
      clearInterval(sweeper);
      return outcome;
    },
  };
}
