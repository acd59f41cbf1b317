#!/usr/bin/env node
/**
 * Interaction to Next Paint of the shop's everyday interactions (issue 41, "interactions stay
 * instant"), in Debian's chromium (CHROME_PATH, default /usr/bin/chromium; never a download) with
 * its CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, from before the page loads):
 *
 *   mobile menu     the burger on a 390 px phone opens the menu
 *   mega menu       the products menu on a desktop opens
 *   product option  a value of a product's option is chosen (a product with options)
 *   add to cart     a product without options goes into the cart
 *   listing filter  a brand is ticked in a category's filters
 *   zoom            the product photo opens full screen (its first opening, which loads its code)
 *
 * Each attempt is a fresh browser context: the page loads, hydrates, the pointer moves over it
 * (which wakes its islands, client/lib/island.tsx) and the network goes idle, then the interaction,
 * then what it shows is awaited. A PerformanceObserver on 'event' entries (durationThreshold 16,
 * buffered), injected before navigation, collects the entries with an interactionId; the
 * interaction's figure is the largest duration among its entries (INP's definition for one
 * interaction). No entry at all while the browser counted the event: under 16 ms (counted as 16).
 *
 * The budget (≤ 200 ms, web.dev's "good" INP) is judged on an interaction's best attempt, as the
 * latency tail is (decision 041): a shared host's noise only ever lengthens an interaction, so the
 * fastest of a few attempts is the closest to the page's own cost; the median is printed beside it.
 * A miss gets more attempts (`--more`, 2) before it counts.
 *
 *   node tests/bench/inp.bench.mjs             build first (node build.mjs); starts OUT_DIR's shop
 *   node tests/bench/inp.bench.mjs --ci        exits 1 when an interaction's best attempt is over budget
 *   node tests/bench/inp.bench.mjs --attempts 5 --rate 4 --only zoom,mega
 *   node tests/bench/inp.bench.mjs --url http://127.0.0.1:3000    measure a running shop
 *
 * Prints a table, the margin of each best attempt to the budget and one JSON line (`BENCH {...}`).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { pagesOf, startShop } from './client.bench.mjs';

export const INP_BUDGET_MS = 200;
/** Below this the Event Timing API reports nothing (its smallest durationThreshold is 16). */
const FLOOR_MS = 16;

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/146.0.0.0 Mobile Safari/537.36';
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: PHONE_AGENT,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { viewport: { width: 1280, height: 800 }, userAgent: USER_AGENT };
const TIMEOUT_MS = 90_000;

/** Injected before every document: collects the Event Timing entries of interactions. */
function observeInteractions() {
  const w = /** @type {any} */ (window);
  w.__inpEntries = [];
  w.__inpSupported = PerformanceObserver.supportedEntryTypes?.includes('event') ?? false;
  if (!w.__inpSupported) return;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        w.__inpEntries.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          input: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Products the interactions need, found through the shop's API as a browser would ask it. */
async function findProducts(base) {
  const headers = { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
  const res = await fetch(`${base}/api/queryProducts?lang=nl`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ category_id: 1, per_page: 48, page: 1 }),
  });
  if (!res.ok) throw new Error(`queryProducts → ${res.status}`);
  const cards = (await res.json()).products.data;
  let withOptions = null;
  let simple = null;
  for (const card of cards) {
    if (withOptions && simple) break;
    const p = (await (await fetch(`${base}/api/products${card.uri}?lang=nl`)).json()).data.product;
    if (!withOptions && p.has_attributes) withOptions = card.uri;
    if (!simple && !p.has_attributes && p.stock > 0) simple = card.uri;
  }
  if (!withOptions || !simple) throw new Error('no product with options or none in stock without them');
  return { withOptions, simple };
}

/**
 * The interactions: where (path, device), when the page is ready for it, what the visitor does and
 * what it shows once done.
 */
function interactions(paths, products) {
  return [
    {
      name: 'mobile menu',
      device: PHONE,
      path: paths.home,
      act: (page) => page.locator('[data-testid="burger"]').tap(),
      done: (page) => page.locator('[data-testid="burger"][aria-expanded="true"]').waitFor(),
    },
    {
      name: 'mega menu',
      device: DESKTOP,
      path: paths.home,
      act: (page) => page.locator('[data-testid="mega-menu"] > summary').click(),
      done: (page) => page.locator('[data-testid="mega-menu"][open]').waitFor(),
    },
    {
      name: 'product option',
      device: DESKTOP,
      path: `${products.withOptions}?attrs=`,
      ready: (page) => page.locator('[data-testid="attribute-picker"]').waitFor(),
      act: (page) =>
        page
          .locator('[data-testid="attribute-picker"] fieldset.attribute')
          .first()
          .locator('a.attribute-value:not(.is-selected):not(.is-unavailable)')
          .first()
          .click(),
      done: (page) =>
        page
          .locator('[data-testid="attribute-picker"] fieldset.attribute')
          .first()
          .locator('.attribute-value.is-selected')
          .waitFor(),
    },
    {
      name: 'add to cart',
      device: DESKTOP,
      path: products.simple,
      ready: (page) => page.locator('[data-testid="add-to-cart"][data-hydrated]').waitFor(),
      act: (page) => page.locator('[data-testid="add-to-cart"] button[type="submit"]').click(),
      done: (page) => page.locator('[data-testid="toast-success"]').first().waitFor(),
    },
    {
      name: 'listing filter',
      device: DESKTOP,
      path: paths.category,
      ready: (page) => page.locator('[data-testid="listing-filters"][data-ready]').waitFor(),
      act: (page) =>
        page.locator('[data-testid="filter-brands"] input[type="checkbox"]:visible').first().click(),
      done: (page) => page.waitForURL(/[?&]brands=/),
    },
    {
      name: 'zoom',
      device: DESKTOP,
      path: paths.product,
      act: (page) => page.locator('.product-zoom-open').click(),
      done: (page) => page.locator('[data-testid="product-zoom"]').waitFor(),
    },
  ];
}

const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 50));
        requestAnimationFrame(() =>
          requestAnimationFrame(() => idle(() => resolve(undefined), { timeout: 3000 })),
        );
      }),
  );

/** One attempt at one interaction, in a fresh context: its INP and the time until it showed. */
async function attempt(browser, base, item, rate) {
  const context = await browser.newContext({
    ...item.device,
    serviceWorkers: 'block',
    // A returning visitor: consent given (functional), so the consent notice does not cover the page.
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(base).origin, localStorage: [{ name: 'fz-consent', value: 'functional' }] },
      ],
    },
  });
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${base}${item.path}`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.locator('html[data-hydrated="true"]').waitFor();
    if (!(await page.evaluate(() => /** @type {any} */ (window).__inpSupported)))
      throw new Error('this chromium has no Event Timing API');
    // Wake the islands (a pointer over the page), let their code come and hydrate, then wait for quiet.
    await page.mouse.move(5, item.device === PHONE ? 300 : 400);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    if (item.ready) await item.ready(page);
    await settle(page);
    const before = await page.evaluate(() => ({
      entries: /** @type {any} */ (window).__inpEntries.length,
      events: ['click', 'pointerup', 'keydown'].reduce(
        (n, t) => n + (performance.eventCounts?.get(t) ?? 0),
        0,
      ),
    }));
    const t0 = performance.now();
    await item.act(page);
    await item.done(page);
    const shownMs = performance.now() - t0;
    // Entries are reported after the paint that follows the interaction.
    await settle(page);
    const after = await page.evaluate(
      (from) => ({
        entries: /** @type {any} */ (window).__inpEntries.slice(from),
        events: ['click', 'pointerup', 'keydown'].reduce(
          (n, t) => n + (performance.eventCounts?.get(t) ?? 0),
          0,
        ),
      }),
      before.entries,
    );
    if (after.events === before.events) throw new Error(`${item.name}: the browser counted no event`);
    const entries = after.entries;
    const inp = entries.length ? Math.max(...entries.map((e) => e.duration)) : FLOOR_MS;
    const worst = entries.toSorted((a, b) => b.duration - a.duration)[0];
    return {
      inpMs: Math.round(inp),
      underFloor: entries.length === 0,
      worstEvent: worst
        ? `${worst.name} (input ${Math.round(worst.input)}, handlers ${Math.round(worst.processing)} ms)`
        : null,
      shownMs: Math.round(shownMs),
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

async function main() {
  const { values: args } = parseArgs({
    options: {
      ci: { type: 'boolean', default: false },
      url: { type: 'string' },
      attempts: { type: 'string' },
      more: { type: 'string', default: '2' },
      rate: { type: 'string', default: '4' },
      only: { type: 'string' },
    },
  });
  const ci = args.ci;
  const attempts = Number(args.attempts ?? (ci ? 3 : 5));
  const more = Number(args.more);
  const rate = Number(args.rate);
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    console.error(
      `No chromium at ${chromePath} (apt-get install chromium, or set CHROME_PATH); never downloaded.`,
    );
    process.exit(ci ? 1 : 0);
  }
  const shop = args.url ? { url: args.url.replace(/\/$/, ''), stop: async () => {} } : await startShop();
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  const problems = [];
  const load = () => loadavg()[0].toFixed(1);
  const loadBefore = load();
  try {
    const paths = await pagesOf(shop.url);
    const products = await findProducts(shop.url);
    // A warm-up load of every page, so the first attempt does not pay for cold server caches.
    for (const path of new Set([...Object.values(paths), products.withOptions, products.simple]))
      await fetch(`${shop.url}${path}`, { headers: { 'user-agent': USER_AGENT } }).then((r) => r.text());
    const wanted = args.only?.split(',').map((s) => s.trim());
    const list = interactions(paths, products).filter(
      (i) => !wanted || wanted.some((w) => i.name.startsWith(w)),
    );
    console.log(
      `CPU slowed ${rate}×, ${attempts} attempts each (a miss: ${more} more), ${availableParallelism()} cores, load average ${loadBefore}`,
    );
    for (const item of list) {
      const runs = [];
      for (let i = 0; i < attempts; i++) runs.push(await attempt(browser, shop.url, item, rate));
      let best = Math.min(...runs.map((r) => r.inpMs));
      if (best > INP_BUDGET_MS)
        for (let i = 0; i < more && best > INP_BUDGET_MS; i++) {
          runs.push(await attempt(browser, shop.url, item, rate));
          best = Math.min(...runs.map((r) => r.inpMs));
        }
      const bestRun = runs.find((r) => r.inpMs === best);
      const result = {
        name: item.name,
        path: item.path,
        device: item.device === PHONE ? 'phone 390 px' : 'desktop 1280 px',
        attempts: runs.length,
        bestMs: best,
        medianMs: median(runs.map((r) => r.inpMs)),
        allMs: runs.map((r) => (r.underFloor ? `<${FLOOR_MS}` : r.inpMs)),
        marginMs: INP_BUDGET_MS - best,
        worstEventOfBest: bestRun?.worstEvent ?? null,
        shownMedianMs: median(runs.map((r) => r.shownMs)),
      };
      results.push(result);
      console.log(
        `${item.name.padEnd(15)} best ${String(best).padStart(4)} ms  median ${String(result.medianMs).padStart(4)} ms  [${result.allMs.join(', ')}]  shown after ${result.shownMedianMs} ms (median, as Playwright sees it)`,
      );
      if (best > INP_BUDGET_MS)
        problems.push(
          `${item.name}: INP ${best} ms > ${INP_BUDGET_MS} ms in the best of ${runs.length} attempts`,
        );
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
  console.log(
    `\nbudget: every interaction's INP ≤ ${INP_BUDGET_MS} ms at ${rate}× CPU slowdown, judged on its best attempt`,
  );
  for (const r of results)
    console.log(
      `${r.name.padEnd(15)} ${r.marginMs >= 0 ? `${r.marginMs} ms under the budget` : `${-r.marginMs} ms OVER the budget`} (best ${r.bestMs} ms, median ${r.medianMs} ms; ${r.device}${r.worstEventOfBest ? `; slowest event ${r.worstEventOfBest}` : ''})`,
    );
  console.log(`load average before ${loadBefore}, after ${load()}`);
  for (const p of problems) console.log(`BUDGET ${p}`);
  console.log(
    `BENCH ${JSON.stringify({ bench: 'inp', at: new Date().toISOString(), cpuSlowdown: rate, budgetMs: INP_BUDGET_MS, interactions: results, ok: problems.length === 0 })}`,
  );
  if (ci && problems.length) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
