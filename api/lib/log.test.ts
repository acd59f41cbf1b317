import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACT_PATHS, SECRET_NAMES } from './log.ts';
import { requestIds } from './log-safe.ts';

function capture() {
  const out: string[] = [];
  const warnings: string[] = [];
  const log = createLogger({
    level: 'debug',
    write: (l) => out.push(l),
    writeWarnings: (l) => warnings.push(l),
  });
  return { log, out, warnings };
}

describe('one logger for both programs (decision 080)', () => {
  it('writes one line shape: level by name, ISO time, msg, bindings; no ts, pid or hostname', () => {
    const { log, out } = capture();
    log.child({ req_id: 'r1', trace_id: 't1' }).info('request', { route: '/products/:id', status: 200 });
    expect(out).toHaveLength(1);
    const line = JSON.parse(out[0]!);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      req_id: 'r1',
      trace_id: 't1',
      route: '/products/:id',
    });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const key of ['ts', 'pid', 'hostname']) expect(line).not.toHaveProperty(key);
  });

  it('sends warnings, errors and fatal lines to the second destination when one is given', () => {
    const { log, out, warnings } = capture();
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    log.fatal('f');
    expect(out.map((l) => JSON.parse(l).msg)).toEqual(['d', 'i']);
    expect(warnings.map((l) => JSON.parse(l).level)).toEqual(['warn', 'error', 'fatal']);
  });

  it('never writes a secret-named field, at the top or in headers', () => {
    const { log, out, warnings } = capture();
    const names = SECRET_NAMES;
    expect(names).toEqual(
      expect.arrayContaining(['authorization', 'cookie', 'set-cookie', 'token', 'password']),
    );
    for (const name of names) {
      log.info('x', { [name]: 's3cret-top' });
      log.warn('x', { headers: { [name]: 's3cret-one' } });
      log.error('x', { headers: { [name]: 's3cret-two', accept: 'text/html' } });
    }
    log.child({ token: 's3cret-binding' }).info('bound');
    const all = [...out, ...warnings].join('');
    // Named paths only: a wildcard path cost about 20 µs a line (decision 080).
    expect(REDACT_PATHS.filter((path) => path.includes('*'))).toEqual([]);
    expect(all).not.toContain('s3cret');
    expect(all).toContain('[redacted]');
  });

  it('writes an error under err as its name, message and stack', () => {
    const { log, warnings } = capture();
    log.error('failed', { err: Object.assign(new TypeError('boom'), { code: 'E_X' }) });
    expect(JSON.parse(warnings[0]!).err).toMatchObject({ name: 'TypeError', message: 'boom', code: 'E_X' });
  });
});

describe('the ids on the API’s request lines', () => {
  const req = (id?: string) => ({ get: (name: string) => (name === 'x-request-id' ? id : undefined) });
  it('keeps a safe X-Request-Id and the trace, drops an unsafe id', () => {
    expect(requestIds(req('abc-123'), { locals: { traceId: 'f'.repeat(32) } })).toEqual({
      req_id: 'abc-123',
      trace_id: 'f'.repeat(32),
    });
    expect(requestIds(req('a b"c'))).toEqual({});
    expect(requestIds(req('x'.repeat(65)))).toEqual({});
  });
});

describe('no hand-written log lines', () => {
  it('no runtime file of the API or the storefront writes its own JSON line', () => {
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          if (/process\.std(out|err)\.write\(\s*`\$\{JSON\.stringify\(/.test(source)) offenders.push(path);
        }
      }
    };
    visit('api');
    visit('server');
    expect(offenders).toEqual([]);
  });
});
