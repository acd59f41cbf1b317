/**
 * Which data each screen needs before its first byte, run by the server only (server/render). Data
 * keys are split as Hydrogen's loaders are: `get` awaits a critical key before the first byte (it
 * decides the status, the head and the entity); `defer` starts a key that streams into its own
 * Suspense boundary; `settle` is a deferred key the first byte waits for (the home hero: the LCP,
 * whose placeholder would shift the page when the answer streamed in), failed or not. In the
 * browser the page components read the same keys through SWR.
 */

import { type ApiKey, apiKeys } from '../shared/api-keys.ts';
import type { Resolved } from '../shared/contract/content.ts';
import type { Me } from '../shared/contract/customer.ts';
import type { Locale } from '../shared/locale.ts';
import type { PriceMode } from '../shared/price-mode.ts';
import type { RouteId } from '../shared/routes.ts';
import type { PageName } from './pages.ts';
import { catchAllPath } from './routes/catch-all/catch-all-page.tsx';
import { loadCategory } from './routes/category/category-data.ts';
import { loadCheckoutOrder } from './routes/checkout-order/checkout-order-data.ts';
import { loadCompare } from './routes/compare/compare-data.ts';
import { loadContent, loadFaq, loadFaqCategory, loadFaqProduct } from './routes/content/content-data.ts';
import { dashboardKeys } from './routes/dashboard/dashboard-data.ts';
import { loadDeals } from './routes/deals/deals-data.ts';
import { loadFindDealer } from './routes/find-dealer/find-dealer-data.ts';
import { loadHome } from './routes/home/home-data.ts';
import { loadOfferLink } from './routes/offer-link/offer-link-data.ts';
import { loadPaymentRedirect } from './routes/payment-redirect/payment-redirect-data.ts';
import { loadParts, loadProduct } from './routes/product/product-data.ts';
import { loadReviewPromotion } from './routes/review-promotion/review-promotion-data.ts';
import { loadSearch } from './routes/search/search-data.ts';

export interface LoadArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  pathname: string;
  /** The visitor (loaded with the shell), or null for guests. */
  customer: Me | null;
  /** The prices the visitor sees (their role's, or a guest's choice). */
  priceMode: PriceMode;
  get<T>(key: ApiKey): Promise<T>;
  defer(key: ApiKey): void;
  /** A deferred key the first byte waits for, failure included (an above-the-fold section): no placeholder to shift from. */
  settle(key: ApiKey): Promise<void>;
  preload(page: PageName): void;
}

export type RouteLoad = (args: LoadArgs) => Promise<void> | void;

/**
 * Screens that show the visitor's own data whoever they are (the cart: the shell loads it for a
 * visitor with a token or cart cookie): rendered `private, no-store`, never from or into the page cache.
 */
export const privateScreens: ReadonlySet<RouteId> = new Set<RouteId>([
  'cart',
  'checkoutOrder',
  'paymentRedirect',
  'offerLink',
  // A customer's personal link (decision 025): one-off URLs, nothing to share between visitors.
  'reviewPromotion',
]);

/** Screens without an entry need only the shell's data. */
export const routeLoaders: Partial<Record<RouteId, RouteLoad>> = {
  home: loadHome,
  deals: loadDeals,
  ...Object.fromEntries(
    (
      [
        'dashboardOrders',
        'dashboardOrder',
        'dashboardOffers',
        'dashboardOffer',
        'dashboardFavorites',
        'dashboardInspections',
        'dashboardAddresses',
        'dealerDownloads',
        'dealerDownloadsProduct',
      ] as const
    ).map((id): [RouteId, RouteLoad] => [
      id,
      async (args) => {
        await Promise.all(
          dashboardKeys(id, args.locale, args.pathname, args.search).map((key) => args.get(key)),
        );
      },
    ]),
  ),
  checkoutOrder: loadCheckoutOrder,
  paymentRedirect: loadPaymentRedirect,
  offerLink: loadOfferLink,
  reviewPromotion: loadReviewPromotion,
  search: loadSearch,
  compare: loadCompare,
  findDealer: loadFindDealer,
  faq: loadFaq,
  faqCategory: loadFaqCategory,
  faqProduct: loadFaqProduct,
  catchAll: async (args) => {
    const { data } = await args.get<{ data: Resolved }>(
      apiKeys.resolve(catchAllPath(args.pathname), args.locale),
    );
    if (data.type === 'product') await loadProduct(args, data);
    else if (data.type === 'parts') await loadParts(args, data);
    else if (data.type === 'category') await loadCategory(args, data);
    else await loadContent(args, data);
  },
};
