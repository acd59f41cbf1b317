/**
 * Route-level access (spec 4): the one rule the server (before rendering, with a 302) and the
 * browser (on client navigation) both apply. Returns where to send the visitor, or null to stay.
 */
import type { Locale } from './locale.ts';
import { type Access, href } from './routes.ts';
import { safeRedirect } from './safe-redirect.ts';

export interface AccessUser {
  is_dealer: boolean;
}

export const REDIRECT_PARAM = 'redirect';

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = 'UnknownMiddlewareError';
  }
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
      return user ? href('home', locale) : null;
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
