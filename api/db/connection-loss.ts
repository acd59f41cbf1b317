/**
 * A database that goes away (decision 073): a managed database's failover, a restart or a
 * PgBouncer restart ends every connection of the API. What that must cost is the requests on
 * those connections (503, the shop database is not available) and nothing else: no process exit,
 * and the next request gets a new connection.
 *
 * - Which errors mean "the database is not there" (connection refused, ended, reset, or
 *   PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now and the 08 class), and which
 *   more broadly "not available right now" (also a statement timeout, no free connection).
 * - Every client the pool connects carries an `error` listener for its whole life, in the pool or
 *   out of it: node-postgres emits `error` on a client whose connection ends, and a client checked
 *   out of the pool (a transaction, a lock) has none of the pool's own, so the event would end the
 *   process. Such a client is given back to the pool at once, as broken: the pool destroys it and
 *   frees its place; its owner's next query fails ("not queryable"), its owner's release does nothing.
 * - A start that lost its connection while migrating or seeding tries again once the database
 *   answers, rather than exiting.
 */
import type pg from 'pg';

/** node and PostgreSQL codes of a connection that could not be made or was ended. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown, a failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
]);

/** node-postgres' and pg-pool's messages for a connection that was ended or never made. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended/i;

/** Also "not available right now", though the connection is fine. */
const BUSY_CODES = new Set([
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
]);
const BUSY_MESSAGES = /PGlite is closed|Query read timeout/i;

/** The error and its causes (Drizzle wraps the driver's error as `cause`). */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield e;
    current = e.cause;
  }
}

const hasMessage = (e: { message?: unknown }, pattern: RegExp) =>
  typeof e.message === 'string' && pattern.test(e.message);
/** A connection error itself (not its causes). */
const isLostConnection = (e: { code?: unknown; message?: unknown }) =>
  (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) ||
  hasMessage(e, CONNECTION_MESSAGES);

/** The database's connection was lost or could not be made (the 08 class: connection exceptions). */
export function isConnectionError(err: unknown): boolean {
  for (const e of chain(err)) if (isLostConnection(e)) return true;
  return false;
}

/** The database cannot answer right now: its connection is gone, it is too slow, or full. A 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isConnectionError(err)) return true;
  for (const e of chain(err)) {
    if ((typeof e.code === 'string' && BUSY_CODES.has(e.code)) || hasMessage(e, BUSY_MESSAGES)) return true;
  }
  return false;
}

/** What a lost connection says in the log: its code and, for a connection error, the message (no SQL). */
export function connectionLossFields(err: unknown): Record<string, unknown> {
  for (const e of chain(err)) {
    if (isLostConnection(e)) {
      return {
        ...(typeof e.code === 'string' ? { code: e.code } : {}),
        ...(typeof e.message === 'string' ? { reason: e.message.slice(0, 200) } : {}),
      };
    }
  }
  return {};
}

/**
 * Gives every client of `pool` an `error` listener for its whole life (in the pool and out of
 * it), and the pool one for its idle clients; `onLost` hears each (say it, throttled). A client
 * whose connection ends while it is out of the pool is given back at once, as broken, so that the
 * pool destroys it and frees its place: not every owner releases a client whose statement failed
 * (Drizzle's transaction does not when its BEGIN fails, and each such client would hold one of
 * the pool's places for good). The owner's own release afterwards does nothing.
 */
export function survivePoolConnectionLoss(pool: pg.Pool, onLost: (err: Error) => void): void {
  const out = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => out.add(client));
  pool.on('release', (_err, client) => out.delete(client));
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      onLost(err);
      if (!out.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(err);
    });
  });
}

interface RetryOptions {
  /** how long to keep trying after the first loss; default 60 s (a managed failover's order) */
  giveUpAfterMs?: number;
  /** the first pause; doubled after each failure, at most 5 s */
  pauseMs?: number;
  /** said at each retry */
  warn?: (event: string, fields: Record<string, unknown>) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `work`; when it fails because the database's connection was lost, runs it again after a
 * pause (doubling, at most 5 s), until `giveUpAfterMs` has passed since the first loss. `work`
 * must be safe to repeat (migrations and seeding are: each step is a transaction that checks what
 * is done). Any other error, or the last one, is thrown.
 */
export async function retryAfterConnectionLoss<T>(
  work: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let firstLoss: number | undefined;
  let pause = options.pauseMs ?? 250;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isConnectionError(err)) throw err;
      firstLoss ??= now();
      if (now() - firstLoss >= giveUpAfterMs) throw err;
      options.warn?.('database connection lost during start, trying again', {
        attempt,
        retry_in_ms: pause,
        ...connectionLossFields(err),
      });
      await sleep(pause);
      pause = Math.min(pause * 2, 5_000);
    }
  }
}
