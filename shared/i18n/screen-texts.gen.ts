// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088): do not edit.
import * as checkoutLogin from '../../client/routes/checkout-login/texts.ts';
import * as login from '../../client/routes/login/texts.ts';
import * as resetPassword from '../../client/routes/reset-password/texts.ts';
import * as reviewPromotion from '../../client/routes/review-promotion/texts.ts';

/** Each screen folder's own texts (`nl`, `en`), by the screen's name. */
export const screenTexts = {
  checkoutLogin,
  login,
  resetPassword,
  reviewPromotion,
};
