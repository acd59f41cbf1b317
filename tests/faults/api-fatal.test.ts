/**
 * A truly unexpected error in the API process (issue 37 item 2, decision 073): one `fatal` line
 * that says what it was, then the shutdown SIGTERM gives (drain, database closed), exit 1; as
 * the storefront does (server/lifecycle.ts). A lost database connection is not one of them
 * (tests/faults/database-failover.test.ts). The error is injected by a test-only module
 * (fixtures/fault-on-signal.mjs) on a signal, once the API listens.
 */
import { describe, expect, it } from 'vitest';
import { seededDataDir, startApiProcess } from './api-process.ts';

const injector = '--import=./tests/faults/fixtures/fault-on-signal.mjs';

describe('the API process on a truly unexpected error (PGlite)', () => {
  it.each([
    ['SIGUSR2', 'uncaught exception', 'unexpected: a bug'],
    ['SIGHUP', 'unhandled rejection', 'unexpected: a forgotten promise'],
  ] as const)(
    '%s: a fatal line (%s), a graceful shutdown, exit 1',
    async (signal, kind, message) => {
      const { dataDir, remove } = await seededDataDir();
      const api = startApiProcess('', {
        DATA_DIR: dataDir,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, injector].filter(Boolean).join(' '),
      });
      try {
        const url = await api.listening;
        expect((await fetch(`${url}/api/healthz`)).status).toBe(200);
        expect(api.kill(signal)).toBe(true);
        expect(await api.exited).toBe(1);
        const logs = api.logs();
        expect(
          logs.filter((l) => l.level === 'fatal'),
          api.output(),
        ).toEqual([expect.objectContaining({ msg: kind, message, error: 'Error' })]);
        // Shut down as for SIGTERM, after the fatal line: not Node's default crash.
        const fatalAt = logs.findIndex((l) => l.level === 'fatal');
        expect(logs.slice(fatalAt).map((l) => l.msg)).toContain('shutting down');
        expect(api.output()).not.toMatch(/^\s+at .*\n.*Node\.js v/m);
      } finally {
        await api.stop();
        remove();
      }
    },
    120_000,
  );
});
