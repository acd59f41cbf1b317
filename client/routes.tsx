/**
 * What each screen of the route table renders and which data it needs. Data keys are split as
 * Hydrogen's loaders are: `get` awaits a critical key before the first byte (it decides the status,
 * the head and the entity); `defer` starts a key that streams into its own Suspense boundary.
 * The server runs `load`; in the browser the page components read the same keys through SWR.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { type ApiKey, apiKeys } from '../shared/api-keys.ts';
import type { ProductResponse } from '../shared/contract/catalog.ts';
import type { Resolved } from '../shared/contract/content.ts';
import { listingPayloadFromSearch } from '../shared/listing-query.ts';
import type { Locale } from '../shared/locale.ts';
import { type RouteId, routeTable } from '../shared/routes.ts';
import { type PageName, pages } from './pages.ts';
import { CatchAllPage, catchAllPath } from './routes/catch-all/catch-all-page.tsx';
import { bestSellersKey } from './routes/home/home-data.ts';

export interface LoadArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  pathname: string;
  get<T>(key: ApiKey): Promise<T>;
  defer(key: ApiKey): void;
  preload(page: PageName): void;
}

export interface RouteModule {
  /** The page chunk that renders this screen (the catch-all picks one after resolving). */
  page?: PageName;
  render: () => ReactNode;
  load?: (args: LoadArgs) => Promise<void> | void;
}

const Screen = pages.screen;
const screen = (id: RouteId): RouteModule => ({ page: 'screen', render: () => <Screen routeId={id} /> });
const page = (name: PageName, load?: RouteModule['load']): RouteModule => {
  const Page = pages[name] as (props: object) => ReactNode;
  return { page: name, render: () => <Page />, load };
};

export const routeModules: Record<RouteId, RouteModule> = {
  home: page('home', ({ locale, defer }) => {
    defer(bestSellersKey(locale));
  }),
  login: screen('login'),
  deals: page('deals', async ({ locale, search, get }) => {
    await get(apiKeys.queryProducts(locale, { ...listingPayloadFromSearch(search), deals: true }));
  }),
  search: page('search', async ({ locale, search, get }) => {
    const payload = listingPayloadFromSearch(search);
    if (payload.search) await get(apiKeys.queryProducts(locale, payload));
  }),
  compare: screen('compare'),
  findDealer: screen('findDealer'),
  cart: screen('cart'),
  checkoutLogin: screen('checkoutLogin'),
  checkoutOrder: screen('checkoutOrder'),
  paymentRedirect: screen('paymentRedirect'),
  dashboard: screen('dashboard'),
  dashboardFavorites: screen('dashboardFavorites'),
  dashboardInspections: screen('dashboardInspections'),
  dashboardOffers: screen('dashboardOffers'),
  dashboardOffer: screen('dashboardOffer'),
  dashboardOrders: screen('dashboardOrders'),
  dashboardOrder: screen('dashboardOrder'),
  dashboardPersonal: screen('dashboardPersonal'),
  dashboardAddresses: screen('dashboardAddresses'),
  dealerOrder: screen('dealerOrder'),
  dealerDownloads: screen('dealerDownloads'),
  dealerDownloadsProduct: screen('dealerDownloadsProduct'),
  faq: screen('faq'),
  faqProduct: screen('faqProduct'),
  faqCategory: screen('faqCategory'),
  offerLink: screen('offerLink'),
  resetPassword: screen('resetPassword'),
  reviewPromotion: screen('reviewPromotion'),
  catchAll: {
    render: () => <CatchAllPage />,
    load: async ({ pathname, locale, search, get, defer, preload }) => {
      const { data } = await get<{ data: Resolved }>(apiKeys.resolve(catchAllPath(pathname), locale));
      if (data.type === 'product' || data.type === 'parts') {
        const product = await get<{ data: ProductResponse }>(apiKeys.product(data.slug ?? '', locale));
        if (data.type === 'product') defer(apiKeys.productReviews(product.data.product.id, locale));
        else await get(apiKeys.productParts(product.data.product.id, locale));
        preload(data.type);
      } else if (data.type === 'category') {
        await Promise.all([
          get(apiKeys.category(data.id, locale)),
          get(apiKeys.queryProducts(locale, { ...listingPayloadFromSearch(search), category_id: data.id })),
        ]);
        preload('category');
      } else {
        await get(apiKeys.page(data.id, locale));
        preload('content');
      }
    },
  },
};

/** Route objects for React Router's matcher: each screen once per locale, ids `<screen>.<locale>`. */
export const routeObjects: RouteObject[] = routeTable.flatMap((def) => [
  { id: `${def.id}.nl`, path: def.nl },
  { id: `${def.id}.en`, path: def.en },
]);

export function routeIdOf(matchId: string): RouteId {
  return matchId.slice(0, matchId.lastIndexOf('.')) as RouteId;
}
