#!/usr/bin/env node
/**
 * The shop at growing catalogue sizes (issue 28): listings, facets, product pages, sitemaps and the
 * SSR of home, category and product pages. One database, created fresh (migrated and seeded: 2,114
 * products), grown in steps through the sizes (never shrunk, decision 045) by the API's own start
 * with SEED_PRODUCTS, as a shop grows it (decision 074: 500,000 from an empty database); at each size the shop
 * API is started as a separate process (lib/search-api.mjs) and, for the pages, the built
 * storefront as another, and every call is timed over HTTP from this process.
 *
 *   node tests/bench/catalogue.bench.mjs [--sizes 2114,20000,100000,500000] [--driver postgres|pglite]
 *        [--database-url postgresql://127.0.0.1:5432/catalogue_bench] [--runs 30] [--warmup 5]
 *        [--keep] [--reuse] [--dist dist]
 *   (the database, whose name must contain "bench", is dropped and created again; --ci's is
 *   catalogue_bench_ci)
 *   node tests/bench/catalogue.bench.mjs --ci      the short form: PostgreSQL at 2,114 and 20,000
 *        (PGlite at 2,114 when no PostgreSQL answers), the 500,000 budgets × 2.5
 *
 * The storefront is the build in --dist (or OUT_DIR; default dist, built with
 * `node build.mjs` into that folder when it is missing), started with PAGE_CACHE=off and
 * DATA_CACHE=off against the bench's API, so every page renders and asks the API.
 *
 * Calls (POST /api/queryProducts as the storefront sends them, spec 7; the products and categories
 * are chosen in the seeded catalogue, see pickTargets):
 *   listing …     a large top category and a small leaf category (default sort, page 1 of 24, with
 *                 facets; and products_only, whose difference is the facets' cost), brand + price +
 *                 stock filter, spec filter, spec min-max filter, every sort, load more (page 2),
 *                 page 50 and the last page, deals (all, and in the large category), alternatives
 *                 only; best sellers and deals as the home page asks for them, favorites (the
 *                 account page's, logged in as the demo customer), select (recently viewed; the
 *                 comparison's single product), every product (the dashboard's quick order)
 *   product …     GET /api/products/:slug (its alternatives come with it), GET /api/products/:id/parts
 *   sitemap …     the API's GET /api/sitemap (the whole list, or an index's summary: then also the
 *                 first page of its first and last products bucket), the storefront's /sitemap.xml
 *                 and, when that is a <sitemapindex>, the first and last child it lists and its first
 *                 products child (what the
 *                 storefront keeps per data version is built for "first" and kept for the runs)
 *   ssr …         the home, category and product pages through the storefront (the whole body)
 * Every call to the API carries x-bench-expire-caches (lib/search-api.mjs): each pays for its facets
 * as the first shopper does; before each page the bench sends one such request, so the storefront's
 * own calls find the API's caches expired too.
 * First, p50, p95 and n as in lib/bench-table.mjs. Prints a table (size × call → first, p50, p95,
 * growth of p50 against the previous and the first size), the budget verdicts, and one
 * `BENCH {json}` line; exits 1 when an enforced budget is broken. --keep leaves the database for
 * EXPLAIN; --reuse measures a kept PostgreSQL database again (grown further when asked).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { budgetCell, printTable, printVerdict, round, timeCalls, timingTable } from './lib/bench-table.mjs';
import { catalogueOptions, codeVersion, commit, createCatalogue, startApi } from './lib/grown-catalogue.mjs';
import { freePort } from './lib/ports.mjs';
import { repo, stop, storefrontNodeFlags } from './lib/processes.mjs';

const { sql } = await import('drizzle-orm');
const { rowsOf } = await import('../../api/db/client.ts');

const options = await catalogueOptions(process.argv.slice(2), {
  bench: 'catalogue',
  database: 'catalogue_bench',
});
const { ci, keep, reuse, driver, sizes, databaseUrl, runs, warmup, fellBack } = options;
const dist = resolve(repo, options.flag('--dist') ?? process.env.OUT_DIR ?? 'dist');

/**
 * Budgets in ms (issue 28). At 500,000 products on PostgreSQL: every listing variant with its facets
 * p50 ≤ 50 and p95 ≤ 120, product detail p50 ≤ 15, the SSR of a category or product page p50 ≤ 80.
 * At 100,000 on PGlite: listings p50 ≤ 80. --ci: the 500,000 budgets × 2.5 at 2,114 and 20,000 on
 * PostgreSQL (cost must not grow with the size, and the 2-core host swings about 2×). Parts, the
 * sitemaps and the home page have no budget: they are shown for their growth.
 */
const MARGIN = ci ? 2.5 : 1;
function budgetsFor(size) {
  if (driver === 'postgres' && (ci || size === 500_000))
    return {
      listing: { p50: 50 * MARGIN, p95: 120 * MARGIN },
      detail: { p50: 15 * MARGIN },
      ssr: { p50: 80 * MARGIN },
    };
  if (driver === 'pglite' && size === 100_000) return { listing: { p50: 80 } };
  return undefined;
}

const NL = 1;
const PAGE = 24;
const DEMO = { email: 'klant@demo.nl', password: 'Demo1234!' };
/** The API trusts the loopback proxy's X-Forwarded-For: the login's rate limit counts this address. */
const BENCH_CLIENT_IP = '198.51.100.28';
/** The code each size's API started with (the listing and product code may be edited meanwhile). */
const SHOP_CODE = ['api/listing', 'api/products', 'api/sitemap', 'api/categories', 'api/db/migrations'];

// ── what the calls ask for ──────────────────────────────────────────────────────────────────────

/**
 * Categories, filters and products from the seeded catalogue (the grown copies keep their source's
 * categories, brands and specs, so the same choices hold at every size):
 * - large: the top category with the most active products; small: the leaf category with the
 *   fewest, but at least 5;
 * - brand + price + stock: the large category's most common brand, its middle half of gross prices;
 * - spec: the large category's most common spec value; min-max: spec 5, the storefront's range
 *   spec (shared/listing-query.ts), in the top category with the most products that have it, its
 *   middle half of values;
 * - product: an active product with parts and alternatives, the one with the most parts;
 * - favourites and select: 5 and 8 products of the large category.
 */
async function pickTargets(db) {
  const rows = async (query) => rowsOf(await db.execute(sql.raw(query)));
  const one = async (query, what) => {
    const [row] = await rows(query);
    if (!row) throw new Error(`no ${what} in the seeded catalogue`);
    return row;
  };
  const treeOf = (root) =>
    `WITH RECURSIVE tree(id) AS (SELECT ${root} UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)`;
  const productsUnder = (root) => `${treeOf(root)}, under AS (
      SELECT DISTINCT p.id, p.brand_id, p.price_gross, p.stock FROM product_categories pc
      JOIN tree t ON t.id = pc.category_id JOIN products p ON p.id = pc.product_id AND p.active)`;
  const large = await one(
    `WITH RECURSIVE tree(root, id) AS (
       SELECT id, id FROM categories WHERE parent_id IS NULL
       UNION ALL SELECT t.root, c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
     SELECT t.root AS id, count(DISTINCT pc.product_id)::int AS n FROM tree t
     JOIN product_categories pc ON pc.category_id = t.id
     JOIN products p ON p.id = pc.product_id AND p.active
     GROUP BY t.root ORDER BY n DESC, t.root LIMIT 1`,
    'top category',
  );
  const small = await one(
    `SELECT c.id, count(*)::int AS n FROM categories c
     JOIN product_categories pc ON pc.category_id = c.id
     JOIN products p ON p.id = pc.product_id AND p.active
     WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
     GROUP BY c.id HAVING count(*) >= 5 ORDER BY n, c.id LIMIT 1`,
    'leaf category',
  );
  const brand = await one(
    `${productsUnder(large.id)}
     SELECT brand_id AS id,
       percentile_cont(0.25) WITHIN GROUP (ORDER BY price_gross) / 100 AS lo,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY price_gross) / 100 AS hi
     FROM under WHERE brand_id IS NOT NULL GROUP BY brand_id ORDER BY count(*) DESC, brand_id LIMIT 1`,
    'brand',
  );
  const spec = await one(
    `${productsUnder(large.id)}
     SELECT sv.spec_id, sv.id AS value_id FROM under
     JOIN product_spec_values psv ON psv.product_id = under.id
     JOIN spec_values sv ON sv.id = psv.spec_value_id
     GROUP BY sv.spec_id, sv.id ORDER BY count(*) DESC, sv.id LIMIT 1`,
    'spec value',
  );
  const rangeSpec = 5;
  const rangeCategory = await one(
    `WITH RECURSIVE tree(root, id) AS (
       SELECT id, id FROM categories WHERE parent_id IS NULL
       UNION ALL SELECT t.root, c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
     SELECT t.root AS id FROM tree t
     JOIN product_categories pc ON pc.category_id = t.id
     JOIN products p ON p.id = pc.product_id AND p.active
     JOIN product_spec_values psv ON psv.product_id = p.id
     JOIN spec_values sv ON sv.id = psv.spec_value_id AND sv.spec_id = ${rangeSpec}
     GROUP BY t.root ORDER BY count(DISTINCT p.id) DESC, t.root LIMIT 1`,
    `category with spec ${rangeSpec}`,
  );
  const range = await one(
    `${productsUnder(rangeCategory.id)}
     SELECT percentile_cont(0.25) WITHIN GROUP (ORDER BY sv.numeric_value) AS lo,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY sv.numeric_value) AS hi
     FROM under JOIN product_spec_values psv ON psv.product_id = under.id
     JOIN spec_values sv ON sv.id = psv.spec_value_id AND sv.spec_id = ${rangeSpec}`,
    `values of spec ${rangeSpec}`,
  );
  const product = await one(
    `SELECT p.id, pt.slug, (SELECT count(*)::int FROM product_parts pp WHERE pp.product_id = p.id) AS parts
     FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = ${NL}
     WHERE p.active AND pt.slug IS NOT NULL AND pt.slug <> ''
       AND EXISTS (SELECT 1 FROM product_alternatives pa WHERE pa.product_id = p.id)
     ORDER BY parts DESC, p.id LIMIT 1`,
    'product with parts and alternatives',
  );
  const some = (await rows(`${productsUnder(large.id)} SELECT id FROM under ORDER BY id LIMIT 8`)).map(
    (r) => r.id,
  );
  const uri = await one(
    `SELECT uri FROM category_translations WHERE category_id = ${large.id} AND language_id = ${NL}`,
    'category uri',
  );
  return {
    large: large.id,
    largeUri: uri.uri,
    small: small.id,
    brand: { id: brand.id, price: [Math.floor(brand.lo), Math.ceil(brand.hi)] },
    spec: { id: spec.spec_id, value: spec.value_id },
    range: { category: rangeCategory.id, spec: rangeSpec, values: [range.lo, range.hi] },
    product: { id: product.id, slug: product.slug, parts: product.parts },
    favourites: some.slice(0, 5),
    select: some,
  };
}

// ── the storefront ──────────────────────────────────────────────────────────────────────────────

function ensureBuild() {
  if (existsSync(join(dist, 'server/main.js'))) return;
  console.error(`catalogue bench: no storefront build in ${dist}; building it`);
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: repo,
    env: { ...process.env, OUT_DIR: dist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the storefront build failed (${built.status})`);
}

/**
 * The built storefront against the bench's API, started when a page is first asked for and again
 * if it died (the sitemap of a large catalogue may take it out of memory): answers its URL.
 */
function storefrontOf(apiUrl, work) {
  let child;
  let starting;
  let stopping = false;
  let url;
  const state = { starts: 0, deaths: [], peakRssMb: undefined };
  async function start() {
    const port = await freePort();
    const log = openSync(join(work, 'storefront.log'), 'a');
    child = spawn(process.execPath, [...storefrontNodeFlags, join(dist, 'server/main.js')], {
      cwd: repo,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        PAGE_CACHE: 'off',
        DATA_CACHE: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    });
    const started = child;
    started.once('exit', (code, signal) => {
      if (!stopping) state.deaths.push(signal ?? `exit ${code}`);
    });
    state.starts++;
    url = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (started.exitCode !== null || started.signalCode !== null) break;
      try {
        const res = await fetch(`${url}/readyz`);
        await res.arrayBuffer();
        if (res.ok) return url;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const tail = readFileSync(join(work, 'storefront.log'), 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`the storefront did not start:\n${tail}`);
  }
  /** The peak resident memory of the running storefront (VmHWM), kept as the highest seen. */
  function notePeak() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
      if (kb) state.peakRssMb = Math.max(state.peakRssMb ?? 0, Math.round(kb / 1024));
    } catch {}
  }
  return {
    state,
    async url() {
      notePeak();
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        starting ??= start().finally(() => {
          starting = undefined;
        });
        await starting;
      }
      return url;
    },
    async stop() {
      notePeak();
      stopping = true;
      await stop(child);
    },
  };
}

// ── the calls ───────────────────────────────────────────────────────────────────────────────────

const expire = { 'x-bench-expire-caches': '1' };

async function request(url, { method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-fz-language-id': String(NL), ...expire, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok)
    throw Object.assign(new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`), {
      status: res.status,
    });
  return text;
}

const kb = (text) => `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
const mb = (text) =>
  Buffer.byteLength(text) < 1024 ** 2 ? kb(text) : `${(Buffer.byteLength(text) / 1024 ** 2).toFixed(1)} MB`;

/**
 * The calls at one size, against `api` (its URL) and `storefront` (storefrontOf). `kind` says which
 * budget applies: listing, detail, ssr, or none.
 */
function callsFor(t, api, storefront) {
  /** What the answers of this size taught: the large category's total (for its last page), the token, the sitemap's children. */
  const seen = { lastPage: undefined, token: undefined, children: undefined, productBuckets: undefined };
  const listing = (name, body, { note, auth } = {}) => ({
    name: `listing ${name}`,
    kind: 'listing',
    before: auth ? login : undefined,
    async run() {
      const payload = typeof body === 'function' ? body() : body;
      const headers = auth ? { authorization: `Bearer ${seen.token}` } : {};
      const answer = JSON.parse(
        await request(`${api}/api/queryProducts`, { method: 'POST', body: payload, headers }),
      );
      const { total, last_page } = answer.products.paging;
      note?.(answer, last_page);
      return `${total} found, ${answer.products.data.length} shown`;
    },
  });
  /** The demo customer, logged in once per API start, with a few favourites. */
  async function login() {
    if (seen.token) return;
    const headers = { 'x-forwarded-for': BENCH_CLIENT_IP };
    const answer = JSON.parse(
      await request(`${api}/api/customerAuth/login`, { method: 'POST', body: DEMO, headers }),
    );
    seen.token = answer.token;
    // A favourite kept from an earlier size (or a --reuse run) may be refused as a duplicate.
    for (const id of t.favourites)
      await request(`${api}/api/customer/favorites`, {
        method: 'POST',
        body: { product_id: id },
        headers: { ...headers, authorization: `Bearer ${seen.token}` },
      }).catch(() => {});
  }
  const large = { category_id: t.large, per_page: PAGE, page: 1 };
  const page = (name, path) => ({
    name: `ssr ${name}`,
    kind: name === 'home' ? undefined : 'ssr',
    // The storefront's own calls to the API find its caches expired (see the header comment).
    async before() {
      await storefront.url();
      await request(`${api}/api/readyz`);
    },
    async run() {
      const res = await fetch(`${await storefront.url()}${path}`);
      const html = await res.text();
      if (!res.ok || !html.includes('</html>')) throw new Error(`${path} → ${res.status}`);
      return kb(html);
    },
  });
  /** The first page of a products bucket of the API's sitemap (when it answers a summary). */
  const sitemapPage = (name, pick) => ({
    name: `sitemap API products page, ${name} bucket`,
    async run() {
      if (!seen.productBuckets?.length) return { skip: 'no summary' };
      const bucket = pick(seen.productBuckets);
      const query = `after=${bucket.first_id - 1}&through=${bucket.last_id}`;
      const answer = JSON.parse(await request(`${api}/api/sitemap/products?${query}`));
      return `${answer.data.length} entries`;
    },
  });
  const sitemapChild = (name, pick) => ({
    name: `sitemap.xml ${name} child`,
    before: () => storefront.url(),
    async run() {
      if (!seen.children) return { skip: 'no <sitemapindex>' };
      const path = new URL(pick(seen.children)).pathname;
      const xml = await request(`${await storefront.url()}${path}`);
      return `${path} ${mb(xml)}, ${xml.split('<loc>').length - 1} <loc>`;
    },
  });

  return [
    listing('large category', large, {
      note: (_, lastPage) => {
        seen.lastPage = lastPage;
      },
    }),
    listing('large category, products only', { ...large, products_only: true }),
    listing('small leaf category', { category_id: t.small, per_page: PAGE, page: 1 }),
    listing('small leaf category, products only', {
      category_id: t.small,
      per_page: PAGE,
      page: 1,
      products_only: true,
    }),
    listing('brand + price + stock', {
      ...large,
      brands_filter: [t.brand.id],
      price_filter: t.brand.price,
      price_filter_gross: true,
      stock_filter: true,
    }),
    listing('spec filter', { ...large, specs_filter: { [t.spec.id]: [t.spec.value] } }),
    listing('spec min-max', {
      category_id: t.range.category,
      per_page: PAGE,
      page: 1,
      specs_filter_min_max: { [t.range.spec]: t.range.values },
    }),
    listing('sort popularity', { ...large, sort: 'popularity' }),
    listing('sort price_asc', { ...large, sort: 'price_asc' }),
    listing('sort price_desc', { ...large, sort: 'price_desc' }),
    listing('load more (page 2)', { ...large, page: 2 }),
    listing('page 50', { ...large, page: 50 }),
    listing('last page', () => ({ ...large, page: seen.lastPage ?? 1 })),
    listing('deals', { deals: true, per_page: PAGE, page: 1 }),
    listing('deals (home)', { deals: true, per_page: 4 }),
    listing('deals in large category', { ...large, deals: true }),
    listing('alternatives only', { ...large, with_alternatives_only: true }),
    listing('best sellers (home)', { best_selling: true, per_page: 8 }),
    listing('favorites (account)', { favorites: true, products_only: true, per_page: 100 }, { auth: true }),
    listing('select (recently viewed)', { select: t.select, per_page: t.select.length }),
    listing('select (comparison)', { select: t.select.slice(0, 1), products_only: true, limit: 1 }),
    listing('every product (quick order)', { products_only: true, per_page: PAGE }),
    {
      name: 'product detail (with alternatives)',
      kind: 'detail',
      async run() {
        const answer = JSON.parse(await request(`${api}/api/products/${t.product.slug}`));
        return `${answer.data.alternatives?.length ?? '?'} alternatives`;
      },
    },
    {
      name: 'product parts',
      async run() {
        const answer = JSON.parse(await request(`${api}/api/products/${t.product.id}/parts`));
        return `${answer.data.length ?? '?'} parts`;
      },
    },
    page('home', '/'),
    page('category', t.largeUri),
    page('product', `/${t.product.slug}`),
    {
      // The whole list (one answer), or the summary of an index (decision 061): both shapes taken.
      name: 'sitemap API GET /api/sitemap',
      async run() {
        let text;
        try {
          text = await request(`${api}/api/sitemap`);
        } catch (error) {
          if (error.status === 404) return { skip: 'no GET /api/sitemap' };
          throw error;
        }
        const { data } = JSON.parse(text);
        if (Array.isArray(data.children)) {
          seen.productBuckets = data.children.filter((c) => c.kind === 'products');
          return `summary, ${data.children.length} children`;
        }
        return `${mb(text)}, ${data.products?.length ?? '?'} products`;
      },
    },
    sitemapPage('first', (buckets) => buckets[0]),
    sitemapPage('last', (buckets) => buckets.at(-1)),
    {
      // Last: at a large size it may take the storefront out of memory (it is started again).
      name: 'sitemap.xml',
      before: () => storefront.url(),
      async run() {
        const xml = await request(`${await storefront.url()}/sitemap.xml`);
        const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        const index = xml.includes('<sitemapindex');
        if (index) seen.children = locs;
        return `${index ? 'index' : 'urlset'} ${mb(xml)}, ${locs.length} <loc>`;
      },
    },
    sitemapChild('first', (children) => children[0]),
    sitemapChild('last', (children) => children.at(-1)),
    // The first products child is full (as many URLs as a child holds) once the catalogue fills one.
    sitemapChild('first products', (children) => children.find((c) => c.includes('product')) ?? children[0]),
  ];
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

ensureBuild();
const results = [];
let failedSize;
const catalogue = await createCatalogue({
  driver,
  databaseUrl,
  keep,
  reuse,
  tmpPrefix: 'catalogue-bench-',
});
const work = mkdtempSync(join(tmpdir(), 'catalogue-bench-'));
let targets;
try {
  {
    const database = await catalogue.open();
    try {
      targets = await pickTargets(database.db);
    } finally {
      await database.close();
    }
    console.error(`targets ${JSON.stringify(targets)}`);
  }
  for (const size of sizes) {
    // A size that cannot be grown or measured (say, a migration edited during a long run) ends
    // the run, but the sizes measured before it are still tabled and judged.
    try {
      const { before, growSeconds } = await catalogue.grow(size);
      console.error(
        `${driver} ${size}: grown from ${before} by the API's start in ${growSeconds} s; starting the API`,
      );
      const code = codeVersion(SHOP_CODE);
      const api = await startApi(catalogue.apiEnv);
      const storefront = storefrontOf(api.url, work);
      let measured;
      try {
        const calls = callsFor(targets, api.url, storefront);
        measured = await timeCalls(calls, (c) => c.run(), { runs, warmup });
        measured.rows = measured.rows.map((row, i) => ({ ...row, kind: calls[i].kind }));
      } finally {
        await storefront.stop();
        await api.stop();
      }
      results.push({ size, code, growSeconds, ...measured, storefront: storefront.state });
      // Each size as it is done: a long run that stops later still leaves these.
      console.error(`SIZE ${JSON.stringify(results.at(-1))}`);
    } catch (error) {
      console.error(error);
      failedSize = { size, error: String(error.message ?? error).slice(0, 300) };
      break;
    }
  }
} finally {
  await catalogue.close();
  rmSync(work, { recursive: true, force: true });
}

// ── verdicts ────────────────────────────────────────────────────────────────────────────────────
const verdicts = [];
for (const { size, rows } of results) {
  const budget = budgetsFor(size);
  if (!budget) continue;
  for (const row of rows) {
    const b = budget[row.kind];
    if (!b) continue;
    const ok = row.errors === 0 && row.n > 0 && row.p50 <= b.p50 && (b.p95 === undefined || row.p95 <= b.p95);
    verdicts.push({ size, call: row.call, p50: row.p50, p95: row.p95, budget: b, ok, enforced: true });
  }
}

// ── the table ───────────────────────────────────────────────────────────────────────────────────
/** The facets' cost: a listing with its facets less the same listing with products_only. */
function facetLines({ size, rows }) {
  const p50 = (call) => rows.find((r) => r.call === call)?.p50;
  return ['large category', 'small leaf category'].flatMap((name) => {
    const full = p50(`listing ${name}`);
    const bare = p50(`listing ${name}, products only`);
    if (full === undefined || bare === undefined) return [];
    return [
      [size, `  facets of ${name} (p50 difference)`, '', '', '', '', round(full - bare), '', '', '', ''],
    ];
  });
}
printTable(
  `catalogue bench · ${driver} · ${ci ? 'ci' : 'full'} · commit ${commit} · ${runs} runs after ${warmup} warm-up rounds · ${new Date().toISOString()}`,
  timingTable(results, {
    fromFirst: true,
    budget: (size, row) => budgetCell(verdicts.find((x) => x.size === size && x.call === row.call)),
    extra: facetLines,
  }),
);
for (const { size, rows } of results)
  for (const row of rows.filter((r) => r.errors))
    console.log(`${size}: ${row.call} failed ${row.errors} times: ${row.error}`);
for (const { size, code, firstAfterStart, growSeconds, storefront } of results)
  console.log(
    `${size}: shop code ${code}; first answer after the API's start ${firstAfterStart.ms} ms (${firstAfterStart.call}); ` +
      `grown in ${growSeconds} s; storefront peak RSS ${storefront.peakRssMb ?? '?'} MB` +
      (storefront.deaths.length
        ? `, DIED ${storefront.deaths.length}× (${storefront.deaths.join(', ')})`
        : ''),
  );
console.log(
  `\nChosen in the seeded catalogue: large category ${targets.large} (${targets.largeUri}), small leaf ${targets.small}, ` +
    `brand ${targets.brand.id} at € ${targets.brand.price.join('–')}, spec ${targets.spec.id} value ${targets.spec.value}, ` +
    `spec ${targets.range.spec} ${targets.range.values.join('–')} in category ${targets.range.category}, ` +
    `product ${targets.product.id} (${targets.product.parts} parts).`,
);
console.log(
  'Budgets (issue 28) in ms: every listing with its facets p50/p95, product detail p50 and the SSR of the\n' +
    'category and product pages p50 at 500,000 products on PostgreSQL; listings p50 at 100,000 on PGlite.\n' +
    `Parts, sitemaps and the home page are shown for their growth.${ci ? ` --ci: budgets × ${MARGIN} at every size.` : ''}`,
);
if (fellBack) console.log('!!! NO POSTGRESQL: PGlite at the seeded size only, no budget judged !!!');
if (failedSize) {
  console.log(`SIZE ${failedSize.size} FAILED: ${failedSize.error}`);
  verdicts.push({
    size: failedSize.size,
    call: 'grow and start',
    ok: false,
    enforced: true,
    error: failedSize.error,
  });
}
const passed = printVerdict(verdicts);
console.log(
  `BENCH ${JSON.stringify({ bench: 'catalogue', mode: ci ? 'ci' : 'full', driver, commit, runs, warmup, targets, results, failedSize, verdicts })}`,
);
process.exitCode = passed ? 0 : 1;
