#!/usr/bin/env node
/**
 * The streamed sitemaps' memory at scale (issue 28, decision 061): a PostgreSQL database of its own,
 * created fresh (migrated and seeded), grown to N products as `node api/db/seed/grow.ts` grows it;
 * the built shop API and storefront as two processes (API_URL set, PAGE_CACHE=off, the storefront
 * with `npm start`'s V8 flags); then the sitemap index and every child are fetched one after the
 * other, as a crawler would (gzip), while this process samples the storefront's resident memory.
 *
 *   node tests/bench/sitemap-memory.bench.mjs [--products 500000]
 *        [--database-url postgresql://127.0.0.1:5432/sitemap_bench] [--max-rise-mb 50] [--warm-pages 400]
 *        [--keep] [--reuse] [--no-build]
 *   (the database, whose name must start with sitemap_bench, is dropped and created again unless
 *   --reuse, and dropped at the end unless --keep; --reuse grows a kept one further if asked)
 *   node tests/bench/sitemap-memory.bench.mjs --ci    the short form: 20,000 products in sitemap_bench_ci
 *
 * Reports the storefront's RSS before serving (VmRSS after a warm-up: --warm-pages product pages,
 * the index and the smallest child, so that what every storefront in service has is counted
 * there; --warm-pages 0 measures a fresh process) and its peak while serving: the
 * highest of VmRSS sampled every 20 ms and VmHWM, whose mark is reset (clear_refs 5) when serving
 * starts. Fails (exit 1) when the peak is --max-rise-mb or more above the RSS before, when a child
 * passes the protocol's 50,000 URLs or 50 MB, or when the URLs are not every page twice (nl, en).
 * Each file's time and size is printed, then one `BENCH {json}` line.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { createCatalogue } from './lib/grown-catalogue.mjs';
import { freePort } from './lib/ports.mjs';
import { repo, stop, storefrontNodeFlags, waitFor } from './lib/processes.mjs';

register();
const { rowsOf } = await import('../../api/db/client.ts');
const { sql } = await import('drizzle-orm');

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ci = argv.includes('--ci');
const keep = argv.includes('--keep');
const reuse = argv.includes('--reuse');
const build = !argv.includes('--no-build') || !existsSync(join(repo, 'dist-sitemap/server/main.js'));
const products = Number((flag('--products') ?? (ci ? '20000' : '500000')).replace(/_/g, ''));
const maxRiseMb = Number(flag('--max-rise-mb') ?? 50);
const warmPages = Number(flag('--warm-pages') ?? 400);
const databaseUrl = flag('--database-url') ?? `postgresql://127.0.0.1:5432/sitemap_bench${ci ? '_ci' : ''}`;
const dbName = new URL(databaseUrl).pathname.slice(1);
// It is dropped: never a shop's own database, nor another bench's, by a slip of the URL.
if (!/^[a-z_][a-z0-9_]*$/.test(dbName) || !dbName.startsWith('sitemap_bench'))
  throw new Error(`the database's name must start with sitemap_bench (it is dropped), got ${dbName}`);
if (!Number.isInteger(products) || products < 2114)
  throw new Error(`--products: at least 2114, got ${products}`);

/** The protocol's limits per child. */
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const SAMPLE_MS = 20;

const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const mb = (kb) => round(kb / 1024);
const log = (...args) => console.log(...args);

function statusKb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1]);
}

// ── the database ────────────────────────────────────────────────────────────────────────────────
const catalogue = await createCatalogue({
  driver: 'postgres',
  databaseUrl,
  keep,
  reuse,
  tmpPrefix: 'sitemap-',
});
{
  const started = performance.now();
  const grown = await catalogue.grow(products);
  const database = await catalogue.open();
  try {
    const [row] = rowsOf(
      await database.db.execute(
        sql`SELECT (SELECT count(*) FROM products WHERE active)::int AS products,
                   (SELECT count(*) FROM categories)::int AS categories,
                   (SELECT count(*) FROM pages WHERE active)::int AS pages`,
      ),
    );
    log(
      `database ${dbName}: ${row.products} active products, ${row.categories} categories, ${row.pages} pages` +
        (grown.before < products ? ` (grown in ${round((performance.now() - started) / 1000)} s)` : ''),
    );
  } finally {
    await database.close();
  }
}

// ── the processes ───────────────────────────────────────────────────────────────────────────────
if (build) {
  log('building dist-sitemap …');
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: repo,
    env: { ...process.env, OUT_DIR: 'dist-sitemap' },
    stdio: 'ignore',
  });
}

const work = mkdtempSync(join(tmpdir(), 'sitemap-bench-'));
const children = [];
function start(args, env, name) {
  const logFile = join(work, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  return { child, logFile };
}
const stopAll = () => Promise.all(children.map(stop));
process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGKILL');
  process.exit(130);
});
const waitUntilReady = (url, { child, logFile }) => waitFor(url, child, logFile, 120_000);

const apiPort = await freePort();
const api = start(
  [join(repo, 'dist-sitemap/api/main.js')],
  {
    NODE_ENV: 'production',
    API_PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    API_LOG: '0',
    INSPECTION_REMINDERS: '0',
    EXPIRE_UNPAID_ORDERS: 'off',
    SEED_PRODUCTS: '',
  },
  'api',
);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let storefront;
const result = { products, database: dbName, warmPages, files: [] };
const failures = [];
try {
  await waitUntilReady(`${apiUrl}/api/readyz`, api);
  storefront = start(
    [...storefrontNodeFlags, join(repo, 'dist-sitemap/server/main.js')],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      API_URL: apiUrl,
      PAGE_CACHE: 'off',
      LOG_LEVEL: 'warn',
    },
    'storefront',
  );
  await waitUntilReady(`${base}/readyz`, storefront);
  const pid = storefront.child.pid;

  /** Fetches a file to its end, counting bytes and `<url>` elements; only the small index is kept. */
  async function fetchFile(path) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    if (path === '/sitemap.xml') {
      const text = await res.text();
      return {
        status: res.status,
        ms: performance.now() - started,
        bytes: Buffer.byteLength(text),
        urls: 0,
        text,
      };
    }
    let bytes = 0;
    let urls = 0;
    // The last characters of the previous piece: a `<url>` may be split between two.
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body ?? []) {
      bytes += chunk.length;
      const piece = tail + decoder.decode(chunk, { stream: true });
      urls += piece.split('<url>').length - 1;
      tail = piece.slice(-4);
    }
    return { status: res.status, ms: performance.now() - started, bytes, urls, end: tail };
  }

  // Warm-up. A storefront in service has rendered pages: its young generation has grown to the
  // size `npm start`'s --max-semi-space-size allows, and its code is compiled. Product pages from
  // across the catalogue bring this one to that state (--warm-pages 0: a fresh process instead,
  // whose figure then also holds that one-off growth); then the index and the smallest child.
  const { data: summary } = await (await fetch(`${apiUrl}/api/sitemap`)).json();
  const uris = [];
  for (const child of summary.children.filter((c) => c.kind === 'products')) {
    const page = await (
      await fetch(
        `${apiUrl}/api/sitemap/products?after=${child.first_id - 1}&through=${child.last_id}&limit=10`,
      )
    ).json();
    for (const entry of page.data) uris.push(entry.alternates[0].uri, `/en${entry.alternates[1].uri}`);
  }
  for (let i = 0; i < warmPages && uris.length; i++) {
    const res = await fetch(`${base}${uris[i % uris.length]}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warm-up: ${uris[i % uris.length]} answered ${res.status}`);
  }
  const warmIndex = await fetchFile('/sitemap.xml');
  if (warmIndex.status !== 200) throw new Error(`GET /sitemap.xml answered ${warmIndex.status}`);
  const paths = [...warmIndex.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  await fetchFile(paths[0]);
  await new Promise((r) => setTimeout(r, 1_000));
  const before = { rss: statusKb(pid, 'VmRSS'), hwm: statusKb(pid, 'VmHWM') };
  // The peak from here on: reset the high-water mark (root or the process's owner may).
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, statusKb(pid, 'VmRSS'));
    } catch {}
  }, SAMPLE_MS);

  const started = performance.now();
  const index = await fetchFile('/sitemap.xml');
  result.files.push({
    path: '/sitemap.xml',
    status: index.status,
    ms: round(index.ms),
    bytes: index.bytes,
    urls: 0,
  });
  let totalUrls = 0;
  for (const path of paths) {
    const file = await fetchFile(path);
    totalUrls += file.urls;
    result.files.push({ path, status: file.status, ms: round(file.ms), bytes: file.bytes, urls: file.urls });
    if (file.status !== 200) failures.push(`${path} answered ${file.status}`);
    if (file.urls > MAX_URLS) failures.push(`${path} has ${file.urls} URLs (> ${MAX_URLS})`);
    if (file.bytes > MAX_BYTES) failures.push(`${path} has ${file.bytes} bytes (> ${MAX_BYTES})`);
    if (!file.end.endsWith('t>\n')) failures.push(`${path} does not end with </urlset>`);
  }
  const servedMs = performance.now() - started;
  clearInterval(sampler);
  const hwm = statusKb(pid, 'VmHWM');
  peak = Math.max(peak, statusKb(pid, 'VmRSS'), hwmReset ? hwm : 0);
  // A conditional request of the largest child: the validators, no rows read.
  const biggest = result.files.slice(1).sort((a, b) => b.bytes - a.bytes)[0];
  const full = await fetch(`${base}${biggest.path}`, { method: 'HEAD' });
  const etag = full.headers.get('etag');
  const t304 = performance.now();
  // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which
  // (rightly) asks for the whole file again; a crawler's conditional request does not.
  const conditional = await new Promise((resolve, reject) => {
    http
      .get(
        `${base}${biggest.path}`,
        { headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode }));
        },
      )
      .on('error', reject);
  });
  result.conditional = {
    path: biggest.path,
    status: conditional.status,
    ms: round(performance.now() - t304),
  };
  if (conditional.status !== 304) failures.push(`a conditional request answered ${conditional.status}`);

  // Every active product, category and page in both languages, and the home page.
  const database = await catalogue.open();
  const [counts] = rowsOf(
    await database.db.execute(
      sql`SELECT (SELECT count(*) FROM products WHERE active)::int AS products,
                 (SELECT count(*) FROM categories)::int AS categories,
                 (SELECT count(*) FROM pages p WHERE active AND NOT EXISTS
                   (SELECT 1 FROM page_translations t WHERE t.page_id = p.id AND t.uri = '/'))::int AS pages`,
    ),
  );
  await database.close();
  const expectedUrls = 2 * (counts.products + counts.categories + counts.pages + 1);
  if (totalUrls !== expectedUrls) failures.push(`${totalUrls} URLs, expected ${expectedUrls}`);

  const rise = mb(peak - before.rss);
  Object.assign(result, {
    children: paths.length,
    urls: totalUrls,
    expectedUrls,
    bytes: result.files.reduce((s, f) => s + f.bytes, 0),
    servedMs: round(servedMs),
    rssBeforeMb: mb(before.rss),
    hwmBeforeMb: mb(before.hwm),
    peakMb: mb(peak),
    hwmWhileServingMb: hwmReset ? mb(hwm) : null,
    riseMb: rise,
    maxRiseMb: maxRiseMb,
  });
  if (rise >= maxRiseMb) failures.push(`RSS rose ${rise} MB (limit: under ${maxRiseMb} MB)`);

  log('\nfile                               status      ms        bytes     URLs');
  for (const f of result.files)
    log(
      `${f.path.padEnd(34)} ${String(f.status).padStart(6)} ${String(f.ms).padStart(7)} ${String(f.bytes).padStart(12)} ${String(f.urls).padStart(8)}`,
    );
  log(
    `\n${paths.length} children, ${totalUrls} URLs (expected ${expectedUrls}), ${round(result.bytes / 2 ** 20)} MiB, ` +
      `served in ${round(servedMs / 1000, 2)} s; conditional ${result.conditional.status} in ${result.conditional.ms} ms`,
  );
  log(
    `storefront RSS: before ${mb(before.rss)} MB (peak since start ${mb(before.hwm)} MB); ` +
      `peak while serving ${mb(peak)} MB${hwmReset ? ` (VmHWM ${mb(hwm)} MB)` : ' (VmHWM not resettable: samples only)'}; ` +
      `rise ${rise} MB (limit: under ${maxRiseMb} MB)`,
  );
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
  await catalogue.close().catch(() => {});
}
result.failures = failures;
log(`BENCH ${JSON.stringify(result)}`);
if (failures.length) {
  log(`\nFAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
log('\nOK');
