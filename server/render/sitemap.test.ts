/**
 * /sitemap.xml and /robots.txt over HTTP: the real storefront in front of the real reference API
 * (PGlite from the seeded template), the database read directly as the truth to compare with.
 */
import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryTranslations,
  pages,
  pageTranslations,
  products,
  productTranslations,
} from '../../api/db/schema.ts';
import { createTestApi, type TestApi } from '../../api/testing/test-api.ts';
import { createApp } from '../app.ts';
import { robotsTxt } from '../middleware/static-assets.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import { createPageHandler } from './handle-page.ts';
import { absoluteUrl, buildSitemapFiles, escapeXml, type SitemapData, sitemap } from './sitemap.ts';
import { testManifest } from './test-shop.ts';

const PUBLIC_URL = 'https://shop.example';

/**
 * A strict enough well-formedness check for the sitemap's XML: one declaration, properly nested and
 * closed elements, quoted attributes, no raw `<` or stray `&` in text or attribute values.
 */
function assertWellFormedXml(xml: string): void {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')) throw new Error('no XML declaration');
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  let roots = 0;
  let m: RegExpExecArray | null;
  let at = 0;
  token.lastIndex = 0;
  // biome-ignore lint/suspicious/noAssignInExpressions: a tokenizer loop
  while ((m = token.exec(body))) {
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      if (entity.test(text)) throw new Error(`stray & in text near ${text.slice(0, 40)}`);
      if (!stack.length && text.trim()) throw new Error('text outside the root element');
      continue;
    }
    if (attrs && entity.test(attrs)) throw new Error(`stray & in attributes of <${name}>`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
  }
  if (at !== body.length) throw new Error(`unparseable XML at ${body.slice(at, at + 60)}`);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
}

interface UrlEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseUrls(xml: string): UrlEntry[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e]!);
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner]) => ({
    loc: unescapeXml(/<loc>(.*?)<\/loc>/.exec(inner!)![1]!),
    alternates: Object.fromEntries(
      [...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang!, unescapeXml(href!)],
      ),
    ),
  }));
}

describe('the sitemap’s pure parts', () => {
  it('escapes XML and makes absolute, percent-encoded URLs with the locale prefix', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(absoluteUrl('https://shop.example/', '/koffie', 'nl')).toBe('https://shop.example/koffie');
    expect(absoluteUrl('https://shop.example', '/coffee', 'en')).toBe('https://shop.example/en/coffee');
    expect(absoluteUrl('https://shop.example', '/', 'en')).toBe('https://shop.example/en');
    expect(absoluteUrl('https://shop.example', '/crème brûlée', 'nl')).toBe(
      'https://shop.example/cr%C3%A8me%20br%C3%BBl%C3%A9e',
    );
  });

  const data: SitemapData = {
    products: [
      {
        id: 1,
        alternates: [
          { language_id: 1, uri: '/a&b' },
          { language_id: 4, uri: '/a-and-b' },
        ],
      },
      {
        id: 2,
        alternates: [
          { language_id: 1, uri: '/x' },
          { language_id: 4, uri: '/y' },
        ],
      },
    ],
    categories: [
      {
        id: 3,
        alternates: [
          { language_id: 1, uri: '/cat' },
          { language_id: 4, uri: '' },
        ],
      },
    ],
    pages: [],
  };

  it('writes one <url> per page and language, each naming nl, en and x-default (Dutch)', () => {
    const { index, parts } = buildSitemapFiles(data, PUBLIC_URL);
    expect(index).toBeNull();
    expect(parts).toHaveLength(1);
    assertWellFormedXml(parts[0]!);
    const urls = parseUrls(parts[0]!);
    // home ×2, product 1 ×2, product 2 ×2, the category only in Dutch (no English uri)
    expect(urls.map((u) => u.loc)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/en`,
      `${PUBLIC_URL}/a&b`,
      `${PUBLIC_URL}/en/a-and-b`,
      `${PUBLIC_URL}/x`,
      `${PUBLIC_URL}/en/y`,
      `${PUBLIC_URL}/cat`,
    ]);
    expect(parts[0]).toContain('<loc>https://shop.example/a&amp;b</loc>');
    expect(urls[3]!.alternates).toEqual({
      nl: `${PUBLIC_URL}/a&b`,
      en: `${PUBLIC_URL}/en/a-and-b`,
      'x-default': `${PUBLIC_URL}/a&b`,
    });
    expect(urls[6]!.alternates).toEqual({ nl: `${PUBLIC_URL}/cat`, 'x-default': `${PUBLIC_URL}/cat` });
  });

  it('splits into a sitemap index when a file would pass the URL or byte limit', () => {
    const byCount = buildSitemapFiles(data, PUBLIC_URL, { maxUrls: 3 });
    expect(byCount.parts).toHaveLength(3);
    expect(byCount.parts.map((p) => parseUrls(p).length)).toEqual([3, 3, 1]);
    assertWellFormedXml(byCount.index!);
    expect([...byCount.index!.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${PUBLIC_URL}/sitemap-1.xml`,
      `${PUBLIC_URL}/sitemap-2.xml`,
      `${PUBLIC_URL}/sitemap-3.xml`,
    ]);
    const byBytes = buildSitemapFiles(data, PUBLIC_URL, { maxBytes: 1200 });
    expect(byBytes.parts.length).toBeGreaterThan(1);
    for (const part of byBytes.parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(1200);
      assertWellFormedXml(part);
    }
    expect(byBytes.parts.flatMap(parseUrls)).toHaveLength(7);
  });
});

describe('robots.txt', () => {
  it('disallows the private paths in both languages and /api/, and names the sitemap', () => {
    const text = robotsTxt('https://shop.example/');
    for (const path of [
      '/api/',
      '/winkelwagen',
      '/en/checkout',
      '/dashboard',
      '/en/dashboard',
      '/login',
      '/en/login',
      '/dealer-order',
      '/payment-redirect',
      '/reset-password',
      '/offerlink',
      '/review-promotion',
      '/en/review-promotion',
    ])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/\n/);
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toMatch(/\nSitemap: https:\/\/shop\.example\/sitemap\.xml\n$/);
  });
});

describe('GET /sitemap.xml and /robots.txt from the storefront', () => {
  let api: TestApi;
  let apiServer: RunningServer;
  let shop: RunningServer;

  beforeAll(async () => {
    api = await createTestApi();
    apiServer = await listen(http.createServer(api.app));
    const config = testConfig({
      PUBLIC_URL,
      API_URL: apiServer.url,
      PAGE_CACHE_VERSION_INTERVAL_MS: '0',
    });
    const pageHandler = createPageHandler({ config, apiUrl: apiServer.url, manifest: testManifest });
    shop = await listen(
      http.createServer(
        createApp({
          config,
          apiUrl: apiServer.url,
          pageHandler,
          renderErrorPage: pageHandler.renderError,
          logger: captureLogger().logger,
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await apiServer?.close();
    await api?.close();
  });

  /** What the database says should be there: `<nl uri>|<en uri>` per product, category and page. */
  async function expectedPairs(): Promise<string[]> {
    const { db } = api.database;
    const pairs: string[] = [`${PUBLIC_URL}/|${PUBLIC_URL}/en`];
    const group = (rows: { id: number; languageId: number; uri: string }[]) => {
      const by = new Map<number, Record<number, string>>();
      for (const r of rows) by.set(r.id, { ...by.get(r.id), [r.languageId]: r.uri });
      for (const uris of by.values())
        pairs.push(`${absoluteUrl(PUBLIC_URL, uris[1]!, 'nl')}|${absoluteUrl(PUBLIC_URL, uris[4]!, 'en')}`);
    };
    group(
      (
        await db
          .select({
            id: productTranslations.productId,
            languageId: productTranslations.languageId,
            slug: productTranslations.slug,
          })
          .from(productTranslations)
          .innerJoin(products, eq(products.id, productTranslations.productId))
          .where(eq(products.active, true))
      ).map((r) => ({ id: r.id, languageId: r.languageId, uri: `/${r.slug}` })),
    );
    group(
      await db
        .select({
          id: categoryTranslations.categoryId,
          languageId: categoryTranslations.languageId,
          uri: categoryTranslations.uri,
        })
        .from(categoryTranslations),
    );
    group(
      await db
        .select({
          id: pageTranslations.pageId,
          languageId: pageTranslations.languageId,
          uri: pageTranslations.uri,
        })
        .from(pageTranslations)
        .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
        .where(eq(pages.active, true)),
    );
    // The CMS's home page (uri `/`) is the home page: listed once.
    return [...new Set(pairs)];
  }

  it('lists every product, category and content page once per language, with correct alternates', async () => {
    const res = await request(shop.url).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    assertWellFormedXml(res.text);
    expect(res.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = parseUrls(res.text);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length); // each URL once

    const pairs = await expectedPairs();
    expect(pairs.length).toBeGreaterThan(100);
    expect(urls).toHaveLength(pairs.length * 2);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const pair of pairs) {
      const [nl, en] = pair.split('|') as [string, string];
      for (const loc of [nl, en]) {
        const entry = byLoc.get(loc);
        expect(entry, loc).toBeDefined();
        expect(entry!.alternates, loc).toEqual({ nl, en, 'x-default': nl });
      }
    }
    expect(byLoc.get(`${PUBLIC_URL}/`)!.alternates).toEqual({
      nl: `${PUBLIC_URL}/`,
      en: `${PUBLIC_URL}/en`,
      'x-default': `${PUBLIC_URL}/`,
    });
    // Every URL is absolute under the public URL; English ones carry /en.
    for (const u of urls) expect(u.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/en`)).length).toBe(urls.length / 2);
  });

  it('is built again once the catalogue changes (the API’s data version)', async () => {
    const before = await request(shop.url).get('/sitemap.xml').expect(200);
    const { db } = api.database;
    const [first] = await db
      .select({ id: productTranslations.productId, slug: productTranslations.slug })
      .from(productTranslations)
      .where(eq(productTranslations.languageId, 1))
      .limit(1);
    const renamed = `${first!.slug}-vernieuwd`;
    expect(before.text).not.toContain(`${PUBLIC_URL}/${renamed}<`);
    await db
      .update(productTranslations)
      .set({ slug: renamed })
      .where(and(eq(productTranslations.productId, first!.id), eq(productTranslations.languageId, 1)));
    const after = await request(shop.url).get('/sitemap.xml').expect(200);
    expect(after.text).toContain(`<loc>${PUBLIC_URL}/${renamed}</loc>`);
    expect(after.text).not.toContain(`<loc>${PUBLIC_URL}/${first!.slug}</loc>`);
  });

  it('answers robots.txt naming the public sitemap URL', async () => {
    const res = await request(shop.url).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /winkelwagen\n');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers a sitemap part only when there is an index', async () => {
    await request(shop.url).get('/sitemap-1.xml').expect(404);
  });

  it('answers /sitemap.xml in any case (as Express routes it) and leaves look-alike paths to the pages', async () => {
    expect((await request(shop.url).get('/SITEMAP.XML').expect(200)).text).toContain('<urlset');
    await request(shop.url).get('/sitemap.xml.bak').expect(404);
  });
});

describe('the sitemap when the API fails', () => {
  it('answers 503 before a first build, then serves the last build while the API is down', async () => {
    let up = false;
    let version = '1';
    const data: SitemapData = {
      products: [
        {
          id: 1,
          alternates: [
            { language_id: 1, uri: '/p' },
            { language_id: 4, uri: '/p-en' },
          ],
        },
      ],
      categories: [],
      pages: [],
    };
    const fake = await listen((req, res) => {
      if (!up) {
        res.writeHead(500).end('{}');
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/version') res.end(JSON.stringify({ data: { version } }));
      else if (req.url === '/api/sitemap') res.end(JSON.stringify({ data }));
      else res.writeHead(404).end('{}');
    });
    try {
      const app = express();
      app.use(
        sitemap({
          apiUrl: fake.url,
          publicUrl: PUBLIC_URL,
          timeoutMs: 1000,
          versionIntervalMs: 0,
          limits: { maxUrls: 2 },
        }),
      );
      const down = await request(app).get('/sitemap.xml').expect(503);
      expect(down.headers['retry-after']).toBe('30');
      up = true;
      const index = await request(app).get('/sitemap.xml').expect(200);
      expect(index.text).toContain('<sitemapindex');
      const part2 = await request(app).get('/sitemap-2.xml').expect(200);
      expect(parseUrls(part2.text).map((u) => u.loc)).toEqual([`${PUBLIC_URL}/p`, `${PUBLIC_URL}/en/p-en`]);
      await request(app).get('/sitemap-3.xml').expect(404);
      up = false;
      version = '2';
      const stale = await request(app).get('/sitemap-2.xml').expect(200);
      expect(stale.text).toBe(part2.text);
    } finally {
      await fake.close();
    }
  });
});
