/**
 * Pages whose URL carries a secret (the route table's `urlToken` routes: reset password, offer
 * link, payment redirect with its order token, review promotion). The one answer the security
 * headers (`Referrer-Policy: no-referrer`) and the page handler (`Cache-Control: no-store`, never
 * in the page cache) both ask. Server-only: the browser bundle never needs it.
 */
import { type RouteDef, routeTable } from '../client/routes/paths.ts';

/** The fixed start of each `urlToken` route's paths (`/offerlink`, `/en/offerlink`), lower case. */
const tokenPrefixes = routeTable
  .filter((r: RouteDef) => r.urlToken)
  .flatMap((r) => [r.nl, r.en])
  .map((pattern) => pattern.split('/:', 1)[0]!.toLowerCase());

/**
 * Whether a request path is one of those pages, with or without its token. By prefix, so that a
 * path the route patterns do not match (`/offerlink/x/y`; `/OfferLink/x`, which the router matches
 * case-insensitively) still counts: one answer for the headers and the page cache, whatever page
 * the path turns out to be.
 */
export function carriesUrlToken(pathname: string): boolean {
  return urlTokenPrefixLength(pathname) > 0;
}

/** The length of the `urlToken` route prefix that starts `pathname` (as the log masks after it), or 0. */
export function urlTokenPrefixLength(pathname: string): number {
  const path = pathname.toLowerCase();
  return tokenPrefixes.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))?.length ?? 0;
}
