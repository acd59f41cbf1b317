/**
 * The header as the server renders it, over HTTP: the real storefront in front of the real reference
 * API (in-memory PGlite). Menu overflow, button items, dealer- and trade-only items, the mega-menu's
 * category tree, the search form without JavaScript, and the compare page's shell.
 */
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../api/testing/test-api.ts';
import { createApp } from '../app.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import { createPageHandler } from './handle-page.ts';
import { loginCookie } from './test-shop.ts';

interface Item {
  id: number;
  title: string;
  uri: string;
  button: boolean;
  dealerOnly: boolean;
  unit4Only: boolean;
}
interface Category {
  id: number;
  title: string;
  link: string;
  uri: string;
  children: Category[];
}

let api: { url: string; close(): Promise<void> };
let shop: RunningServer;
const menus: Record<'nl' | 'en', Item[]> = { nl: [], en: [] };
const trees: Record<'nl' | 'en', Category[]> = { nl: [], en: [] };

const manifest = {
  entry: '/assets/main-TEST.js',
  entryImports: [],
  css: ['/assets/main-TEST.css'],
  modules: {},
};

beforeAll(async () => {
  api = await startTestApi({ port: 0, log: false });
  const config = testConfig({ PUBLIC_URL: 'http://shop.test', API_URL: api.url });
  const pageHandler = createPageHandler({ config, apiUrl: api.url, manifest });
  shop = await listen(
    http.createServer(
      createApp({
        config,
        apiUrl: api.url,
        pageHandler,
        renderErrorPage: pageHandler.renderError,
        logger: captureLogger().logger,
      }),
    ),
  );
  for (const [locale, id] of [
    ['nl', '1'],
    ['en', '4'],
  ] as const) {
    const headers = { 'X-FZ-Language-Id': id };
    const m = await fetch(`${api.url}/api/menus?depth=2`, { headers }).then((r) => r.json());
    menus[locale] = m.data.find((x: { handle: string }) => x.handle === 'header').children;
    trees[locale] = (
      await fetch(`${api.url}/api/categories?breadcrumbs=1`, { headers }).then((r) => r.json())
    ).data;
  }
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await api?.close();
});

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '');
const headerOf = (html: string) =>
  html.match(/<header\b[^>]*data-testid="site-header"[\s\S]*?<\/header>/)?.[0] ?? '';
const section = (html: string, testId: string, tag = 'ul') =>
  html.match(new RegExp(`<${tag}\\b[^>]*data-testid="${testId}"[\\s\\S]*?</${tag}>`))?.[0] ?? '';
/** The texts of the links in a piece of HTML, in order. */
const linkTexts = (html: string) => [...html.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((m) => decode(m[1]!));
const withPrefix = (uri: string, locale: 'nl' | 'en') => (locale === 'en' ? `/en${uri}` : uri);

const login = (email: string) => loginCookie(shop.url, email);

async function header(path: string, cookie?: string): Promise<string> {
  const req = request(shop.url).get(path);
  if (cookie) req.set('Cookie', cookie);
  const res = await req;
  expect(res.status).toBe(200);
  return headerOf(res.text);
}

describe('the header menu', () => {
  for (const [locale, home] of [
    ['nl', '/'],
    ['en', '/en'],
  ] as const) {
    it(`shows a guest (${locale}) every public item in the bar and under More, in the menu's order`, async () => {
      const html = await header(home);
      const publicItems = menus[locale].filter((i) => !i.dealerOnly && !i.unit4Only);
      expect(publicItems.length).toBeGreaterThan(6);
      const bar = section(html, 'top-menu-items');
      const more = section(html, 'more-menu-items');
      expect(linkTexts(bar)).toEqual(publicItems.map((i) => i.title));
      expect(linkTexts(more)).toEqual(publicItems.map((i) => i.title));
      // CSS shows the first 6 / 5 / 4 in the bar per width and the rest under More (nth-child rules).
      expect(bar.match(/class="top-menu-item"/g)).toHaveLength(publicItems.length);
      expect(more.match(/class="more-menu-item"/g)).toHaveLength(publicItems.length);
      expect(html).toContain('class="more-menu more-menu-count-7"');
      expect(html).toMatch(/<details class="more-menu[^"]*"[^>]*data-dropdown="more"/);
      for (const item of publicItems) expect(bar).toContain(`href="${withPrefix(item.uri, locale)}"`);
    });
  }

  it('renders items with the button flag as buttons', async () => {
    const html = await header('/');
    const buttons = menus.nl.filter((i) => i.button && !i.dealerOnly && !i.unit4Only);
    expect(buttons.length).toBeGreaterThan(0);
    const bar = section(html, 'top-menu-items');
    for (const item of buttons)
      expect(bar).toContain(`<a href="${item.uri}" class="button top-menu-button">${item.title}</a>`);
    const plain = menus.nl.find((i) => !i.button && !i.dealerOnly && !i.unit4Only)!;
    expect(bar).toContain(`<a href="${plain.uri}">${plain.title}</a>`);
  });

  it('hides dealer-only and trade-only items from guests and consumers', async () => {
    const hidden = menus.nl.filter((i) => i.dealerOnly || i.unit4Only);
    expect(hidden.length).toBeGreaterThan(0);
    for (const html of [await header('/'), await header('/', await login('klant@demo.nl'))]) {
      const bar = linkTexts(section(html, 'top-menu-items'));
      for (const item of hidden) expect(bar).not.toContain(item.title);
    }
  });

  it('shows a logged-in dealer the dealer-only items (and still not the trade-only ones)', async () => {
    const dealer = await login('dealer@demo.nl');
    for (const path of ['/', '/en']) {
      const locale = path === '/' ? 'nl' : 'en';
      const bar = linkTexts(section(await header(path, dealer), 'top-menu-items'));
      for (const item of menus[locale].filter((i) => i.dealerOnly && !i.unit4Only))
        expect(bar).toContain(item.title);
      for (const item of menus[locale].filter((i) => i.unit4Only && !i.dealerOnly))
        expect(bar).not.toContain(item.title);
    }
  });

  it('shows a trade account the trade-only items', async () => {
    const trade = await login('trade@demo.nl');
    const bar = linkTexts(section(await header('/', trade), 'top-menu-items'));
    for (const item of menus.nl.filter((i) => i.unit4Only)) expect(bar).toContain(item.title);
  });

  it('marks the find-a-dealer item, which opens the dealer locator panel', async () => {
    expect(await header('/')).toMatch(/<a href="\/vind-een-dealer" data-dealer-locator="">/);
    expect(await header('/en')).toMatch(/<a href="\/en\/find-a-dealer" data-dealer-locator="">/);
  });
});

describe('the Products mega-menu', () => {
  for (const [locale, home] of [
    ['nl', '/'],
    ['en', '/en'],
  ] as const) {
    it(`lists the category tree two levels deep (${locale}) in a <details> that works without JavaScript`, async () => {
      const html = await header(home);
      expect(html).toMatch(/<details class="mega-menu" data-dropdown="products"[^>]*><summary>/);
      const panel = html.match(/<div class="mega-menu-panel"[\s\S]*?<\/div>/)?.[0] ?? '';
      const expected = trees[locale].flatMap((c) => [
        `${withPrefix(c.uri, locale)} ${c.link || c.title}`,
        ...c.children.map((child) => `${withPrefix(child.uri, locale)} ${child.link || child.title}`),
      ]);
      const links = [...panel.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
        (m) => `${m[1]} ${decode(m[2]!)}`,
      );
      expect(expected.length).toBeGreaterThan(trees[locale].length);
      expect(links).toEqual(expected);
    });
  }
});

describe('the header search', () => {
  it('is a GET form to the search page that works without JavaScript, in both languages', async () => {
    // It also carries data-hold-submit: with JavaScript, a submit before hydration waits for it.
    expect(await header('/')).toMatch(
      /<form data-hold-submit="" id="header-search" class="header-search" action="\/zoeken" method="get">/,
    );
    expect(await header('/en')).toMatch(
      /<form data-hold-submit="" id="header-search" class="header-search" action="\/en\/search" method="get">/,
    );
    expect(await header('/')).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
  });

  it('submitting it lands on the search page with the term in the box', async () => {
    const res = await request(shop.url).get('/zoeken?q=espresso');
    expect(res.status).toBe(200);
    expect(headerOf(res.text)).toMatch(/<input[^>]*name="q"[^>]*value="espresso"/);
    const en = await request(shop.url).get('/en/search?q=grinder');
    expect(en.status).toBe(200);
    expect(headerOf(en.text)).toMatch(/<input[^>]*name="q"[^>]*value="grinder"/);
  });
});

describe('the compare page', () => {
  for (const path of ['/vergelijken', '/en/compare']) {
    it(`renders its shell at ${path} with 200 and loads the selection in the browser`, async () => {
      const res = await request(shop.url).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).toContain('data-testid="compare-loading"');
      expect(res.text).not.toContain('data-testid="compare-bar"');
      expect(res.text).not.toContain('data-testid="compare-product"');
    });
  }
});
