/**
 * The page's locale comes from its path (`/en` prefix → en, else nl; shared/locale.ts), never from
 * a cookie or Accept-Language. The locale cookie (spec 9: 365 days) remembers the last locale for
 * the client; it is (re)written only when it differs, with one of the two allowed values, so
 * nothing the client sent is ever reflected into a header.
 */
import type { RequestHandler } from 'express';
import { type Locale, localeCookie, localeFromPath } from '../../shared/locale.ts';
import type { Config } from '../config.ts';
import { appendSetCookie, cookieOf, isSecureOrigin } from '../cookies/cookie.ts';
import { ctxOf } from './request-context.ts';

const localeCookieMaxAge = localeCookie.maxAgeDays * 24 * 60 * 60;

function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function locale(config: Pick<Config, 'PUBLIC_URL'>): RequestHandler {
  const secure = isSecureOrigin(config);
  return (req, res, next) => {
    const current = localeFromPath(req.path);
    ctxOf(res).locale = current;
    if ((req.method === 'GET' || req.method === 'HEAD') && cookieOf(req, localeCookie.name) !== current) {
      appendSetCookie(res, localeCookieHeader(current, secure));
    }
    next();
  };
}
