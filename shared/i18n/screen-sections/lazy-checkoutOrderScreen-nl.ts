// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/checkout-order/texts.ts';

/** The checkout-order/ folder's texts in Dutch, as the lazy section `checkoutOrderScreen`. */
export const texts = { checkoutOrderScreen: nl };
