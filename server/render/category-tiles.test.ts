/**
 * Category tiles with pictures: the home page's categories and a category page's subcategories,
 * server-rendered by the real storefront in front of the real API, in both languages; the
 * pictures answer through the storefront's /api proxy.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import type { RunningServer } from '../test-support.ts';
import { startStorefront } from './test-shop.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url);
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const bot = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
const get = (path: string) => request(shop.url).get(path).set('User-Agent', bot);
const tilesOf = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<a href="([^"]+)" class="${className}"[^>]*>(.*?)</a>`, 'g'))].map((m) => ({
    href: m[1]!,
    inner: m[2]!,
  }));

describe('category tiles', () => {
  it('show every top category on the home page with its picture and title, in both languages', async () => {
    for (const [path, first] of [
      ['/', '/espressomachines'],
      ['/en', '/en/espresso-machines'],
    ] as const) {
      const { text } = await get(path).expect(200);
      const tiles = tilesOf(text, 'category-tile');
      expect(tiles.length, path).toBeGreaterThanOrEqual(6);
      expect(tiles[0]!.href).toBe(first);
      for (const tile of tiles) {
        // A <picture> (decision 097): AVIF and WebP sources, a JPEG <img> with its size.
        const img = /^<picture>(?:<source [^>]*\/>)+(<img [^>]*\/>)<\/picture>/.exec(tile.inner)?.[1] ?? '';
        expect(tile.inner).toMatch(
          /<source type="image\/avif" srcSet="\/api\/media\/categories\/\d+-[0-9a-f]{32}-\d+\.avif /,
        );
        // Its src the drawing itself (a browser without srcset), its srcset the JPEG widths.
        expect(img).toMatch(
          / src="\/api\/media\/categories\/\d+-[0-9a-f]{32}\.svg" srcSet="\/api\/media\/categories\/\d+-[0-9a-f]{32}-160\.jpg 160w/,
        );
        expect(img).toContain(' alt="" width="160" height="120"');
        expect(tile.inner).toMatch(/<span class="category-tile-title">[^<]+<\/span>$/);
      }
      const src = / src="([^"]+)"/.exec(tiles[0]!.inner.replace(/^<picture>.*?(?=<img )/, ''))![1]!;
      const image = await get(src).expect(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      // Named by its drawing's hash: the answer never changes, cached for a year (issue 41).
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.body.toString()).toMatch(/^<svg [^>]*viewBox="0 0 480 360"/);
      // The JPEG of its srcset is a raster of it.
      const jpeg = await get(src.replace(/\.svg$/, '-160.jpg'))
        .buffer(true)
        .expect(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect([...(jpeg.body as Buffer).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
  });

  it('show a category page’s subcategories with a small picture', async () => {
    for (const [path, child] of [
      ['/espressomachines', '/espressomachines/hendelmachines'],
      ['/en/espresso-machines', '/en/espresso-machines/lever-machines'],
    ] as const) {
      const { text } = await get(path).expect(200);
      const pills = tilesOf(text, 'category-pill');
      expect(pills.map((p) => p.href)).toContain(child);
      for (const pill of pills) {
        expect(pill.inner).toMatch(
          /^<picture>(?:<source [^>]*\/>)+<img [^>]*src="\/api\/media\/categories\/\d+-[0-9a-f]{32}\.svg" srcSet="[^"]+-160\.jpg 160w"/,
        );
        expect(pill.inner).toContain(' alt="" width="32" height="24"');
      }
    }
  });
});
