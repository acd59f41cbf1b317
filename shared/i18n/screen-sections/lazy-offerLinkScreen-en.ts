// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/offer-link/texts.ts';

/** The offer-link/ folder's texts in English, as the lazy section `offerLinkScreen`. */
export const texts = { offerLinkScreen: en };
