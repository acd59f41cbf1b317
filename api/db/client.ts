/**
 * Opens the shop database: PGlite (a data directory, or memory) by default, PostgreSQL when a
 * connection string is given. Both are driven through the same Drizzle API and the same migrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { stderrWarning } from '../lib/log-safe.ts';
import { throttledWarning } from '../lib/throttled-warning.ts';
import type { QueryTrace } from '../tracing.ts';
import { cancelOnClientTimeout } from './cancel-on-timeout.ts';
import { connectionLossFields, survivePoolConnectionLoss } from './connection-loss.ts';
import { poolOneQueryAtATime } from './one-query-at-a-time.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the PGlite instance (pglite only), e.g. to dump its data directory */
  pglite?: PGlite;
  /** the pool (postgres only) */
  pool?: pg.Pool;
  /** resolves when the database answers `select 1` */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** in-memory PGlite */
  memory?: boolean;
  /** start an in-memory PGlite from a dumped data directory (a tarball) */
  loadDataDir?: Blob | File;
  /** PostgreSQL pool size */
  poolSize?: number;
  /** Traces each statement Drizzle runs (tracing.ts `queryTracer`; only when tracing is on). */
  traceQuery?: QueryTrace;
}

/** The rows of `db.execute` on either driver (PGlite answers { rows }, node-postgres too; a few paths an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.traceQuery);
  return openPglite(options);
}

/** pg reads the user from $USER when the URL has none; fall back to the OS account as psql does. */
export function pgConnection(connectionString: string): pg.ClientConfig {
  const url = new URL(connectionString);
  if (url.username === '' && !process.env.PGUSER && !process.env.USER) {
    url.username = os.userInfo().username;
    return { connectionString: url.toString() };
  }
  return { connectionString };
}

/**
 * What Drizzle is given when statements are traced: the same client, its `query` (and, for a
 * transaction, the connection's or the transaction's `query`) run through `traceQuery`. Drizzle
 * calls it in the request's async context, so each span finds its request (tracing.ts).
 */
function tracedClient<C extends object>(client: C, traceQuery: QueryTrace): C {
  return new Proxy(client, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value.bind(target) as (...args: unknown[]) => unknown;
      if (key === 'query')
        return (query: string | { text: string }, ...rest: unknown[]) =>
          traceQuery(typeof query === 'string' ? query : query.text, () =>
            Promise.resolve(method(query, ...rest)),
          );
      // node-postgres: a transaction's connection; PGlite: a transaction's handle.
      if (key === 'connect') return async () => tracedClient((await method()) as object, traceQuery);
      if (key === 'transaction')
        return (fn: (tx: object) => unknown) => method((tx: object) => fn(tracedClient(tx, traceQuery)));
      return method;
    },
  });
}

/** A lost database connection, said at most once a minute (a failover ends them all at once). */
const warnLostOnce = throttledWarning(stderrWarning);
const warnConnectionLost = (err: Error) =>
  warnLostOnce('database connection lost', undefined, connectionLossFields(err));

function openPostgres(connectionString: string, max: number, traceQuery?: QueryTrace): Database {
  const pool = new pg.Pool({
    ...pgConnection(connectionString),
    max,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // Requests only: the server's statement timeout fires before the client's query timeout, so
    // PostgreSQL cancels a slow statement; should the client's fire first, the statement is
    // cancelled too (cancel-on-timeout.ts). Bulk jobs run on connections without either (bulk.ts).
    statement_timeout: 5_000,
    query_timeout: 6_000,
    application_name: 'koffie-api',
    // No JIT compilation: the API's queries are short, and on a large catalogue PostgreSQL judged
    // facet queries costly enough to compile, spending far longer on generating code than on
    // running them (decision 046 has the figures).
    options: '-c jit=off',
  });
  // A transaction's queries asked together go one after another (one-query-at-a-time.ts).
  poolOneQueryAtATime(pool);
  // A client losing its connection, idle or checked out, must not end the process: its request
  // answers 503, the pool drops it, the next request connects anew (connection-loss.ts).
  survivePoolConnectionLoss(pool, warnConnectionLost);
  cancelOnClientTimeout(pool);
  const db = drizzleNodePg(traceQuery ? tracedClient(pool, traceQuery) : pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/** One process per PGlite data directory: a second one would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${pid}. PGlite allows one process per data directory; stop it or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The extensions the migrations create (search: trigrams and accent folding). */
const extensions = { pg_trgm, unaccent };

async function openPglite(options: OpenOptions): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (options.memory || options.loadDataDir || !options.dataDir) {
    client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
  } else {
    const dataDir = path.resolve(options.dataDir);
    unlock = lockDataDir(dataDir);
    try {
      client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions });
    } catch (err) {
      unlock();
      throw err;
    }
  }
  // PGlite's pages are in memory (or the OS cache): a random read costs about what a sequential one
  // does, as on an SSD. With PostgreSQL's default (4) the planner scans all rows rather than use a
  // GIN index, and search runs slower (decision 046 has the figures).
  await client.exec('SET random_page_cost = 1.1');
  const db = drizzlePglite(options.traceQuery ? tracedClient(client, options.traceQuery) : client, {
    schema,
  }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * After a bulk write (a seed, a grown catalogue) on PGlite, which has no autovacuum: VACUUM sets
 * the visibility map, so index-only scans stop visiting the table (facets: 4.3 of 8.9 ms at the
 * seeded size), and ANALYZE gives the planner the tables' sizes. PostgreSQL's autovacuum does
 * both on its own; a no-op there.
 */
export async function settleEmbedded(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`VACUUM ANALYZE`);
}
