#!/usr/bin/env node
import { budgetCell, printTable, printVerdict, timeCalls, timingTable } from './lib/bench-table.mjs';
/**
 * Product search at growing catalogue sizes (issue 25): one database, created fresh (migrated and
 * seeded: 2,114 products), grown in steps through the sizes (never shrunk, decision 045); at each
 * size the shop API is started as a separate process (tests/bench/lib/search-api.mjs) and every
 * call is timed over HTTP from this process.
 *
 *   node tests/bench/search.bench.mjs [--sizes 2114,20000,100000,500000] [--driver postgres|pglite]
 *        [--database-url postgresql://127.0.0.1:5432/search_bench] [--runs 30] [--warmup 5] [--keep] [--reuse]
 *   (the database, whose name must contain "bench", is dropped and created again; --ci's is search_bench_ci)
 *   node tests/bench/search.bench.mjs --ci      the short form: PostgreSQL at 2,114 and 20,000
 *        (PGlite at 2,114 when no PostgreSQL answers), with budgets that have a margin for a noisy host
 *
 * Calls, each query in the language its shopper types it:
 *   page       POST /api/queryProducts {search, per_page: 24}: the results page with its facets;
 *              every call computes its facets (the API's 10 s caches are expired before it,
 *              see lib/search-api.mjs), as for the first shopper who types that query
 *   products   the same with products_only: true (no facets, as another backend's client may ask)
 *   (issue 25's budgets apply to both)
 *   dropdown   POST /api/queryProducts {search, products_only: true, limit: 4} and
 *              GET /api/categories?search=…&breadcrumbs=1, sent together as the dropdown does;
 *              the time until both have answered
 *   reindex    SELECT refresh_search_documents(NULL), then SELECT rebuild_search_words(NULL)
 *              (migration 0010), each timed once per size, after the calls (API stopped)
 * Each call's first answer after the API's start (cold: new connections, no plans, no caches) is
 * its own number; p50 and p95 are over --runs runs after --warmup rounds, all calls interleaved
 * (fewer for slow calls: 5 runs for calls over 1 s, at least 10 runs or 10 s for the others;
 * the table's n says how many).
 * Prints a table (size × call → first, p50, p95, growth of p50 from the previous size), the budget
 * verdicts, and one `BENCH {json}` line; exits 1 when an enforced budget is broken. --keep leaves
 * the database for EXPLAIN; otherwise it is dropped at the end. --reuse measures a kept PostgreSQL
 * database again (a grown catalogue is only grown further, never made again).
 */
import {
  catalogueOptions,
  codeVersion,
  commit,
  createCatalogue,
  SEEDED,
  startApi,
} from './lib/grown-catalogue.mjs';

const { ci, keep, reuse, driver, sizes, databaseUrl, runs, warmup } = await catalogueOptions(
  process.argv.slice(2),
  { bench: 'search', database: 'search_bench' },
);

/** The queries of issue 25, by class: [class, query, language id (1 nl, 4 en)]. */
const SEARCHES = [
  ['exact', 'lelit', 1],
  ['exact', 'espressomachine', 1],
  ['stemmed', 'koffiemolens', 1],
  ['stemmed', 'grinders', 4],
  ['compound', 'molen', 1],
  ['compound', 'bonen', 1],
  ['typo', 'kofiemolen', 1],
  ['typo', 'espresomachine', 1],
  ['typo', 'cofee grinder', 4],
  ['multi-word', 'dual boiler', 1],
  ['multi-word', 'conische molen', 1],
  ['synonym', 'piston', 1],
  ['synonym', 'decaf', 1],
  ['zero', 'xylofoon', 1],
  // Issue 39: words in a large part of the catalogue, and their typos.
  ['broad', 'espresso', 1],
  ['broad', 'koffie', 1],
  ['broad', 'coffee', 4],
  ['typo', 'espreso', 1],
  ['typo', 'cofee', 4],
  ['multi-word', 'espresso machine', 4],
  ['multi-word', 'stille koffiemolen', 1],
];
/** Prefixes as typed into the search box. */
const DROPDOWN = ['koffiem', 'molen', 'espressom'];
/**
 * The classes whose searches the budgets bind: issue 25's ("exact, stemmed, compound and typo
 * alike") and, in the full form, issue 39's ("broad words, their typos, multi-word and zero-result
 * queries alike", dropdown p50 20 ms). Issue 39's are met on a quiet host with thin margins and
 * not under other load (2026-12-06, PostgreSQL: 45 of 45 within budget at 100,000 products; at
 * 500,000 37–45 of 45; 22–27 of 45 with other work on the host; 2026-12-07, right after a grow
 * to 500,000: 42 of 45, the dropdown at 11–14 of its 20 ms; decisions 107, 111 and 116,
 * docs/performance-log.md), so CI's short form enforces issue 25's and shows
 * the others as (info).
 */
const ISSUE_25 = ['exact', 'stemmed', 'compound', 'typo'];
const BUDGETED = new Set(ci ? ISSUE_25 : [...ISSUE_25, 'broad', 'multi-word', 'zero', 'synonym']);

/**
 * Budgets in ms. Full form: issue 25's (and 39's: p50 50, p95 120, dropdown p50 20) at 100,000 and
 * 500,000 products on PostgreSQL and at the seeded size on PGlite. --ci: the 500,000 budgets × 2.5 at 2,114 and 20,000 on PostgreSQL (cost must not grow
 * with the size, and the 2-core host swings about 2×), PGlite's seeded budget × 2.5.
 */
const MARGIN = ci ? 2.5 : 1;
function budgetsFor(size) {
  if (driver === 'postgres' && (ci || size === 100_000 || size === 500_000))
    return {
      search: { p50: 50 * MARGIN, p95: 120 * MARGIN },
      dropdown: { p50: (ci ? 30 : 20) * MARGIN },
    };
  if (driver === 'pglite' && size === SEEDED) return { search: { p50: 15 * MARGIN } };
  return undefined;
}

const calls = [
  ...SEARCHES.flatMap(([cls, q, lang]) => [
    { name: `page ${cls} "${q}"`, form: 'page', cls, q, lang },
    { name: `products ${cls} "${q}"`, form: 'products', cls, q, lang },
  ]),
  ...DROPDOWN.map((q) => ({ name: `dropdown "${q}"`, form: 'dropdown', cls: 'dropdown', q, lang: 1 })),
];

async function request(base, method, path, body, lang, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-fz-language-id': String(lang), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

const totalOf = (answer) => answer?.products?.paging?.total;

/** One call; answers what the shopper would see counted (products found, categories offered). */
async function run(base, c) {
  if (c.form === 'dropdown') {
    const [products, categories] = await Promise.all([
      request(base, 'POST', '/api/queryProducts', { search: c.q, products_only: true, limit: 4 }, c.lang),
      request(
        base,
        'GET',
        `/api/categories?search=${encodeURIComponent(c.q)}&breadcrumbs=1`,
        undefined,
        c.lang,
      ),
    ]);
    const list = products.products?.data ?? products.data ?? [];
    return `${list.length} products, ${(categories.data ?? categories).length ?? '?'} categories`;
  }
  const body = { search: c.q, per_page: 24, ...(c.form === 'products' ? { products_only: true } : {}) };
  const headers = c.form === 'page' ? { 'x-bench-expire-caches': '1' } : {};
  const answer = await request(base, 'POST', '/api/queryProducts', body, c.lang, headers);
  return `${totalOf(answer) ?? '?'} found`;
}

/** The search code each size's API started with (the search may be edited while a long run goes on). */
const SEARCH_CODE = ['api/listing', 'api/search', 'api/categories', 'api/db/migrations'];

const results = [];
const catalogue = await createCatalogue({ driver, databaseUrl, keep, reuse, tmpPrefix: 'search-bench-' });
try {
  for (const size of sizes) {
    const { before, growSeconds } = await catalogue.grow(size);
    console.error(`${driver} ${size}: grown from ${before} in ${growSeconds} s; starting the API`);

    const code = codeVersion(SEARCH_CODE);
    const api = await startApi(catalogue.apiEnv);
    let measured;
    try {
      measured = await timeCalls(calls, (c) => run(api.url, c), { runs, warmup });
      measured.rows = measured.rows.map((row, i) => ({ ...row, form: calls[i].form, class: calls[i].cls }));
    } finally {
      await api.stop();
    }
    const reindexDb = await catalogue.open();
    let reindex;
    try {
      const time = (statement) => catalogue.timeStatement(reindexDb, statement);
      reindex = {
        refresh_search_documents: await time('SELECT refresh_search_documents(NULL)'),
        rebuild_search_words: await time('SELECT rebuild_search_words(NULL)'),
      };
      // The reindex rewrote every document: tidy up as autovacuum would, before the next size.
      await time('VACUUM (ANALYZE) product_translations, search_words');
    } finally {
      await reindexDb.close();
    }
    console.error(
      `${driver} ${size}: measured; reindex ${reindex.refresh_search_documents} ms + ${reindex.rebuild_search_words} ms`,
    );
    results.push({ size, code, growSeconds, ...measured, reindex });
    // Each size as it is done: a long run that stops later still leaves these.
    console.error(`SIZE ${JSON.stringify(results.at(-1))}`);
  }
} finally {
  await catalogue.close();
}

// ── verdicts ────────────────────────────────────────────────────────────────────────────────────
const verdicts = [];
for (const { size, rows } of results) {
  const budget = budgetsFor(size);
  if (!budget) continue;
  for (const row of rows) {
    const b = row.form === 'dropdown' ? budget.dropdown : budget.search;
    if (!b) continue;
    const enforced = row.form === 'dropdown' || BUDGETED.has(row.class);
    const ok = row.errors === 0 && row.p50 <= b.p50 && (b.p95 === undefined || row.p95 <= b.p95);
    verdicts.push({ size, call: row.call, p50: row.p50, p95: row.p95, budget: b, ok, enforced });
  }
}

// ── the table ───────────────────────────────────────────────────────────────────────────────────
const table = timingTable(results, {
  budget: (size, row) => budgetCell(verdicts.find((x) => x.size === size && x.call === row.call)),
  // The reindex after each size's calls: one timing each, in the p50 column.
  extra: ({ reindex }, i) =>
    Object.entries(reindex).map(([name, ms]) => {
      const prev = results[i - 1]?.reindex[name];
      return [
        results[i].size,
        `reindex ${name}`,
        '',
        1,
        '',
        '',
        ms,
        '',
        prev ? `×${(ms / prev).toFixed(2)}` : '',
        '',
      ];
    }),
});
printTable(
  `search bench · ${driver} · ${ci ? 'ci' : 'full'} · commit ${commit} · ${runs} runs after ${warmup} warm-up rounds`,
  table,
);
for (const { size, rows } of results)
  for (const row of rows.filter((r) => r.errors))
    console.log(`${size}: ${row.call} failed ${row.errors} times: ${row.error}`);
for (const { size, code, firstAfterStart, growSeconds } of results)
  console.log(
    `${size}: search code ${code}; first answer after the API's start ${firstAfterStart.ms} ms (${firstAfterStart.call}); grown in ${growSeconds} s`,
  );
console.log(
  ci
    ? '\nBudgets (issue 25) apply to the results page (with its facets) and the products form of the exact,\n' +
        'stemmed, compound and typo searches, p50/p95 in ms, and to the dropdown p50; the other classes are\n' +
        `checked as (info). --ci: budgets × ${MARGIN}.`
    : '\nBudgets (issues 25 and 39) apply to the results page (with its facets) and the products form of\n' +
        'every class of search (broad words and their typos, multi-word and zero-result included), p50/p95\n' +
        'in ms, and to the dropdown p50.',
);
const passed = printVerdict(verdicts);
console.log(
  `BENCH ${JSON.stringify({ bench: 'search', mode: ci ? 'ci' : 'full', driver, commit, runs, warmup, results, verdicts })}`,
);
process.exitCode = passed ? 0 : 1;
