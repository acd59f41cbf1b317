/**
 * `/sitemap.xml` and its child sitemaps (decisions 025, 061). `/sitemap.xml` is always a sitemap
 * index; each child `/sitemap-<kind>-<bucket>.xml` holds one id bucket of pages, categories or
 * products, once per language, each `<url>` with `<xhtml:link rel="alternate" hreflang="nl|en|x-default">`
 * to its pages in both languages and a `<lastmod>`. URLs are absolute under PUBLIC_URL, Dutch
 * without a prefix, English under /en. The first child starts with the home page.
 *
 * Memory does not grow with the catalogue: the index is the API's small summary, kept per data
 * version (the same `GET version` the page caches watch); a child is never held whole but streamed
 * from the API's keyset pages to the response, waiting for 'drain' when the client (or the
 * compressor) is behind. Both answer ETag and Last-Modified of the data version, so a crawler's
 * conditional request gets a 304 without any call to the API.
 *
 * While the API is down the last index is served; a child needs the API and answers 503 with
 * Retry-After (before any byte is sent; a failure mid-stream cuts the response off rather than
 * ending a well-formed but incomplete file).
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { SitemapChild, SitemapEntry, SitemapSummary } from '../../shared/contract/sitemap.ts';
import { createVersionWatcher, fetchDataVersion } from '../data-version.ts';
import type { Logger } from '../logger.ts';
import { createSitemapSource, type SitemapSource } from './sitemap-source.ts';
import {
  childPath,
  homeUris,
  sitemapIndexXml,
  sitemapLocales,
  urisOf,
  urlElements,
  urlsetClose,
  urlsetOpen,
} from './sitemap-xml.ts';

export { absoluteUrl, escapeXml } from './sitemap-xml.ts';

/** The protocol's limits per file: 50,000 URLs and 50 MB (uncompressed). */
const MAX_URLS_PER_FILE = 50_000;
const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;
/** Entries per API call: enough that the calls' latency is small against the writing. */
const PAGE_SIZE = 2_000;
/** Writes are handed to the response in pieces about this big (the compressor's own unit). */
const WRITE_CHUNK = 64 * 1024;
/** Bumped when the markup changes, so that a deploy does not answer 304 for the old markup. */
const MARKUP = '2';

export interface SitemapLimits {
  maxUrls?: number;
  maxBytes?: number;
  /** Entries per API call. */
  pageSize?: number;
}

interface SitemapOptions {
  apiUrl: string;
  publicUrl: string;
  /** Per API call. */
  timeoutMs: number;
  /** How often (at most) the API's data version is asked. */
  versionIntervalMs: number;
  limits?: SitemapLimits;
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** The API's sitemap calls (tests may count them). */
  source?: SitemapSource;
}

interface Child extends SitemapChild {
  path: string;
  /** The first child lists the home page before its entries. */
  home: boolean;
}

interface SitemapIndex {
  /** The data version the watcher reported when this was made. */
  madeFor: string;
  summary: SitemapSummary;
  children: Map<string, Child>;
  xml: string;
  /** The validators the index and every child answer with. */
  tag: string;
  lastModified: string;
}

/**
 * /sitemap.xml and /sitemap-<kind>-<bucket>.xml, in any case, as Express would route them. The app
 * routes only these paths to the step (`app.get(sitemapPaths, …)`): a page request runs none of it.
 */
export const sitemapPaths = /^\/sitemap(?:-(pages|categories|products)-([1-9][0-9]{0,9}))?\.xml\/?$/i;

export function sitemap(options: SitemapOptions): RequestHandler {
  const { publicUrl, timeoutMs, logger } = options;
  const maxUrls = options.limits?.maxUrls ?? MAX_URLS_PER_FILE;
  const maxBytes = options.limits?.maxBytes ?? MAX_BYTES_PER_FILE;
  const pageSize = options.limits?.pageSize ?? PAGE_SIZE;
  // Each entry is one URL per language; the first child also holds the home page's.
  const languages = sitemapLocales.length;
  const width = Math.floor((maxUrls - languages) / languages);
  if (width < 1) throw new RangeError(`maxUrls must be at least ${2 * languages}`);
  const api = options.apiUrl.replace(/\/+$/, '');
  const source = options.source ?? createSitemapSource(api, timeoutMs);
  // Its own watcher of the API's data version (asked only when the sitemap is), as the page caches'.
  const versions = createVersionWatcher(() => fetchDataVersion(api, timeoutMs), options.versionIntervalMs);
  // What else decides the bytes of a file: a new public URL or bucket width is a new file.
  const shape = createHash('sha256')
    .update(`${MARKUP}|${publicUrl}|${width}`)
    .digest('base64url')
    .slice(0, 8);

  let index: SitemapIndex | undefined;
  let loading: { version: string; promise: Promise<SitemapIndex> } | undefined;

  async function load(version: string): Promise<SitemapIndex> {
    const summary = await source.summary(width);
    // Wider buckets than asked for could pass the protocol's limits: not believed.
    if (summary.width > width)
      throw new Error(`the API's sitemap buckets are ${summary.width} wide, not ${width}`);
    const listed: SitemapChild[] = summary.children.length
      ? summary.children
      : // An empty shop still has its home page: one child with nothing else in it.
        [{ kind: 'pages', bucket: 1, first_id: 1, last_id: 0 }];
    const children = new Map<string, Child>();
    for (const [i, c] of listed.entries()) {
      const path = childPath(c.kind, c.bucket);
      children.set(path, { ...c, path, home: i === 0 });
    }
    const lastmod = summary.changed_at;
    index = {
      madeFor: version,
      summary,
      children,
      xml: sitemapIndexXml(publicUrl, [...children.keys()], lastmod),
      tag: `sitemap-${summary.version}-${shape}`,
      lastModified: new Date(lastmod).toUTCString(),
    };
    return index;
  }

  /** The index of the current data version; the last one when the API cannot answer. */
  async function currentIndex(): Promise<SitemapIndex> {
    const version = await versions.current();
    if (index && (index.madeFor === version || version === 'unknown')) return index;
    if (loading?.version !== version) {
      const promise = load(version).finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
      loading = { version, promise };
    }
    try {
      return await loading.promise;
    } catch (error) {
      if (index) {
        logger?.warn('sitemap: the API did not answer its summary; serving the last index', {
          err: String(error),
        });
        return index;
      }
      throw error;
    }
  }

  /** Headers both kinds of file share; true when the client's copy is current (then 304 is sent). */
  function validated(req: Request, res: Response, idx: SitemapIndex, etag: string): boolean {
    res
      .status(200)
      .set('Content-Type', 'application/xml; charset=utf-8')
      .set('Cache-Control', 'public, max-age=600')
      .set('ETag', `W/"${etag}"`)
      .set('Last-Modified', idx.lastModified);
    if (!req.fresh) return false;
    res.status(304).end();
    return true;
  }

  const unavailable = (res: Response) => {
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '30');
    // end, not send: send would add an ETag of its own to the error text.
    res.type('text/plain; charset=utf-8').end('The sitemap is not available right now');
  };

  async function sendChild(req: Request, res: Response, idx: SitemapIndex, child: Child) {
    if (validated(req, res, idx, `${idx.tag}-${child.kind}-${child.bucket}`)) return;
    if (req.method === 'HEAD') return void res.end();
    const lastmod = idx.summary.changed_at;
    const controller = new AbortController();
    const stop = () => controller.abort();
    res.once('close', stop);
    const pages =
      child.last_id >= child.first_id
        ? source.entries(child, pageSize, controller.signal)
        : (async function* () {})();
    try {
      // The first page before the first byte: an API that is down still gets its 503.
      let page: IteratorResult<SitemapEntry[], void>;
      try {
        page = await pages.next();
      } catch (error) {
        logger?.warn('sitemap: the API did not answer a child’s first page', {
          child: child.path,
          err: String(error),
        });
        return unavailable(res);
      }
      const out = createChunkedWriter(res, maxBytes - Buffer.byteLength(urlsetClose));
      out.add(urlsetOpen);
      if (child.home) for (const el of urlElements(publicUrl, homeUris, lastmod)) out.add(el);
      try {
        fill: while (!page.done) {
          for (const entry of page.value) {
            for (const el of urlElements(publicUrl, urisOf(entry.alternates), lastmod, true)) {
              if (!out.add(el)) break fill;
            }
            if (out.pending() >= WRITE_CHUNK && !(await out.flush())) return;
          }
          page = await pages.next();
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!res.headersSent) {
          logger?.warn('sitemap: the API failed before a child’s first byte', {
            child: child.path,
            err: String(error),
          });
          return unavailable(res);
        }
        // Headers are out: a cut-off response, which no crawler takes for the whole file.
        logger?.error('sitemap: a child failed while streaming', { child: child.path, err: String(error) });
        res.destroy(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (out.full)
        logger?.error('sitemap: a child reached the byte limit; later URLs of its bucket are left out', {
          child: child.path,
          maxBytes,
        });
      if (!(await out.flush())) return;
      res.end(urlsetClose);
    } finally {
      res.off('close', stop);
      controller.abort();
      await pages.return(undefined).catch(() => {});
    }
  }

  return async (req, res, next) => {
    const match = sitemapPaths.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let idx: SitemapIndex;
    try {
      idx = await currentIndex();
    } catch (error) {
      logger?.warn('sitemap: no index yet and the API did not answer', { err: String(error) });
      return unavailable(res);
    }
    if (!match[1]) {
      if (validated(req, res, idx, idx.tag)) return;
      return void res.send(idx.xml);
    }
    const child = idx.children.get(childPath(match[1].toLowerCase(), Number(match[2])));
    if (!child) return next();
    await sendChild(req, res, idx, child);
  };
}

/**
 * Collects a file's text and hands it to the response in pieces, honouring backpressure, never
 * past `limit` bytes. `add` answers false (and sets `full`) when a piece would pass the limit;
 * `flush` answers false when the client has gone.
 */
function createChunkedWriter(res: Response, limit: number) {
  let text = '';
  let bytes = 0;
  // One listener each for the response's life: the compressor moves 'drain' listeners to its own
  // stream, where removing them from the response would not find them.
  let wake: (() => void) | undefined;
  const resume = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  res.on('drain', resume);
  res.once('close', resume);
  return {
    full: false,
    add(piece: string): boolean {
      const size = Buffer.byteLength(piece);
      if (bytes + size > limit) {
        this.full = true;
        return false;
      }
      bytes += size;
      text += piece;
      return true;
    },
    pending: () => text.length,
    async flush(): Promise<boolean> {
      if (res.destroyed) return false;
      if (!text) return true;
      const piece = text;
      text = '';
      if (res.write(piece)) return true;
      if (res.destroyed) return false;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      return !res.destroyed;
    },
  };
}
