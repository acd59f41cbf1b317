/**
 * The cookies the storefront owns, in one place: their names (with the `__Host-` prefix and
 * Secure when the public origin is https), attributes, reading and writing. Cookies are parsed
 * once per request by cookie-parser (server/app.ts mounts it before every reader); `cookieOf`
 * reads one of them as a string. Every entry of `sessionCookieSpecs` makes a request
 * bypass the anonymous page cache (decision 010).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';

/** True when the public origin is https: cookies then get Secure and the __Host- prefix. */
export function isSecureOrigin(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:');
}

export interface CookieSpec {
  /** Name without prefix; `__Host-` is added over https. */
  readonly baseName: string;
  readonly maxAgeSeconds: number;
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax' | 'Strict';
  /** Add the `__Host-` prefix over https (requires Secure, Path=/ and no Domain). */
  readonly hostPrefix: boolean;
}

const days = (n: number) => n * 24 * 60 * 60;

export const sessionCookieSpecs = {
  /** The shop API's bearer token: never readable by page JavaScript, never in a response body. */
  auth: {
    baseName: 'fz_session',
    maxAgeSeconds: days(30),
    httpOnly: true,
    sameSite: 'Lax',
    hostPrefix: true,
  },
  /** A guest's cart token (decision 018): the API issues it, the /api proxy keeps it here. */
  cart: {
    baseName: 'fz_cart',
    maxAgeSeconds: days(30),
    httpOnly: true,
    sameSite: 'Lax',
    hostPrefix: true,
  },
} as const satisfies Record<string, CookieSpec>;

/** A cookie bound to the configured origin: its name, reading and (re)writing. */
interface CookieHandle {
  readonly name: string;
  read(req: IncomingMessage): string | undefined;
  /** Set-Cookie value that stores `value`. */
  serialize(value: string): string;
  /** Set-Cookie value that deletes the cookie (same name, path and flags). */
  serializeClear(): string;
  set(res: ServerResponse, value: string): void;
  clear(res: ServerResponse): void;
}

export function cookieHandle(spec: CookieSpec, config: Pick<Config, 'PUBLIC_URL'>): CookieHandle {
  const secure = isSecureOrigin(config);
  const name = secure && spec.hostPrefix ? `__Host-${spec.baseName}` : spec.baseName;
  const attrs = (maxAge: number) =>
    [
      `Path=/`,
      `Max-Age=${maxAge}`,
      spec.httpOnly ? 'HttpOnly' : '',
      secure ? 'Secure' : '',
      `SameSite=${spec.sameSite}`,
    ]
      .filter(Boolean)
      .join('; ');
  const serialize = (value: string) => `${name}=${encodeURIComponent(value)}; ${attrs(spec.maxAgeSeconds)}`;
  const serializeClear = () => `${name}=; ${attrs(0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  return {
    name,
    read: (req) => cookieOf(req, name),
    serialize,
    serializeClear,
    set: (res, value) => appendSetCookie(res, serialize(value)),
    clear: (res) => appendSetCookie(res, serializeClear()),
  };
}

/**
 * The cookie named exactly `name`, as cookie-parser read it (percent-decoded; the first of
 * duplicates), or undefined. A `j:` value that cookie-parser turned into an object is not one of
 * ours and counts as absent.
 */
export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  const value: unknown = (req as IncomingMessage & { cookies?: Record<string, unknown> }).cookies?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Adds a Set-Cookie header without dropping ones already set on the response. */
export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/** Tokens we accept from our own cookie: printable, no spaces, bounded (never inflate a header). */
const tokenShape = /^[\x21-\x7e]{1,3800}$/;

/**
 * The request's shop API token (from our httpOnly cookie only), or undefined. The /api proxy and
 * the page handler both forward it upstream as `Authorization: Bearer <token>`; nothing else reads
 * it, and a client's own Authorization header is ignored.
 */
export function readAuthToken(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): string | undefined {
  const token = cookieHandle(sessionCookieSpecs.auth, config).read(req);
  return token && tokenShape.test(token) ? token : undefined;
}

/**
 * A guest's cart token (decision 018). The shop API issues it in the `X-FZ-Cart-Token` response
 * header the first time a guest changes the cart; the /api proxy moves it into our httpOnly cookie
 * and, like the page handler, sends it back upstream as the `X-FZ-Cart-Token` request header.
 * Page JavaScript never sees it.
 */
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

/** The storefront's session cookies for a configuration. */
export function sessionCookies(config: Pick<Config, 'PUBLIC_URL'>) {
  return {
    auth: cookieHandle(sessionCookieSpecs.auth, config),
    cart: cookieHandle(sessionCookieSpecs.cart, config),
  };
}
