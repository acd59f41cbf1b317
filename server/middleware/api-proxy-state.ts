/**
 * What the `/api` proxy keeps: its setup (made once), each request's state (from the request
 * until the answer), the time limit on the upstream answer, and the generic failure answers
 * (upstream 5xx other than the API's own JSON 503, or an off-site redirect → 502; down → 502
 * `upstream_unavailable`; no answer within PROXY_TIMEOUT_MS → 504 `upstream_timeout`). Bodies
 * never carry a stack, the upstream host or its text.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { chatCookie } from '../cookies/chat.ts';
import { sessionCookies } from '../cookies/cookie.ts';
import type { RequestContext } from './request-context.ts';

export interface ApiProxyOptions {
  /** The shop API base URL (origin, optionally with a path prefix). */
  target: string;
  config: Pick<Config, 'PUBLIC_URL' | 'PROXY_TIMEOUT_MS'>;
  /** True once shutdown began: open event streams end (browsers reconnect elsewhere). */
  isDraining?: () => boolean;
}

/** The proxy's setup, made once from its options. */
export interface ProxySetup {
  config: ApiProxyOptions['config'];
  targetUrl: URL;
  publicOrigin: string;
  publicHost: string;
  cookies: ReturnType<typeof sessionCookies>;
  chatCookies: ReturnType<typeof chatCookie>;
  isDraining?: () => boolean;
}

export function proxySetup(options: ApiProxyOptions): ProxySetup {
  const { config } = options;
  return {
    config,
    targetUrl: new URL(options.target),
    publicOrigin: new URL(config.PUBLIC_URL).origin,
    publicHost: new URL(config.PUBLIC_URL).host,
    cookies: sessionCookies(config),
    chatCookies: chatCookie(config),
    isDraining: options.isDraining,
  };
}

export const apiResponseCsp = "default-src 'none'; frame-ancestors 'none'";

export interface ProxyState {
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

export const stateOf = (req: IncomingMessage): ProxyState | undefined => states.get(req);

/**
 * The request's state from now on, with its time limit: without an answer (or an upstream
 * request) within PROXY_TIMEOUT_MS, a 504.
 */
export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  timeoutMs: number,
  state: Omit<ProxyState, 'startedAt' | 'timedOut'>,
): void {
  const tracked: ProxyState = { ...state, startedAt: performance.now(), timedOut: false };
  states.set(req, tracked);
  tracked.timer = setTimeout(() => {
    tracked.timedOut = true;
    if (tracked.proxyReq) tracked.proxyReq.destroy(timeoutError());
    else fail(res, tracked, 'timeout');
  }, timeoutMs);
  res.once('close', () => clearTimer(tracked));
}

export function timeoutError(): Error {
  return Object.assign(new Error('Upstream did not answer in time'), { code: 'UPSTREAM_TIMEOUT' });
}

export function clearTimer(state: ProxyState | undefined) {
  if (state?.timer) clearTimeout(state.timer);
  if (state) state.timer = undefined;
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

/** The generic failure answer of its kind, unless an answer has begun. */
export function fail(res: ServerResponse, state: ProxyState | undefined, kind: keyof typeof failures): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const f = failures[kind];
  sendJson(res, f.status, { message: f.message, error: f.error, req_id: state?.ctx.id });
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
