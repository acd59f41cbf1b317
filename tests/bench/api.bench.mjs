#!/usr/bin/env node
/**
 * Latency of the shop API's catalogue calls on the demo seed (2,000+ products) and of the dealer
 * locator's places autocomplete (the vitest suites assert no durations: issue 37), measured over HTTP
 * against the API started in this process: on in-memory PGlite, and on PostgreSQL as well when
 * DATABASE_URL is set (a fresh database, migrated, seeded and dropped afterwards).
 *
 *   node tests/bench/api.bench.mjs          ~200 iterations per case, the budgets
 *   node tests/bench/api.bench.mjs --ci     fewer iterations, the hard limits only
 *
 * Prints a table and one JSON line (`BENCH {...}`); exits 1 when a p50 budget is broken. Listing
 * facets are cached for 10 s per base set (category, search…), so repeated listings measure the
 * warm path: the page, the cards and the cached facets.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
// The nearest-rank quantile (decision 121): p95 of 20 runs is the 19th, not the slowest.
import { quantile } from './lib/load.mjs';

register();
const { startApi } = await import('../../api/server.ts');
const { pgConnection } = await import('../../api/db/client.ts');

const ci = process.argv.includes('--ci');
const iterations = ci ? 40 : 200;
const warmup = ci ? 10 : 30;

/**
 * p50 budgets in ms. Full run: the targets (listings under 20 ms, searches under 30 ms) and
 * the hard 50 ms for the product page. --ci: the hard limit, 50 ms, for everything.
 */
const budgets = ci
  ? {
      listing: 50,
      'filtered listing': 50,
      search: 50,
      'dropdown search': 50,
      'product by slug': 50,
      'quick order search': 50,
      'places autocomplete': 50,
    }
  : {
      listing: 20,
      'filtered listing': 20,
      search: 30,
      'dropdown search': 30,
      'product by slug': 50,
      'quick order search': 30,
      'places autocomplete': 30,
    };

async function call(base, method, path, body, lang = '1', headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-fz-language-id': lang, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** The dealer locator's search box as a visitor types: places, postcodes and an address in turn. */
function placesAutocomplete(base) {
  const terms = [
    'am',
    'ams',
    'amst',
    'utr',
    'ber',
    'brux',
    'gen',
    'ma',
    'den ha',
    '35',
    '3511',
    '3511 AB',
    's-her',
  ];
  terms.push('kerkstraat 12 utrecht');
  let turn = 0;
  return () => call(base, 'GET', `/api/places?q=${encodeURIComponent(terms[turn++ % terms.length])}`);
}

async function cases(base) {
  const top = await call(base, 'POST', '/api/queryProducts', { category_id: 1 });
  const brand = top.brands.toSorted((a, b) => b.count - a.count)[0];
  const power = top.specs.find((s) => s.id === 5);
  const slug = top.products.data[0].uri.slice(1);
  // The dealer's quick-order typeahead: names, article numbers, short and missing terms in turn.
  const { token } = await call(base, 'POST', '/api/customerAuth/login', {
    email: 'dealer@demo.nl',
    password: 'Demo1234!',
  });
  const detail = await call(base, 'GET', `/api/products/${slug}`);
  const sku = (detail.data ?? detail).product.sku;
  const quickQueries = ['rocket', sku.slice(0, 5), 'ko', 'espresso', 'zzzz', sku];
  let quickTurn = 0;
  const quickOrder = () => {
    const q = quickQueries[quickTurn++ % quickQueries.length];
    return call(base, 'GET', `/api/dealer/quickOrder/search?q=${encodeURIComponent(q)}`, undefined, '1', {
      authorization: `Bearer ${token}`,
    });
  };
  return [
    { name: 'listing', run: () => call(base, 'POST', '/api/queryProducts', { category_id: 1, page: 1 }) },
    {
      name: 'filtered listing',
      run: () =>
        call(base, 'POST', '/api/queryProducts', {
          category_id: 1,
          brands_filter: [brand.id],
          price_filter: [100, 3000],
          price_filter_gross: true,
          stock_filter: true,
          specs_filter: power ? { 5: power.vals.slice(0, 6).map((v) => v.id) } : undefined,
        }),
    },
    {
      name: 'search',
      run: () => call(base, 'POST', '/api/queryProducts', { search: 'rockett apartamento' }),
    },
    {
      name: 'dropdown search',
      run: () =>
        call(base, 'POST', '/api/queryProducts', { search: 'vergnano', products_only: true, limit: 4 }),
    },
    { name: 'product by slug', run: () => call(base, 'GET', `/api/products/${slug}`) },
    { name: 'quick order search', run: quickOrder },
    { name: 'places autocomplete', run: placesAutocomplete(base) },
  ];
}

const round = (n) => Math.round(n * 10) / 10;

/** One round of a case: warm-up, then `iterations` timed calls one after the other. */
async function timeCase(c) {
  for (let i = 0; i < warmup; i++) await c.run();
  const times = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await c.run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: round(quantile(times, 0.5)),
    p95: round(quantile(times, 0.95)),
    p99: round(quantile(times, 0.99)),
  };
}

/**
 * A case over budget is measured again (up to two more rounds) before it counts as broken: a
 * burst of another process on a shared host lifts one round's p50, a slower query lifts every
 * round's. The row keeps the best round and lists every round's p50.
 */
const confirmationRounds = 2;

async function measure(label, base) {
  const rows = [];
  for (const c of await cases(base)) {
    let row = { database: label, case: c.name, n: iterations, ...(await timeCase(c)) };
    const rounds = [row.p50];
    for (let r = 0; r < confirmationRounds && row.p50 >= budgets[c.name]; r++) {
      const again = await timeCase(c);
      rounds.push(again.p50);
      if (again.p50 < row.p50) row = { ...row, ...again };
    }
    row.rounds = rounds;
    row.ok = row.p50 < budgets[c.name];
    rows.push(row);
  }
  return rows;
}

async function withPostgres(adminUrl, fn) {
  const pg = (await import('pg')).default;
  const name = `koffie_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client(pgConnection(adminUrl));
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

async function bench(label, options) {
  const started = performance.now();
  const api = await startApi({ port: 0, log: false, ...options });
  process.stderr.write(`${label}: ready in ${Math.round(performance.now() - started)} ms (migrate + seed)\n`);
  try {
    return await measure(label, api.url);
  } finally {
    await api.close();
  }
}

const results = [...(await bench('pglite', { memory: true }))];
if (process.env.DATABASE_URL) {
  results.push(
    ...(await withPostgres(process.env.DATABASE_URL, (url) => bench('postgres', { databaseUrl: url }))),
  );
}

const header = ['database', 'case', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'budget p50', 'ok', 'rounds (p50)'];
const lines = results.map((r) => [
  r.database,
  r.case,
  r.n,
  r.p50,
  r.p95,
  r.p99,
  `< ${budgets[r.case]}`,
  r.ok ? 'yes' : 'NO',
  r.rounds.length > 1 ? r.rounds.join(' · ') : '',
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
const fmt = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(fmt(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const l of lines) console.log(fmt(l));
console.log(`BENCH ${JSON.stringify({ mode: ci ? 'ci' : 'full', budgets, results })}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
