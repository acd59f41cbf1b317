// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl as cartScreen } from '../../client/routes/cart/texts.ts';
import { nl as categoryScreen } from '../../client/routes/category/texts.ts';
import { nl as checkoutLoginScreen } from '../../client/routes/checkout-login/texts.ts';
import { nl as checkoutOrderScreen } from '../../client/routes/checkout-order/texts.ts';
import { nl as compareScreen } from '../../client/routes/compare/texts.ts';
import { nl as contentScreen } from '../../client/routes/content/texts.ts';
import { nl as dashboardScreen } from '../../client/routes/dashboard/texts.ts';
import { nl as dealsScreen } from '../../client/routes/deals/texts.ts';
import { nl as homeScreen } from '../../client/routes/home/texts.ts';
import { nl as loginScreen } from '../../client/routes/login/texts.ts';
import { nl as offerLinkScreen } from '../../client/routes/offer-link/texts.ts';
import { nl as paymentRedirectScreen } from '../../client/routes/payment-redirect/texts.ts';
import { nl as resetPasswordScreen } from '../../client/routes/reset-password/texts.ts';
import { nl as reviewPromotionScreen } from '../../client/routes/review-promotion/texts.ts';
import { nl as searchScreen } from '../../client/routes/search/texts.ts';

/** Every screen folder's texts in Dutch, by namespace (the lazy section `screens`). */
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
