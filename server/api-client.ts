/**
 * The server's one client of the shop API: fetches an SWR key (see shared/api-keys.ts) with the
 * request's language, the visitor's token, a timeout, a size cap and no redirects, and turns every
 * failure into an UpstreamError whose `status` is what the page should answer with.
 */
import { type ApiKey, parseKey } from '../shared/api-keys.ts';
import { languageIds } from '../shared/locale.ts';

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

export interface ApiClientOptions {
  apiUrl: string;
  timeoutMs: number;
  maxBytes?: number;
}

export interface FetchOptions {
  token?: string;
  signal?: AbortSignal;
  requestId?: string;
}

export interface ApiClient {
  fetchKey<T = unknown>(key: ApiKey, options?: FetchOptions): Promise<T>;
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new UpstreamError(502, 'upstream_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createApiClient({
  apiUrl,
  timeoutMs,
  maxBytes = 5 * 1024 * 1024,
}: ApiClientOptions): ApiClient {
  const base = apiUrl.replace(/\/+$/, '');
  return {
    async fetchKey<T>(key: ApiKey, { token, signal, requestId }: FetchOptions = {}): Promise<T> {
      const { method, path, body, locale } = parseKey(key);
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-FZ-Language-Id': String(languageIds[locale]),
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (requestId) headers['X-Request-Id'] = requestId;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const timeout = AbortSignal.timeout(timeoutMs);
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch {
        if (timeout.aborted) throw new UpstreamError(504, 'upstream_timeout');
        if (signal?.aborted) throw new UpstreamError(499, 'client_aborted');
        throw new UpstreamError(503, 'upstream_unavailable', undefined);
      }
      let text: string;
      try {
        text = await readCapped(res, maxBytes);
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (timeout.aborted) throw new UpstreamError(504, 'upstream_timeout');
        throw new UpstreamError(502, 'upstream_aborted', res.status);
      }
      if (res.status >= 300 && res.status < 400)
        throw new UpstreamError(502, 'upstream_redirect', res.status);
      if (res.status >= 500) throw new UpstreamError(502, 'upstream_error', res.status);
      if (res.status >= 400)
        throw new UpstreamError(
          res.status === 404 || res.status === 400 ? 404 : res.status,
          'upstream_refused',
          res.status,
        );
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new UpstreamError(502, 'upstream_malformed', res.status);
      }
    },
  };
}
