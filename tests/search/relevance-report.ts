/**
 * How well the shop's search answers the relevance set (issue 25) and issue 39's unseen queries:
 * a seeded shop API (in-memory PGlite, or `--database-url` for a PostgreSQL that holds the demo
 * catalogue), every query through `POST queryProducts` in its language, scored with precision at
 * 10 and "first result right", per kind of query and overall. Three sets: the relevance set
 * (tests/search/relevance-set.ts), the tuning half and the held-out half of
 * tests/search/unseen-queries.ts; per set the queries passing (first right and precision at 10 at
 * least 0.7), mean precision at 10 and first right, the shop beside a MiniSearch baseline over the
 * same products in the same run (tests/search/minisearch-baseline.ts). Misses are listed for the
 * relevance set and the tuning half only: the held-out half is reported, never looked into.
 * A report (exit 0): issue 25's target is 0.9 for both; this measures where the search stands.
 *
 *   npm run report:search-relevance                     (about 20 s: seeds the database first)
 *   npm run report:search-relevance -- --database-url postgresql://127.0.0.1:5432/shop
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createApiApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/client.ts';
import { migrateDatabase } from '../../api/db/migrate.ts';
import { seedIfEmpty } from '../../api/db/seed/index.ts';
import { miniSearchBaseline } from './minisearch-baseline.ts';
import {
  type QueryScore,
  type ResultProduct,
  type ScoredQuery,
  type Summary,
  scoreQuery,
  summarize,
} from './relevance.ts';
import { catalogueOf } from './relevance-catalogue.ts';
import { RELEVANCE_SET } from './relevance-set.ts';
import { HELD_OUT_QUERIES, TUNING_QUERIES } from './unseen-queries.ts';

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, verbose: { type: 'boolean' } },
});
const started = Date.now();
const database = await openDatabase(
  values['database-url'] ? { databaseUrl: values['database-url'] } : { memory: true },
);
await migrateDatabase(database);
await seedIfEmpty(database);
const { db } = database;

const catalogue = await catalogueOf(db);
const baseline = await miniSearchBaseline(db);

const server = http.createServer(createApiApp({ db: database, config: { log: false } }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const times: number[] = [];
const languageOf = (query: ScoredQuery) => (query.lang === 'en' ? 4 : 1);
async function scoreSet(queries: readonly ScoredQuery[]) {
  const shop: QueryScore[] = [];
  const matchesOnly: QueryScore[] = [];
  const mini: QueryScore[] = [];
  for (const query of queries) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/queryProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fz-language-id': String(languageOf(query)) },
      body: JSON.stringify({ search: query.q, per_page: 10 }),
    });
    times.push(performance.now() - t0);
    const body = (await res.json()) as {
      products?: { data: ResultProduct[] };
      more_like_these_from?: number;
    };
    const shown = res.ok ? (body.products?.data ?? []) : [];
    shop.push(scoreQuery(query, shown, catalogue));
    matchesOnly.push(scoreQuery(query, shown.slice(0, body.more_like_these_from), catalogue));
    mini.push(scoreQuery(query, baseline.search(languageOf(query), query.q), catalogue));
  }
  return { shop, matchesOnly, mini };
}
const sets = {
  relevance: await scoreSet(RELEVANCE_SET),
  tuning: await scoreSet(TUNING_QUERIES),
  'held-out': await scoreSet(HELD_OUT_QUERIES),
};
server.close();
await database.close();

const scores = sets.relevance.shop;
const summary = summarize(scores);
const pct = (n: number) => `${(n * 100).toFixed(0).padStart(3)} %`;
console.log(`relevance set: ${summary.queries} queries (${database.kind}, seeded shop)`);
console.log('kind            queries  precision@10  first right');
for (const [kind, k] of Object.entries(summary.byKind))
  console.log(
    `${kind.padEnd(16)}${String(k!.queries).padStart(7)}  ${pct(k!.precisionAt10).padStart(12)}  ${pct(k!.firstRight).padStart(11)}`,
  );
console.log(
  `${'all'.padEnd(16)}${String(summary.queries).padStart(7)}  ${pct(summary.precisionAt10).padStart(12)}  ${pct(summary.firstRight).padStart(11)}   (issue 25's target: 90 % for both)`,
);
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `search time through the API: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(1)} ms`,
);

// Issue 39: every set, the shop beside MiniSearch.
const summaries: Record<string, { shop: Summary; minisearch: Summary }> = {};
console.log(
  '\nset          queries   passing (shop / MiniSearch)   precision@10 (shop / Mini)   first right (shop / Mini)',
);
for (const [name, set] of Object.entries(sets)) {
  const shop = summarize(set.shop);
  const mini = summarize(set.mini);
  summaries[name] = { shop, minisearch: mini };
  const passed = (s: Summary) => `${String(Math.round(s.passing * s.queries)).padStart(3)} ${pct(s.passing)}`;
  console.log(
    `${name.padEnd(12)}${String(shop.queries).padStart(8)}   ${passed(shop)} / ${passed(mini)}      ${pct(shop.precisionAt10)} / ${pct(mini.precisionAt10)}              ${pct(shop.firstRight)} / ${pct(mini.firstRight)}`,
  );
}
// The page as shown counts the marked "more like these" block; without it, the matches alone.
console.log('\nwithout the "more like these" block (matches only): passing, precision@10');
for (const [name, set] of Object.entries(sets)) {
  const s = summarize(set.matchesOnly);
  console.log(`  ${name.padEnd(12)}${pct(s.passing)}  ${pct(s.precisionAt10)}`);
}
// Per class, both halves: where the mechanism carries to queries it was not tuned on (figures only).
const tuningByKind = summarize(sets.tuning.shop).byKind;
const heldOutByKind = summarize(sets['held-out'].shop).byKind;
console.log(
  '\nby class              tuning: queries  passing  precision@10   held-out: queries  passing  precision@10',
);
for (const kind of Object.keys(tuningByKind)) {
  const t = tuningByKind[kind]!;
  const h = heldOutByKind[kind];
  const cells = (k: Summary['byKind'][string] | undefined) =>
    k
      ? `${String(k.queries).padStart(7)}  ${pct(k.passing).padStart(7)}  ${pct(k.precisionAt10).padStart(12)}`
      : '';
  console.log(`  ${kind.padEnd(20)}        ${cells(t)}             ${cells(h)}`);
}

const listMisses = (title: string, list: QueryScore[]) => {
  const misses = list.filter((s) => !s.firstRight || s.precisionAt10 < 0.7 - 1e-9);
  console.log(`\n${title} (${misses.length}):`);
  for (const s of values.verbose ? misses : misses.slice(0, 25))
    console.log(
      `  [${s.query.lang}] ${s.query.q.padEnd(30)} p@10 ${pct(s.precisionAt10)}  top: ${s.top.join(' | ') || '(nothing)'}`,
    );
};
listMisses('relevance set: not passing', scores);
listMisses('tuning half: not passing', sets.tuning.shop);
console.log('(the held-out half is reported as figures only)');
console.log(
  `BENCH ${JSON.stringify({ bench: 'search-relevance', at: new Date().toISOString(), seconds: Math.round((Date.now() - started) / 1000), ...summary, sets: Object.fromEntries(Object.entries(summaries).map(([k, v]) => [k, { shop: { ...v.shop, byKind: undefined }, minisearch: { ...v.minisearch, byKind: undefined } }])) })}`,
);
