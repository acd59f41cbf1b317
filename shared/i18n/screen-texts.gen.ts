// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import * as cartScreen from '../../client/routes/cart/texts.ts';
import * as categoryScreen from '../../client/routes/category/texts.ts';
import * as checkoutLoginScreen from '../../client/routes/checkout-login/texts.ts';
import * as checkoutOrderScreen from '../../client/routes/checkout-order/texts.ts';
import * as compareScreen from '../../client/routes/compare/texts.ts';
import * as contentScreen from '../../client/routes/content/texts.ts';
import * as dashboardScreen from '../../client/routes/dashboard/texts.ts';
import * as dealsScreen from '../../client/routes/deals/texts.ts';
import * as homeScreen from '../../client/routes/home/texts.ts';
import * as loginScreen from '../../client/routes/login/texts.ts';
import * as offerLinkScreen from '../../client/routes/offer-link/texts.ts';
import * as partsScreen from '../../client/routes/parts/texts.ts';
import * as paymentRedirectScreen from '../../client/routes/payment-redirect/texts.ts';
import * as resetPasswordScreen from '../../client/routes/reset-password/texts.ts';
import * as reviewPromotionScreen from '../../client/routes/review-promotion/texts.ts';
import * as searchScreen from '../../client/routes/search/texts.ts';
import * as withdrawScreen from '../../client/routes/withdraw/texts.ts';

/** Each screen folder's own texts (`nl`, `en`), by its namespace (the screen's name and `Screen`). */
export const screenTexts = {
  cartScreen,
  categoryScreen,
  checkoutLoginScreen,
  checkoutOrderScreen,
  compareScreen,
  contentScreen,
  dashboardScreen,
  dealsScreen,
  homeScreen,
  loginScreen,
  offerLinkScreen,
  partsScreen,
  paymentRedirectScreen,
  resetPasswordScreen,
  reviewPromotionScreen,
  searchScreen,
  withdrawScreen,
};
