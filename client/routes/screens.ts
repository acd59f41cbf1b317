/**
 * The one list of screens (each declared in its folder's screen.ts), and what follows from it: the
 * route table (every path pattern in Dutch and English with its access rule), the page chunks by
 * name, and which screen a pathname is. The client renders from it, the server matches requests
 * against it, and every internal link is built from it (href.ts). Adding a screen: a folder and a
 * line here (docs/adding-a-screen.md).
 */
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.tsx';
import type { AccessGuardProps } from './access-guard.tsx';
import { cartScreen } from './cart/screen.ts';
import { catchAllScreen } from './catch-all/screen.tsx';
import { categoryScreen } from './category/screen.ts';
import { checkoutLoginScreen } from './checkout-login/screen.ts';
import { checkoutOrderScreen } from './checkout-order/screen.ts';
import { compareScreen } from './compare/screen.ts';
import { contentScreen } from './content/screen.ts';
import { dashboardScreen } from './dashboard/screen.tsx';
import { dealsScreen } from './deals/screen.ts';
import { findDealerScreen } from './find-dealer/screen.ts';
import { homeScreen } from './home/screen.ts';
import { loginScreen } from './login/screen.ts';
import { offerLinkScreen } from './offer-link/screen.ts';
import { partsScreen } from './parts/screen.ts';
import { paymentRedirectScreen } from './payment-redirect/screen.ts';
import { productScreen } from './product/screen.ts';
import { resetPasswordScreen } from './reset-password/screen.ts';
import { reviewPromotionScreen } from './review-promotion/screen.ts';
import type { Access, RouteDef } from './screen.ts';
import { searchScreen } from './search/screen.ts';

/** Every screen by name; the catch-all comes last (it answers what no other path matches). */
export const screens = {
  home: homeScreen,
  login: loginScreen,
  deals: dealsScreen,
  search: searchScreen,
  compare: compareScreen,
  findDealer: findDealerScreen,
  cart: cartScreen,
  checkoutLogin: checkoutLoginScreen,
  checkoutOrder: checkoutOrderScreen,
  paymentRedirect: paymentRedirectScreen,
  dashboard: dashboardScreen,
  content: contentScreen,
  offerLink: offerLinkScreen,
  resetPassword: resetPasswordScreen,
  reviewPromotion: reviewPromotionScreen,
  product: productScreen,
  parts: partsScreen,
  category: categoryScreen,
  catchAll: catchAllScreen,
};
export type ScreenName = keyof typeof screens;

type Screens = typeof screens;
export type RouteId = Screens[ScreenName]['routes'][number]['id'];

/** A route of the table: its screen's name, access given or 'off'. */
export type Route = RouteDef & { id: RouteId; access: Access; screen: ScreenName };

/** Every route of every screen, in the list's order. */
export const routeTable = Object.entries(screens).flatMap(([screen, def]) =>
  def.routes.map((route: RouteDef) => ({ access: 'off', ...route, screen })),
) as readonly Route[];

const byId = new Map(routeTable.map((r) => [r.id, r]));
export function routeById(id: RouteId) {
  return byId.get(id)!;
}

/**
 * Page chunks by name (a screen's name), loaded on demand; the access guard is one too, loaded
 * with the guarded screens only.
 */
type PageOf<S> = S extends { page: infer P } ? P : never;
export const pages = {
  ...(Object.fromEntries(
    Object.entries(screens).flatMap(([name, s]) => ('page' in s ? [[name, s.page]] : [])),
  ) as { [N in keyof Screens as Screens[N] extends { page: unknown } ? N : never]: PageOf<Screens[N]> }),
  accessGuard: lazyPage<AccessGuardProps>('access-guard', () => import('./access-guard.tsx')),
};
export type PageName = keyof typeof pages;

/** Route objects for React Router's matcher: each route once per locale, ids `<route>.<locale>`. */
const routeObjects: RouteObject[] = routeTable.flatMap((def) => [
  { id: `${def.id}.nl`, path: def.nl },
  { id: `${def.id}.en`, path: def.en },
]);

export interface ScreenMatch {
  /** The deepest match, or undefined when no pattern matched (the catch-all then answers). */
  match: RouteMatch<string, RouteObject> | undefined;
  id: RouteId;
}

const MAX_ENTRIES = 1000;
const matched = new Map<string, ScreenMatch>();

/**
 * Which route a pathname is, remembered per pathname: React Router's `matchRoutes` ranks and
 * compiles the whole table on every call, and the header, the page and the SEO links each ask
 * (a quarter of a render when they each did: docs/performance-log.md). A bounded cache: a flood of distinct URLs cannot grow it without limit. Treat
 * the result as read-only: it is shared by every caller with the same pathname.
 */
export function matchScreen(pathname: string): ScreenMatch {
  let found = matched.get(pathname);
  if (found) return found;
  const matches = matchRoutes(routeObjects, pathname);
  const match = matches?.[matches.length - 1];
  const id = match?.route.id;
  found = { match, id: id ? (id.slice(0, id.lastIndexOf('.')) as RouteId) : 'catchAll' };
  if (matched.size >= MAX_ENTRIES) matched.clear();
  matched.set(pathname, found);
  return found;
}
