import { describe, expect, it, vi } from 'vitest';
import { createLogger, flushStdoutLines, redactPath, redactUrl } from './logger.ts';

describe('logger', () => {
  it('writes one JSON line per event with level, time, msg and the child bindings', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', write: (l) => lines.push(l) }).child({ req_id: 'abc' });
    log.debug('hidden');
    log.info('hello', { status: 200 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'hello', req_id: 'abc', status: 200 });
    expect(JSON.parse(lines[0]!).time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('never logs tokens, cookies or authorization, even nested', () => {
    const lines: string[] = [];
    const log = createLogger({ write: (l) => lines.push(l) });
    log.info('x', {
      authorization: 'Bearer s3cret',
      headers: { cookie: 'fz_session=s3cret' },
      token: 's3cret',
    });
    expect(lines[0]).not.toContain('s3cret');
  });

  it('keeps a line valid JSON whatever the message contains', () => {
    const lines: string[] = [];
    createLogger({ write: (l) => lines.push(l) }).info('a\n{"level":"fatal"}', { path: '/x\r\ny' });
    expect(lines[0]!.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(lines[0]!).level).toBe('info');
  });

  it('masks reset-password tokens in paths and drops their queries', () => {
    expect(redactPath('/reset-password/abc123')).toBe('/reset-password/[redacted]');
    expect(redactPath('/en/reset-password/abc123')).toBe('/en/reset-password/[redacted]');
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password');
    expect(redactUrl('/zoeken?q=bonen')).toBe('/zoeken?q=bonen');
  });
});

/** process.stdout.write replaced by an array of what was written, until `restore()`. */
function captureStdout() {
  const writes: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    writes.push(String(chunk));
    return true;
  });
  return { writes, restore: () => spy.mockRestore() };
}

describe('stdout lines', () => {
  it('go out together after the turn, in order, one write for many lines', async () => {
    const { writes, restore } = captureStdout();
    try {
      const log = createLogger({ level: 'info' });
      log.info('one');
      log.info('two');
      expect(writes).toHaveLength(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toHaveLength(1);
      expect(
        writes[0]!
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).msg),
      ).toEqual(['one', 'two']);
    } finally {
      restore();
    }
  });

  it('are written at once past 64 KB, and by flushStdoutLines (as at exit)', () => {
    const { writes, restore } = captureStdout();
    try {
      const log = createLogger({ level: 'info' });
      log.info('big', { text: 'x'.repeat(70_000) });
      expect(writes).toHaveLength(1);
      log.info('last');
      flushStdoutLines();
      expect(writes).toHaveLength(2);
      expect(JSON.parse(writes[1]!).msg).toBe('last');
    } finally {
      restore();
    }
  });
});
