/**
 * Typed HTTP errors. Throw them anywhere (Express 5 forwards async throws); the error handler
 * (middleware/error-handler.ts) turns them into JSON or the HTML error page in one place.
 */

interface HttpErrorOptions {
  /** Extra response headers, for example `{ 'Retry-After': '30' }` with a 503. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class HttpError extends Error {
  readonly headers: Record<string, string>;
  /** Our own messages are safe to show; the error handler shows them for every HttpError. */
  readonly expose = true;

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.headers = options.headers ?? {};
  }

  /** Alias read by Express internals and other middleware. */
  get statusCode(): number {
    return this.status;
  }
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

export const badRequest = (message = 'Bad request', code = 'bad_request', options?: HttpErrorOptions) =>
  new HttpError(400, message, code, options);
export const forbidden = (message = 'Forbidden', code = 'forbidden', options?: HttpErrorOptions) =>
  new HttpError(403, message, code, options);
export const notFound = (
  message = 'This page could not be found',
  code = 'not_found',
  options?: HttpErrorOptions,
) => new HttpError(404, message, code, options);
export const serviceUnavailable = (
  message = 'The shop is temporarily unavailable',
  code = 'service_unavailable',
  options: HttpErrorOptions = { headers: { 'Retry-After': '30' } },
) => new HttpError(503, message, code, options);

/** The status an arbitrary error stands for: its own 4xx/5xx status, else 500. */
export function statusOf(err: unknown): number {
  const e = err as { status?: unknown; statusCode?: unknown } | null;
  const s = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 500;
  return Number.isInteger(s) && s >= 400 && s <= 599 ? s : 500;
}
