/**
 * What each screen of the route table renders and which data it needs. Data keys are split as
 * Hydrogen's loaders are: `get` awaits a critical key before the first byte (it decides the status,
 * the head and the entity); `defer` starts a key that streams into its own Suspense boundary.
 * The server runs `load`; in the browser the page components read the same keys through SWR.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { type ApiKey, apiKeys } from '../shared/api-keys.ts';
import type { Resolved } from '../shared/contract/content.ts';
import type { Me } from '../shared/contract/customer.ts';
import type { Locale } from '../shared/locale.ts';
import { type RouteId, routeTable } from '../shared/routes.ts';
import { type PageName, pages } from './pages.ts';
import { CatchAllPage, catchAllPath } from './routes/catch-all/catch-all-page.tsx';
import { loadCategory } from './routes/category/category-data.ts';
import { loadCompare } from './routes/compare/compare-data.ts';
import { loadContent } from './routes/content/content-data.ts';
import { loadDeals } from './routes/deals/deals-data.ts';
import { bestSellersKey } from './routes/home/home-data.ts';
import { loadParts, loadProduct } from './routes/product/product-data.ts';
import { loadSearch } from './routes/search/search-data.ts';

export interface LoadArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  pathname: string;
  /** The visitor (loaded with the shell), or null for guests. */
  customer: Me | null;
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
  deals: page('deals', loadDeals),
  search: page('search', loadSearch),
  compare: page('compare', loadCompare),
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
    load: async (args) => {
      const { data } = await args.get<{ data: Resolved }>(
        apiKeys.resolve(catchAllPath(args.pathname), args.locale),
      );
      if (data.type === 'product') await loadProduct(args, data);
      else if (data.type === 'parts') await loadParts(args, data);
      else if (data.type === 'category') await loadCategory(args, data);
      else await loadContent(args, data);
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
