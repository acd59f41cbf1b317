/**
 * `/sitemap.xml` (decision 025): the home page and every product, category and content page, once
 * per language, each with `<xhtml:link rel="alternate" hreflang="nl|en|x-default">` to its pages in
 * both languages (x-default: Dutch, as the pages' own hreflang links). URLs are absolute under
 * PUBLIC_URL, Dutch without a prefix, English under /en.
 *
 * The list comes from the shop API's `GET sitemap` and is built once per data version (the same
 * `GET version` the page caches watch): a catalogue or content change makes the next request build
 * it again; while the API is down the last build is served. Over 50,000 URLs (the protocol's
 * per-file limit) `/sitemap.xml` becomes a sitemap index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
import express, { type RequestHandler, type Response } from 'express';
import type { Locale } from '../../shared/locale.ts';
import { withLocale } from '../../shared/locale.ts';
import { createVersionWatcher, fetchDataVersion } from '../data-version.ts';

export interface SitemapEntry {
  id: number;
  alternates: { language_id: number; uri: string }[];
}
export interface SitemapData {
  products: SitemapEntry[];
  categories: SitemapEntry[];
  pages: SitemapEntry[];
}

/** The protocol's limits per file: 50,000 URLs and 50 MB (uncompressed). */
const MAX_URLS_PER_FILE = 50_000;
const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;

const locales: { locale: Locale; languageId: number }[] = [
  { locale: 'nl', languageId: 1 },
  { locale: 'en', languageId: 4 },
];

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (c) => xmlEntities[c]!);

/** A page's absolute URL: the locale's prefix, percent-encoded as URLs must be. */
export function absoluteUrl(publicUrl: string, uri: string, locale: Locale): string {
  const path = uri.startsWith('/') ? uri : `/${uri}`;
  return new URL(withLocale(path, locale), `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** One `<url>` element per language of a page, each naming all languages and x-default. */
function urlElements(
  publicUrl: string,
  uris: Partial<Record<Locale, string>>,
): { loc: string; xml: string }[] {
  const present = locales.filter(({ locale }) => uris[locale]);
  const links: { hreflang: string; href: string }[] = present.map(({ locale }) => ({
    hreflang: locale,
    href: absoluteUrl(publicUrl, uris[locale]!, locale),
  }));
  const fallback = links.find((l) => l.hreflang === 'nl') ?? links[0];
  if (fallback) links.push({ hreflang: 'x-default', href: fallback.href });
  const alternates = links
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
    .join('');
  return present.map(({ locale }) => {
    const loc = absoluteUrl(publicUrl, uris[locale]!, locale);
    return { loc, xml: `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>` };
  });
}

const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

/**
 * Every `<url>` element of the shop: home, products, categories, content pages. A URL is listed
 * once (the CMS's home page has the uri `/`, which the home page already is).
 */
function sitemapUrls(data: SitemapData, publicUrl: string): string[] {
  const entries = [...data.products, ...data.categories, ...data.pages];
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (uris: Partial<Record<Locale, string>>) => {
    for (const { loc, xml } of urlElements(publicUrl, uris)) {
      if (seen.has(loc)) continue;
      seen.add(loc);
      out.push(xml);
    }
  };
  add({ nl: '/', en: '/' });
  for (const entry of entries) {
    const uris: Partial<Record<Locale, string>> = {};
    for (const { locale, languageId } of locales) {
      const uri = entry.alternates.find((a) => a.language_id === languageId)?.uri;
      if (uri) uris[locale] = uri;
    }
    add(uris);
  }
  return out;
}

/**
 * The files to serve: one urlset when everything fits, else `[index, part1, part2, …]` where the
 * index (served as /sitemap.xml) points at `/sitemap-<n>.xml`. Parts respect both per-file limits.
 */
export function buildSitemapFiles(
  data: SitemapData,
  publicUrl: string,
  limits: { maxUrls?: number; maxBytes?: number } = {},
): { index: string | null; parts: string[] } {
  const maxUrls = limits.maxUrls ?? MAX_URLS_PER_FILE;
  const maxBytes = limits.maxBytes ?? MAX_BYTES_PER_FILE;
  const urls = sitemapUrls(data, publicUrl);
  const parts: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  const overhead = Buffer.byteLength(urlsetOpen) + Buffer.byteLength(urlsetClose);
  for (const url of urls) {
    const size = Buffer.byteLength(url) + 1;
    if (current.length && (current.length >= maxUrls || overhead + bytes + size > maxBytes)) {
      parts.push(`${urlsetOpen}${current.join('\n')}\n${urlsetClose}`);
      current = [];
      bytes = 0;
    }
    current.push(url);
    bytes += size;
  }
  if (current.length) parts.push(`${urlsetOpen}${current.join('\n')}\n${urlsetClose}`);
  if (parts.length <= 1) return { index: null, parts };
  const base = publicUrl.replace(/\/+$/, '');
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
  return { index, parts };
}

interface SitemapOptions {
  apiUrl: string;
  publicUrl: string;
  /** Per API call. */
  timeoutMs: number;
  /** How often (at most) the API's data version is asked. */
  versionIntervalMs: number;
  limits?: { maxUrls?: number; maxBytes?: number };
}

/** GET (and HEAD) /sitemap.xml and, when the index is needed, /sitemap-<n>.xml. */
/** Every path the sitemap router answers: /sitemap.xml and /sitemap-N.xml (a trailing slash too). */
const sitemapPaths = /^\/sitemap(?:-[0-9]+)?\.xml\/?$/i;

export function sitemap(options: SitemapOptions): RequestHandler {
  const { apiUrl, publicUrl, timeoutMs } = options;
  const api = apiUrl.replace(/\/+$/, '');
  // Its own watcher of the API's data version (asked only when the sitemap is), as the page caches'.
  const versions = createVersionWatcher(() => fetchDataVersion(api, timeoutMs), options.versionIntervalMs);

  let built: { version: string; files: ReturnType<typeof buildSitemapFiles> } | undefined;
  let building: { version: string; promise: Promise<ReturnType<typeof buildSitemapFiles>> } | undefined;

  async function load(version: string) {
    const res = await fetch(`${api}/api/sitemap`, {
      signal: AbortSignal.timeout(Math.max(timeoutMs, 10_000)),
    });
    if (!res.ok) throw new Error(`GET /api/sitemap answered ${res.status}`);
    const body = (await res.json()) as { data: SitemapData };
    const files = buildSitemapFiles(body.data, publicUrl, options.limits);
    built = { version, files };
    return files;
  }

  /** The files of the current data version; the last build when the API cannot answer. */
  async function files() {
    const version = await versions.current();
    if (built && (built.version === version || version === 'unknown')) return built.files;
    if (building?.version !== version) {
      const promise = load(version).finally(() => {
        if (building?.promise === promise) building = undefined;
      });
      building = { version, promise };
    }
    try {
      return await building.promise;
    } catch (error) {
      if (built) return built.files;
      throw error;
    }
  }

  const send = (res: Response, xml: string) => {
    res
      .status(200)
      .set('Content-Type', 'application/xml; charset=utf-8')
      .set('Cache-Control', 'public, max-age=600')
      .send(xml);
  };
  const unavailable = (res: Response) => {
    res
      .status(503)
      .set('Cache-Control', 'no-store')
      .set('Retry-After', '30')
      .type('text/plain; charset=utf-8')
      .send('The sitemap is not available right now');
  };

  const router = express.Router();
  router.get('/sitemap.xml', async (_req, res) => {
    let f: ReturnType<typeof buildSitemapFiles>;
    try {
      f = await files();
    } catch {
      return unavailable(res);
    }
    send(res, f.index ?? f.parts[0] ?? `${urlsetOpen}${urlsetClose}`);
  });
  router.get(/^\/sitemap-([1-9][0-9]{0,4})\.xml$/, async (req, res, next) => {
    const n = Number((req.params as Record<string, string>)[0]);
    let f: ReturnType<typeof buildSitemapFiles>;
    try {
      f = await files();
    } catch {
      return unavailable(res);
    }
    const part = f.index ? f.parts[n - 1] : undefined;
    if (!part) return next();
    send(res, part);
  });
  // Other paths skip the router without walking its layers (it matches case-insensitively).
  return (req, res, next) => (sitemapPaths.test(req.path) ? router(req, res, next) : next());
}
