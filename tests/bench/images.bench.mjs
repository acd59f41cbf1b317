#!/usr/bin/env node
/**
 * The image budget (issue 41, decision 097): what a product card's photo costs a phone. For the
 * first product cards of the home page and a category page (in Dutch), the <picture>'s AVIF and
 * WebP srcsets and its `sizes`, as a 390 px wide phone at device pixel ratio 2 reads them: the slot
 * width from `sizes` at a 390 px viewport, times 2, and the smallest candidate at least that wide
 * (what browsers pick with an empty cache). Each picked file is fetched as the browser would ask
 * (Accept naming AVIF and WebP) and weighed. Budget: at most 25 KB each (AVIF and WebP). Also
 * reported, not budgeted: the product page's main photo and the home hero at the same phone.
 *
 *   node tests/bench/images.bench.mjs            build first (node build.mjs); starts OUT_DIR's shop;
 *                                                fails (exit 1) when a card image is over budget (also --ci)
 *   node tests/bench/images.bench.mjs --url http://127.0.0.1:3000   measure a running shop
 *
 * Prints a table and one JSON line (`BENCH {...}`).
 */
import { startShop } from './client.bench.mjs';

/** A card photo at 2× on a phone, per format. */
export const CARD_IMAGE_BUDGET = 25 * 1024;
const PHONE = { width: 390, dpr: 2 };

/** The slot width in CSS px that `sizes` gives at this viewport width (media conditions: max-width/min-width in px). */
export function slotWidth(sizes, viewport) {
  for (const part of sizes.split(',').map((s) => s.trim())) {
    const m = /^(?:\((max|min)-width:\s*(\d+)px\)\s+)?(.+)$/.exec(part);
    if (!m) continue;
    const [, kind, px, length] = m;
    const applies = !kind || (kind === 'max' ? viewport <= Number(px) : viewport >= Number(px));
    if (!applies) continue;
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(length);
    if (vw) return (Number(vw[1]) / 100) * viewport;
    const cssPx = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (cssPx) return Number(cssPx[1]);
  }
  return viewport;
}

/** The candidate a browser picks: the smallest at least `needed` pixels wide, else the largest. */
export function pick(srcSet, needed) {
  const candidates = srcSet
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates.find((c) => c.width >= needed) ?? candidates.at(-1);
}

/** The <picture>s of a page whose <img> has this class. */
export function picturesOf(html, className) {
  const found = [];
  for (const m of html.matchAll(/<picture>(.*?)<\/picture>/gs)) {
    const inner = m[1];
    if (!new RegExp(`<img [^>]*class="[^"]*\\b${className}\\b`).test(inner)) continue;
    const source = (type) => {
      const tag = new RegExp(`<source type="${type.replace('/', '\\/')}"[^>]*>`).exec(inner)?.[0] ?? '';
      return {
        srcSet: /srcSet="([^"]*)"/i.exec(tag)?.[1],
        sizes: /sizes="([^"]*)"/.exec(tag)?.[1],
      };
    };
    found.push({ avif: source('image/avif'), webp: source('image/webp') });
  }
  return found;
}

async function weigh(base, url, type) {
  const res = await fetch(new URL(url, base), {
    headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const served = res.headers.get('content-type');
  if (served !== type) throw new Error(`${url}: served as ${served}, not ${type}`);
  return bytes;
}

async function measure(base) {
  const html = async (path) => {
    const res = await fetch(new URL(path, base));
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.text();
  };
  const home = await html('/');
  const category = await html('/espressomachines');
  const productUri = /<a href="(\/[^"]+)" class="product-card-link"/.exec(category)?.[1];
  const product = productUri ? await html(productUri) : '';
  const rows = [];
  const add = async (what, picture, budgeted) => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]) {
      const { srcSet, sizes } = picture[format];
      if (!srcSet || !sizes) throw new Error(`${what}: no ${format} source`);
      const needed = Math.ceil(slotWidth(sizes, PHONE.width) * PHONE.dpr);
      const chosen = pick(srcSet, needed);
      const bytes = await weigh(base, chosen.url, type);
      rows.push({
        what,
        format,
        needed,
        width: chosen.width,
        bytes,
        budget: budgeted ? CARD_IMAGE_BUDGET : null,
      });
    }
  };
  const cards = [
    ...picturesOf(home, 'product-card-photo').slice(0, 4),
    ...picturesOf(category, 'product-card-photo').slice(0, 4),
  ];
  if (cards.length === 0) throw new Error('no product card <picture> on the home or category page');
  for (const [i, card] of cards.entries()) await add(`card ${i + 1}`, card, true);
  const main = picturesOf(product, 'product-photo')[0];
  if (main) await add('product main photo', main, false);
  const hero = picturesOf(home, 'home-hero-image')[0];
  if (hero) await add('home hero', hero, false);
  return rows;
}

async function main() {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const shop = urlAt >= 0 ? { url: args[urlAt + 1], stop: async () => {} } : await startShop();
  let rows;
  try {
    rows = await measure(shop.url);
  } finally {
    await shop.stop();
  }
  console.log(`Images at a ${PHONE.width} px phone, ${PHONE.dpr}×:`);
  console.log('what                   format  needs px  picked w   bytes   budget');
  for (const r of rows)
    console.log(
      `${r.what.padEnd(22)} ${r.format.padEnd(7)} ${String(r.needed).padStart(8)} ${String(r.width).padStart(9)} ${String(r.bytes).padStart(7)}   ${r.budget === null ? '-' : r.bytes <= r.budget ? `≤ ${r.budget}` : `OVER ${r.budget}`}`,
    );
  const over = rows.filter((r) => r.budget !== null && r.bytes > r.budget);
  const cards = rows.filter((r) => r.budget !== null);
  console.log(
    `BENCH ${JSON.stringify({
      bench: 'images',
      card_max_avif: Math.max(...cards.filter((r) => r.format === 'avif').map((r) => r.bytes)),
      card_max_webp: Math.max(...cards.filter((r) => r.format === 'webp').map((r) => r.bytes)),
      budget: CARD_IMAGE_BUDGET,
      over: over.length,
    })}`,
  );
  if (over.length) {
    console.error(`${over.length} card image(s) over ${CARD_IMAGE_BUDGET} bytes`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
