/**
 * `npm run conformance -- --api-url https://api.shop.example [--write --email … --password …]
 * [--timeout 5000] [--lang nl|en|both]`: checks a running shop API against the storefront's
 * contract (kit.ts) and prints one line per call and a summary. Exit code 0 when it conforms, 1 on
 * any mismatch (or an unreachable or non-JSON backend), 2 on a usage error. Never a stack trace.
 */
import { parseArgs } from 'node:util';
import type { Locale } from '../../shared/locale.ts';
import { DEFAULT_TIMEOUT_MS, runConformance } from './kit.ts';

const usage = `usage: npm run conformance -- --api-url <url> [--write --email <e-mail> --password <password>]
                                [--timeout <ms>] [--lang nl|en|both]
  --api-url   the shop API's base URL, as the storefront's API_URL (calls go to <url>/api/...)
  --write     also the cart, login, checkout and payment-redirect flows (places a test order)
  --email     the test account's e-mail (or CONFORMANCE_EMAIL)
  --password  the test account's password (or CONFORMANCE_PASSWORD)
  --timeout   a slower answer is a mismatch (default ${DEFAULT_TIMEOUT_MS} ms)
  --lang      the languages to check the read calls in (default both)`;

/** A usage error: said on stderr with the usage, exit code 2. */
function usageError(text: string): number {
  process.stderr.write(`conformance: ${text}\n${usage}\n`);
  return 2;
}

async function main(): Promise<number> {
  let values: ReturnType<typeof parse>;
  try {
    values = parse();
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const apiUrl = values['api-url'];
  if (!apiUrl) {
    return usageError('--api-url is required');
  }
  try {
    const u = new URL(apiUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    return usageError(`--api-url must be an http(s) URL, got ${JSON.stringify(apiUrl)}`);
  }
  const timeoutMs = Number(values.timeout ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    return usageError(
      `--timeout must be a whole number of milliseconds, got ${JSON.stringify(values.timeout)}`,
    );
  }
  const lang = values.lang ?? 'both';
  const locales: Locale[] | undefined =
    lang === 'both' ? ['nl', 'en'] : lang === 'nl' || lang === 'en' ? [lang] : undefined;
  if (!locales) {
    return usageError(`--lang must be nl, en or both, got ${JSON.stringify(lang)}`);
  }
  const email = values.email ?? process.env.CONFORMANCE_EMAIL;
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  if (values.write && (!email || !password)) {
    return usageError(
      '--write needs the test account: --email and --password (or CONFORMANCE_EMAIL and CONFORMANCE_PASSWORD)',
    );
  }
  const report = await runConformance({
    apiUrl,
    write: values.write ?? false,
    email,
    password,
    timeoutMs,
    locales,
    onLine: (line) => process.stdout.write(`${line}\n`),
  });
  return report.ok ? 0 : 1;
}

function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    options: {
      'api-url': { type: 'string' },
      write: { type: 'boolean' },
      email: { type: 'string' },
      password: { type: 'string' },
      timeout: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

// Output piped into a reader that stopped (`| head`): quietly done, as other command-line tools are.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 1);
  });

// The exit code is set and the process ends by itself once the output is written (no stack trace, ever).
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stdout.write(
      `conformance: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
