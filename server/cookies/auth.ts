/**
 * The shop API token the browser holds in our httpOnly cookie. The /api proxy and the SSR page
 * handler both forward it upstream as `Authorization: Bearer <token>`; nothing else reads it.
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { cookieHandle, sessionCookieSpecs } from './cookie.ts';

/** Tokens we accept from our own cookie: printable, no spaces, bounded (never inflate a header). */
const tokenShape = /^[\x21-\x7e]{1,3800}$/;

/** The request's auth token (from our cookie only), or undefined. Client Authorization headers are ignored. */
export function readAuthToken(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const token = cookieHandle(sessionCookieSpecs.auth, config).read(req);
  return token && tokenShape.test(token) ? token : undefined;
}
