/**
 * The shop API as its own process for the benchmarks that grow the catalogue (search.bench.mjs,
 * catalogue.bench.mjs): started on a free port against DATABASE_URL, or the PGlite directory
 * DATA_DIR when no URL is given; with SEED_PRODUCTS it grows the catalogue at its start, as the API
 * does (lib/grown-catalogue.mjs `grow`). Prints `READY <url>` once it listens and closes on SIGTERM.
 *
 * A request with the header `x-bench-expire-caches: 1` first moves this process's clock (Date.now)
 * past every time-limited cache of the API that a request waits for (the listing facets of each
 * query, 10 s), so that a results-page search pays for its facets as the first shopper to
 * type that query does, instead of reading the facets of the previous run. The API cannot turn
 * those caches off; the clock is the one thing this process owns that they all read. Not moved:
 * what no request waits for after the first, served stale while renewed in the background on the
 * monotonic clock (the category tree, brand and spec names, synonyms, the no-results page's
 * products per category); their cost is in each call's first answer ("first" in the table).
 */
import http from 'node:http';
import { register } from 'tsx/esm/api';

const CACHE_HORIZON_MS = 60_000;
let skew = 0;
const realNow = Date.now;
Date.now = () => realNow() + skew;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event === 'request' && req.headers['x-bench-expire-caches'] === '1') skew += CACHE_HORIZON_MS;
  return emit.call(this, event, req, ...rest);
};

register();
const { startApi } = await import('../../../api/server.ts');
const databaseUrl = process.env.DATABASE_URL || undefined;
const api = await startApi({
  port: 0,
  log: false,
  databaseUrl,
  dataDir: databaseUrl ? undefined : process.env.DATA_DIR,
  config: { seedProducts: Number(process.env.SEED_PRODUCTS) || undefined },
});
process.stdout.write(`READY ${api.url}\n`);
process.once('SIGTERM', () => {
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
