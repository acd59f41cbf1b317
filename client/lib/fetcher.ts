/** The browser's one API client: fetches an SWR key through the same-origin /api proxy. */
import { type ApiKey, keyRequest } from '../../shared/api-keys.ts';
import type { Locale } from '../../shared/locale.ts';

export class ApiFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiFetchError';
  }
}

export async function fetchKey(key: ApiKey): Promise<unknown> {
  const { url, method, body } = keyRequest(key);
  return request(url, method, body);
}

/**
 * A change that is not a key (PUT and DELETE, and POSTs whose answer nobody caches): the same
 * proxy, language and error handling. `path` is the API's (`/customer/addresses/3`); `headers`
 * adds request headers (the checkout's `Idempotency-Key`).
 */
export function apiSend(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  locale: Locale,
  payload?: unknown,
  headers?: Record<string, string>,
): Promise<unknown> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return request(`/api${path}${path.includes('?') ? '&' : '?'}lang=${locale}`, method, body, headers);
}

async function request(
  url: string,
  method: string,
  body: string | undefined,
  extra: Record<string, string> = {},
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      body,
      credentials: 'same-origin',
      headers: body
        ? { ...extra, 'Content-Type': 'application/json', Accept: 'application/json' }
        : { ...extra, Accept: 'application/json' },
    });
  } catch {
    throw new ApiFetchError(0, 'error_occured', 'network_error');
  }
  const json = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
  if (!res.ok)
    throw new ApiFetchError(res.status, json?.message ?? 'error_occured', json?.error ?? 'http_error');
  return json;
}
