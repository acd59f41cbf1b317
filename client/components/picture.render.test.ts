/**
 * Photos as <picture> on the server-rendered pages (issue 41, decision 097): product cards, the
 * product gallery's main photo, category tiles and the home hero offer AVIF, then WebP, then a JPEG
 * <img> with srcset and sizes, width and height always set (no layout shift); the product page
 * preloads its first photo's AVIF srcset (type image/avif) with high priority. Every URL in a
 * srcset is one the API serves.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { shopAndApiForThisFile } from '../../server/render/test-shop.ts';
import type { ProductCard } from '../../shared/contract/catalog.ts';

const running = shopAndApiForThisFile();

/** Every <picture> of the HTML, with its sources' types, its srcsets and its <img>'s attributes. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map((m) => {
    const inner = m[1]!;
    const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    const sources = [...inner.matchAll(/<source [^>]*>/g)].map((s) => ({
      type: attr(s[0], 'type'),
      srcSet: attr(s[0], 'srcSet') ?? attr(s[0], 'srcset'),
      sizes: attr(s[0], 'sizes'),
    }));
    const img = /<img [^>]*>/.exec(inner)?.[0] ?? '';
    return {
      sources,
      img: {
        tag: img,
        src: attr(img, 'src'),
        srcSet: attr(img, 'srcSet') ?? attr(img, 'srcset'),
        width: attr(img, 'width'),
        height: attr(img, 'height'),
        className: attr(img, 'class'),
      },
    };
  });
}
const urlsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((c) => c.split(' ')[0]!);

/** A picture as decision 097 has it: AVIF, WebP, then the JPEG <img>, sized. */
function expectPicture(p: ReturnType<typeof pictures>[number], width: string, height: string) {
  expect(p.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  expect(p.sources[0]!.srcSet).toMatch(/\.avif \d+w/);
  expect(p.sources[1]!.srcSet).toMatch(/\.webp \d+w/);
  expect(p.img.srcSet).toMatch(/\.jpg \d+w/);
  // every candidate of a source is at a width the API serves
  for (const set of [...p.sources.map((s) => s.srcSet), p.img.srcSet])
    for (const candidate of (set ?? '').split(', '))
      expect(candidate).toMatch(/-(160|320|480|640|960|1280|1600)\.(avif|webp|jpg) \1w$/);
  expect(p.sources.every((s) => s.sizes)).toBe(true);
  expect([p.img.width, p.img.height]).toEqual([width, height]);
}

describe('photos as <picture>', () => {
  it('on the home page: the hero, the category tiles and the product cards, each URL served', async () => {
    const { text } = await request(running.shop.url).get('/').expect(200);
    const all = pictures(text);
    const hero = all.find((p) => p.img.className === 'home-hero-image');
    expect(hero).toBeDefined();
    expectPicture(hero!, '1200', '300');
    const tiles = all.filter((p) => p.img.className === 'category-tile-image');
    expect(tiles.length).toBeGreaterThan(3);
    for (const tile of tiles) expectPicture(tile, '160', '120');
    const cards = all.filter((p) => p.img.className === 'product-card-photo');
    expect(cards.length).toBeGreaterThanOrEqual(8);
    for (const card of cards) {
      expectPicture(card, '320', '320');
      expect(card.img.src).toMatch(/^\/api\/media\/photos\/[0-9a-f]{32}\.jpg$/);
      expect(urlsOf(card.img.srcSet)).toEqual(
        [160, 320, 480, 640].map((w) => card.img.src!.replace(/\.jpg$/, `-${w}.jpg`)),
      );
    }
    // each of them is served, as the type its source names
    const some = [hero!, tiles[0]!, cards[0]!];
    for (const p of some) {
      for (const [i, type] of ['image/avif', 'image/webp'].entries()) {
        const url = urlsOf(p.sources[i]!.srcSet)[0]!;
        const res = await request(running.api.url).get(url).expect(200);
        expect(res.headers['content-type'], url).toBe(type);
      }
      const jpeg = urlsOf(p.img.srcSet)[0]!;
      await request(running.api.url).get(jpeg).expect(200).expect('Content-Type', 'image/jpeg');
    }
  });

  it("on the product page: the gallery's main photo, preloaded as AVIF with high priority", async () => {
    const listing = await running.queryProducts({ category_id: 1, per_page: 4, page: 1 });
    const card = listing.products.data[0] as ProductCard;
    const { text } = await request(running.shop.url).get(card.uri).expect(200);
    const main = pictures(text).find((p) => p.img.className?.includes('product-photo'));
    expect(main).toBeDefined();
    expectPicture(main!, '640', '640');
    expect(main!.img.tag).toMatch(/loading="eager"/);
    expect(main!.img.tag).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    const head = text.slice(0, text.indexOf('</head>'));
    const preload = /<link rel="preload"[^>]*as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(preload).toMatch(/type="image\/avif"/);
    expect(preload).toMatch(/fetchPriority="high"/i);
    // the very srcset and sizes the <picture>'s AVIF source has, so the preloaded file is the one used
    const srcSet = /imageSrcSet="([^"]*)"|imagesrcset="([^"]*)"/i.exec(preload);
    expect(srcSet?.[1] ?? srcSet?.[2]).toBe(main!.sources[0]!.srcSet);
    const sizes = /imageSizes="([^"]*)"|imagesizes="([^"]*)"/i.exec(preload);
    expect(sizes?.[1] ?? sizes?.[2]).toBe(main!.sources[0]!.sizes);
  });

  it('on the recipes page: each recipe card offers its banner at a card’s width, not the page’s', async () => {
    for (const path of ['/recepten', '/en/recipes']) {
      const { text } = await request(running.shop.url).get(path).expect(200);
      const cards = [...text.matchAll(/<li class="page-card"[^>]*>.*?<\/li>/gs)].flatMap((m) =>
        pictures(m[0]),
      );
      expect(cards.length, path).toBeGreaterThan(1);
      for (const card of cards) {
        expectPicture(card, '1200', '300');
        expect(card.img.src).toMatch(/^\/api\/media\/pages\/\d+-[0-9a-f]{32}\.svg$/);
        // at most 400 CSS pixels on a wide screen: a 1,280-pixel-wide browser takes the 480w file
        expect(card.sources[0]!.sizes).toMatch(/, 400px$/);
      }
    }
  });
});
