/** Typed HTTP errors and the one error handler: every error answer is `{ message, error }`. */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { isDatabaseUnavailable } from './db/connection-loss.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'validation_failed', message);
export const unauthorized = (message = 'Not logged in', code = 'unauthenticated') =>
  new HttpError(401, code, message);

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Maps anything thrown to a status, a code and a message that is safe to show. */
function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ValidationError) {
    return badRequest(err.errors.slice(0, 5).join('; ') || 'The request is not valid');
  }
  const bp = err as BodyParserError;
  if (bp && typeof bp === 'object' && typeof bp.type === 'string') {
    switch (bp.type) {
      case 'entity.too.large':
        return new HttpError(413, 'payload_too_large', 'The request body is too large (at most 100 kb)');
      case 'entity.parse.failed':
        return new HttpError(400, 'malformed_json', 'The request body is not valid JSON');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return new HttpError(415, 'unsupported_media_type', 'Unsupported body encoding');
      case 'request.aborted':
        return new HttpError(400, 'request_aborted', 'The request was aborted');
    }
  }
  const status =
    (err as { status?: unknown; statusCode?: unknown })?.status ??
    (err as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(
      status,
      status === 413 ? 'payload_too_large' : 'bad_request',
      'The request could not be read',
    );
  }
  if (err instanceof URIError) return new HttpError(400, 'bad_request', 'The request path is not valid');
  if (isDatabaseUnavailable(err)) {
    return new HttpError(503, 'db_unavailable', 'The shop database is not available, try again shortly');
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side');
}

/** `warn` for a 5xx the code chose (an HttpError: no review-link secret, payments unavailable), else `error`. */
type ErrorLogger = (err: unknown, req: Request, level: 'error' | 'warn') => void;

export function errorHandler(logError: ErrorLogger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const httpError = toHttpError(err);
    // A refusal anyone can provoke must not fill the error log (decision 077).
    if (httpError.status >= 500) logError(err, req, err instanceof HttpError ? 'warn' : 'error');
    if (httpError.status === 503) res.setHeader('Retry-After', '5');
    res.status(httpError.status).setHeader('Cache-Control', 'no-store').json({
      message: httpError.message,
      error: httpError.code,
    });
  };
}

/** Last route: anything unmatched under /api. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound('This API route does not exist'));
};
