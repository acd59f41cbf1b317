/**
 * /sitemap.xml, its child sitemaps and /robots.txt over HTTP: the real storefront in front of the
 * real reference API (PGlite from the seeded template), the database read directly as the truth to
 * compare with; and a fake API for paging, limits, validators, backpressure and failures.
 */
import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTranslations, pages, pageTranslations, productTranslations } from '../../api/db/schema.ts';
import { activeProductSlugs } from '../../api/testing/catalogue.ts';
import { createTestApi, type TestApi } from '../../api/testing/test-api.ts';
import type { SitemapEntry, SitemapKind } from '../../shared/contract/sitemap.ts';
import { createApp } from '../app.ts';
import { robotsTxt } from '../middleware/static-assets.ts';
import { captureLogger, listen, type RunningServer, testConfig } from '../test-support.ts';
import { createPageHandler } from './handle-page.ts';
import { absoluteUrl, escapeXml, type SitemapLimits, sitemap } from './sitemap.ts';
import { assertWellFormedXml, fetchSitemap, indexLocs, parseUrls, type UrlEntry } from './sitemap-testing.ts';
import { testManifest } from './test-shop.ts';

const PUBLIC_URL = 'https://shop.example';

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

/** Every URL once, each with nl, en and x-default (Dutch) alternates as the pairs say. */
function expectPairs(urls: UrlEntry[], pairs: string[]) {
  const locs = urls.map((u) => u.loc);
  expect(new Set(locs).size).toBe(locs.length);
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
}

describe('GET /sitemap.xml, its children and /robots.txt from the storefront', () => {
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
      (await activeProductSlugs(db)).map((r) => ({ id: r.id, languageId: r.languageId, uri: `/${r.slug}` })),
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

  it('answers an index of children that list every product, category and content page once per language', async () => {
    const res = await request(shop.url).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const { children, urls } = await fetchSitemap(shop.url, PUBLIC_URL);
    expect([...children.keys()]).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-categories-1.xml',
      '/sitemap-products-1.xml',
    ]);
    for (const text of children.values())
      expect(text).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
    const pairs = await expectedPairs();
    expect(pairs.length).toBeGreaterThan(100);
    expectPairs(urls, pairs);
    expect(urls[0]).toMatchObject({ loc: `${PUBLIC_URL}/` });
    expect(urls[0]!.alternates).toEqual({
      nl: `${PUBLIC_URL}/`,
      en: `${PUBLIC_URL}/en`,
      'x-default': `${PUBLIC_URL}/`,
    });
    // Every URL is absolute under the public URL; English ones carry /en; all have the same lastmod.
    for (const u of urls) expect(u.loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/en`)).length).toBe(urls.length / 2);
    const lastmods = new Set(urls.map((u) => u.lastmod));
    expect(lastmods.size).toBe(1);
    expect([...lastmods][0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(res.text).toContain(`<lastmod>${[...lastmods][0]}</lastmod>`);
  });

  it('splits into children of at most the URL limit, the same URLs as one file would hold', async () => {
    const app = express();
    const calls: string[] = [];
    app.use((req, _res, next) => {
      calls.push(req.url);
      next();
    });
    app.use(
      sitemap({
        apiUrl: apiServer.url,
        publicUrl: PUBLIC_URL,
        timeoutMs: 5000,
        versionIntervalMs: 0,
        limits: { maxUrls: 500, pageSize: 77 },
      }),
    );
    const small = await listen(http.createServer(app));
    try {
      const { children, urls } = await fetchSitemap(small.url, PUBLIC_URL);
      const productChildren = [...children.keys()].filter((p) => p.startsWith('/sitemap-products-'));
      expect(productChildren.length).toBeGreaterThan(8); // 2,114 products, 249 a child
      for (const text of children.values()) expect(parseUrls(text).length).toBeLessThanOrEqual(500);
      expectPairs(urls, await expectedPairs());
    } finally {
      await small.close();
    }
  });

  it('lists a new slug once the catalogue changes (the API’s data version), with a new ETag', async () => {
    const before = await request(shop.url).get('/sitemap-products-1.xml').expect(200);
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
    const after = await request(shop.url)
      .get('/sitemap-products-1.xml')
      .set('If-None-Match', before.headers.etag!)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain(`<loc>${PUBLIC_URL}/${renamed}</loc>`);
    expect(after.text).not.toContain(`<loc>${PUBLIC_URL}/${first!.slug}</loc>`);
  });

  it('answers robots.txt naming the public sitemap URL', async () => {
    const res = await request(shop.url).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('Disallow: /winkelwagen\n');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers only the children the index names', async () => {
    await request(shop.url).get('/sitemap-1.xml').expect(404);
    await request(shop.url).get('/sitemap-products-99.xml').expect(404);
    await request(shop.url).get('/sitemap-customers-1.xml').expect(404);
    await request(shop.url).post('/sitemap-products-1.xml').expect(404);
  });

  it('answers in any case (as Express routes it) and leaves look-alike paths to the pages', async () => {
    expect((await request(shop.url).get('/SITEMAP.XML').expect(200)).text).toContain('<sitemapindex');
    expect((await request(shop.url).get('/Sitemap-Pages-1.xml').expect(200)).text).toContain('<urlset');
    await request(shop.url).get('/sitemap.xml.bak').expect(404);
  });
});

// ── a fake API: the sitemap calls over an in-memory catalogue ───────────────────────────────────

interface FakeApi {
  url: string;
  up: boolean;
  version: string;
  data: Record<SitemapKind, SitemapEntry[]>;
  /** The sitemap calls it answered (path and query). */
  calls: string[];
  /** Fail page calls after this many (mid-stream failure). */
  failPagesAfter?: number;
  close(): Promise<void>;
}

const entry = (id: number, nl: string, en: string): SitemapEntry => ({
  id,
  alternates: [
    { language_id: 1, uri: nl },
    { language_id: 4, uri: en },
  ],
});

async function fakeApi(data: Partial<Record<SitemapKind, SitemapEntry[]>>): Promise<FakeApi> {
  const fake = {
    up: true,
    version: '1',
    data: { pages: [], categories: [], products: [], ...data },
    calls: [] as string[],
  } as Omit<FakeApi, 'url' | 'close'> & { failPagesAfter?: number };
  let pageCalls = 0;
  const server = await listen((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (!fake.up) return json(500, { message: 'down', error: 'internal' });
    if (url.pathname === '/api/version') return json(200, { data: { version: fake.version } });
    if (!url.pathname.startsWith('/api/sitemap')) return json(404, {});
    fake.calls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/sitemap') {
      const width = Number(url.searchParams.get('width'));
      const children = (['pages', 'categories', 'products'] as const).flatMap((kind) => {
        const buckets = new Map<number, number[]>();
        for (const e of fake.data[kind]) {
          const b = Math.floor((e.id - 1) / width) + 1;
          const ids = buckets.get(b) ?? [];
          ids.push(e.id);
          buckets.set(b, ids);
        }
        return [...buckets].map(([bucket, ids]) => ({
          kind,
          bucket,
          first_id: ids[0]!,
          last_id: ids.at(-1)!,
        }));
      });
      return json(200, {
        data: { version: fake.version, changed_at: '2026-11-20T10:00:00Z', width, children },
      });
    }
    pageCalls++;
    if (fake.failPagesAfter !== undefined && pageCalls > fake.failPagesAfter) {
      res.destroy();
      return;
    }
    const kind = url.pathname.slice('/api/sitemap/'.length) as SitemapKind;
    const after = Number(url.searchParams.get('after'));
    const through = Number(url.searchParams.get('through'));
    const limit = Number(url.searchParams.get('limit'));
    const page = fake.data[kind].filter((e) => e.id > after && e.id <= through).slice(0, limit);
    json(200, { data: page, meta: { next_after: page.length === limit ? page.at(-1)!.id : null } });
  });
  return Object.assign(fake, { url: server.url, close: server.close });
}

function storefront(fake: FakeApi, limits: SitemapLimits, logger = captureLogger()) {
  const app = express();
  app.use(
    sitemap({
      apiUrl: fake.url,
      publicUrl: PUBLIC_URL,
      timeoutMs: 1000,
      versionIntervalMs: 0,
      limits,
      logger: logger.logger,
    }),
  );
  app.use((_req, res) => void res.status(404).end());
  return app;
}

describe('child sitemaps from a fake API', () => {
  it('escape what XML must, and page by keyset across page boundaries without gaps or repeats', async () => {
    const products = Array.from({ length: 23 }, (_, i) => entry(i + 1, `/p-${i + 1}`, `/p-${i + 1}-en`));
    products[4] = entry(5, "/a&b'c", '/a-&-b');
    const fake = await fakeApi({ products, pages: [entry(1, '/', '/'), entry(2, '/over-ons', '/about-us')] });
    try {
      const app = storefront(fake, { maxUrls: 30, pageSize: 4 });
      const index = await request(app).get('/sitemap.xml').expect(200);
      assertWellFormedXml(index.text);
      // Width (30 - 2) / 2 = 14 entries a child.
      expect(indexLocs(index.text)).toEqual([
        `${PUBLIC_URL}/sitemap-pages-1.xml`,
        `${PUBLIC_URL}/sitemap-products-1.xml`,
        `${PUBLIC_URL}/sitemap-products-2.xml`,
      ]);
      expect(index.text).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');
      const pagesChild = await request(app).get('/sitemap-pages-1.xml').expect(200);
      // The home page first; the CMS page with uri `/` is not listed again.
      expect(parseUrls(pagesChild.text).map((u) => u.loc)).toEqual([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/en`,
        `${PUBLIC_URL}/over-ons`,
        `${PUBLIC_URL}/en/about-us`,
      ]);
      fake.calls.length = 0;
      const first = await request(app).get('/sitemap-products-1.xml').expect(200);
      assertWellFormedXml(first.text);
      // 14 entries in pages of 4: after 0, 4, 8, 12 (the last one short).
      expect(fake.calls).toEqual([
        '/api/sitemap/products?after=0&through=14&limit=4',
        '/api/sitemap/products?after=4&through=14&limit=4',
        '/api/sitemap/products?after=8&through=14&limit=4',
        '/api/sitemap/products?after=12&through=14&limit=4',
      ]);
      expect(first.text).toContain(`<loc>${PUBLIC_URL}/a&amp;b&apos;c</loc>`);
      expect(first.text).toContain(`hreflang="en" href="${PUBLIC_URL}/en/a-&amp;-b"/>`);
      const second = await request(app).get('/sitemap-products-2.xml').expect(200);
      const urls = [...parseUrls(first.text), ...parseUrls(second.text)];
      expect(urls.filter((u) => !u.loc.startsWith(`${PUBLIC_URL}/en/`)).map((u) => u.loc)).toEqual(
        products.map((p) => absoluteUrl(PUBLIC_URL, p.alternates[0]!.uri, 'nl')),
      );
      expect(urls[9]!.alternates).toEqual({
        nl: `${PUBLIC_URL}/a&b'c`,
        en: `${PUBLIC_URL}/en/a-&-b`,
        'x-default': `${PUBLIC_URL}/a&b'c`,
      });
      for (const u of urls) expect(u.lastmod).toBe('2026-11-20T10:00:00Z');
    } finally {
      await fake.close();
    }
  });

  it('never passes the byte limit: the child ends well-formed and the loss is logged', async () => {
    const products = Array.from({ length: 10 }, (_, i) => entry(i + 1, `/p-${i + 1}`, `/p-${i + 1}-en`));
    const fake = await fakeApi({ products });
    const log = captureLogger();
    try {
      const app = storefront(fake, { maxUrls: 100, maxBytes: 2_000 }, log);
      const child = await request(app).get('/sitemap-products-1.xml').expect(200);
      expect(Buffer.byteLength(child.text)).toBeLessThanOrEqual(2_000);
      assertWellFormedXml(child.text);
      expect(parseUrls(child.text).length).toBeLessThan(20);
      expect(log.lines.some((l) => l.level === 'error' && /byte limit/.test(String(l.msg)))).toBe(true);
    } finally {
      await fake.close();
    }
  });

  it('answers conditional requests with 304 and no call for the rows; a new version changes the ETag', async () => {
    const fake = await fakeApi({ products: [entry(1, '/p', '/p-en')] });
    try {
      const app = storefront(fake, { maxUrls: 10 });
      const index = await request(app).get('/sitemap.xml').expect(200);
      const child = await request(app).get('/sitemap-products-1.xml').expect(200);
      expect(index.headers.etag).toMatch(/^W\/"sitemap-1-[\w-]+"$/);
      expect(child.headers.etag).toBe(index.headers.etag!.replace(/"$/, '-products-1"'));
      expect(child.headers['last-modified']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
      fake.calls.length = 0;
      await request(app).get('/sitemap.xml').set('If-None-Match', index.headers.etag!).expect(304);
      await request(app)
        .get('/sitemap-products-1.xml')
        .set('If-None-Match', `"other", ${child.headers.etag}`)
        .expect(304);
      await request(app)
        .get('/sitemap-products-1.xml')
        .set('If-Modified-Since', child.headers['last-modified']!)
        .expect(304);
      expect(fake.calls).toEqual([]); // the index of this version is kept; no page was asked for
      await request(app).head('/sitemap-products-1.xml').expect(200);
      expect(fake.calls).toEqual([]);
      fake.version = '2';
      const renewed = await request(app)
        .get('/sitemap-products-1.xml')
        .set('If-None-Match', child.headers.etag!)
        .expect(200);
      expect(renewed.headers.etag).toMatch(/^W\/"sitemap-2-/);
      expect(fake.calls.filter((c) => c.startsWith('/api/sitemap?'))).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('while the API is down: 503 before a first index, then the last index; a child 503 with Retry-After', async () => {
    const fake = await fakeApi({ products: [entry(1, '/p', '/p-en'), entry(2, '/q', '/q-en')] });
    try {
      const log = captureLogger();
      const app = storefront(fake, { maxUrls: 10 }, log);
      fake.up = false;
      const down = await request(app).get('/sitemap.xml').expect(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.headers['cache-control']).toBe('no-store');
      await request(app).get('/sitemap-products-1.xml').expect(503);
      fake.up = true;
      const index = await request(app).get('/sitemap.xml').expect(200);
      fake.up = false;
      fake.version = '2';
      const stale = await request(app).get('/sitemap.xml').expect(200);
      expect(stale.text).toBe(index.text);
      const child = await request(app).get('/sitemap-products-1.xml').expect(503);
      expect(child.headers['retry-after']).toBe('30');
      expect(child.headers.etag).toBeUndefined();
      expect(child.text).toBe('The sitemap is not available right now');
      expect(log.lines.some((l) => l.level === 'warn')).toBe(true);
    } finally {
      await fake.close();
    }
  });

  it('cuts the response off when the API fails in the middle of a child, rather than end it well-formed', async () => {
    // Long enough that the first pieces are written (and the headers sent) before the failure.
    const products = Array.from({ length: 2_000 }, (_, i) =>
      entry(i + 1, `/p-${'x'.repeat(200)}-${i + 1}`, `/p-${'y'.repeat(200)}-${i + 1}`),
    );
    const fake = await fakeApi({ products });
    try {
      const log = captureLogger();
      const shop = await listen(http.createServer(storefront(fake, { maxUrls: 10_000, pageSize: 100 }, log)));
      try {
        await request(shop.url).get('/sitemap.xml').expect(200);
        fake.failPagesAfter = 5;
        const outcome = await new Promise<string>((resolve) => {
          http
            .get(`${shop.url}/sitemap-products-1.xml`, (res) => {
              let text = '';
              res.on('data', (c) => {
                text += c;
              });
              res.on('end', () =>
                resolve(`${res.statusCode} ended, complete: ${text.includes('</urlset>')}`),
              );
              res.on('error', () => resolve(`${res.statusCode} cut off`));
            })
            .on('error', (e) => resolve(`request failed: ${e.message}`));
        });
        expect(outcome).toBe('200 cut off');
        expect(log.lines.some((l) => l.level === 'error' && /while streaming/.test(String(l.msg)))).toBe(
          true,
        );
        // A failure before the first byte is still a 503.
        fake.failPagesAfter = 0;
        await request(shop.url).get('/sitemap-products-1.xml').expect(503);
      } finally {
        await shop.close();
      }
    } finally {
      await fake.close();
    }
  });

  it('waits for a slow client (backpressure): pages are asked for as the client reads, not ahead', async () => {
    const products = Array.from({ length: 24_000 }, (_, i) =>
      entry(
        i + 1,
        `/product-with-a-long-slug-${'x'.repeat(60)}-${i + 1}`,
        `/en-product-${'y'.repeat(60)}-${i + 1}`,
      ),
    );
    const fake = await fakeApi({ products });
    const shop = await listen(http.createServer(storefront(fake, { maxUrls: 50_000, pageSize: 100 })));
    try {
      await request(shop.url).get('/sitemap.xml').expect(200);
      fake.calls.length = 0;
      const total = 240; // 24,000 entries in pages of 100
      const { bytes, callsWhilePaused } = await new Promise<{ bytes: number; callsWhilePaused: number }>(
        (resolve, reject) => {
          http
            .get(`${shop.url}/sitemap-products-1.xml`, (res) => {
              res.pause();
              // The storefront writes until the socket's buffers are full, then waits.
              setTimeout(() => {
                const callsWhilePaused = fake.calls.length;
                let bytes = 0;
                res.on('data', (c: Buffer) => {
                  bytes += c.length;
                });
                res.on('end', () => resolve({ bytes, callsWhilePaused }));
                res.resume();
              }, 1_000);
            })
            .on('error', reject);
        },
      );
      expect(callsWhilePaused).toBeLessThan(total / 2);
      expect(fake.calls).toHaveLength(total);
      expect(bytes).toBeGreaterThan(24_000 * 2 * 400);
    } finally {
      await shop.close();
      await fake.close();
    }
  }, 30_000);
});
