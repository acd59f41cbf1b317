/**
 * The anonymous page cache: short-lived, stale-while-revalidate, one render per key at a time.
 *
 * What may be cached, and under which key, is decided here (`pageCacheKey`); the page handler
 * renders, tees the bytes into `capture()`, and serves hits with `servePage()`.
 *
 * - Only anonymous GET/HEAD requests: any of our session cookies (auth, and the guest cart once it
 *   exists) bypasses the cache, and such renders are never stored.
 * - Key: data version, locale, price audience (`price_mode` cookie: gross|net, default gross), user
 *   agent class (crawlers get the whole document, browsers the streamed one: both are cached as
 *   rendered, so a hit is byte-identical to a fresh render for that class) and the exact request
 *   target (path and raw query: the render's only URL input is the request target, so an exact key
 *   can never serve a page rendered for another URL). Long or many-parameter queries bypass.
 * - Stored: status (200 or 404 only), content type and the HTML split at the render's CSP nonce;
 *   a hit joins the parts with the response's own nonce. Never headers: Set-Cookie, Server-Timing
 *   and the rest belong to each response.
 * - Invalidation: the API's data version (GET /api/version) is asked at most once per interval;
 *   entries stored under another version are never served (memory: dropped at once; Redis: the
 *   version is part of the key, old keys expire).
 */

import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import { PRICE_MODE_COOKIE } from '../../shared/price-mode.ts';
import { isBotAgent } from '../bot-agent.ts';
import type { Config } from '../config.ts';
import { cookieHandle, cookieOf, sessionCookieSpecs } from '../cookies/cookie.ts';
import type { VersionWatcher } from '../data-version.ts';
import { carriesUrlToken } from '../url-token.ts';
import { gzipHitBody } from './gzip-hit.ts';

export interface CachedPage {
  status: number;
  contentType: string;
  /** The document split at every occurrence of the render's nonce. */
  parts: Buffer[];
  /** The document's length as rendered (what the store counts). */
  bytes: number;
  /** The render's nonce length: a hit's length is bytes + (parts - 1) × (its nonce length − this). */
  nonceBytes: number;
  /** Date.now() when rendered. */
  storedAt: number;
  /**
   * The parts as raw deflate segments (gzip-hit.ts), when the store keeps them (Redis: made once,
   * when the page is stored, instead of once per hit); the memory store's pages make them on
   * their first gzip hit.
   */
  segments?: Buffer[];
}

/** Where pages live: in this process (LRU) or shared between instances (Redis). */
export interface PageStore {
  get(key: string): CachedPage | undefined | Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): void | Promise<void>;
  /** Everything stored is stale (a new data version): drop it. */
  clear(): void | Promise<void>;
  close?(): Promise<void>;
}

interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  /** Largest document stored (bytes); bigger renders are served but not stored. */
  maxEntryBytes: number;
  store: PageStore;
  /** The API's data version, shared with the data cache (server/data-cache.ts). */
  watcher: VersionWatcher;
  now?: () => number;
}

/** Bounds on what may become a key: anything longer renders uncached. */
const keyLimits = { pathChars: 512, queryChars: 512, queryParams: 16 } as const;

const priceModeCookie = PRICE_MODE_COOKIE;

type KeyDecision = { key: string } | { bypass: string };

/**
 * The cache key of an anonymous request, or why it bypasses the cache. `target` is the request
 * target as rendered (req.originalUrl).
 */
export function pageCacheKey(
  req: IncomingMessage,
  target: string,
  locale: string,
  config: Pick<Config, 'PUBLIC_URL'>,
): KeyDecision {
  if (req.method !== 'GET' && req.method !== 'HEAD') return { bypass: 'method' };
  if (req.headers.cookie) {
    for (const spec of Object.values(sessionCookieSpecs)) {
      // Both spellings: the configured one and the other (a cookie set before a PUBLIC_URL change).
      if (
        cookieOf(req, cookieHandle(spec, config).name) !== undefined ||
        cookieOf(req, spec.baseName) !== undefined ||
        cookieOf(req, `__Host-${spec.baseName}`) !== undefined
      )
        return { bypass: 'session' };
    }
  }
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  const query = q === -1 ? '' : target.slice(q + 1);
  if (path.length > keyLimits.pathChars) return { bypass: 'path' };
  // A page whose URL carries a token (reset, offer link, payment redirect, review promotion) is
  // neither looked up nor kept (in memory or Redis), with or without the token.
  if (carriesUrlToken(path)) return { bypass: 'url_token' };
  if (query.length > keyLimits.queryChars || query.split('&').length > keyLimits.queryParams)
    return { bypass: 'query' };
  const audience = cookieOf(req, priceModeCookie) === 'net' ? 'net' : 'gross';
  const agent = isBotAgent(req.headers['user-agent']) ? 'bot' : 'browser';
  return { key: `${locale}|${audience}|${agent}|${target}` };
}

/** An in-process LRU bounded by entries and bytes (lru-cache; a page larger than `maxBytes` is not kept). */
export function createMemoryStore({
  maxEntries,
  maxBytes,
}: {
  maxEntries: number;
  maxBytes: number;
}): PageStore & { readonly size: number; readonly bytes: number } {
  const entries = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
  });
  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
    get(key) {
      return entries.get(key);
    },
    set(key, page) {
      entries.set(key, page);
    },
    clear() {
      entries.clear();
    },
  };
}

interface Lookup {
  page: CachedPage;
  state: 'HIT' | 'STALE';
}

export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, staleMs, store, maxEntryBytes } = options;
  const now = options.now ?? Date.now;
  const { watcher } = options;
  watcher.onChange(() => void store.clear());
  /** Keys being rendered for the cache (a miss being teed, or a background refresh). */
  const rendering = new Map<string, Promise<void>>();

  const fullKey = (version: string, key: string) => `${version}|${key}`;

  return {
    store,
    version: () => watcher.current(),

    async lookup(version: string, key: string): Promise<Lookup | undefined> {
      const page = await store.get(fullKey(version, key));
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age < ttlMs) return { page, state: 'HIT' };
      if (age < ttlMs + staleMs) return { page, state: 'STALE' };
      return undefined;
    },

    /** The render in flight for a key, if any (a later request may wait for it instead of rendering too). */
    inflight(version: string, key: string): Promise<void> | undefined {
      return rendering.get(fullKey(version, key));
    },

    /**
     * Claims the key for one render; undefined when another render holds it. `done` must be
     * called exactly once, with the document when the render may be stored.
     */
    claim(version: string, key: string) {
      const k = fullKey(version, key);
      if (rendering.has(k)) return undefined;
      let release!: () => void;
      rendering.set(
        k,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return {
        async done(page?: { status: number; contentType: string; html: Buffer; nonce: string }) {
          try {
            // A render that straddled a version change is not stored: nobody would ask for its key again.
            const current = watcher.known();
            if (page && page.html.length <= maxEntryBytes && (current === undefined || current === version)) {
              await store.set(k, toCachedPage(page, now()), ttlMs + staleMs);
            }
          } finally {
            rendering.delete(k);
            release();
          }
        },
      };
    },

    async close() {
      await store.close?.();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** Splits the document at the render's nonce, so each hit can stamp its own in. */
export function toCachedPage(
  page: { status: number; contentType: string; html: Buffer; nonce: string },
  storedAt: number,
): CachedPage {
  const parts: Buffer[] = [];
  const needle = Buffer.from(page.nonce, 'utf8');
  let from = 0;
  if (needle.length > 0) {
    for (let at = page.html.indexOf(needle, from); at !== -1; at = page.html.indexOf(needle, from)) {
      parts.push(page.html.subarray(from, at));
      from = at + needle.length;
    }
  }
  parts.push(page.html.subarray(from));
  return {
    status: page.status,
    contentType: page.contentType,
    parts,
    bytes: page.html.length,
    nonceBytes: needle.length,
    storedAt,
  };
}

/**
 * Answers a request from the cache: the stored status and document, this response's nonce. A
 * client that accepts gzip gets the page's deflate segments, compressed once per cached page, with
 * the nonce between them (gzip-hit.ts, decision 038): no compression per hit. Others get the stored
 * parts and the nonce as they are (one corked write, no copy of the document).
 */
export function servePage(res: Response, page: CachedPage, nonce: string, state: 'HIT' | 'STALE'): void {
  const needle = page.parts.length > 1 ? Buffer.from(nonce, 'utf8') : undefined;
  res.status(page.status);
  res.setHeader('Content-Type', page.contentType);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Cache', state);
  const { req } = res;
  if (req.method === 'GET' && req.headers['accept-encoding'] !== undefined && req.acceptsEncodings('gzip')) {
    const body = gzipHitBody(page, nonce);
    // Already encoded: the compression step leaves it as it is (and still adds Vary).
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    return void res.end(body);
  }
  res.setHeader(
    'Content-Length',
    page.bytes + (needle ? (needle.length - page.nonceBytes) * (page.parts.length - 1) : 0),
  );
  if (res.req.method === 'HEAD') return void res.end();
  res.cork();
  const last = page.parts.length - 1;
  for (let i = 0; i < last; i++) {
    res.write(page.parts[i]);
    res.write(needle);
  }
  res.end(page.parts[last]);
  res.uncork();
}

/**
 * Records every byte written to `res` (after compression's wrapper, so the bytes are the
 * document itself), up to `limit`; `overflow` is set when more was written.
 */
export function teeResponse(res: Response, limit: number) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  // A plain property, not a getter: an object literal's accessor pair lives in the old generation,
  // and its closure would keep this response's chunks there until the next mark-compact.
  const tee = { overflow: false, body: () => Buffer.concat(chunks) };
  const record = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tee.overflow) return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array); // a copy: the writer may reuse its buffer
    bytes += buf.length;
    if (bytes > limit) {
      tee.overflow = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buf);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  return tee;
}

/** Set-Cookie headers other than the locale cookie (which the locale step writes per request). */
export function foreignSetCookies(res: Pick<Response, 'getHeader'>, localeCookieName: string): string[] {
  const raw = res.getHeader('Set-Cookie');
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list.filter((c) => !c.startsWith(`${localeCookieName}=`));
}
