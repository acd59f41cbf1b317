/** The browser's one API client: fetches an SWR key through the same-origin /api proxy. */
import { type ApiKey, keyRequest } from '../../shared/api-keys.ts';

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
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      body,
      credentials: 'same-origin',
      headers: body
        ? { 'Content-Type': 'application/json', Accept: 'application/json' }
        : { Accept: 'application/json' },
    });
  } catch {
    throw new ApiFetchError(0, 'error_occured', 'network_error');
  }
  const json = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
  if (!res.ok)
    throw new ApiFetchError(res.status, json?.message ?? 'error_occured', json?.error ?? 'http_error');
  return json;
}
