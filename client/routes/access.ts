/**
 * Route-level access (spec 4): the one rule the server (before rendering, with a 302) and the
 * browser (on client navigation) both apply. Returns where to send the visitor, or null to stay.
 */
import type { Locale } from '../../shared/locale.ts';
import { safeRedirect } from '../../shared/safe-redirect.ts';
import { href } from './href.ts';
import type { Access } from './paths.ts';

interface AccessUser {
  is_dealer: boolean;
}

const REDIRECT_PARAM = 'redirect';

class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** The local path in `here`'s `redirect` parameter, else `fallback` (never another site). */
function rememberedPath(here: string, fallback: string): string {
  const q = here.indexOf('?');
  if (q === -1) return fallback;
  const target = new URLSearchParams(here.slice(q + 1)).get(REDIRECT_PARAM);
  const path = safeRedirect(target, fallback);
  // Back to a login-only page would only bounce again.
  return path.split('?', 1)[0] === here.split('?', 1)[0] ? fallback : path;
}

export function accessRedirect(
  access: Access,
  user: AccessUser | null,
  locale: Locale,
  here: string,
): string | null {
  switch (access) {
    case 'off':
      return null;
    case 'guest':
      // A logged-in visitor on the login page goes where the guard sent them from (spec 4).
      return user ? rememberedPath(here, href('home', locale)) : null;
    case 'protected':
      return user
        ? null
        : `${href('login', locale)}?${REDIRECT_PARAM}=${encodeURIComponent(safeRedirect(here))}`;
    case 'dealer':
      return user?.is_dealer ? null : href('home', locale);
    default:
      // A route naming an access rule that does not exist is a programming error: 500 (spec 8).
      throw new UnknownMiddlewareError(String(access));
  }
}
