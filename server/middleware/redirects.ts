/**
 * Cheap exits before any real work:
 * - a path that cannot be decoded (invalid percent-encoding, invalid UTF-8, NUL or other control
 *   characters) → 400 through the error handler (HTML for pages, JSON for /api), never a stack;
 * - GET/HEAD of a path longer than one character ending in `/` → 301 to the path without its
 *   trailing slash(es), query kept (spec 2). Leading runs of `/` or `\` collapse to one `/`, and the
 *   Location is percent-encoded, so it can never point off-site (`//evil.com/` → `/evil.com`) nor
 *   carry raw CR/LF or quotes. /api paths are left to the API (a 301 would turn a POST into a GET).
 */
import type { RequestHandler } from 'express';
import { badRequest } from '../errors.ts';

/** The raw path and query of a request, also for absolute-form targets (`GET http://x/y`). */
export function splitTarget(url: string, parsedPath: string): { path: string; query: string } {
  const q = url.indexOf('?');
  const query = q === -1 ? '' : url.slice(q + 1);
  const path = url.startsWith('/') ? (q === -1 ? url : url.slice(0, q)) : parsedPath;
  return { path, query };
}

/** True when every segment of the raw path decodes to valid UTF-8 without control characters. */
export function isDecodablePath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  // C0 controls (NUL, CR, LF, TAB...) and DEL have no business in a page or API path.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what we reject
  return !/[\u0000-\u001f\u007f]/.test(decoded);
}

const allowedPathChar = /[A-Za-z0-9\-._~!$&()*+,;=:@/]/;

/**
 * Percent-encodes everything outside RFC 3986's safe set (keeping valid %XX escapes), so the
 * result is safe in a Location header: no CR/LF, quotes, spaces, angle brackets or backslashes.
 */
function encodeLocationPart(value: string, extraAllowed = ''): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(value.slice(i + 1, i + 3))) {
      out += ch;
    } else if (allowedPathChar.test(ch) || extraAllowed.includes(ch)) {
      out += ch;
    } else {
      const code = value.codePointAt(i)!;
      const char = String.fromCodePoint(code);
      if (char.length === 2) i++;
      out += encodeURIComponent(char).replace(/'/g, '%27');
    }
  }
  return out;
}

/** The same-origin path without trailing slashes, leading slashes/backslashes collapsed. */
export function trailingSlashTarget(rawPath: string, rawQuery: string): string {
  const trimmed = rawPath.replace(/[/\\]+$/, '');
  const path = `/${trimmed.replace(/^[/\\]+/, '')}`;
  const location = encodeLocationPart(path).replace(/^\/+/, '/');
  return rawQuery ? `${location}?${encodeLocationPart(rawQuery, '?')}` : location;
}

export function redirects(): RequestHandler {
  return (req, res, next) => {
    const { path, query } = splitTarget(req.url, req.path);
    if (!isDecodablePath(path)) {
      next(badRequest('The address of this page is not valid', 'bad_path'));
      return;
    }
    const isApi = path === '/api' || path.startsWith('/api/');
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApi &&
      path.length > 1 &&
      (path.endsWith('/') || path.endsWith('\\'))
    ) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(301, trailingSlashTarget(path, query));
      return;
    }
    next();
  };
}
