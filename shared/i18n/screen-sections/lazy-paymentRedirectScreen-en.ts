// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/payment-redirect/texts.ts';

/** The payment-redirect/ folder's texts in English, as the lazy section `paymentRedirectScreen`. */
export const texts = { paymentRedirectScreen: en };
