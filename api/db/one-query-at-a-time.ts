/**
 * node-postgres queues a query sent while its connection is still busy with another, and
 * deprecates relying on that queue (pg@9 refuses such a query). A transaction, or a bulk job's
 * connection, is one connection, and the repositories are written for the pool, where
 * `Promise.all` of two reads runs them side by side: in a transaction the same code sends them
 * together on one connection. So every connection the API opens sends its queries one after
 * another, in the order they were asked, and the code above need not know which kind of connection
 * it has. (On the pool nothing changes: `pool.query` hands each query a connection nobody else
 * holds.)
 */
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** Makes `client` send each promise-form query after the one before it has answered. */
export function oneQueryAtATime<C extends pg.Client>(client: C): C {
  // Looked up at each call (not bound once), so a wrapper set on the prototype later still runs.
  const send = (args: unknown[]) => (pg.Client.prototype.query as Query).apply(client, args);
  let tail: Promise<unknown> = Promise.resolve();
  (client as { query: Query }).query = (...args: unknown[]) => {
    // The callback form (the pool's own `pool.query`, on a connection it alone holds) and a
    // submittable (a cursor, a stream) go straight through.
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return send(args);
    const result = tail.then(() => send(args));
    tail = result.catch(() => {});
    return result;
  };
  return client;
}

/** Every connection `pool` opens sends one query at a time (register before other `connect` wrappers). */
export function poolOneQueryAtATime(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    oneQueryAtATime(client);
  });
}
