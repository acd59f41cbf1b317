/**
 * The table of paths, as React Router's routes.ts: every screen's routes by the screen's name, each
 * with its Dutch and English pattern (React Router syntax) and who may see it. It imports no page,
 * so href.ts, the access rules, the server's matching and every component that builds a link sit
 * below the pages, not above them (decision 083); screens.ts adds each screen's page.
 */
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** off: anyone; guest: login-only pages (logged-in users go home); protected: login required; dealer: dealers only. */
export type Access = 'off' | 'guest' | 'protected' | 'dealer';

export interface RouteDef {
  readonly id: string;
  readonly nl: string;
  readonly en: string;
  /** Who may see it; anyone when not given. */
  readonly access?: Access;
  /**
   * The page's URL carries a secret (a reset or offer token, an order token, a review link's
   * hash): answered `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, never kept in the
   * page cache, with or without the token (server/url-token.ts).
   */
  readonly urlToken?: true;
  /**
   * The screen shows the visitor's own data whoever they are (the cart: the shell loads it for a
   * visitor with a token or cart cookie): rendered `private, no-store`, never from or into the page cache.
   */
  readonly private?: true;
}

/**
 * Every screen's routes by the screen's name (its folder's, camel-cased: `findDealer` is
 * `find-dealer/`); the catch-all comes last (it answers what no other path matches).
 */
export const screenPaths = {
  home: [{ id: 'home', nl: '/', en: '/en' }],
  login: [{ id: 'login', nl: '/login', en: '/en/login', access: 'guest' }],
  deals: [{ id: 'deals', nl: '/aanbiedingen/*', en: '/en/deals/*' }],
  search: [{ id: 'search', nl: '/zoeken', en: '/en/search' }],
  compare: [{ id: 'compare', nl: '/vergelijken', en: '/en/compare' }],
  findDealer: [{ id: 'findDealer', nl: '/vind-een-dealer', en: '/en/find-a-dealer' }],
  cart: [{ id: 'cart', nl: '/winkelwagen', en: '/en/checkout', access: 'off', private: true }],
  checkoutLogin: [
    { id: 'checkoutLogin', nl: '/winkelwagen/inloggen', en: '/en/checkout/login', access: 'guest' },
  ],
  checkoutOrder: [
    {
      id: 'checkoutOrder',
      nl: '/winkelwagen/bestellen/:action?/:id?',
      en: '/en/checkout/order/:action?/:id?',
      private: true,
    },
  ],
  paymentRedirect: [
    {
      id: 'paymentRedirect',
      nl: '/payment-redirect',
      en: '/en/payment-redirect',
      urlToken: true,
      private: true,
    },
  ],
  dashboard: [
    { id: 'dashboard', nl: '/dashboard', en: '/en/dashboard', access: 'protected' },
    // Withdrawals and their returns (decision 093).
    {
      id: 'dashboardReturns',
      nl: '/dashboard/retouren',
      en: '/en/dashboard/returns',
      access: 'protected',
      private: true,
    },
    {
      id: 'dashboardFavorites',
      nl: '/dashboard/favoriete-producten',
      en: '/en/dashboard/favorite-products',
      access: 'protected',
    },
    {
      id: 'dashboardInspections',
      nl: '/dashboard/keuringen',
      en: '/en/dashboard/inspections',
      access: 'protected',
    },
    { id: 'dashboardOffers', nl: '/dashboard/offertes', en: '/en/dashboard/offers', access: 'protected' },
    {
      id: 'dashboardOffer',
      nl: '/dashboard/offertes/:id',
      en: '/en/dashboard/offers/:id',
      access: 'protected',
    },
    { id: 'dashboardOrders', nl: '/dashboard/orders', en: '/en/dashboard/orders', access: 'protected' },
    {
      id: 'dashboardOrder',
      nl: '/dashboard/orders/:id',
      en: '/en/dashboard/orders/:id',
      access: 'protected',
    },
    {
      id: 'dashboardPersonal',
      nl: '/dashboard/persoonlijke-gegevens',
      en: '/en/dashboard/personal-information',
      access: 'protected',
    },
    {
      id: 'dashboardAddresses',
      nl: '/dashboard/adressen',
      en: '/en/dashboard/addresses',
      access: 'protected',
    },
    { id: 'dealerOrder', nl: '/dealer-order', en: '/en/dealer-order', access: 'dealer' },
    { id: 'dealerDownloads', nl: '/dealer-downloads', en: '/en/dealer-downloads', access: 'dealer' },
    {
      id: 'dealerDownloadsProduct',
      nl: '/dealer-downloads/product/:id?',
      en: '/en/dealer-downloads/product/:id?',
      access: 'dealer',
    },
  ],
  content: [
    { id: 'faq', nl: '/service/faq', en: '/en/service/faq' },
    {
      id: 'faqProduct',
      nl: '/service/faq/product/:slug?',
      en: '/en/service/faq/product/:slug?',
    },
    { id: 'faqCategory', nl: '/service/faq/:slug', en: '/en/service/faq/:slug' },
  ],
  offerLink: [
    {
      id: 'offerLink',
      nl: '/offerlink/:token?',
      en: '/en/offerlink/:token?',
      urlToken: true,
      private: true,
    },
  ],
  resetPassword: [
    {
      id: 'resetPassword',
      nl: '/reset-password/:token?',
      en: '/en/reset-password/:token?',
      access: 'guest',
      urlToken: true,
    },
  ],
  reviewPromotion: [
    {
      id: 'reviewPromotion',
      nl: '/review-promotion/:uuid?/:hash?',
      en: '/en/review-promotion/:uuid?/:hash?',
      urlToken: true,
      // A customer's personal link (decision 025): one-off URLs, nothing to share between visitors.
      private: true,
    },
  ],
  // Withdrawal (decision 093): the withdrawal function (CRD art. 11a) and the model form; the
  // returns are a dashboard view.
  withdraw: [
    { id: 'withdraw', nl: '/herroepen', en: '/en/withdraw', private: true },
    { id: 'modelWithdrawalForm', nl: '/modelformulier-herroeping', en: '/en/model-withdrawal-form' },
  ],
  product: [],
  parts: [],
  category: [],
  catchAll: [{ id: 'catchAll', nl: '/*', en: '/en/*' }],
} as const satisfies Record<string, readonly RouteDef[]>;
export type ScreenName = keyof typeof screenPaths;

type ScreenPaths = typeof screenPaths;
export type RouteId = ScreenPaths[ScreenName][number]['id'];

/** A route of the table: its screen's name, access given or 'off'. */
export type Route = RouteDef & { id: RouteId; access: Access; screen: ScreenName };

/** Every route of every screen, in the table's order. */
export const routeTable = Object.entries(screenPaths).flatMap(([screen, routes]) =>
  routes.map((route: RouteDef) => ({ access: 'off', ...route, screen })),
) as readonly Route[];

const byId = new Map(routeTable.map((r) => [r.id, r]));
export function routeById(id: RouteId) {
  return byId.get(id)!;
}

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
