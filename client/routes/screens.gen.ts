// Written by scripts/screen-table.mjs from the folders under client/routes/ (decision 084): do not edit.
import { screen as cart } from './cart/screen.ts';
import { screen as catchAll } from './catch-all/screen.tsx';
import { screen as category } from './category/screen.ts';
import { screen as checkoutLogin } from './checkout-login/screen.ts';
import { screen as checkoutOrder } from './checkout-order/screen.ts';
import { screen as compare } from './compare/screen.ts';
import { screen as content } from './content/screen.ts';
import { screen as dashboard } from './dashboard/screen.tsx';
import { screen as deals } from './deals/screen.ts';
import { screen as findDealer } from './find-dealer/screen.ts';
import { screen as home } from './home/screen.ts';
import { screen as login } from './login/screen.ts';
import { screen as offerLink } from './offer-link/screen.ts';
import { screen as parts } from './parts/screen.ts';
import { screen as paymentRedirect } from './payment-redirect/screen.ts';
import { screen as product } from './product/screen.ts';
import { screen as resetPassword } from './reset-password/screen.ts';
import { screen as reviewPromotion } from './review-promotion/screen.ts';
import { screen as search } from './search/screen.ts';
import { screen as withdraw } from './withdraw/screen.tsx';

export const screenModules = {
  cart,
  catchAll,
  category,
  checkoutLogin,
  checkoutOrder,
  compare,
  content,
  dashboard,
  deals,
  findDealer,
  home,
  login,
  offerLink,
  parts,
  paymentRedirect,
  product,
  resetPassword,
  reviewPromotion,
  search,
  withdraw,
};
