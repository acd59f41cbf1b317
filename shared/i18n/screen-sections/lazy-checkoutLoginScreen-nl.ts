// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/checkout-login/texts.ts';

/** The checkout-login/ folder's texts in Dutch, as the lazy section `checkoutLoginScreen`. */
export const texts = { checkoutLoginScreen: nl };
