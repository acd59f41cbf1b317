/**
 * The page handler: match the route, load the shell and the route's critical data, apply the
 * route's access rule, then stream the document with the status the data decided.
 */

import { Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import { ApiFetchError } from '../../client/lib/fetcher.ts';
import { preloadIslands } from '../../client/lib/island.tsx';
import { languageQueryOf, listingPages } from '../../client/lib/language-switch.ts';
import { isDeferredFailure, type ShellPayload } from '../../client/lib/ssr-data.tsx';
import { accessRedirect } from '../../client/routes/access.ts';
import { matchScreen, routeById, type ScreenName } from '../../client/routes/paths.ts';
import { type PageName, pages } from '../../client/routes/screens.ts';
import { localeCookie } from '../../shared/locale.ts';
import { PRICE_MODE_COOKIE, type PriceMode, parsePriceMode, priceModeOf } from '../../shared/price-mode.ts';
import { createApiClient, UpstreamError } from '../api-client.ts';
import { isBotAgent } from '../bot-agent.ts';
import type { Config } from '../config.ts';
import { cookieOf, readAuthToken, readCartToken } from '../cookies/cookie.ts';
import { createCachedApiClient } from '../data-cache.ts';
import { createVersionWatcher, fetchDataVersion } from '../data-version.ts';
import { ctxOf, type RequestContext, RequestScope } from '../middleware/request-context.ts';
import { newNonce } from '../middleware/security-headers.ts';
import { carriesUrlToken } from '../url-token.ts';
import { type AssetManifest, liveAssetManifest, loadAssetManifest, preloadsFor } from './assets.ts';
import { createLoader } from './load-route-data.ts';
import {
  createMemoryStore,
  createPageCache,
  foreignSetCookies,
  type PageCache,
  type PageStore,
  pageCacheKey,
  servePage,
  teeResponse,
} from './page-cache.ts';
import { type RenderHandle, renderDocument } from './render-document.tsx';
import { staticErrorPage } from './static-error-page.ts';

interface PageHandlerOptions {
  config: Config;
  apiUrl: string;
  /** Folder of the browser build (holds manifest.json). */
  clientDir?: string;
  manifest?: AssetManifest;
  /** The anonymous page cache's store; default: in memory (Redis when main passes one). Ignored when PAGE_CACHE=off. */
  pageStore?: PageStore;
}

/** One render's inputs, from a request or (a background refresh) from a cache key. */
interface PageInput {
  url: string;
  token: string | undefined;
  /** A guest's cart token (decision 018): the header's count and the cart page are server-rendered. */
  cartToken: string | undefined;
  isBot: boolean;
  /** A guest's choice of prices (the `price_mode` cookie; part of the page cache's key). */
  priceMode: PriceMode;
  forcedStatus?: number;
}

/** How a render ended, for the cache: only a clean document render with all its deferred data may be stored. */
interface RenderOutcome {
  handle?: RenderHandle;
  deferredOk?: Promise<boolean>;
}

export interface PageHandler extends RequestHandler {
  /** Renders the branded error page for a status (used by the error handler and for 404s). */
  renderError(req: Request, res: Response, status: number): Promise<void>;
  /** The anonymous page cache (undefined when PAGE_CACHE=off). */
  readonly cache: PageCache | undefined;
}

export function createPageHandler({
  config,
  apiUrl,
  clientDir = 'dist/client',
  manifest,
  pageStore,
}: PageHandlerOptions): PageHandler {
  const upstream = createApiClient({ apiUrl, timeoutMs: config.API_TIMEOUT_MS });
  // The islands' code (client/lib/island.tsx) is in this bundle: loaded once, before any render.
  const islandsReady = preloadIslands();
  // One watcher of the API's data version for both caches: asked at most once per interval.
  const dataVersion = createVersionWatcher(
    () => fetchDataVersion(apiUrl, config.API_TIMEOUT_MS),
    config.PAGE_CACHE_VERSION_INTERVAL_MS,
  );
  const dataCache =
    config.DATA_CACHE === 'on'
      ? createCachedApiClient(upstream, {
          ttlMs: config.DATA_CACHE_TTL_MS,
          staleMs: config.DATA_CACHE_STALE_MS,
          maxEntries: config.DATA_CACHE_MAX_ENTRIES,
          version: () => dataVersion.current(),
        })
      : undefined;
  dataVersion.onChange(() => dataCache?.clear());
  const api = dataCache ?? upstream;
  let assets = manifest ?? loadAssetManifest(clientDir);
  // `npm run dev` rebuilds the browser bundle under this process (decision 086): in development the
  // manifest is read again when it changes, and the cached pages, which name the old chunks, go.
  const currentAssets =
    !manifest && config.NODE_ENV === 'development'
      ? liveAssetManifest(clientDir, () => void cache?.store.clear())
      : () => assets;
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  /** The dealer map's tile server, a public setting the browser needs (undefined: the offline basemap). */
  const mapTiles = config.MAP_TILE_URL
    ? { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION }
    : undefined;

  async function render(
    { url, token, cartToken, isBot, priceMode, forcedStatus }: PageInput,
    res: Response,
    ctx: RequestContext,
  ): Promise<RenderOutcome> {
    const locale = ctx.locale;
    await islandsReady;
    const [pathname = '/', query = ''] = url.split('?');
    const trace = ctx.trace;
    const loader = createLoader({ api, locale, token, cartToken, abort: ctx, requestId: ctx.id, trace });

    let status = forcedStatus ?? 200;
    let customer = null;
    /** A screen that shows the visitor's own data whoever they are (the cart): never cached anywhere. */
    let privateScreen = false;
    try {
      customer = await loader.loadShell();
    } catch (error) {
      // Without the shell's data there is no branded page to render.
      const s = error instanceof UpstreamError && error.status >= 500 ? error.status : 503;
      if (error instanceof UpstreamError && error.code === 'client_aborted') return {};
      ctx.log.error('shell_data_failed', { err: String(error) });
      if (error instanceof UpstreamError) ctx.logFields.upstream_error = error.code; // for /metrics
      res.status(s).setHeader('Content-Type', 'text/html; charset=utf-8');
      if (s === 503) res.setHeader('Retry-After', '30');
      res.end(staticErrorPage(s, locale));
      return {};
    }

    if (forcedStatus === undefined) {
      const matchSpan = trace?.child('route match');
      const { match, id } = matchScreen(pathname);
      const route = routeById(id);
      ctx.logFields.route = id; // the access line's `route`: the screen
      if (trace) {
        matchSpan!.setAttribute('page.screen', id);
        matchSpan!.end();
        trace.route(id);
        trace.span.setAttribute('page.screen', id);
      }
      privateScreen = route.private === true;
      const redirect = accessRedirect(route.access, customer, locale, url);
      if (redirect) {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, redirect);
        return {};
      }
      try {
        // A guarded screen renders inside its access guard, a chunk of its own (screens.ts `pages`).
        if (route.access !== 'off') loader.preload('accessGuard');
        await loader.loadRoute(route.screen, {
          routeId: id,
          params: (match?.params ?? {}) as Record<string, string | undefined>,
          search: new URLSearchParams(query),
          locale,
          pathname,
          customer,
          priceMode: priceModeOf(customer, priceMode),
        });
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'client_aborted') return {};
        // A loader's own "not found" (a deals path that is no category) is the client's typed error.
        status =
          error instanceof UpstreamError || (error instanceof ApiFetchError && error.status >= 400)
            ? error.status
            : 500;
        if (status >= 500) {
          ctx.log.error('route_data_failed', { err: String(error) });
          if (error instanceof UpstreamError) ctx.logFields.upstream_error = error.code; // for /metrics
        }
      }
    }

    // Islands of the page modules just loaded (the listing's filters) register now: load them too.
    await preloadIslands();
    const loaded = loader.result(customer);
    const failed = status >= 400;
    const modules = failed ? [] : loaded.modules;
    const payload: ShellPayload = {
      critical: loaded.critical,
      deferred: failed ? [] : Object.keys(loaded.pending),
      modules,
      error: failed ? { status, pathname } : null,
      doc: {
        locale,
        publicUrl,
        priceMode,
        ...(mapTiles ? { mapTiles } : {}),
        // A listing's language switch keeps its query (issue 26): worked out here, so the header's
        // code never reads a listing's parameters.
        ...(modules.some((m) => listingPages.has(m as ScreenName))
          ? { languageQuery: languageQueryOf(query) }
          : {}),
        css: assets.css,
        entry: assets.entry,
        preload: preloadsFor(
          assets,
          modules.map((m) => `client/routes/${pages[m as PageName].source}.tsx`),
          locale,
          modules.flatMap((m) => pages[m as PageName].sections),
        ),
      },
    };
    if (loaded.timings.length) res.setHeader('Server-Timing', loaded.timings.join(', '));
    const pending = failed ? {} : loaded.pending;
    const handle = renderDocument({
      res,
      ctx,
      status,
      url,
      payload,
      pending,
      isBot,
      streamTimeoutMs: config.STREAM_TIMEOUT_MS,
      headers: {
        'Cache-Control': carriesUrlToken(pathname)
          ? 'no-store'
          : customer || token || cartToken || privateScreen
            ? 'private, no-store'
            : 'no-cache',
        ...(status === 503 ? { 'Retry-After': '30' } : {}),
        // A browser's page streams (its shell first, deferred sections as they come): nginx, which
        // buffers a proxied answer by default, passes it on as it comes (decision 075). A crawler's
        // whole document needs no such thing; nginx strips the header before the client sees it.
        ...(isBot ? {} : { 'X-Accel-Buffering': 'no' }),
      },
    });
    if (forcedStatus !== undefined) return {};
    const deferredOk = Promise.all(Object.values(pending)).then((values) => !values.some(isDeferredFailure));
    return { handle, deferredOk };
  }

  const inputOf = (req: Request, forcedStatus?: number): PageInput => ({
    url: req.originalUrl,
    token: readAuthToken(req, config),
    cartToken: readCartToken(req, config),
    isBot: isBotAgent(req.headers['user-agent']),
    priceMode: parsePriceMode(cookieOf(req, PRICE_MODE_COOKIE)),
    forcedStatus,
  });

  const cache =
    config.PAGE_CACHE === 'on'
      ? createPageCache({
          ttlMs: config.PAGE_CACHE_TTL_MS,
          staleMs: config.PAGE_CACHE_STALE_MS,
          maxEntryBytes: Math.min(4 * 1024 * 1024, config.PAGE_CACHE_MAX_BYTES),
          watcher: dataVersion,
          store:
            pageStore ??
            createMemoryStore({
              maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
              maxBytes: config.PAGE_CACHE_MAX_BYTES,
            }),
        })
      : undefined;

  /**
   * Whether a finished render may be stored: a clean document (no render error, abort or failed
   * deferred key), status 200 or 404, the anonymous Cache-Control, and no cookie but the locale's.
   */
  async function storable(res: Response, outcome: RenderOutcome): Promise<boolean> {
    if (!outcome.handle?.clean || !(await outcome.deferredOk)) return false;
    if (res.statusCode !== 200 && res.statusCode !== 404) return false;
    if (res.getHeader('Cache-Control') !== 'no-cache') return false;
    if (!String(res.getHeader('Content-Type') ?? '').startsWith('text/html')) return false;
    return foreignSetCookies(res, localeCookie.name).length === 0;
  }

  /** A stale entry's refresh: the same anonymous render into memory, stored when clean. */
  function refresh(c: PageCache, version: string, key: string, input: PageInput, ctx: RequestContext) {
    const claim = c.claim(version, key);
    if (!claim) return; // someone is already rendering this key
    const log = ctx.log.child({ page_cache: 'refresh' });
    const refreshCtx = new RequestScope(`${ctx.id}-refresh`, log);
    refreshCtx.nonce = newNonce();
    refreshCtx.locale = ctx.locale;
    const sink = new CaptureResponse();
    // A refresh has no client to close on it: give up (and cancel its API calls) after the longest a render may take.
    const deadline = setTimeout(
      () => {
        refreshCtx.abort(new Error('refresh_timeout'));
        sink.destroy();
      },
      config.API_TIMEOUT_MS * 2 + config.STREAM_TIMEOUT_MS + 2000,
    );
    deadline.unref();
    const closed = new Promise<void>((resolve) => sink.once('close', resolve));
    render(input, sink as unknown as Response, refreshCtx)
      .then(async (outcome) => {
        await closed;
        clearTimeout(deadline);
        const ok = sink.writableFinished && (await storable(sink as unknown as Response, outcome));
        await claim.done(
          ok
            ? {
                status: sink.statusCode,
                contentType: String(sink.getHeader('Content-Type')),
                html: sink.body(),
                nonce: refreshCtx.nonce,
              }
            : undefined,
        );
      })
      .catch(async (error) => {
        clearTimeout(deadline);
        log.warn('page_cache_refresh_failed', { err: String(error) });
        await claim.done();
      });
  }

  async function serve(req: Request, res: Response) {
    assets = currentAssets();
    const ctx = ctxOf(res);
    res.vary('Cookie'); // the page depends on the session and price_mode cookies
    const input = inputOf(req);
    if (!cache) return void (await render(input, res, ctx));

    const pathname = input.url.split('?')[0] ?? '/';
    const screenId = matchScreen(pathname).id;
    // A page from the cache is named by its screen too (a render names it at its route match).
    ctx.logFields.route = screenId;
    ctx.trace?.route(screenId);
    const decision = routeById(screenId).private
      ? { bypass: 'private_screen' }
      : pageCacheKey(req, input.url, ctx.locale, config);
    if ('bypass' in decision) {
      res.setHeader('X-Cache', 'BYPASS');
      ctx.logFields.cache = 'BYPASS';
      return void (await render(input, res, ctx));
    }
    const { key } = decision;
    const version = await cache.version();
    let found = await cache.lookup(version, key);
    if (!found) {
      // A render of this key is under way (a burst after a version change): wait for it, briefly.
      const inflight = cache.inflight(version, key);
      if (inflight) {
        await within(inflight, config.API_TIMEOUT_MS);
        found = await cache.lookup(version, key);
      }
    }
    if (found) {
      ctx.logFields.cache = found.state;
      servePage(res, found.page, ctx.nonce, found.state);
      if (found.state === 'STALE')
        refresh(cache, version, key, { ...input, token: undefined, cartToken: undefined }, ctx);
      return;
    }

    res.setHeader('X-Cache', 'MISS');
    ctx.logFields.cache = 'MISS';
    const claim = req.method === 'GET' ? cache.claim(version, key) : undefined;
    if (!claim) return void (await render(input, res, ctx));
    const tee = teeResponse(res, Math.min(4 * 1024 * 1024, config.PAGE_CACHE_MAX_BYTES));
    let outcome: RenderOutcome = {};
    const finished = new Promise<boolean>((resolve) => {
      res.once('finish', () => resolve(true));
      res.once('close', () => resolve(res.writableFinished));
    });
    try {
      outcome = await render(input, res, ctx);
    } finally {
      void finished
        .then(async (ok) => {
          const store = ok && !tee.overflow && (await storable(res, outcome));
          await claim.done(
            store
              ? {
                  status: res.statusCode,
                  contentType: String(res.getHeader('Content-Type')),
                  html: tee.body(),
                  nonce: ctx.nonce,
                }
              : undefined,
          );
        })
        .catch(() => claim.done());
    }
  }

  const handler = ((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    return serve(req, res);
  }) as PageHandler;
  handler.renderError = async (req, res, status) => {
    await render(inputOf(req, status), res, ctxOf(res));
  };
  Object.defineProperty(handler, 'cache', { value: cache });
  return handler;
}

/** Waits for `promise`, at most `ms`. */
async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * The response of a background render: what the render and React's pipe use of an Express
 * response (status, headers, write/end), kept in memory.
 */
class CaptureResponse extends Writable {
  statusCode = 200;
  headersSent = false;
  private readonly headers = new Map<string, string | number | string[]>();
  private readonly chunks: Buffer[] = [];
  constructor() {
    super({ decodeStrings: true });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.headersSent = true;
    this.chunks.push(Buffer.from(chunk));
    callback();
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string | number | string[]) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headers.delete(name.toLowerCase());
  }
  redirect(status: number, _location: string) {
    this.statusCode = status;
    this.end();
  }
  body(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
