/**
 * The upstream answer, by its mode (api-proxy-target.ts `answerModeOf`):
 * - streamed through as it comes, its headers made safe (api-proxy-response-headers.ts); a
 *   server-sent event stream stays open while it is not idle for more than 45 s;
 * - a token route's (login, an account from a guest order) buffered, so the token moves from the
 *   body into the httpOnly cookie; a 2xx login also clears the cart cookie (the API merged that
 *   cart into the customer's);
 * - a GET answer that carries the shop's CMS HTML (pages, a product, shop info) buffered and
 *   sanitised (server/cms-html.ts, decision 022), as the server's own API client does.
 * The API's own refusals pass through as it sent them, status and JSON message: every 4xx, and a
 * 503 with a JSON body (no review-link secret, payments unavailable, the database gone: decision
 * 077); the access line of such a 503 is a warning, not an error (request-context.ts). Any other
 * upstream 5xx (a 500, or a balancer's 502/503/504 page) or an off-site redirect answers the
 * generic 502 instead (api-proxy-state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { sanitizeCmsAnswer } from '../cms-html.ts';
import { hopByHop, rewriteLocation, sanitizeResponseHeaders } from './api-proxy-response-headers.ts';
import { clearTimer, fail, type ProxySetup, type ProxyState, stateOf } from './api-proxy-state.ts';
import type { AnswerMode } from './api-proxy-target.ts';

/** Idle limit of a server-sent event stream (three missed 15 s heartbeats). */
const eventStreamIdleMs = 45_000;
/** Largest buffered (token route) upstream body. */
const maxBufferedBody = 1024 * 1024;
/** Largest buffered CMS answer (a list of 100 pages with their HTML), as the server's API client allows. */
const maxCmsBody = 5 * 1024 * 1024;

/** Answers the browser from the upstream answer, as its mode says. */
export function answerFromUpstream(
  mode: AnswerMode,
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  setup: ProxySetup,
): void {
  if (mode === 'token') void answerBuffered(proxyRes, req, res, setup, tokenAnswer(setup));
  else if (mode === 'cms') void answerBuffered(proxyRes, req, res, setup, cmsAnswer);
  else if (acceptUpstream(proxyRes, req, res, setup)) followEventStream(proxyRes, req, res, setup);
}

/** Checks common to all modes; false when the response was already replaced by a 502. */
function acceptUpstream(
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  setup: ProxySetup,
) {
  const state = stateOf(req);
  clearTimer(state);
  const status = proxyRes.statusCode ?? 502;
  if (state) {
    state.ctx.logFields.upstream_ms = Math.round(performance.now() - state.startedAt);
    state.ctx.logFields.upstream_status = status;
  }
  const refusal = isApiRefusal(status, proxyRes);
  if ((status >= 500 && !refusal) || !rewriteLocation(proxyRes.headers, setup)) {
    state?.ctx.log.warn('upstream_bad_response', { upstream_status: status });
    proxyRes.resume();
    fail(res, state, 'failed');
    return false;
  }
  if (refusal && state) state.ctx.logFields.upstream_refusal = true;
  sanitizeResponseHeaders(proxyRes.headers, res, state, setup);
  return true;
}

/**
 * A 5xx the API chose to send: a 503 whose body is the API's JSON error (`{ message, error }`,
 * api/errors.ts). A balancer's 503 page (HTML), a 500 (a bug) or a 502/504 is not one.
 */
function isApiRefusal(status: number, proxyRes: IncomingMessage): boolean {
  return status === 503 && /^application\/json\s*(;|$)/i.test(String(proxyRes.headers['content-type'] ?? ''));
}

/**
 * A server-sent event stream (the chat's, decision 024) passes through as it comes (compression
 * leaves text/event-stream alone). Its heartbeats come every 15 s, so the idle limit is 45 s
 * rather than PROXY_TIMEOUT_MS. It ends cleanly within a second of shutdown beginning, so a
 * drain does not wait for it (and when the request's signal aborts).
 */
function followEventStream(
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  setup: ProxySetup,
) {
  if (!/^text\/event-stream\b/i.test(String(proxyRes.headers['content-type'] ?? ''))) return;
  const state = stateOf(req);
  state?.proxyReq?.setTimeout(Math.max(setup.config.PROXY_TIMEOUT_MS, eventStreamIdleMs));
  const end = () => {
    proxyRes.unpipe(res);
    proxyRes.destroy();
    if (!res.writableEnded) res.end();
  };
  const forget = state?.ctx.onAbort(end);
  const draining = setInterval(() => setup.isDraining?.() && end(), 1000);
  draining.unref();
  res.once('close', () => {
    clearInterval(draining);
    forget?.();
  });
}

/** How a buffered answer is read and changed. */
interface Buffered {
  /** the most bytes read (decompressed) */
  max: number;
  /** A 2xx body as the browser gets it; undefined when it was refused (and a 502 answered). */
  rewrite: (body: Buffer, res: ServerResponse, state: ProxyState | undefined) => Buffer | undefined;
  /** an upstream header not passed on */
  omitHeader?: string;
  noStore?: boolean;
}

/** A buffered answer: read whole, its 2xx body rewritten, then sent with the upstream's headers. */
async function answerBuffered(
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  setup: ProxySetup,
  { max, rewrite, omitHeader, noStore }: Buffered,
) {
  const state = stateOf(req);
  if (!acceptUpstream(proxyRes, req, res, setup)) return;
  let body: Buffer;
  try {
    body = await readBody(proxyRes, String(proxyRes.headers['content-encoding'] ?? ''), max);
  } catch (err) {
    state?.ctx.log.warn('upstream_body_failed', { err });
    if (!res.headersSent) fail(res, state, 'failed');
    else res.destroy();
    return;
  }
  if (res.destroyed || res.writableEnded) return;
  const status = proxyRes.statusCode ?? 502;
  if (status >= 200 && status < 300) {
    const rewritten = rewrite(body, res, state);
    if (rewritten === undefined) return;
    body = rewritten;
  }
  for (const [key, value] of Object.entries(proxyRes.headers)) {
    if (value !== undefined && !hopByHop.test(key) && key !== omitHeader) res.setHeader(key, value);
  }
  if (noStore) res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A token route's answer: its token moved into the auth cookie; a login spends the guest's cart token. */
const tokenAnswer = ({ cookies }: ProxySetup): Buffered => ({
  max: maxBufferedBody,
  noStore: true,
  rewrite(body, res, state) {
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      state?.ctx.log.warn('upstream_token_body_invalid');
      fail(res, state, 'failed');
      return undefined;
    }
    const token = takeToken(json);
    if (token !== undefined) {
      if (!/^[\x21-\x7e]{1,3800}$/.test(token)) {
        state?.ctx.log.warn('upstream_token_invalid');
        fail(res, state, 'failed');
        return undefined;
      }
      cookies.auth.set(res, token);
    }
    // The API moved the guest cart into the customer's (scart_items_merged): its token is spent.
    if (state?.hadCart) cookies.cart.clear(res);
    return Buffer.from(JSON.stringify(json));
  },
});

/** A CMS answer: its HTML sanitised (decision 022). */
const cmsAnswer: Buffered = {
  max: maxCmsBody,
  // The body changed: the upstream's validator no longer names it.
  omitHeader: 'etag',
  rewrite(body, res, state) {
    // Whatever its content type says: a 2xx body the browser could parse as JSON is sanitised.
    if (body.length === 0) return body;
    try {
      const json: unknown = JSON.parse(body.toString('utf8'));
      if (!state?.cmsPath) throw new Error('no CMS path');
      return Buffer.from(JSON.stringify(sanitizeCmsAnswer(state.cmsPath, json)));
    } catch {
      state?.ctx.log.warn('upstream_cms_body_invalid');
      fail(res, state, 'failed');
      return undefined;
    }
  },
};

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

/** The whole upstream body, decompressed; rejects beyond `max` bytes or for an unknown encoding. */
function readBody(stream: IncomingMessage, encoding: string, max: number): Promise<Buffer> {
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
