import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgConnection } from './client.ts';
import { isConnectionError, isDatabaseUnavailable, retryAfterConnectionLoss } from './connection-loss.ts';

const pgError = (code: string, message = 'x') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
/** As Drizzle wraps the driver's error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('which errors mean the database is gone', () => {
  it.each([
    [
      'a terminated backend (57P01)',
      wrapped(pgError('57P01', 'terminating connection due to administrator command')),
    ],
    ['crash_shutdown (57P02)', pgError('57P02')],
    ['cannot_connect_now (57P03)', pgError('57P03')],
    ['the 08 class', pgError('08006')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection ended between queries', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'the next query on that client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('%s is a connection error and a 503', (_, err) => {
    expect(isConnectionError(err)).toBe(true);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a statement timeout (57014)', wrapped(pgError('57014'))],
    ['too many connections (53300)', pgError('53300')],
    ['a client-side query timeout', new Error('Query read timeout')],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('%s is a 503 but not a lost connection', (_, err) => {
    expect(isConnectionError(err)).toBe(false);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'Connection terminated'],
  ])('%s is neither', (_, err) => {
    expect(isConnectionError(err)).toBe(false);
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('retryAfterConnectionLoss', () => {
  const clock = () => {
    let t = 0;
    const pauses: number[] = [];
    return {
      pauses,
      now: () => t,
      sleep: async (ms: number) => {
        pauses.push(ms);
        t += ms;
      },
    };
  };

  it('runs the work again after a lost connection, with doubling pauses, and says so', async () => {
    const c = clock();
    const warned: Record<string, unknown>[] = [];
    let runs = 0;
    const result = await retryAfterConnectionLoss(
      async () => {
        runs++;
        if (runs < 4) throw wrapped(pgError('57P01', 'terminating connection due to administrator command'));
        return 'migrated';
      },
      { ...c, warn: (_event, fields) => warned.push(fields) },
    );
    expect(result).toBe('migrated');
    expect(runs).toBe(4);
    expect(c.pauses).toEqual([250, 500, 1000]);
    expect(warned[0]).toMatchObject({ attempt: 1, code: '57P01' });
  });

  it('throws any other error at once', async () => {
    const c = clock();
    await expect(
      retryAfterConnectionLoss(async () => {
        throw pgError('42P01', 'relation does not exist');
      }, c),
    ).rejects.toThrow('relation does not exist');
    expect(c.pauses).toEqual([]);
  });

  it('gives up after the time allowed, with the last error', async () => {
    const c = clock();
    await expect(
      retryAfterConnectionLoss(
        async () => {
          throw new Error('Connection terminated unexpectedly');
        },
        { ...c, giveUpAfterMs: 10_000 },
      ),
    ).rejects.toThrow('Connection terminated unexpectedly');
    expect(c.pauses).toEqual([250, 500, 1000, 2000, 4000, 5000]);
  });
});

const pgUrl = process.env.DATABASE_URL;
describe.skipIf(!pgUrl)('the pool when a checked-out connection ends (PostgreSQL)', () => {
  it('lives, and gives the place back even when the owner never releases the client', async () => {
    const database = await openDatabase({ databaseUrl: pgUrl!, poolSize: 1 });
    const admin = new pg.Client(pgConnection(pgUrl!));
    admin.on('error', () => {});
    await admin.connect();
    try {
      const pool = database.pool!;
      // The owner takes the pool's only client and never gives it back (as Drizzle's transaction
      // does when its BEGIN fails); its backend is ended meanwhile.
      const client = await pool.connect();
      const lost = new Promise((resolve) => client.once('error', resolve));
      await admin.query('select pg_terminate_backend($1)', [
        (client as unknown as { processID: number }).processID,
      ]);
      await lost;
      await expect(client.query('select 1')).rejects.toSatisfy(isConnectionError);
      // The next statement gets a new connection rather than waiting for the lost one.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
      client.release(); // the owner's late release does nothing
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
