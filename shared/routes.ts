/**
 * The one route table: every screen of spec section 2 with its Dutch and English path pattern
 * (React Router syntax) and its access rule. The client builds its <Routes> from it, the server
 * matches requests against it, and every internal link is built from it with `href`.
 */
import { type Locale, stripLocale, withLocale } from './locale.ts';

/** off: anyone; guest: login-only pages (logged-in users go home); protected: login required; dealer: dealers only. */
export type Access = 'off' | 'guest' | 'protected' | 'dealer';

export interface RouteDef {
  readonly id: string;
  readonly nl: string;
  readonly en: string;
  readonly access: Access;
  /**
   * The page's URL carries a secret (a reset or offer token, an order token, a review link's
   * hash): answered `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, never kept in the
   * page cache, with or without the token (server/url-token.ts).
   */
  readonly urlToken?: true;
}

export const routeTable = [
  { id: 'home', nl: '/', en: '/en', access: 'off' },
  { id: 'login', nl: '/login', en: '/en/login', access: 'guest' },
  { id: 'deals', nl: '/aanbiedingen/*', en: '/en/deals/*', access: 'off' },
  { id: 'search', nl: '/zoeken', en: '/en/search', access: 'off' },
  { id: 'compare', nl: '/vergelijken', en: '/en/compare', access: 'off' },
  { id: 'findDealer', nl: '/vind-een-dealer', en: '/en/find-a-dealer', access: 'off' },
  { id: 'cart', nl: '/winkelwagen', en: '/en/checkout', access: 'off' },
  { id: 'checkoutLogin', nl: '/winkelwagen/inloggen', en: '/en/checkout/login', access: 'guest' },
  {
    id: 'checkoutOrder',
    nl: '/winkelwagen/bestellen/:action?/:id?',
    en: '/en/checkout/order/:action?/:id?',
    access: 'off',
  },
  {
    id: 'paymentRedirect',
    nl: '/payment-redirect',
    en: '/en/payment-redirect',
    access: 'off',
    urlToken: true,
  },
  { id: 'dashboard', nl: '/dashboard', en: '/en/dashboard', access: 'protected' },
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
  { id: 'dashboardOrder', nl: '/dashboard/orders/:id', en: '/en/dashboard/orders/:id', access: 'protected' },
  {
    id: 'dashboardPersonal',
    nl: '/dashboard/persoonlijke-gegevens',
    en: '/en/dashboard/personal-information',
    access: 'protected',
  },
  { id: 'dashboardAddresses', nl: '/dashboard/adressen', en: '/en/dashboard/addresses', access: 'protected' },
  { id: 'dealerOrder', nl: '/dealer-order', en: '/en/dealer-order', access: 'dealer' },
  { id: 'dealerDownloads', nl: '/dealer-downloads', en: '/en/dealer-downloads', access: 'dealer' },
  {
    id: 'dealerDownloadsProduct',
    nl: '/dealer-downloads/product/:id?',
    en: '/en/dealer-downloads/product/:id?',
    access: 'dealer',
  },
  { id: 'faq', nl: '/service/faq', en: '/en/service/faq', access: 'off' },
  {
    id: 'faqProduct',
    nl: '/service/faq/product/:slug?',
    en: '/en/service/faq/product/:slug?',
    access: 'off',
  },
  { id: 'faqCategory', nl: '/service/faq/:slug', en: '/en/service/faq/:slug', access: 'off' },
  { id: 'offerLink', nl: '/offerlink/:token?', en: '/en/offerlink/:token?', access: 'off', urlToken: true },
  {
    id: 'resetPassword',
    nl: '/reset-password/:token?',
    en: '/en/reset-password/:token?',
    access: 'guest',
    urlToken: true,
  },
  {
    id: 'reviewPromotion',
    nl: '/review-promotion/:uuid?/:hash?',
    en: '/en/review-promotion/:uuid?/:hash?',
    access: 'off',
    urlToken: true,
  },
  // Products (slug), product parts (slug + /onderdelen | /parts), categories and content pages:
  // the catch-all asks the shop API what the path is.
  { id: 'catchAll', nl: '/*', en: '/en/*', access: 'off' },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routeTable)[number]['id'];
export type Params = Record<string, string | number | undefined>;

const byId = new Map<string, RouteDef>(routeTable.map((r) => [r.id, r]));

export function routeById(id: RouteId): RouteDef {
  return byId.get(id)!;
}

/** Fills a pattern: `:name` from params (optional ones dropped when absent), a trailing `/*` from params['*']. */
export function fillPattern(pattern: string, params: Params = {}): string {
  const parts: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    if (segment === '*') {
      const rest = params['*'];
      if (rest !== undefined && rest !== '') parts.push(String(rest).replace(/^\/+/, ''));
      continue;
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) continue;
        throw new Error(`Missing route parameter ${name} for ${pattern}`);
      }
      parts.push(encodeURIComponent(String(value)));
      continue;
    }
    parts.push(segment);
  }
  const path = `/${parts.join('/')}`;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The path of a screen in a locale: `href('cart', 'en')` → `/en/checkout`. */
export function href(id: RouteId, locale: Locale, params?: Params): string {
  const def = routeById(id);
  return fillPattern(locale === 'nl' ? def.nl : def.en, params);
}

/** Product page: the product's slug at the root of the locale. */
export function productHref(slug: string, locale: Locale): string {
  return withLocale(`/${slug}`, locale);
}

/** Product parts page: the product's slug followed by /onderdelen (Dutch) or /parts (English). */
const partsSuffix: Record<Locale, string> = { nl: 'onderdelen', en: 'parts' };
export function partsHref(slug: string, locale: Locale): string {
  return withLocale(`/${slug}/${partsSuffix[locale]}`, locale);
}

/** A category or content page uri from the API (Dutch-style, without the /en prefix) in a locale. */
export function uriHref(uri: string, locale: Locale): string {
  const path = uri.startsWith('/') ? uri : `/${uri}`;
  return withLocale(path, locale);
}

/**
 * The category path below the deals screen (`/aanbiedingen/espressomachines` → `/espressomachines`,
 * as the resolver is asked about it, still encoded); '' for all deals.
 */
export const dealsCategoryPath = (pathname: string) => stripLocale(pathname).replace(/^\/[^/]*/, '');

/** A category's deals: its uri (from the API, in that language) below the deals screen. */
export const dealsHref = (uri: string, locale: Locale) => href('deals', locale, { '*': uri });
