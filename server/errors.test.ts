import { describe, expect, it } from 'vitest';
import { HttpError, notFound, serviceUnavailable, statusOf } from './errors.ts';

describe('HttpError', () => {
  it('carries status, message, code and optional headers', () => {
    const err = serviceUnavailable();
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 503, statusCode: 503, code: 'service_unavailable' });
    expect(err.headers).toEqual({ 'Retry-After': '30' });
    expect(notFound().message).toBe('This page could not be found');
  });

  it('maps any error to an HTTP status, defaulting to 500', () => {
    expect(statusOf(new HttpError(418, 'teapot', 'teapot'))).toBe(418);
    expect(statusOf(Object.assign(new Error('x'), { statusCode: 413 }))).toBe(413);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
  });
});
