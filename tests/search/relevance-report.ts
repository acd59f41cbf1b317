/**
 * How well the shop's search answers the relevance set (issue 25): a seeded shop API (in-memory
 * PGlite, or `--database-url` for a PostgreSQL that holds the demo catalogue), every query of
 * tests/search/relevance-set.ts through `POST queryProducts` in its language, scored with precision
 * at 10 and "first result right", per kind of query and overall. A report (exit 0): issue 25's
 * target is 0.9 for both; this measures where the search stands.
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
import { type QueryScore, type ResultProduct, scoreQuery, summarize } from './relevance.ts';
import { catalogueOf } from './relevance-catalogue.ts';
import { RELEVANCE_SET } from './relevance-set.ts';

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

const server = http.createServer(createApiApp({ db: database, config: { log: false } }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const scores: QueryScore[] = [];
const times: number[] = [];
for (const query of RELEVANCE_SET) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/queryProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fz-language-id': query.lang === 'en' ? '4' : '1' },
    body: JSON.stringify({ search: query.q, per_page: 10 }),
  });
  times.push(performance.now() - t0);
  const body = (await res.json()) as { products?: { data: ResultProduct[] } };
  scores.push(scoreQuery(query, res.ok ? (body.products?.data ?? []) : [], catalogue));
}
server.close();
await database.close();

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
const misses = scores.filter((s) => !s.firstRight);
console.log(`\nfirst result wrong (${misses.length}):`);
for (const s of values.verbose ? misses : misses.slice(0, 25))
  console.log(
    `  [${s.query.lang}] ${s.query.q.padEnd(30)} p@10 ${pct(s.precisionAt10)}  top: ${s.top.join(' | ') || '(nothing)'}`,
  );
console.log(
  `BENCH ${JSON.stringify({ bench: 'search-relevance', at: new Date().toISOString(), seconds: Math.round((Date.now() - started) / 1000), ...summary })}`,
);
