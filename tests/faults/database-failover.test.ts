/**
 * A database failover (issue 37, item 2): PostgreSQL ends the API's connections, as a managed
 * database's failover, a restart or a PgBouncer restart does. The API, a process of its own, must
 * live through it: a request on a lost connection answers 503 JSON (never a 500, never a reset),
 * the next one gets a new connection, and a start waiting for or holding the migration lock
 * starts anyway. Its backends are ended with `pg_terminate_backend`, in this file's own databases
 * only (other test files run beside it), under load, in a transaction, at the migration lock and
 * in a facets refresh. How fast it recovers is measured by tests/bench/failover.bench.mjs, not here.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConnection } from '../../api/db/client.ts';
import { postgresDatabase } from '../../api/testing/test-api.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';

const adminUrl = process.env.DATABASE_URL;

/** Connects to `url` as the test (its own application_name: its session is never ended). */
async function testSession(url: string): Promise<pg.Client> {
  const client = new pg.Client({ ...pgConnection(url), application_name: 'koffie-failover-test' });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * The backends this file has ended. An ended backend stays in pg_stat_activity, still waiting for
 * its lock, until it has exited, and on a busy host that outlasts the next look: a wait is only
 * counted when a backend not yet ended waits.
 */
const ended = new Set<number>();

/** Ends every API backend of the session's database (the pool's and the chat's listener); answers how many. */
async function terminateApiBackends(session: pg.Client): Promise<number> {
  await session.query('select pg_stat_clear_snapshot()');
  const { rows } = await session.query<{ pid: number }>(
    `with api as materialized (
       select pid from pg_stat_activity
       where datname = current_database() and application_name like 'koffie-api%' and pid <> pg_backend_pid()
         and not (pid = any($1::int[]))
     )
     select pid from api where pg_terminate_backend(pid)`,
    [[...ended]],
  );
  for (const { pid } of rows) ended.add(pid);
  return rows.length;
}

/** Waits until an API backend of this database, one not yet ended, waits for a lock in a statement matching `query`. */
async function untilApiWaitsForLock(
  session: pg.Client,
  api: ApiProcess,
  query: string,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode() !== null)
      throw new Error(`the API exited (${api.exitCode()}): ${what}\n${api.output()}`);
    // In a transaction (the session holding the lock) the activity view is read once: read it anew.
    await session.query('select pg_stat_clear_snapshot()');
    const { rowCount } = await session.query(
      `select 1 from pg_stat_activity where datname = current_database() and application_name like 'koffie-api%'
       and wait_event_type = 'Lock' and query ilike $1 and not (pid = any($2::int[]))`,
      [query, [...ended]],
    );
    if (rowCount) return;
    if (Date.now() > deadline) {
      const { rows } = await session.query(
        `select pid, state, wait_event_type, wait_event, left(query, 120) as query from pg_stat_activity
         where datname = current_database() and application_name like 'koffie-api%'`,
      );
      throw new Error(
        `no API backend waited for a lock: ${what}; its backends: ${JSON.stringify(rows)}; ended: ${[...ended].join(',')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Answer {
  status: number | 'reset';
  error?: string;
  contentType?: string;
}

async function send(url: string, path: string, body?: unknown): Promise<Answer> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let error: string | undefined;
    try {
      error = (JSON.parse(text) as { error?: string }).error;
    } catch {
      error = `not JSON: ${text.slice(0, 80)}`;
    }
    return { status: res.status, error, contentType: res.headers.get('content-type') ?? undefined };
  } catch (err) {
    return { status: 'reset', error: (err as Error).cause ? String((err as Error).cause) : String(err) };
  }
}

/** Asks `path` until it answers 200 (the database accepts connections again). */
async function untilServes(url: string, path: string, body?: unknown): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last: Answer | undefined;
  while (Date.now() < deadline) {
    last = await send(url, path, body);
    if (last.status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} did not answer 200 again (last: ${JSON.stringify(last)})`);
}

/** A 503 in the API's error shape, saying the database is not available. */
function expectUnavailable(answer: Answer, what: string) {
  expect(answer, what).toMatchObject({ status: 503, error: 'db_unavailable' });
  expect(answer.contentType, what).toContain('application/json');
}

/** The process is alive and never wrote a fatal line. */
function expectAlive(api: ApiProcess) {
  expect(api.exitCode(), api.output()).toBeNull();
  expect(api.logs().filter((l) => l.level === 'fatal')).toEqual([]);
  expect(api.output()).not.toMatch(/Connection terminated unexpectedly\n\s+at /);
}

describe.skipIf(!adminUrl)('a database failover (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>;
  let session: pg.Client;
  let api: ApiProcess;
  let url: string;
  let poId: number;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    db = await postgresDatabase(adminUrl!);
    session = await testSession(db.url);
    const { rows } = await session.query<{ id: number }>(
      `select po.id from product_options po join products p on p.id = po.product_id
       where p.active and po.stock >= 5 order by po.id limit 1`,
    );
    poId = rows[0]!.id;
    api = startApiProcess(db.url);
    started.push(api);
    url = await api.listening;
  });

  afterAll(async () => {
    for (const p of started) await p.stop();
    await session?.end().catch(() => {});
    await db?.drop();
  });

  it('under load: every answer is 200 or a 503, the process lives and serves again', async () => {
    const requests: [string, unknown?][] = [
      ['/api/shopInfo'],
      ['/api/queryProducts', { per_page: 5 }],
      ['/api/shoppingCart/add', { po_id: poId, amount: 1 }],
      ['/api/categories'],
    ];
    const answers: Answer[] = [];
    let loading = true;
    const worker = async (offset: number) => {
      for (let i = offset; loading; i++) {
        const [path, body] = requests[i % requests.length]!;
        answers.push(await send(url, path, body));
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    let terminated = 0;
    try {
      for (let round = 0; round < 40; round++) {
        terminated += await terminateApiBackends(session);
        await new Promise((r) => setTimeout(r, 40));
      }
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    expect(terminated).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(0);
    const wrong = answers.filter(
      (a) => a.status !== 200 && !(a.status === 503 && a.error === 'db_unavailable'),
    );
    expect(wrong, api.output().slice(-3000)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) expectUnavailable(a, 'a failed request');
    expectAlive(api);
    await untilServes(url, '/api/shopInfo');
    await untilServes(url, '/api/shoppingCart/add', { po_id: poId, amount: 1 });
    expectAlive(api);
  }, 120_000);

  it('in a transaction: a cart write whose connection ends answers 503, the next one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      // The cart write's transaction waits for this session's lock: its connection is out of the pool.
      await session.query('begin');
      await session.query('lock table carts in share mode');
      const pending = send(url, '/api/shoppingCart/add', { po_id: poId, amount: 1 });
      try {
        await untilApiWaitsForLock(session, api, '%carts%', 'the cart write');
        expect(await terminateApiBackends(session)).toBeGreaterThan(0);
      } finally {
        await session.query('rollback');
      }
      expectUnavailable(await pending, `round ${round}`);
      expectAlive(api);
      await untilServes(url, '/api/shoppingCart/add', { po_id: poId, amount: 1 });
    }
    expectAlive(api);
  }, 120_000);

  it('at the migration lock: an instance waiting for it, or holding it, starts once the database is back', async () => {
    const locker = await testSession(db.url);
    try {
      // Another instance (this session) migrates: the new one waits for the lock.
      await locker.query("select pg_advisory_lock(hashtext('koffie-api-migrate'))");
      const waiting = startApiProcess(db.url);
      started.push(waiting);
      for (let round = 0; round < 2; round++) {
        await untilApiWaitsForLock(
          locker,
          waiting,
          '%pg_advisory_lock%',
          'the start waiting for the migration lock',
        );
        expect(await terminateApiBackends(locker)).toBeGreaterThan(0);
      }
      await locker.query("select pg_advisory_unlock(hashtext('koffie-api-migrate'))");
      await untilServes(await waiting.listening, '/api/shopInfo');
      expectAlive(waiting);

      // It holds the lock while its migration waits (for this session's lock on the journal): the
      // lock's connection is out of the pool, idle, when it ends.
      await locker.query('begin');
      await locker.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
      const holding = startApiProcess(db.url);
      started.push(holding);
      try {
        await untilApiWaitsForLock(
          locker,
          holding,
          '%__drizzle_migrations%',
          'the migration holding the lock',
        );
        expect(await terminateApiBackends(locker)).toBeGreaterThan(0);
      } finally {
        await locker.query('rollback');
      }
      await untilServes(await holding.listening, '/api/shopInfo');
      expectAlive(holding);
      expectAlive(waiting);
      await untilServes(url, '/api/shopInfo');
      expectAlive(api);
    } finally {
      await locker.end();
    }
  }, 180_000);
});

describe.skipIf(!adminUrl)('a database failover during a facets refresh (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>;
  let session: pg.Client;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    db = await postgresDatabase(adminUrl!);
    session = await testSession(db.url);
    // Above the live-facets limit (2,500), so large categories read stored facets (decision 062).
    const grower = startApiProcess(db.url, { SEED_PRODUCTS: '2600' });
    started.push(grower);
    await grower.listening;
    await grower.stop();
  });

  afterAll(async () => {
    for (const p of started) await p.stop();
    await session?.end().catch(() => {});
    await db?.drop();
  });

  it('the refresh fails, the process lives and serves', async () => {
    // The catalogue changed while no API ran: the next start counts the facets again, in the
    // background, and that count waits for this session's lock, its connection out of the pool.
    await session.query('update data_version set version = version + 1 where id = 1');
    await session.query('begin');
    await session.query('lock table category_facets in access exclusive mode');
    const api = startApiProcess(db.url);
    started.push(api);
    try {
      await untilApiWaitsForLock(session, api, '%category_facets_refresh%', 'the facets refresh');
      expect(await terminateApiBackends(session)).toBeGreaterThan(0);
    } finally {
      await session.query('rollback');
    }
    await untilServes(await api.listening, '/api/shopInfo');
    expectAlive(api);
  }, 180_000);
});
