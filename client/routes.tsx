/**
 * What each screen of the route table renders. Which data each screen needs before its first byte
 * is in route-data.ts, which only the server imports (the browser reads the same keys through SWR,
 * so the loaders stay out of its bundle).
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { type RouteId, routeTable } from '../shared/routes.ts';
import { type PageName, pages } from './pages.ts';
import { CatchAllPage } from './routes/catch-all/catch-all-page.tsx';

export interface RouteModule {
  /** The page chunk that renders this screen (the catch-all picks one after resolving). */
  page?: PageName;
  render: () => ReactNode;
}

const Dashboard = pages.dashboard;
const dashboard = (id: RouteId): RouteModule => ({
  page: 'dashboard',
  render: () => <Dashboard routeId={id} />,
});
const page = (name: PageName): RouteModule => {
  const Page = pages[name] as (props: object) => ReactNode;
  return { page: name, render: () => <Page /> };
};

export const routeModules: Record<RouteId, RouteModule> = {
  home: page('home'),
  login: page('login'),
  deals: page('deals'),
  search: page('search'),
  compare: page('compare'),
  findDealer: page('findDealer'),
  cart: page('cart'),
  checkoutLogin: page('checkoutLogin'),
  checkoutOrder: page('checkoutOrder'),
  paymentRedirect: page('paymentRedirect'),
  dashboard: dashboard('dashboard'),
  dashboardFavorites: dashboard('dashboardFavorites'),
  dashboardInspections: dashboard('dashboardInspections'),
  dashboardOffers: dashboard('dashboardOffers'),
  dashboardOffer: dashboard('dashboardOffer'),
  dashboardOrders: dashboard('dashboardOrders'),
  dashboardOrder: dashboard('dashboardOrder'),
  dashboardPersonal: dashboard('dashboardPersonal'),
  dashboardAddresses: dashboard('dashboardAddresses'),
  dealerOrder: dashboard('dealerOrder'),
  dealerDownloads: dashboard('dealerDownloads'),
  dealerDownloadsProduct: dashboard('dealerDownloadsProduct'),
  faq: page('content'),
  faqProduct: page('content'),
  faqCategory: page('content'),
  offerLink: page('offerLink'),
  resetPassword: page('resetPassword'),
  reviewPromotion: page('reviewPromotion'),
  catchAll: { render: () => <CatchAllPage /> },
};

/** Route objects for React Router's matcher: each screen once per locale, ids `<screen>.<locale>`. */
export const routeObjects: RouteObject[] = routeTable.flatMap((def) => [
  { id: `${def.id}.nl`, path: def.nl },
  { id: `${def.id}.en`, path: def.en },
]);

export function routeIdOf(matchId: string): RouteId {
  return matchId.slice(0, matchId.lastIndexOf('.')) as RouteId;
}
