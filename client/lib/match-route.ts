/**
 * Which screen of the route table a pathname is, remembered per pathname. React Router's
 * `matchRoutes` flattens, ranks and compiles the whole table (about 60 patterns) on every call,
 * which cost about a quarter of a page render when the header, the page and the SEO links each
 * asked; the answer depends on the pathname only, so it is computed once per pathname (a bounded
 * cache: a flood of distinct URLs cannot grow it without limit).
 */
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import type { RouteId } from '../../shared/routes.ts';
import { routeIdOf, routeObjects } from '../routes.tsx';

export interface ScreenMatch {
  /** The deepest match, or undefined when no pattern matched (the catch-all then answers). */
  match: RouteMatch<string, RouteObject> | undefined;
  id: RouteId | 'catchAll';
}

const MAX_ENTRIES = 1000;
const cache = new Map<string, ScreenMatch>();

/** Treat the result as read-only: it is shared by every caller with the same pathname. */
export function matchScreen(pathname: string): ScreenMatch {
  let found = cache.get(pathname);
  if (found) return found;
  const matches = matchRoutes(routeObjects, pathname);
  const match = matches?.[matches.length - 1];
  found = { match, id: match ? routeIdOf(match.route.id ?? '') : 'catchAll' };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(pathname, found);
  return found;
}
