/**
 * The conformance kit (issue 29): the reference API passes it (read calls in both languages and
 * the write flow with the seeded test customer), on PGlite and PostgreSQL (DATABASE_URL); the
 * broken stand-in fails it, each kind of mismatch caught and named on the line of the call it
 * broke, and nothing else; an unreachable or non-JSON backend gets one clear line and exit 1
 * from the command, never a stack trace.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import { dealer } from '../../shared/contract/dealers.ts';
import { envelope, menus } from '../../shared/contract/index.ts';
import { type Fault, startBrokenApi } from './broken-api.ts';
import { type CallResult, mismatches, runConformance } from './kit.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TEST_CUSTOMER = 'klant@demo.nl';

/** Runs the command as `npm run conformance` does; answers its exit code and output. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--experimental-transform-types', '--no-warnings', cli, ...args],
      { env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number | null }).code ?? null) : 0;
        resolve({ code: typeof code === 'number' ? code : null, stdout, stderr });
      },
    );
  });
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');
const failures = (results: CallResult[]) => results.filter((r) => r.outcome === 'fail');

describe('a mismatch is named as field, expected, got', () => {
  it('wrong types, missing fields, null, whole numbers, ranges and lists of values', () => {
    const menu = {
      id: '1',
      handle: 'header',
      title: null,
      children: [{ id: 2, title: 'x', uri: '/x', button: 'yes', dealerOnly: false, unit4Only: false }],
    };
    expect(mismatches(envelope(menus), { data: [menu] })).toEqual([
      'data[0].children[0].button: expected boolean, got "yes"',
      'data[0].children[0].children: expected array, got missing (the field is absent)',
      'data[0].id: expected number, got "1"',
      'data[0].title: expected string, got null',
    ]);
    expect(mismatches(envelope(menus), [1, 2])).toEqual(['(answer): expected object, got [1,2]']);
    const place = { company: 'c', addr: '', postcode: '', city: '', country: 'NL', country_name: 'NL' };
    expect(
      mismatches(dealer, {
        ...place,
        id: 1.5,
        phone: '',
        email: '',
        website: '',
        is_shop: 2,
        location: { lat: 100, lng: 5 },
      }),
    ).toEqual([
      'id: expected a whole number, got 1.5',
      'is_shop: expected one of 0, 1, got 2',
      'location.lat: expected <= 90, got 100',
    ]);
  });
});

describeEachDatabase('the conformance kit', (driver) => {
  const t = useTestApi(driver);
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = t.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('the reference API conforms: read calls in both languages, and the write flow with the test customer', async () => {
    const report = await runConformance({
      apiUrl: url,
      write: true,
      email: TEST_CUSTOMER,
      password: DEMO_PASSWORD,
      // generous on a shared test machine: the limit is not what this test is about
      timeoutMs: 15_000,
    });
    const output = report.lines.join('\n');
    expect(report.failed, output).toBe(0);
    expect(report.skipped, output).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.lines.at(-1)).toMatch(/^CONFORMS: \d+ calls, \d+ passed, 0 failed, 0 skipped /);
    for (const call of [
      /^PASS GET \/api\/menus\?depth=2 \(nl\) \d+ ms$/,
      /^PASS GET \/api\/menus\?depth=2 \(en\) \d+ ms$/,
      /^PASS POST \/api\/queryProducts \{"category_id":\d+,"page":1,"per_page":24\} \(en\) \d+ ms$/,
      /^PASS GET \/api\/products\/[a-z0-9-]+ \(nl\) \d+ ms$/,
      /^PASS POST \/api\/queryProductOption /,
      /^PASS GET \/api\/dealers\?lat=/,
      /^PASS GET \/api\/pages\/\d+ \(en\) \d+ ms$/,
      /^PASS POST \/api\/shoppingCart\/add /,
      /^PASS POST \/api\/customerAuth\/login \{"email":"klant@demo.nl","password":"\*\*\*"\} \(nl\) \d+ ms$/,
      /^PASS PUT \/api\/shoppingCart\/checkout /,
      /^PASS POST \/api\/checkout\/placeOrder /,
    ]) {
      expect(
        report.lines.some((l) => call.test(l)),
        `${call} in\n${output}`,
      ).toBe(true);
    }
    // the order was placed and replayed under the same key: two placeOrder lines, one order
    expect(report.lines.filter((l) => l.includes('/api/checkout/placeOrder'))).toHaveLength(2);
    expect(output).not.toContain(DEMO_PASSWORD);
  });

  it('the command passes the reference API with exit code 0', async () => {
    const { code, stdout, stderr } = await runCli(['--api-url', url, '--lang', 'nl', '--timeout', '15000']);
    expect(stderr).toBe('');
    expect(code, stdout).toBe(0);
    expect(lines(stdout).at(-1)).toMatch(/^CONFORMS: /);
    expect(lines(stdout).every((l) => /^(PASS|CONFORMS) /.test(l) || l.startsWith('CONFORMS:'))).toBe(true);
  });

  /** Each fault on its own: exactly the calls it breaks fail, each with the mismatch named. */
  const cases: { fault: Fault; call: RegExp; problem: RegExp }[] = [
    {
      fault: 'wrong-type',
      call: /^POST \/api\/queryProducts \{.*"category_id":\d+/,
      problem: /^products\.data\[0\]\.price: expected number, got "\d+,\d\d"$/,
    },
    {
      fault: 'missing-field',
      call: /^GET \/api\/products\/[a-z0-9-]+ \(nl\)$/,
      problem: /^data\.product\.sku: expected string, got missing \(the field is absent\)$/,
    },
    {
      fault: 'server-error',
      call: /^GET \/api\/menus\?depth=2 \(nl\)$/,
      problem: /^status: expected 200, got 500 \("internal_error: Internal server error"\)$/,
    },
    {
      fault: 'slow',
      call: /^GET \/api\/countries \(nl\)$/,
      problem: /^slow: took \d+ ms, limit 3000 ms$/,
    },
    {
      fault: 'not-json',
      call: /^GET \/api\/pages\/\d+ \(nl\)$/,
      problem: /^body: expected JSON, got text\/html; charset=utf-8 "<!doctype html>/,
    },
  ];
  for (const { fault, call, problem } of cases) {
    it(`the broken stand-in's ${fault} is caught and named`, async () => {
      const broken = await startBrokenApi({ upstream: url, faults: [fault], slowMs: 3_500 });
      try {
        const report = await runConformance({ apiUrl: broken.url, timeoutMs: 3_000, locales: ['nl'] });
        const output = report.lines.join('\n');
        const failed = failures(report.results);
        expect(failed.length, output).toBeGreaterThan(0);
        for (const r of failed) {
          expect(r.call, output).toMatch(call);
          expect(r.problems, output).toHaveLength(1);
          expect(r.problems[0], output).toMatch(problem);
          // the call's one line names it
          expect(report.lines, output).toContain(`FAIL ${r.call} ${r.ms} ms  ${r.problems[0]}`);
        }
        expect(report.ok).toBe(false);
        expect(report.lines.at(-1)).toMatch(
          new RegExp(`^DOES NOT CONFORM: \\d+ calls, \\d+ passed, ${failed.length} failed, 0 skipped `),
        );
      } finally {
        await broken.close();
      }
    });
  }

  it('every fault at once: all of them named, and the command exits 1', async () => {
    const broken = await startBrokenApi({
      upstream: url,
      faults: ['wrong-type', 'missing-field', 'server-error', 'slow', 'not-json'],
      slowMs: 3_500,
    });
    try {
      const { code, stdout, stderr } = await runCli([
        '--api-url',
        broken.url,
        '--lang',
        'en',
        '--timeout',
        '3000',
      ]);
      expect(code, stdout).toBe(1);
      expect(stderr).toBe('');
      const fails = lines(stdout).filter((l) => l.startsWith('FAIL '));
      for (const { problem } of cases) {
        const named = new RegExp(problem.source.replace(/^\^/, '').replace('\\(nl\\)', '\\(en\\)'));
        expect(
          fails.some((l) => named.test(l.slice(l.indexOf(' ms  ') + 5))),
          `${problem} in\n${stdout}`,
        ).toBe(true);
      }
      expect(lines(stdout).at(-1)).toMatch(/^DOES NOT CONFORM: /);
      expect(stdout).not.toMatch(/\n\s+at /);
    } finally {
      await broken.close();
    }
  });
});

describe('the conformance command on a backend that is not there', () => {
  it('an unreachable API: one clear line, exit 1, no stack trace', async () => {
    // a port that was free a moment ago: nothing listens there
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 1;
    await new Promise((resolve) => probe.close(resolve));

    const { code, stdout, stderr } = await runCli(['--api-url', `http://127.0.0.1:${port}`]);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(lines(stdout)).toEqual([
      `UNREACHABLE http://127.0.0.1:${port}: connection refused (ECONNREFUSED)`,
    ]);
  });

  it('a backend that answers HTML: one clear line, exit 1, no stack trace', async () => {
    const html = await startBrokenApi({ faults: ['html-backend'] });
    try {
      const { code, stdout, stderr } = await runCli(['--api-url', html.url]);
      expect(code).toBe(1);
      expect(stderr).toBe('');
      const out = lines(stdout);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(
        /^NOT JSON http:\/\/127\.0\.0\.1:\d+: GET \/api\/shopInfo answered 200 text\/html; charset=utf-8 "<!doctype html><html><head><title>Welcome<\/title>.*\.\.\.", not JSON: is this the shop API's base URL\?$/,
      );
    } finally {
      await html.close();
    }
  });

  it('a usage error: said on stderr with exit code 2', async () => {
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^conformance: --api-url is required\nusage: /);
    const noAccount = await runCli(['--api-url', 'http://127.0.0.1:1', '--write']);
    expect(noAccount.code).toBe(2);
    expect(noAccount.stderr).toMatch(/--write needs the test account/);
    const badLang = await runCli(['--api-url', 'http://127.0.0.1:1', '--lang', 'de']);
    expect(badLang.code).toBe(2);
    expect(`${badLang.stdout}${badLang.stderr}`).not.toMatch(/\n\s+at /);
  });
});
