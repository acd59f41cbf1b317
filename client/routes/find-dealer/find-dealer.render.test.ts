/**
 * The find-a-dealer page, server-rendered by the real storefront in front of the real reference API
 * (in-memory PGlite): the dealer list is in the HTML for every search in the URL, so the page works
 * without JavaScript; a configured tile server reaches the browser and the CSP.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../api/testing/test-api.ts';
import { startStorefront } from '../../../server/render/test-shop.ts';
import type { RunningServer } from '../../../server/test-support.ts';

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
let tiles: RunningServer;
const tileUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  shop = await startStorefront(api.url);
  tiles = await startStorefront(api.url, { MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: '&copy; OSM' });
}, 180_000);

afterAll(async () => {
  await tiles?.close();
  await shop?.close();
  await api?.close();
});

const page = (server: RunningServer, path: string) => request(server.url).get(path).expect(200);
const cards = (html: string) => html.match(/data-testid="dealer-card"/g)?.length ?? 0;

describe('the find-a-dealer page', () => {
  it('lists every dealer by country without a search, indexable', async () => {
    const { text } = await page(shop, '/vind-een-dealer');
    expect(text).toContain('<h1>Vind een dealer</h1>');
    expect(text).toContain('data-testid="dealer-countries"');
    expect(cards(text)).toBeGreaterThan(100);
    expect(text).toMatch(/<h2>Nederland <span class="dealer-country-count">/);
    expect(text).toContain('>Distributeur</span>');
    expect(text).not.toContain('noindex');
    // The search is a plain GET form to the page itself.
    expect(text).toMatch(/<form class="locator-search" action="\/vind-een-dealer" method="get"/);
  });

  it('lists the ten nearest to a postcode, with English distances, and is not indexed', async () => {
    const { text } = await page(shop, '/en/find-a-dealer?q=3511%20AB');
    expect(text).toContain('Dealers near 3511 AB');
    expect(text).toContain('Postcode area around Utrecht, Netherlands');
    expect(cards(text)).toBe(10);
    const pills = [...text.matchAll(/data-testid="dealer-distance">([^<]+)</g)].map((m) => m[1]);
    expect(pills).toHaveLength(10);
    for (const pill of pills) expect(pill).toMatch(/^\d+(\.\d)? km$|^\d+ m$/);
    expect(text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('searches from a point, and says when the text names no place (then lists every dealer)', async () => {
    const near = await page(shop, '/vind-een-dealer?lat=51.9225&lng=4.47917&near=Rotterdam');
    expect(near.text).toContain('Dealers bij Rotterdam');
    expect(cards(near.text)).toBe(10);
    const none = await page(shop, '/vind-een-dealer?q=zzzz');
    expect(none.text).toContain('We konden “zzzz” niet vinden');
    expect(cards(none.text)).toBeGreaterThan(100);
    // A point out of range is no search at all.
    expect(cards((await page(shop, '/vind-een-dealer?lat=91&lng=4')).text)).toBeGreaterThan(100);
  });

  it('hands a configured tile server to the browser and lets its images through the CSP', async () => {
    const plain = await page(shop, '/vind-een-dealer');
    expect(plain.text).not.toContain('mapTiles');
    // (after the tile server: GA4's hosts, decision 023)
    expect(plain.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.google-",
    );
    const res = await page(tiles, '/vind-een-dealer');
    expect(res.text).toContain(`"mapTiles":{"url":"${tileUrl}","attribution":"\\u0026copy; OSM"}`);
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org https://*.google-",
    );
  });
});
