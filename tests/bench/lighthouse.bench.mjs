#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, simulated throttling) on the home, a category and a product page of
 * the built shop, in Debian's chromium (CHROME_PATH, default /usr/bin/chromium; never a download).
 * Each page is loaded once to warm the shop, then runs `--runs` times (default 5, up to 10 more on a
 * miss); the table shows medians and ranges, and the budgets on performance, TBT and LCP are judged
 * on the page's fastest steady run (decisions 033, 112: the host read at least 1500 both before and
 * after it), CLS on the median.
 *
 * CPU slowdown: the budget is the issue's "mobile preset", Lighthouse's stock 4x multiplier, which
 * is the default on a host fast enough for it; on a slower host (benchmarkIndex below about 1530)
 * the default eases to the calculator's multiplier below, so that it emulates the preset's phone
 * rather than a slower one, and performance and TBT are reported as not judged (decision 079). That multiplier was chosen for a high-end desktop host (benchmarkIndex 1500-2000);
 * `--calibrate` instead derives it from the host's benchmarkIndex with Lighthouse's CPU throttling
 * calculator (800 → 2x, 1300 → 3x, 1533 → 4x, and on past its table: 2600 → 8.6x), as its
 * docs/throttling.md advises to emulate the same phone on any host: a stricter figure on a fast
 * host, reported in docs/performance-log.md next to the budgeted one. `--cpu-multiplier N` forces N.
 * The index and the multiplier are printed with the results.
 *
 *   node tests/bench/lighthouse.bench.mjs            build first (node build.mjs); starts OUT_DIR's shop
 *   node tests/bench/lighthouse.bench.mjs --ci       exits 1 when a budget is broken
 *   node tests/bench/lighthouse.bench.mjs --calibrate    the multiplier from the host's benchmarkIndex
 *   node tests/bench/lighthouse.bench.mjs --url http://127.0.0.1:3000 --runs 1 --cpu-multiplier 4
 *   node tests/bench/lighthouse.bench.mjs --locale en     the English pages (CI measures the Dutch ones)
 *   node tests/bench/lighthouse.bench.mjs --page product --runs 9   one page (product, category or home)
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh node tests/bench/lighthouse.bench.mjs   also keeps each run's report
 *
 * Budgets, per page: performance ≥ 95, CLS ≤ 0.05, total blocking time ≤ 200 ms, LCP ≤ 2.0 s
 * (issue 41; the fastest run, judged like performance; in CI with a 1.25× margin, decision 105), and when the
 * LCP element is an image: it is preloaded (<link rel=preload as=image> for its URL) and carries
 * width and height. Needs Node ≥ 22.19 (lighthouse 13). Prints a table and one JSON line.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { pagesOf, startShop } from './client.bench.mjs';
import { devtoolsSession } from './lib/devtools-session.mjs';
import { hostSnapshot, otherWork } from './lib/host-share.mjs';
import {
  hostIndexOf,
  judgeRuns,
  MAX_OTHER_CORES,
  MAX_TBT_SPREAD,
  MIN_STEADY,
} from './lib/lighthouse-verdict.mjs';

/**
 * lcpMs: issue 41's "LCP ≤ 2.0 s in its mobile run", with the raster photos; judged as is in CI
 * too (decision 108, which superseded 105's margin).
 */
export const BUDGETS = { performance: 95, cls: 0.05, tbtMs: 200, lcpMs: 2000 };
/**
 * Below this benchmarkIndex, where Lighthouse's calculator reaches the preset's 4x, the host is too
 * slow for performance and TBT to say anything about the page (decision 079): on 2026-12-04 the
 * product page of a commit that had passed CI read TBT 396 ms at 1058 (4x), and 388 ms eased to
 * 2.56x, while category and home passed eased.
 */
const JUDGED_FROM_INDEX = 1500;
/** The exit status of a run whose only misses were not judged; ci.mjs does not fail on it. */
const NOT_JUDGED_EXIT = 3;
/**
 * Runs added to a page's five when it misses or has fewer than three steady runs (decision 112):
 * on this machine kind one build's product page read TBT 93-857 ms within an hour, so the fastest
 * of a larger sample is the closer estimate of the page's own cost.
 */
const EXTRA_RUNS = 10;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const decodeAmp = (s) => s?.replaceAll('&amp;', '&');

/** The LCP element from a report: its snippet (outer HTML start) and selector. */
function lcpElementOf(lhr) {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    const details = lhr.audits[id]?.details;
    const stack = [details];
    while (stack.length) {
      const d = stack.pop();
      if (!d || typeof d !== 'object') continue;
      if (d.type === 'node' && d.snippet) return { snippet: d.snippet, selector: d.selector ?? '' };
      for (const v of Object.values(d)) if (v && typeof v === 'object') stack.push(v);
    }
  }
  return null;
}

/** The URLs of a srcset attribute's candidates. */
const srcsetUrls = (srcset) =>
  (srcset ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * Whether the LCP image is preloaded with width and height: the <img> in the page's HTML (found by
 * the URL the report's snippet shows, which is the candidate the browser chose: the <img>'s src or
 * srcset, or a <source> of its <picture>) has width and height, and a <link rel=preload as=image>
 * names that URL in its href or imagesrcset, or the <img>'s srcset.
 */
export function checkLcpImage(lcp, html) {
  if (!lcp) return { kind: 'unknown', ok: false, why: 'no LCP element in the report' };
  if (!/^<img\b/i.test(lcp.snippet)) return { kind: 'text', ok: true, why: lcp.snippet.slice(0, 80) };
  // The snippet's URLs may be absolute, the page's are paths; a long one is cut short with "…".
  const shown = decodeAmp(attr(lcp.snippet, 'src'))?.replace(/^https?:\/\/[^/]+/, '');
  const cut = shown?.endsWith('…');
  const start = cut ? shown.slice(0, -1) : shown;
  const same = (url) => url !== undefined && (cut ? url.startsWith(start) : url === shown);
  const img = [...html.matchAll(/<img\b[^>]*>/gi)].find((m) => {
    const before = html.slice(0, m.index);
    const open = before.lastIndexOf('<picture');
    const sources =
      open >= 0 && before.lastIndexOf('</picture>') < open
        ? [...before.slice(open).matchAll(/<source\b[^>]*>/gi)].flatMap((s) =>
            srcsetUrls(decodeAmp(attr(s[0], 'srcset'))),
          )
        : [];
    return [decodeAmp(attr(m[0], 'src')), ...srcsetUrls(decodeAmp(attr(m[0], 'srcset'))), ...sources].some(
      same,
    );
  })?.[0];
  const sized = Boolean(img && attr(img, 'width') && attr(img, 'height'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((t) => attr(t, 'rel') === 'preload' && attr(t, 'as') === 'image');
  const srcset = decodeAmp(img && attr(img, 'srcset'));
  const preloaded = preloads.some(
    (t) =>
      same(decodeAmp(attr(t, 'href'))) ||
      (srcset && decodeAmp(attr(t, 'imagesrcset')) === srcset) ||
      srcsetUrls(decodeAmp(attr(t, 'imagesrcset'))).some(same),
  );
  const problems = [
    !img && 'img not in the HTML',
    img && !sized && 'no width/height',
    !preloaded && 'not preloaded',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'image',
    src: shown,
    sized,
    preloaded,
    ok: sized && preloaded,
    why: problems || 'preloaded, sized',
  };
}

/**
 * Lighthouse's CPU throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * linked from docs/throttling.md): the multiplier that brings a host of this benchmarkIndex to the
 * mid-tier mobile device the mobile preset stands for.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's trace recording fails now and then on a busy host (NO_NAVSTART, NO_FCP, "Please run
 * Lighthouse again"): such a run is repeated, up to twice; any other error ends the bench.
 */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
async function runOnce(url, port, cpuSlowdownMultiplier, attempt = 1) {
  try {
    return await runLighthouse(url, port, cpuSlowdownMultiplier);
  } catch (error) {
    if (attempt >= 3 || !RETRIED.has(error.code)) throw error;
    console.log(`${url}: ${error.code}, running it again (attempt ${attempt + 1} of 3)`);
    return runOnce(url, port, cpuSlowdownMultiplier, attempt + 1);
  }
}

/**
 * A fresh tab of the bench's Chrome (DevTools protocol over its port): `use` gets the tab's session
 * (lib/devtools-session.mjs). The tab is closed after.
 */
async function inTab(port, use) {
  const devtools = `http://127.0.0.1:${port}/json`;
  const target = await (await fetch(`${devtools}/new?about:blank`, { method: 'PUT' })).json();
  let session;
  try {
    session = await devtoolsSession(target.webSocketDebuggerUrl);
    return await use(session);
  } finally {
    session?.close();
    await fetch(`${devtools}/close/${target.id}`).catch(() => {});
  }
}

/**
 * The host's benchmarkIndex now, measured as Lighthouse measures it before a run (its own page
 * function, in a fresh tab): the reading after a run that tells whether the host kept its speed
 * through it (decision 112).
 */
const hostIndexNow = (port) =>
  inTab(port, async ({ send }) => {
    const { result } = await send('Runtime.evaluate', {
      expression: `(${pageFunctions.computeBenchmarkIndex})()`,
      returnByValue: true,
    });
    if (typeof result?.value !== 'number') throw new Error('the host benchmark answered no number');
    return Math.round(result.value);
  });

/**
 * One load of the page in a phone-sized tab before its measured runs, so that none of them pays
 * for what a first visitor makes the server do (a photo's AVIF and WebP are encoded on first ask,
 * api/media/photo-routes.ts), which on two cores takes CPU from the page's main thread.
 */
const warmUp = (port, url) =>
  inTab(port, async ({ send, event }) => {
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await send('Page.enable');
    const loaded = event('Page.loadEventFired');
    await send('Page.navigate', { url });
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 30_000))]);
  });

async function runLighthouse(url, port, cpuSlowdownMultiplier) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Merged into the mobile preset's throttling (latency and throughput unchanged).
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
      code: lhr.runtimeError.code,
    });
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    // For diagnosis: the whole report, one file per run (long tasks, bootup time, the trace's findings).
    mkdirSync(reportDir, { recursive: true });
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reportDir, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(num('first-contentful-paint')),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(num('speed-index')),
    lcpElement: lcpElementOf(lhr),
    // What Lighthouse flags, for the report when a budget breaks.
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.details)
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

async function main() {
  const ci = process.argv.includes('--ci');
  // Five runs a page, Lighthouse's advice for a dependable median: on this machine kind one page's
  // TBT ranged 72-390 ms between runs of the same build within minutes (2026-11-24, seventh part).
  const runs = Number(argValue('--runs') ?? 5);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error(
      `No chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH); never downloaded.`,
    );
    process.exit(ci ? 1 : 0);
  }
  const given = argValue('--url');
  const shop = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startShop();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const problems = [];
  const unjudged = [];
  const results = {};
  let multiplier = 4;
  let benchmarkIndex = null;
  try {
    const pages = await pagesOf(shop.url, argValue('--locale') ?? 'nl');
    // `--page product` (or category, home): one page only, for a diagnosis.
    const only = argValue('--page');
    const paths = only ? { [only]: pages[only] } : pages;
    // One warm-up load of each page, so that the first measured run does not pay for cold caches.
    for (const path of Object.values(paths)) await warmUp(chrome.port, `${shop.url}${path}`);
    const forced = argValue('--cpu-multiplier');
    const calibrate = process.argv.includes('--calibrate');
    if (forced) multiplier = Number(forced);
    else {
      const calibration = await runOnce(`${shop.url}${pages.home}`, chrome.port);
      // The host's speed is the highest of a few readings: a slow spell only ever lowers one, and
      // one reading taken in it would ease the whole bench (decision 112).
      const readings = [calibration.benchmarkIndex];
      for (let i = 0; i < 3; i++) readings.push(await hostIndexNow(chrome.port));
      benchmarkIndex = Math.max(...readings);
      const calibrated = Math.round(cpuMultiplierFor(benchmarkIndex) * 100) / 100;
      // The preset's 4x, eased on a host slower than the desktop it was chosen for: such a host
      // would otherwise emulate a phone slower than the preset's (decision 079).
      multiplier = calibrate ? calibrated : Math.min(4, calibrated);
    }
    const how = forced
      ? ' (forced)'
      : calibrate
        ? ' calibrated'
        : multiplier < 4
          ? ", Lighthouse's mobile preset eased for a slower host"
          : " (Lighthouse's mobile preset)";
    console.log(
      `CPU slowdown ${multiplier}x${how}${benchmarkIndex ? ` (host benchmarkIndex ${benchmarkIndex})` : ''}`,
    );
    for (const [name, path] of Object.entries(paths)) {
      const url = `${shop.url}${path}`;
      const all = [];
      const measured = async () => {
        const before = hostSnapshot();
        const run = await runOnce(url, chrome.port, multiplier);
        const other = otherWork(before, hostSnapshot());
        run.otherCores = Math.round((other.others + other.steal) * 100) / 100;
        run.indexAfter = await hostIndexNow(chrome.port);
        all.push(run);
      };
      for (let i = 0; i < runs; i++) await measured();
      // A page that misses, or has fewer than MIN_STEADY steady runs, runs up to
      // EXTRA_RUNS more before the verdict stands (decision 112; 041's reasoning: a shared host's
      // noise only lengthens a run, so a page within budget shows it in a steady run).
      let verdict = judgeRuns(all, { budgets: BUDGETS, judgedFromIndex: JUDGED_FROM_INDEX });
      for (
        let extra = 0;
        extra < EXTRA_RUNS && (verdict.misses.length || verdict.steady < MIN_STEADY);
        extra++
      ) {
        await measured();
        verdict = judgeRuns(all, { budgets: BUDGETS, judgedFromIndex: JUDGED_FROM_INDEX });
      }
      const byScore = all.toSorted((a, b) => a.performance - b.performance);
      const mid = byScore[Math.floor((byScore.length - 1) / 2)];
      const html = await (
        await fetch(url, {
          headers: {
            'user-agent':
              'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Mobile Safari/537.36',
          },
        })
      ).text();
      const lcpImage = checkLcpImage(mid.lcpElement, html);
      results[name] = {
        path,
        runs: all.length,
        steadyRuns: verdict.steady,
        tbtSpread: verdict.spread,
        benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
        indexRange: [Math.min(...all.map(hostIndexOf)), Math.max(...all.map(hostIndexOf))],
        // Each run's host (index before and after, other work in cores) beside its figures.
        each: all.map((x) => ({
          index: [x.benchmarkIndex, x.indexAfter],
          otherCores: x.otherCores,
          performance: x.performance,
          tbtMs: x.tbtMs,
          lcpMs: x.lcpMs,
        })),
        performance: median(all.map((r) => r.performance)),
        performanceRange: [byScore[0].performance, byScore.at(-1).performance],
        fcpMs: median(all.map((r) => r.fcpMs)),
        lcpMs: median(all.map((r) => r.lcpMs)),
        tbtMs: median(all.map((r) => r.tbtMs)),
        tbtRange: [Math.min(...all.map((r) => r.tbtMs)), Math.max(...all.map((r) => r.tbtMs))],
        cls: median(all.map((r) => r.cls)),
        siMs: median(all.map((r) => r.siMs)),
        lcpElement: mid.lcpElement?.snippet?.slice(0, 160) ?? null,
        lcpImage,
        flagged: mid.opportunities,
        enforced: verdict.enforced,
      };
      const r = results[name];
      // CPU-bound figures are judged only on steady runs (decisions 079, 112); with none, the misses
      // are reported as not judged. CLS and the LCP image always are.
      for (const miss of verdict.misses) (verdict.judged ? problems : unjudged).push(`${name}: ${miss}`);
      if (r.cls > BUDGETS.cls) problems.push(`${name}: CLS ${r.cls} > ${BUDGETS.cls}`);
      for (const [what, value, limit] of [
        ['performance', r.performance, r.performance < BUDGETS.performance],
        ['TBT', `${r.tbtMs} ms`, r.tbtMs > BUDGETS.tbtMs],
      ])
        if (limit)
          console.log(
            `note ${name}: median ${what} ${value} is outside the budget (host noise or a slower page)`,
          );
      if (lcpImage.kind !== 'text' && !lcpImage.ok) problems.push(`${name}: LCP image ${lcpImage.why}`);
    }
  } finally {
    await chrome.kill();
    await shop.stop();
  }

  const header = [
    'page',
    'perf',
    'range',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
    'host index',
    'steady',
    'fastest',
    'LCP element',
  ];
  const rows = Object.entries(results).map(([name, r]) => [
    name,
    String(r.performance),
    `${r.performanceRange[0]}-${r.performanceRange[1]}`,
    String(r.fcpMs),
    String(r.lcpMs),
    String(r.tbtMs),
    String(r.cls),
    String(r.siMs),
    `${r.indexRange[0]}-${r.indexRange[1]}`,
    `${r.steadyRuns}/${r.runs}`,
    `${r.enforced.performance}/${r.enforced.tbtMs}ms/${r.enforced.lcpMs}ms`,
    r.lcpImage.kind === 'image' ? `img (${r.lcpImage.why})` : r.lcpImage.kind,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === header.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const [name, r] of Object.entries(results))
    if (r.flagged.length) console.log(`${name} flagged: ${r.flagged.join(', ')}`);
  for (const p of problems) console.log(`BUDGET ${p}`);
  for (const p of unjudged)
    console.log(
      `NOT JUDGED ${p}: fewer than ${MIN_STEADY} steady runs, or their TBT spread by more than ${MAX_TBT_SPREAD}x (a run is steady when the host read a benchmarkIndex of ${JUDGED_FROM_INDEX} or more before and after it and other work took at most ${MAX_OTHER_CORES} of a core; decisions 079, 112)`,
    );
  console.log(
    `BENCH ${JSON.stringify({ bench: 'lighthouse', at: new Date().toISOString(), cpuMultiplier: multiplier, calibratedFrom: benchmarkIndex, budgets: BUDGETS, pages: results, ok: problems.length === 0 })}`,
  );
  if (ci && problems.length) process.exit(1);
  if (ci && unjudged.length) process.exit(NOT_JUDGED_EXIT);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
