#!/usr/bin/env node
/**
 * What a shopper's browser loads before it can interact: for the home, a category and a product
 * page (in Dutch), the gzip bytes of the JavaScript and CSS the page loads before interaction and
 * the HTML bytes (raw and gzip). "Before interaction" is what the HTML asks for up front: the
 * entry module (<script type=module>), every module it imports statically (followed through the
 * fetched code), the page's <link rel=modulepreload> chunks (route chunks, the language's
 * dictionary), the dictionary of the page's <html lang> that client/main.tsx imports before
 * hydrating (counted even when it is not preloaded) and the <link rel=stylesheet> files. Sizes are
 * gzip level 9 of the bytes served.
 *
 *   node tests/bench/client.bench.mjs             build first (node build.mjs); starts OUT_DIR's shop
 *   node tests/bench/client.bench.mjs --ci        also fails when a budget is broken
 *   node tests/bench/client.bench.mjs --url http://127.0.0.1:3000   measure a running shop
 *
 * The built shop (`$OUT_DIR/server/main.js`, default dist) runs with its embedded API on a
 * throwaway DATA_DIR and a free port. Budgets (--ci): the product page's JavaScript before
 * interaction at most 100 KB gzipped; no chunk of the first load contains the map, chat, consent or
 * product zoom code (found by the source paths in `$OUT_DIR/client-meta.json` and by marker strings
 * in the code).
 * Prints a table and one JSON line (`BENCH {...}`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Gzipped JavaScript the product page may load before interaction. */
export const PRODUCT_JS_BUDGET = 100 * 1024;

/**
 * Features that must never be in the first load, with what gives them away: source paths (from
 * the build's metafile) and strings in the shipped code. A feature that is not built yet is
 * reported as such, so the check is visibly inactive rather than silently passing.
 */
export const LAZY_FEATURES = {
  map: {
    sources: [
      /node_modules\/(leaflet|world-atlas|topojson-client)\//,
      /client\/features\/(map|maps|dealer-map|store-locator)\//,
      /client\/features\/dealer-locator\/map\//,
    ],
    markers: [/leaflet-container/, /\bleaflet\b/i],
  },
  chat: {
    sources: [/client\/features\/(chat|live-chat)\//],
    markers: [/chat-widget/, /live-?chat/i],
  },
  consent: {
    sources: [/client\/features\/(consent|cookie-consent|cookies)\//],
    markers: [/cookie-consent/, /consent-banner/],
  },
  // The product gallery's full-screen zoom, loaded when it is first opened (issue 41).
  zoom: {
    sources: [/client\/routes\/product\/(product-zoom\.tsx|zoom-view\.ts)$/],
    markers: [/product-zoom-stage/],
  },
};

const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `$OUT_DIR/server/main.js` with the embedded API on a throwaway data directory, waits for
 * /readyz and answers { url, stop }. The first start of a new data directory migrates and seeds
 * (10-30 s here).
 */
export async function startShop({ outDir = process.env.OUT_DIR ?? 'dist', timeoutMs = 180_000 } = {}) {
  const main = resolve(root, outDir, 'server/main.js');
  if (!existsSync(main))
    throw new Error(`${main} is missing: run \`OUT_DIR=${outDir} node build.mjs\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'koffie-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      API_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  let exited = null;
  child.once('exit', (code) => {
    exited = code;
  });
  const stop = async () => {
    if (exited === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`the shop exited (${exited}) before it was ready:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the shop was not ready after ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  process.stderr.write(`shop ready at ${url} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return { url, stop };
}

/** Browser user agent: a crawler (isbot) would get the whole document at once, not the shell. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Safari/537.36';

async function get(url) {
  const res = await fetch(url, { headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  return { buf: Buffer.from(await res.arrayBuffer()), res };
}

/**
 * The three pages measured: home, the first category of the demo seed, its first product; in
 * `locale` 'en' their English pages (the category's English path from its hreflang link).
 */
export async function pagesOf(base, locale = 'nl') {
  let category = '/espressomachines';
  if (locale === 'en') {
    const { buf } = await get(`${base}${category}`);
    const alternate =
      /<link[^>]*hreflang="en"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*hreflang="en"/i.exec(
        buf.toString('utf8'),
      );
    if (!alternate) throw new Error(`no English alternate of ${category}`);
    category = new URL(alternate[1] ?? alternate[2], base).pathname;
  }
  const { buf } = await get(`${base}${category}`);
  const href =
    /class="product-card-link"[^>]*?href="([^"]+)"|href="([^"]+)"[^>]*?class="product-card-link"/.exec(
      buf.toString('utf8'),
    );
  if (!href) throw new Error(`no product card on ${category}`);
  return { product: href[1] ?? href[2], category, home: locale === 'en' ? '/en' : '/' };
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Script modules, modulepreloads and stylesheets the HTML asks for before interaction: the tags,
 * and the modules the shell's loader takes from the registry's `doc` after the first paint
 * (server/render/registry-script.ts, decision 108).
 */
export function firstLoadOf(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
    .map((tag) => attr(tag, 'src'));
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
  const preloads = links.filter((t) => attr(t, 'rel') === 'modulepreload').map((t) => attr(t, 'href'));
  const css = links.filter((t) => attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href'));
  const doc = /"doc":(\{[^{}]*\})/.exec(html);
  if (doc) {
    const { entry, preload } = JSON.parse(doc[1]);
    if (entry) scripts.push(entry);
    preloads.push(...(preload ?? []));
  }
  return { scripts, preloads, css };
}

/** Specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g))
    out.push(m[1]);
  return out;
}

/** The page language's dictionary, which client/main.tsx imports (dynamically) before hydrating. */
export function dictionaryImports(code, lang) {
  return [...code.matchAll(/\bimport\(\s*["']([^"']*dictionary-([a-z]+)[^"']*)["']\s*\)/g)]
    .filter((m) => m[2] === lang)
    .map((m) => m[1]);
}

/** The metafile's inputs per served asset path, when the build is local. */
function loadMeta(outDir) {
  const file = resolve(root, outDir, 'client-meta.json');
  if (!existsSync(file)) return null;
  const meta = JSON.parse(readFileSync(file, 'utf8'));
  const byAsset = new Map();
  const clientDir = resolve(root, outDir, 'client');
  for (const [file, output] of Object.entries(meta.outputs)) {
    const rel = resolve(root, file).slice(clientDir.length + 1);
    byAsset.set(`/assets/${rel}`, Object.keys(output.inputs));
  }
  return byAsset;
}

/** Everything one page loads before interaction, fetched from the shop. */
export async function measurePage(base, path, cache) {
  const { buf: html } = await get(`${base}${path}`);
  const text = html.toString('utf8');
  const { scripts, preloads, css } = firstLoadOf(text);
  const fetchAsset = async (href) => {
    const url = new URL(href, `${base}${path}`);
    if (!cache.has(url.href)) cache.set(url.href, (await get(url.href)).buf);
    return { url, buf: cache.get(url.href) };
  };
  const lang = /<html[^>]*\slang="([^"]+)"/i.exec(text)?.[1] ?? 'nl';
  const js = new Map();
  const queue = [...scripts, ...preloads];
  while (queue.length) {
    const href = queue.shift();
    const { url, buf } = await fetchAsset(href);
    if (js.has(url.pathname)) continue;
    js.set(url.pathname, buf);
    const code = buf.toString('utf8');
    const specs = [...staticImports(code), ...dictionaryImports(code, lang)];
    for (const spec of specs)
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(new URL(spec, url).href);
  }
  const styles = new Map();
  for (const href of css) {
    const { url, buf } = await fetchAsset(href);
    styles.set(url.pathname, buf);
  }
  const sum = (m, f) => [...m.values()].reduce((n, b) => n + f(b), 0);
  return {
    path,
    jsFiles: js.size,
    jsRaw: sum(js, (b) => b.length),
    jsGzip: sum(js, gz),
    cssRaw: sum(styles, (b) => b.length),
    cssGzip: sum(styles, gz),
    htmlRaw: html.length,
    htmlGzip: gz(html),
    chunks: [...js.keys()],
    code: js,
  };
}

/** Which lazy features show up in a page's first load (by source path or by marker string). */
export function lazyFeaturesIn(page, meta) {
  const found = [];
  for (const [feature, { sources, markers }] of Object.entries(LAZY_FEATURES)) {
    for (const [chunk, buf] of page.code) {
      const inputs = meta?.get(chunk) ?? [];
      const source = inputs.find((i) => sources.some((re) => re.test(i)));
      const text = buf.toString('utf8');
      const marker = markers.find((re) => re.test(text));
      if (source || marker) found.push({ feature, chunk, why: source ?? String(marker) });
    }
  }
  return found;
}

/**
 * Whether a feature is in the build at all (by source path in the metafile, or by marker string in
 * a built file); until it is, its first-load check cannot fail. null: unknown (remote shop).
 */
function featuresBuilt(meta, outDir) {
  const clientDir = outDir ? resolve(root, outDir, 'client') : '';
  const local = Boolean(outDir) && existsSync(clientDir);
  const code = local
    ? readdirSync(clientDir, { recursive: true })
        .filter((f) => String(f).endsWith('.js'))
        .map((f) => readFileSync(resolve(clientDir, String(f)), 'utf8'))
    : [];
  const built = {};
  for (const [feature, { sources, markers }] of Object.entries(LAZY_FEATURES)) {
    if (!meta && !local) {
      built[feature] = null;
      continue;
    }
    const bySource = meta
      ? [...meta.values()].some((inputs) => inputs.some((i) => sources.some((re) => re.test(i))))
      : false;
    built[feature] = bySource || code.some((text) => markers.some((re) => re.test(text)));
  }
  return built;
}

async function main() {
  const ci = process.argv.includes('--ci');
  const outDir = process.env.OUT_DIR ?? 'dist';
  const given = argValue('--url');
  const shop = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startShop({ outDir });
  let failed = false;
  try {
    const paths = await pagesOf(shop.url);
    const meta = given ? null : loadMeta(outDir);
    const cache = new Map();
    const results = {};
    for (const [name, path] of Object.entries(paths))
      results[name] = await measurePage(shop.url, path, cache);

    const header = [
      'page',
      'path',
      'JS files',
      'JS raw KB',
      'JS gzip KB',
      'CSS gzip KB',
      'HTML KB',
      'HTML gzip KB',
    ];
    const rows = Object.entries(results).map(([name, r]) => [
      name,
      r.path.length > 42 ? `${r.path.slice(0, 41)}…` : r.path,
      String(r.jsFiles),
      kb(r.jsRaw),
      kb(r.jsGzip),
      kb(r.cssGzip),
      kb(r.htmlRaw),
      kb(r.htmlGzip),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    for (const r of rows) console.log(line(r));

    const problems = [];
    const productJs = results.product.jsGzip;
    console.log(
      `\nproduct page JavaScript before interaction: ${kb(productJs)} KB gzip (budget ${kb(PRODUCT_JS_BUDGET)} KB)`,
    );
    // A page without scripts is a broken build or a failed page, not a page under budget.
    for (const [name, r] of Object.entries(results))
      if (r.jsFiles === 0) problems.push(`the ${name} page loads no JavaScript (a failed build?)`);
    if (productJs > PRODUCT_JS_BUDGET)
      problems.push(`product page JS ${kb(productJs)} KB gzip > ${kb(PRODUCT_JS_BUDGET)} KB`);
    const built = featuresBuilt(meta, given ? null : outDir);
    for (const [name, r] of Object.entries(results))
      for (const hit of lazyFeaturesIn(r, meta))
        problems.push(`${hit.feature} code in the first load of the ${name} page: ${hit.chunk} (${hit.why})`);
    console.log(
      `lazy features (never in the first load): ${Object.entries(built)
        .map(([f, b]) => `${f} ${b === null ? 'unknown' : b ? 'built, checked' : 'not built yet'}`)
        .join(', ')}`,
    );
    for (const p of problems) console.log(`BUDGET ${p}`);
    console.log(
      `BENCH ${JSON.stringify({
        bench: 'client',
        at: new Date().toISOString(),
        budgetProductJsGzip: PRODUCT_JS_BUDGET,
        pages: Object.fromEntries(Object.entries(results).map(([name, { code, ...r }]) => [name, r])),
        lazyFeatures: built,
        ok: problems.length === 0,
      })}`,
    );
    failed = ci && problems.length > 0;
  } finally {
    await shop.stop();
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
