/**
 * Which requests the `/api` proxy takes, and which it refuses before anything goes upstream:
 * only origin-form paths under /api that cannot climb out of it (400 `bad_path` otherwise), never
 * the staff calls (404), and state-changing methods only from the shop itself (403
 * `cross_origin`, same-origin.ts) except the routes that come from elsewhere by design. Also the
 * routes whose answers are handled apart (tokens, CMS HTML, logout) and the `lang` parameter.
 */
import type { Request } from 'express';
import { isLocale, type Locale } from '../../shared/locale.ts';
import { cmsRoute } from '../cms-html.ts';
import { badRequest, notFound } from '../errors.ts';
import { isDecodablePath, splitTarget } from './redirects.ts';
import { crossOriginError, isSameOriginRequest, safeMethods } from './same-origin.ts';

/** Routes whose 2xx JSON body carries `token`, which we move into the cookie (lowercase, no trailing slash). */
const tokenRoutes: ReadonlySet<string> = new Set([
  '/api/customerauth/login',
  // A guest's order becomes an account and is logged in (decision 020).
  '/api/checkout/createaccount',
]);
/**
 * State-changing calls that come from elsewhere by design, passed without the same-origin check:
 * Mollie's webhook (it carries only a payment id; the API reads the status from Mollie itself).
 */
const crossSiteRoutes: ReadonlySet<string> = new Set(['/api/payments/mollie/webhook']);
const logoutRoutes: ReadonlySet<string> = new Set(['/api/customerauth/logout']);
/** Staff calls (the chat's, decision 024; search synonyms, decision 046; photos, 097) go to the API directly, never through the shop. */
const staffRoutes = ['/api/chat/staff', '/api/search/synonyms', '/api/staff'];

/** An /api request's raw path and query, and its route: decoded, lower case, no trailing slash. */
export interface ApiTarget {
  path: string;
  query: string;
  route: string;
}

/**
 * How the answer is handled: `token` (a login: buffered, its token moved into the cookie), `cms`
 * (a GET of CMS HTML: buffered and sanitised), else `stream`.
 */
export type AnswerMode = 'token' | 'cms' | 'stream';

/**
 * The paths the proxy takes (`/api` and below it, case-sensitive as `isApiPath` is): the app routes
 * only these to it (`app.all(apiPaths, …)`), so a page request runs none of the proxy's code.
 */
export const apiPaths = /^\/api(?:\/|$)/;

function isApiPath(path: string): boolean {
  return apiPaths.test(path);
}

/**
 * The request's /api target: undefined for a path outside /api (the pages'), an error for a
 * request that never goes upstream (a path that is not safe, a staff call, a cross-origin change).
 */
export function apiTargetOf(req: Request, publicOrigin: string): ApiTarget | Error | undefined {
  const { path, query } = splitTarget(req.url, req.path);
  if (!isApiPath(req.path) && !isApiPath(path)) return undefined;
  if (!req.url.startsWith('/') || !isSafeApiPath(path))
    return badRequest('This API path is not valid', 'bad_path');
  const route = decodeURIComponent(path).toLowerCase().replace(/\/+$/, '');
  if (staffRoutes.some((r) => route === r || route.startsWith(`${r}/`)))
    return notFound('This API route does not exist');
  const crossSite = req.method === 'POST' && crossSiteRoutes.has(route);
  if (!safeMethods.has(req.method) && !crossSite && !isSameOriginRequest(req, publicOrigin)) {
    return crossOriginError();
  }
  return { path, query, route };
}

/** False for any /api path that could be normalized into something else upstream. */
export function isSafeApiPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/')) return false;
  if (/[\\;]/.test(rawPath) || rawPath.includes('..')) return false;
  if (/%(2e|5c|3b|00|25)/i.test(rawPath)) return false;
  if (!isDecodablePath(rawPath)) return false;
  const segments = rawPath.split('/').slice(1);
  return segments.every((s, i) => (s === '' ? i === segments.length - 1 : s !== '.'));
}

export function answerModeOf(method: string, route: string): AnswerMode {
  if (method === 'POST' && tokenRoutes.has(route)) return 'token';
  if (method === 'GET' && cmsRoute(route) !== null) return 'cms';
  return 'stream';
}

export const isLogout = (method: string, route: string) => method === 'POST' && logoutRoutes.has(route);

/** Removes every `lang` pair from a raw query, returning the first valid locale among them. */
export function takeLang(rawQuery: string): { lang: Locale | undefined; query: string } {
  let lang: Locale | undefined;
  const keep: string[] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    if (key === 'lang') {
      const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
      if (!lang && isLocale(value)) lang = value;
      continue;
    }
    keep.push(pair);
  }
  return { lang, query: keep.join('&') };
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
