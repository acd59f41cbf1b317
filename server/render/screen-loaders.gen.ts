// Written by scripts/screen-table.mjs from the folders under client/routes/ (decision 084): do not edit.
import { load as catchAll } from '../../client/routes/catch-all/catch-all-data.ts';
import { load as checkoutOrder } from '../../client/routes/checkout-order/checkout-order-data.ts';
import { load as compare } from '../../client/routes/compare/compare-data.ts';
import { load as content } from '../../client/routes/content/content-data.ts';
import { load as dashboard } from '../../client/routes/dashboard/dashboard-data.ts';
import { load as deals } from '../../client/routes/deals/deals-data.ts';
import { load as findDealer } from '../../client/routes/find-dealer/find-dealer-data.ts';
import { load as home } from '../../client/routes/home/home-data.ts';
import { load as offerLink } from '../../client/routes/offer-link/offer-link-data.ts';
import { load as paymentRedirect } from '../../client/routes/payment-redirect/payment-redirect-data.ts';
import { load as reviewPromotion } from '../../client/routes/review-promotion/review-promotion-data.ts';
import { load as search } from '../../client/routes/search/search-data.ts';

export const screenLoaders = {
  catchAll,
  checkoutOrder,
  compare,
  content,
  dashboard,
  deals,
  findDealer,
  home,
  offerLink,
  paymentRedirect,
  reviewPromotion,
  search,
};
