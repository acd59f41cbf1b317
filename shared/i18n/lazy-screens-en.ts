// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en as cartScreen } from '../../client/routes/cart/texts.ts';
import { en as categoryScreen } from '../../client/routes/category/texts.ts';
import { en as checkoutLoginScreen } from '../../client/routes/checkout-login/texts.ts';
import { en as checkoutOrderScreen } from '../../client/routes/checkout-order/texts.ts';
import { en as compareScreen } from '../../client/routes/compare/texts.ts';
import { en as contentScreen } from '../../client/routes/content/texts.ts';
import { en as dashboardScreen } from '../../client/routes/dashboard/texts.ts';
import { en as dealsScreen } from '../../client/routes/deals/texts.ts';
import { en as homeScreen } from '../../client/routes/home/texts.ts';
import { en as loginScreen } from '../../client/routes/login/texts.ts';
import { en as offerLinkScreen } from '../../client/routes/offer-link/texts.ts';
import { en as paymentRedirectScreen } from '../../client/routes/payment-redirect/texts.ts';
import { en as resetPasswordScreen } from '../../client/routes/reset-password/texts.ts';
import { en as reviewPromotionScreen } from '../../client/routes/review-promotion/texts.ts';
import { en as searchScreen } from '../../client/routes/search/texts.ts';

/** Every screen folder's texts in English, by namespace (the lazy section `screens`). */
export const texts = {
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
  paymentRedirectScreen,
  resetPasswordScreen,
  reviewPromotionScreen,
  searchScreen,
};
