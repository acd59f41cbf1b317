// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/cart/texts.ts';

/** The cart/ folder's texts in Dutch, as the lazy section `cartScreen`. */
export const texts = { cartScreen: nl };
