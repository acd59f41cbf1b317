/**
 * The API server's graceful drain (decision 076): the storefront's steps (server/lifecycle.ts) for a
 * server that has no renders to abort. The API cannot import the storefront, and shared/ holds only
 * pure modules for it (decision 060), so these few lines are its own.
 *
 * `drainable(server)` before it listens; `drain()` after the pre-stop delay:
 *   1. connections already waiting in the listen backlog are accepted (closing the listener would
 *      reset them), then the listener closes: no new connections;
 *   2. idle keep-alive sockets (every request on them answered) are closed, and again every 250 ms
 *      as in-flight responses finish; a connection that has not sent its first request yet gets
 *      NEW_CONNECTION_GRACE_MS to send it (Node's `server.close()` would reset it);
 *   3. in-flight requests finish; at `drainTimeoutMs` every connection still open is closed.
 * Responses written while draining carry `Connection: close` (`closeWhile`).
 */
import type http from 'node:http';
import net from 'node:net';

/** How long a connection without any request yet may still send one during the drain. */
const NEW_CONNECTION_GRACE_MS = 1000;
const SWEEP_EVERY_MS = 250;

interface Connection {
  connectedAt: number;
  requests: number;
  active: number;
}

export interface Drainable {
  /** Stops accepting, lets in-flight requests finish; 'timeout' when some were cut at `drainTimeoutMs`. */
  drain(options: { drainTimeoutMs: number }): Promise<'closed' | 'timeout'>;
}

/** Tracks `server`'s connections from now on (call it before `listen`); `draining()` adds `Connection: close`. */
export function drainable(server: http.Server, draining: () => boolean): Drainable {
  const connections = new Map<net.Socket, Connection>();
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { connectedAt: Date.now(), requests: 0, active: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // First, before the app answers (a probe answers synchronously): the header must go with it.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining()) res.setHeader('Connection', 'close');
    const c = connections.get(req.socket);
    if (!c) return;
    c.requests++;
    c.active++;
    res.once('close', () => {
      c.active--;
    });
  });
  const closeIdle = (now = Date.now()) => {
    for (const [socket, c] of connections) {
      if (c.active > 0) continue;
      if (c.requests === 0 && now - c.connectedAt < NEW_CONNECTION_GRACE_MS) continue;
      socket.destroy();
    }
  };

  return {
    async drain({ drainTimeoutMs }) {
      // One turn of the event loop, so that its poll phase accepts what waits in the backlog.
      await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        // net.Server's close: stop listening, call back once every connection has ended (http's
        // own close() would first reset sockets whose first request is on its way).
        net.Server.prototype.close.call(server, () => resolve());
      });
      closeIdle();
      const sweeper = setInterval(closeIdle, SWEEP_EVERY_MS);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), drainTimeoutMs);
      });
      const outcome = await Promise.race([closed.then(() => 'closed' as const), timedOut]);
      clearTimeout(timer);
      clearInterval(sweeper);
      if (outcome === 'timeout') {
        server.closeAllConnections();
        await closed;
      }
      return outcome;
    },
  };
}
