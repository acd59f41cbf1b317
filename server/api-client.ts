/**
 * The server's one client of the shop API: fetches an SWR key (see shared/api-keys.ts) with the
 * request's language, the visitor's token and guest cart token, a timeout, a size cap and no redirects, and turns every
 * failure into an UpstreamError whose `status` is what the page should answer with.
 */
import http from 'node:http';
import https from 'node:https';
import { SpanKind } from '@opentelemetry/api';
import { type ApiKey, parseKey } from '../shared/api-keys.ts';
import { languageIds } from '../shared/locale.ts';
import { sanitizeCmsAnswer } from './cms-html.ts';
import { redactPath } from './logger.ts';
import { apiSpanRoute, endSpan, type RequestTrace } from './tracing.ts';

export class UpstreamError extends Error {
  constructor(
    /** The status the storefront answers with: 404 (entity missing), 4xx passed on, 502, 503 or 504. */
    readonly status: number,
    readonly code: string,
    readonly upstreamStatus?: number,
  ) {
    super(code);
    this.name = 'UpstreamError';
  }
}

interface ApiClientOptions {
  apiUrl: string;
  timeoutMs: number;
  maxBytes?: number;
}

export interface FetchOptions {
  token?: string;
  /** A guest's cart token (our cart cookie), sent as X-FZ-Cart-Token (decision 018). */
  cartToken?: string;
  /**
   * Where the call's AbortSignal comes from (a request's context, or an AbortController): read
   * only when a call goes upstream, so answers in hand (the data cache's) make no AbortSignal.
   */
  abort?: { readonly signal: AbortSignal };
  requestId?: string;
  /** The page's trace (tracing on): the call gets a span, its traceparent goes to the API. */
  trace?: RequestTrace;
  /** What the page does with the answer, for the call's span: waits for it, or streams it in later. */
  data?: 'critical' | 'deferred';
}

export interface ApiClient {
  fetchKey<T = unknown>(key: ApiKey, options?: FetchOptions): Promise<T>;
}

function fail(status: number, code: string, upstreamStatus?: number): UpstreamError {
  return new UpstreamError(status, code, upstreamStatus);
}

/** Maps a finished upstream answer to its JSON or an UpstreamError. */
function settle<T>(status: number, text: string): T {
  if (status >= 300 && status < 400) throw fail(502, 'upstream_redirect', status);
  // An API that says it is busy or going down (503) is passed on as such: a page answers 503 with
  // Retry-After, and a crawler comes back rather than counting a broken page.
  if (status === 503) throw fail(503, 'upstream_unavailable', status);
  if (status >= 500) throw fail(502, 'upstream_error', status);
  if (status >= 400) throw fail(status === 404 || status === 400 ? 404 : status, 'upstream_refused', status);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw fail(502, 'upstream_malformed', status);
  }
}

/**
 * node:http on a keep-alive agent, one timer per call: global fetch with AbortSignal.timeout and
 * AbortSignal.any per call cost 9-13% of a page's CPU (tests/bench/ssr.bench.mjs profile).
 */
export function createApiClient({
  apiUrl,
  timeoutMs,
  maxBytes = 5 * 1024 * 1024,
}: ApiClientOptions): ApiClient {
  const base = new URL(apiUrl.replace(/\/+$/, ''));
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 128 });
  const basePath = base.pathname === '/' ? '' : base.pathname;
  return {
    fetchKey<T>(
      key: ApiKey,
      { token, cartToken, abort, requestId, trace, data }: FetchOptions = {},
    ): Promise<T> {
      const signal = abort?.signal;
      const { method, path, body, locale } = parseKey(key);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-FZ-Language-Id': String(languageIds[locale]),
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (cartToken) headers['X-FZ-Cart-Token'] = cartToken;
      if (requestId) headers['X-Request-Id'] = requestId;
      if (payload !== undefined) {
        headers['Content-Type'] = 'application/json';
        headers['Content-Length'] = String(Buffer.byteLength(payload));
      }
      if (signal?.aborted) return Promise.reject(fail(499, 'client_aborted'));
      const span = trace?.child(
        `${method} ${apiSpanRoute(path)}`,
        {
          'http.request.method': method,
          'url.path': redactPath(path.split('?', 1)[0] ?? '/'),
          ...(data ? { 'page.data': data } : {}),
        },
        SpanKind.CLIENT,
      );
      if (span) trace!.inject(span, headers);
      return new Promise<T>((resolve, reject) => {
        let done = false;
        let timedOut = false;
        let answered = false;
        let upstreamStatus: number | undefined;
        const finish = (error: UpstreamError | null, value?: T) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          if (span) {
            if (error) span.setAttribute('error.type', error.code);
            endSpan(span, upstreamStatus, error !== null);
          }
          if (error) reject(error);
          else resolve(value as T);
        };
        // A keep-alive socket the API closed at the same moment fails before any answer: a read is
        // sent once more on a fresh socket.
        const send = (mayRetry: boolean): http.ClientRequest => {
          const attempt = transport.request(
            {
              protocol: base.protocol,
              hostname: base.hostname,
              port: base.port,
              path: `${basePath}${path}`,
              method,
              headers,
              agent,
            },
            (res) => {
              answered = true;
              upstreamStatus = res.statusCode;
              const chunks: Buffer[] = [];
              let size = 0;
              res.on('data', (chunk: Buffer) => {
                size += chunk.length;
                if (size > maxBytes) {
                  attempt.destroy();
                  finish(fail(502, 'upstream_too_large'));
                } else chunks.push(chunk);
              });
              res.on('end', () => {
                if (done) return;
                try {
                  const answer = settle<T>(res.statusCode ?? 502, Buffer.concat(chunks).toString('utf8'));
                  // The shop's CMS HTML is not trusted: sanitised before any page renders it (decision 022).
                  finish(null, method === 'GET' ? sanitizeCmsAnswer(path, answer) : answer);
                } catch (error) {
                  finish(error as UpstreamError);
                }
              });
              res.on('error', () =>
                finish(
                  timedOut ? fail(504, 'upstream_timeout') : fail(502, 'upstream_aborted', res.statusCode),
                ),
              );
              res.on('aborted', () => finish(fail(502, 'upstream_aborted', res.statusCode)));
            },
          );
          attempt.on('error', () => {
            if (done) return;
            if (
              mayRetry &&
              !answered &&
              attempt.reusedSocket &&
              !timedOut &&
              !signal?.aborted &&
              method === 'GET'
            ) {
              req = send(false);
              return;
            }
            if (timedOut) finish(fail(504, 'upstream_timeout'));
            else if (signal?.aborted) finish(fail(499, 'client_aborted'));
            else finish(answered ? fail(502, 'upstream_aborted') : fail(503, 'upstream_unavailable'));
          });
          if (payload !== undefined) attempt.write(payload);
          attempt.end();
          return attempt;
        };
        let req = send(true);
        const timer = setTimeout(() => {
          timedOut = true;
          req.destroy();
          finish(fail(504, 'upstream_timeout'));
        }, timeoutMs);
        const onAbort = () => {
          req.destroy();
          finish(fail(499, 'client_aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
