/**
 * A guest's cart token (decision 018). The shop API issues it in the `X-FZ-Cart-Token` response
 * header the first time a guest changes the cart; the /api proxy moves it into our httpOnly cookie
 * and, like the SSR page handler, sends it back upstream as the `X-FZ-Cart-Token` request header.
 * Page JavaScript never sees it.
 */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { cookieHandle, sessionCookieSpecs } from './cookie.ts';

export const CART_TOKEN_HEADER = 'x-fz-cart-token';

/** What we accept as a cart token, from the API or our cookie: base64url, bounded (the API's are 43 characters). */
const cartTokenShape = /^[A-Za-z0-9_-]{16,128}$/;

export const isCartToken = (value: unknown): value is string =>
  typeof value === 'string' && cartTokenShape.test(value);

/** The request's cart token (from our cookie only), or undefined. A client-sent X-FZ-Cart-Token is ignored. */
export function readCartToken(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const token = cookieHandle(sessionCookieSpecs.cart, config).read(req);
  return isCartToken(token) ? token : undefined;
}
