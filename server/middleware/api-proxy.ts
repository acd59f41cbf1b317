/**
 * `/api/*` → the shop API (http-proxy-middleware 4), before any body parser so bodies stream.
 *
 * Requests:
 * - only origin-form paths under /api that cannot climb out of it: `..`, `.` segments, `//`,
 *   backslashes, `;`, encoded dots/backslashes/semicolons/NUL/`%25`, control characters and
 *   absolute-form targets → 400, never proxied;
 * - state-changing methods must be same-origin (same-origin.ts) → else 403 `cross_origin`; only
 *   `crossSiteRoutes` (Mollie's webhook, decision 020) may be posted from elsewhere;
 * - the language comes from `lang` (removed from the forwarded URL), else the locale cookie, else
 *   nl, and goes upstream as X-FZ-Language-Id; client X-FZ-*, Authorization, Cookie, Forwarded,
 *   X-Forwarded-*, X-Original-URL, X-Rewrite-URL, x-middleware-subrequest and method overrides
 *   are dropped; Authorization is `Bearer <token>` from our httpOnly cookie only, and
 *   X-FZ-Cart-Token the guest's cart token from our httpOnly cart cookie only (decision 018).
 * Responses:
 * - streamed through, except the token routes (login, an account from a guest order), buffered so the token moves
 *   from the body into the httpOnly cookie; a 2xx login also clears the cart cookie (the API
 *   merged that cart into the customer's);
 * - GET answers that carry the shop's CMS HTML (pages, a product, shop info) are buffered and
 *   sanitised (server/cms-html.ts, decision 022), as the server's own API client does;
 * - an upstream X-FZ-Cart-Token (a guest's new cart) moves into the cart cookie, never to the browser;
 *   likewise X-FZ-Chat-Token (a guest's chat, decision 024) into the chat cookie, sent back upstream
 *   under the same name; the chat's staff calls are not proxied (404);
 * - server-sent event streams pass through unbuffered, idle for at most 45 s (followEventStream);
 * - logout clears the session, cart and chat cookies whatever upstream answers;
 * - upstream Set-Cookie, Server, X-Powered-By and Access-Control-* are dropped; nosniff and
 *   `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'` are forced;
 *   `Cache-Control: no-store` when the request carried a token or cart token, or set one;
 * - upstream 5xx or an off-site redirect → 502 generic JSON; upstream down → 502
 *   `upstream_unavailable`; no answer within PROXY_TIMEOUT_MS → 504 `upstream_timeout`.
 *   Bodies never carry a stack, the upstream host or its text.
 */
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, type Plugin } from 'http-proxy-middleware';
import { isLocale, type Locale, languageIds, localeCookie } from '../../shared/locale.ts';
import { cmsRoute, sanitizeCmsAnswer } from '../cms-html.ts';
import type { Config } from '../config.ts';
import { readAuthToken } from '../cookies/auth.ts';
import { CART_TOKEN_HEADER, isCartToken, readCartToken } from '../cookies/cart.ts';
import { CHAT_TOKEN_HEADER, chatCookie, isChatToken, readChatToken } from '../cookies/chat.ts';
import { cookieOf, sessionCookies } from '../cookies/cookie.ts';
import { badRequest, notFound } from '../errors.ts';
import { redactPath } from '../logger.ts';
import { isDecodablePath, splitTarget } from './redirects.ts';
import { ctxOf, type RequestContext } from './request-context.ts';
import { crossOriginError, isSameOriginRequest, safeMethods } from './same-origin.ts';

interface ApiProxyOptions {
  /** The shop API base URL (origin, optionally with a path prefix). */
  target: string;
  config: Pick<Config, 'PUBLIC_URL' | 'PROXY_TIMEOUT_MS'>;
  /** True once shutdown began: open event streams end (browsers reconnect elsewhere). */
  isDraining?: () => boolean;
}

const apiResponseCsp = "default-src 'none'; frame-ancestors 'none'";

/** Routes whose 2xx JSON body carries `token`, which we move into the cookie (lowercase, no trailing slash). */
const tokenRoutes: ReadonlySet<string> = new Set([
  '/api/customerauth/login',
  // A guest's order becomes an account and is logged in (decision 020).
  '/api/checkout/createaccount',
]);
/**
 * State-changing calls that come from elsewhere by design, passed without the same-origin check:
 * Mollie's webhook (it carries only a payment id; the API reads the status from Mollie itself).
 */
const crossSiteRoutes: ReadonlySet<string> = new Set(['/api/payments/mollie/webhook']);
const logoutRoutes: ReadonlySet<string> = new Set(['/api/customerauth/logout']);

/** Idle limit of a server-sent event stream (three missed 15 s heartbeats). */
const eventStreamIdleMs = 45_000;

/** Largest buffered (token route) upstream body. */
const maxBufferedBody = 1024 * 1024;
/** Largest buffered CMS answer (a list of 100 pages with their HTML), as the server's API client allows. */
const maxCmsBody = 5 * 1024 * 1024;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** False for any /api path that could be normalized into something else upstream. */
export function isSafeApiPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/')) return false;
  if (/[\\;]/.test(rawPath) || rawPath.includes('..')) return false;
  if (/%(2e|5c|3b|00|25)/i.test(rawPath)) return false;
  if (!isDecodablePath(rawPath)) return false;
  const segments = rawPath.split('/').slice(1);
  return segments.every((s, i) => (s === '' ? i === segments.length - 1 : s !== '.'));
}

/** Removes every `lang` pair from a raw query, returning the first valid locale among them. */
export function takeLang(rawQuery: string): { lang: Locale | undefined; query: string } {
  let lang: Locale | undefined;
  const keep: string[] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    if (key === 'lang') {
      const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
      if (!lang && isLocale(value)) lang = value;
      continue;
    }
    keep.push(pair);
  }
  return { lang, query: keep.join('&') };
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Request headers that never go upstream as the client sent them. */
const droppedRequestHeader =
  /^(cookie|authorization|proxy-authorization|proxy-connection|connection|keep-alive|te|trailer|upgrade|forwarded|x-forwarded-.*|x-real-ip|x-original-url|x-rewrite-url|x-middleware-.*|x-http-method-override|x-http-method|x-method-override|x-fz-.*|x-request-id)$/i;

/** Response headers we never pass to the browser. */
const droppedResponseHeader =
  /^(set-cookie|server|x-powered-by|access-control-.*|refresh|clear-site-data|x-fz-cart-token|x-fz-chat-token)$/i;
const hopByHop =
  /^(connection|keep-alive|transfer-encoding|trailer|upgrade|proxy-.*|content-length|content-encoding)$/i;

interface ProxyState {
  ctx: RequestContext;
  startedAt: number;
  timer?: NodeJS.Timeout;
  timedOut: boolean;
  proxyReq?: ClientRequest;
  /** The request carried our auth or cart cookie: the answer is this visitor's. */
  authenticated: boolean;
  /** The request carried a guest cart token (a successful login merges that cart). */
  hadCart: boolean;
  /** A GET whose answer carries CMS HTML: its decoded, lower-case path (server/cms-html.ts). */
  cmsPath?: string;
}

const states = new WeakMap<IncomingMessage, ProxyState>();

function timeoutError(): Error {
  return Object.assign(new Error('Upstream did not answer in time'), { code: 'UPSTREAM_TIMEOUT' });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', apiResponseCsp);
  res.end(json);
}

const failures = {
  unavailable: {
    status: 502,
    message: 'The shop service is unavailable, please try again',
    error: 'upstream_unavailable',
  },
  failed: { status: 502, message: 'The shop service could not handle this request', error: 'upstream_error' },
  timeout: { status: 504, message: 'The shop service did not answer in time', error: 'upstream_timeout' },
} as const;

function fail(res: ServerResponse, state: ProxyState | undefined, kind: keyof typeof failures): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const f = failures[kind];
  sendJson(res, f.status, { message: f.message, error: f.error, req_id: state?.ctx.id });
}

function clearTimer(state: ProxyState | undefined) {
  if (state?.timer) clearTimeout(state.timer);
  if (state) state.timer = undefined;
}

function isResponse(x: unknown): x is ServerResponse {
  return typeof (x as ServerResponse | undefined)?.writeHead === 'function';
}

export function apiProxy(options: ApiProxyOptions): RequestHandler {
  const { config } = options;
  const targetUrl = new URL(options.target);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const publicHost = new URL(config.PUBLIC_URL).host;
  const cookies = sessionCookies(config);

  /** Rewrites upstream Location to a same-origin path, or returns false when it points elsewhere. */
  const rewriteLocation = (headers: IncomingHttpHeaders): boolean => {
    const loc = headers.location;
    if (loc === undefined) return true;
    try {
      const u = new URL(loc, targetUrl);
      if (u.origin !== targetUrl.origin && u.origin !== publicOrigin) return false;
      headers.location = `/${u.pathname.replace(/^\/+/, '')}${u.search}${u.hash}`;
      return true;
    } catch {
      return false;
    }
  };

  /**
   * A guest's new token from upstream (the cart's, decision 018; the chat's, decision 024) goes
   * into its own httpOnly cookie; the browser never sees the header.
   */
  const tokenMover =
    (
      header: string,
      isToken: (t: string | undefined) => boolean,
      cookie: { set(res: ServerResponse, v: string): void },
      invalid: string,
    ) =>
    (headers: IncomingHttpHeaders, res: ServerResponse, state: ProxyState | undefined) => {
      const value = headers[header];
      delete headers[header];
      if (value === undefined) return;
      const token = Array.isArray(value) ? value[0] : value;
      if (!isToken(token)) {
        state?.ctx.log.warn(invalid);
        return;
      }
      cookie.set(res, token!);
      if (state) state.authenticated = true;
    };
  const moveCartToken = tokenMover(
    CART_TOKEN_HEADER,
    isCartToken,
    cookies.cart,
    'upstream_cart_token_invalid',
  );
  const chatCookies = chatCookie(config);
  const moveChatToken = tokenMover(
    CHAT_TOKEN_HEADER,
    isChatToken,
    chatCookies,
    'upstream_chat_token_invalid',
  );

  /**
   * A server-sent event stream (the chat's, decision 024) passes through as it comes (compression
   * leaves text/event-stream alone). Its heartbeats come every 15 s, so the idle limit is 45 s
   * rather than PROXY_TIMEOUT_MS. It ends cleanly within a second of shutdown beginning, so a
   * drain does not wait for it (and when the request's signal aborts).
   */
  const followEventStream = (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    if (!/^text\/event-stream\b/i.test(String(proxyRes.headers['content-type'] ?? ''))) return;
    const state = states.get(req);
    state?.proxyReq?.setTimeout(Math.max(config.PROXY_TIMEOUT_MS, eventStreamIdleMs));
    const end = () => {
      proxyRes.unpipe(res);
      proxyRes.destroy();
      if (!res.writableEnded) res.end();
    };
    const forget = state?.ctx.onAbort(end);
    const draining = setInterval(() => options.isDraining?.() && end(), 1000);
    draining.unref();
    res.once('close', () => {
      clearInterval(draining);
      forget?.();
    });
  };

  const sanitizeResponseHeaders = (
    headers: IncomingHttpHeaders,
    res: ServerResponse,
    state: ProxyState | undefined,
  ) => {
    moveCartToken(headers, res, state);
    moveChatToken(headers, res, state);
    for (const key of Object.keys(headers)) if (droppedResponseHeader.test(key)) delete headers[key];
    headers['x-content-type-options'] = 'nosniff';
    headers['content-security-policy'] = apiResponseCsp;
    if (state?.authenticated) headers['cache-control'] = 'no-store';
  };

  /** Checks common to both modes; false when the response was already replaced by a 502. */
  const acceptUpstream = (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): boolean => {
    const state = states.get(req);
    clearTimer(state);
    const status = proxyRes.statusCode ?? 502;
    if (state) {
      state.ctx.logFields.upstream_ms = Math.round(performance.now() - state.startedAt);
      state.ctx.logFields.upstream_status = status;
    }
    if (status >= 500 || !rewriteLocation(proxyRes.headers)) {
      state?.ctx.log.warn('upstream_bad_response', { upstream_status: status });
      proxyRes.resume();
      fail(res, state, 'failed');
      return false;
    }
    sanitizeResponseHeaders(proxyRes.headers, res, state);
    return true;
  };

  const handleTokenResponse = async (
    proxyRes: IncomingMessage,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    const state = states.get(req);
    if (!acceptUpstream(proxyRes, req, res)) return;
    let body: Buffer;
    try {
      body = await readBody(proxyRes, String(proxyRes.headers['content-encoding'] ?? ''));
    } catch (err) {
      state?.ctx.log.warn('upstream_body_failed', { err });
      if (!res.headersSent) fail(res, state, 'failed');
      else res.destroy();
      return;
    }
    if (res.destroyed || res.writableEnded) return;
    const status = proxyRes.statusCode ?? 502;
    if (status >= 200 && status < 300) {
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        state?.ctx.log.warn('upstream_token_body_invalid');
        return fail(res, state, 'failed');
      }
      const token = takeToken(json);
      if (token !== undefined) {
        if (!/^[\x21-\x7e]{1,3800}$/.test(token)) {
          state?.ctx.log.warn('upstream_token_invalid');
          return fail(res, state, 'failed');
        }
        cookies.auth.set(res, token);
      }
      // The API moved the guest cart into the customer's (scart_items_merged): its token is spent.
      if (state?.hadCart) cookies.cart.clear(res);
      body = Buffer.from(JSON.stringify(json));
    }
    for (const [key, value] of Object.entries(proxyRes.headers)) {
      if (value !== undefined && !hopByHop.test(key)) res.setHeader(key, value);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', body.length);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** A CMS answer: buffered, its HTML sanitised, then sent with the upstream's headers (decision 022). */
  const handleCmsResponse = async (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
    const state = states.get(req);
    if (!acceptUpstream(proxyRes, req, res)) return;
    let body: Buffer;
    try {
      body = await readBody(proxyRes, String(proxyRes.headers['content-encoding'] ?? ''), maxCmsBody);
    } catch (err) {
      state?.ctx.log.warn('upstream_body_failed', { err });
      if (!res.headersSent) fail(res, state, 'failed');
      else res.destroy();
      return;
    }
    if (res.destroyed || res.writableEnded) return;
    const status = proxyRes.statusCode ?? 502;
    // Whatever its content type says: a 2xx body the browser could parse as JSON is sanitised.
    if (status >= 200 && status < 300 && body.length > 0) {
      try {
        const json: unknown = JSON.parse(body.toString('utf8'));
        if (!state?.cmsPath) throw new Error('no CMS path');
        body = Buffer.from(JSON.stringify(sanitizeCmsAnswer(state.cmsPath, json)));
      } catch {
        state?.ctx.log.warn('upstream_cms_body_invalid');
        return fail(res, state, 'failed');
      }
    }
    for (const [key, value] of Object.entries(proxyRes.headers)) {
      // The body changed: the upstream's validator no longer names it.
      if (value !== undefined && !hopByHop.test(key) && key !== 'etag') res.setHeader(key, value);
    }
    res.setHeader('Content-Length', body.length);
    res.statusCode = status;
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const events = (mode: 'stream' | 'token' | 'cms'): Plugin => {
    return (proxyServer) => {
      proxyServer.on('proxyReq', (proxyReq, req) => {
        const state = states.get(req);
        if (!state) return;
        state.proxyReq = proxyReq;
        // Idle gaps in the upstream answer count against the same budget.
        proxyReq.setTimeout(config.PROXY_TIMEOUT_MS, () => {
          state.timedOut = true;
          proxyReq.destroy(timeoutError());
        });
      });
      proxyServer.on('proxyRes', (proxyRes, req, res) => {
        if (mode === 'token') {
          void handleTokenResponse(proxyRes, req, res);
          return;
        }
        if (mode === 'cms') {
          void handleCmsResponse(proxyRes, req, res);
          return;
        }
        if (acceptUpstream(proxyRes, req, res)) followEventStream(proxyRes, req, res);
      });
      proxyServer.on('error', (err, req, res) => {
        const state = req ? states.get(req) : undefined;
        clearTimer(state);
        const code = (err as NodeJS.ErrnoException).code;
        if (!isResponse(res)) {
          (res as { destroy?: () => void }).destroy?.();
          return;
        }
        if (res.headersSent || res.writableEnded) {
          state?.ctx.log.warn('upstream_aborted', { code });
          if (!res.writableEnded) res.destroy();
          return;
        }
        if (res.destroyed) return;
        const timedOut = state?.timedOut || code === 'UPSTREAM_TIMEOUT';
        state?.ctx.log.warn(timedOut ? 'upstream_timeout' : 'upstream_error', {
          code,
          upstream_ms: state ? Math.round(performance.now() - state.startedAt) : undefined,
        });
        if (state) state.ctx.logFields.upstream_error = timedOut ? 'timeout' : (code ?? 'error');
        fail(res, state, timedOut ? 'timeout' : 'unavailable');
      });
      proxyServer.on('econnreset', (_err, req) => {
        clearTimer(states.get(req));
        states.get(req)?.ctx.log.debug('client_aborted_proxy');
      });
    };
  };

  const common = {
    target: options.target,
    changeOrigin: true,
    xfwd: false,
    ejectPlugins: true,
  } as const;
  const streamProxy = createProxyMiddleware({
    ...common,
    plugins: [debugProxyErrorsPlugin, events('stream')],
  });
  const tokenProxy = createProxyMiddleware({
    ...common,
    selfHandleResponse: true,
    plugins: [debugProxyErrorsPlugin, events('token')],
  });
  const cmsProxy = createProxyMiddleware({
    ...common,
    selfHandleResponse: true,
    plugins: [debugProxyErrorsPlugin, events('cms')],
  });

  const staffRoutes = ['/api/chat/staff', '/api/search/synonyms'];
  return (req: Request, res: Response, next) => {
    const { path, query } = splitTarget(req.url, req.path);
    if (!isApiPath(req.path) && !isApiPath(path)) return next();

    if (!req.url.startsWith('/') || !isSafeApiPath(path)) {
      return next(badRequest('This API path is not valid', 'bad_path'));
    }
    const route = decodeURIComponent(path).toLowerCase().replace(/\/+$/, '');
    // Staff calls (the chat's, decision 024; search synonyms, decision 046) go to the API directly,
    // never through the shop.
    if (staffRoutes.some((r) => route === r || route.startsWith(`${r}/`))) {
      return next(notFound('This API route does not exist'));
    }
    const crossSite = req.method === 'POST' && crossSiteRoutes.has(route);
    if (!safeMethods.has(req.method) && !crossSite && !isSameOriginRequest(req, publicOrigin)) {
      return next(crossOriginError());
    }

    const ctx = ctxOf(res);
    const taken = takeLang(query);
    const cookieLocale = cookieOf(req, localeCookie.name);
    const locale: Locale = taken.lang ?? (isLocale(cookieLocale) ? cookieLocale : 'nl');
    const token = readAuthToken(req, config);
    const cartToken = readCartToken(req, config);
    const chatToken = readChatToken(req, config);
    req.url = taken.query ? `${path}?${taken.query}` : path;
    // The visitor's address as the trust setting reads it, taken before the client's X-Forwarded-*
    // headers are dropped: read after, it would be the load balancer's, and the API's per-address
    // limits would count every visitor as one (issue 24).
    const clientIp = req.ip ?? req.socket.remoteAddress ?? '';
    const protocol = req.protocol;

    for (const key of Object.keys(req.headers)) if (droppedRequestHeader.test(key)) delete req.headers[key];
    req.headers['x-fz-language-id'] = String(languageIds[locale]);
    req.headers['x-request-id'] = ctx.id;
    req.headers['x-forwarded-for'] = clientIp;
    req.headers['x-forwarded-proto'] = protocol;
    req.headers['x-forwarded-host'] = publicHost;
    if (token) req.headers.authorization = `Bearer ${token}`;
    if (cartToken) req.headers[CART_TOKEN_HEADER] = cartToken;
    if (chatToken) req.headers[CHAT_TOKEN_HEADER] = chatToken;

    const isTokenRoute = req.method === 'POST' && tokenRoutes.has(route);
    const isCmsAnswer = req.method === 'GET' && cmsRoute(route) !== null;
    if (isTokenRoute || isCmsAnswer) req.headers['accept-encoding'] = 'identity';
    // A validator of the unsanitised body must not turn a sanitised answer into a 304.
    if (isCmsAnswer) delete req.headers['if-none-match'];
    if (req.method === 'POST' && logoutRoutes.has(route)) {
      cookies.auth.clear(res);
      if (cartToken) cookies.cart.clear(res);
      if (chatToken) chatCookies.clear(res);
      res.setHeader('Clear-Site-Data', '"cache"');
    }

    const state: ProxyState = {
      ctx,
      startedAt: performance.now(),
      timedOut: false,
      authenticated: Boolean(token || cartToken || chatToken),
      hadCart: Boolean(cartToken),
      cmsPath: isCmsAnswer ? route : undefined,
    };
    states.set(req, state);
    state.timer = setTimeout(() => {
      state.timedOut = true;
      if (state.proxyReq) state.proxyReq.destroy(timeoutError());
      else fail(res, state, 'timeout');
    }, config.PROXY_TIMEOUT_MS);
    res.once('close', () => clearTimer(state));
    ctx.logFields.upstream_path = redactPath(path);

    return (isTokenRoute ? tokenProxy : isCmsAnswer ? cmsProxy : streamProxy)(req, res, next);
  };
}

/** Removes `token` (top level or under `data`) from a login answer and returns it. */
function takeToken(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const obj = json as Record<string, unknown>;
  if (typeof obj.token === 'string') {
    const token = obj.token;
    delete obj.token;
    return token;
  }
  const data = obj.data;
  if (data && typeof data === 'object' && typeof (data as Record<string, unknown>).token === 'string') {
    const token = (data as Record<string, unknown>).token as string;
    delete (data as Record<string, unknown>).token;
    return token;
  }
  return undefined;
}

function readBody(stream: IncomingMessage, encoding: string, max = maxBufferedBody): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        stream.destroy(new Error('Upstream body too large'));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('aborted', () => reject(new Error('Upstream aborted')));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      try {
        const enc = encoding.toLowerCase().trim();
        if (enc === 'gzip' || enc === 'x-gzip') resolve(zlib.gunzipSync(raw, { maxOutputLength: max }));
        else if (enc === 'br') resolve(zlib.brotliDecompressSync(raw, { maxOutputLength: max }));
        else if (enc === 'deflate') resolve(zlib.inflateSync(raw, { maxOutputLength: max }));
        else if (enc === '' || enc === 'identity') resolve(raw);
        else reject(new Error(`Unsupported upstream content-encoding ${enc}`));
      } catch (err) {
        reject(err);
      }
    });
  });
}
