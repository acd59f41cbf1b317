/**
 * A request that gives up also stops its query on the server (issue 37, decision 074). The pool's
 * statement timeout (the server's) is below its query timeout (the client's), so PostgreSQL
 * normally cancels a slow statement first. When the client's timer fires anyway (a statement run
 * with its timeout lifted, a server or host too busy to answer in time), node-postgres only stops
 * waiting: the backend goes on running the query, and whatever is queued behind it on that
 * connection (a transaction's ROLLBACK, the next request's queries) waits for it. So each client
 * of the pool has its timed-out statement cancelled from a short connection of its own
 * (`pg_cancel_backend` of that backend, only while it still runs that statement).
 */
import pg from 'pg';

/** node-postgres' error when `query_timeout` fires. */
const READ_TIMEOUT = 'Query read timeout';

type Query = (...args: unknown[]) => unknown;

/** The text a query was given as: a string, or a config object's `text`. */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === READ_TIMEOUT;

/** Cancels backend `pid`'s statement if it is still `text` (the view holds its first 1,024 bytes). */
async function cancelStatement(pool: pg.Pool, pid: number, text: string): Promise<void> {
  const { connectionString, options } = pool.options;
  const client = new pg.Client({
    connectionString,
    options,
    application_name: 'koffie-api-cancel',
    connectionTimeoutMillis: 5_000,
    statement_timeout: 5_000,
    query_timeout: 6_000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(
      `SELECT pg_cancel_backend(pid) FROM pg_stat_activity
       WHERE pid = $1 AND state = 'active' AND query <> '' AND starts_with($2, query)`,
      [pid, text],
    );
  } catch {
    // Best effort: the server's own statement timeout still ends it.
  } finally {
    await client.end().catch(() => {});
  }
}

/** Makes every client `pool` connects cancel its statement on the server when its query times out. */
export function cancelOnClientTimeout(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const onTimeout = (error: unknown, text: string | undefined) => {
      const pid = (client as { processID?: number }).processID;
      if (isReadTimeout(error) && pid && text) void cancelStatement(pool, pid, text);
    };
    (client as { query: Query }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        // The pool's own `pool.query` passes a callback.
        args[args.length - 1] = (error: unknown, result: unknown) => {
          onTimeout(error, text);
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => onTimeout(error, text));
      return result;
    };
  });
}
