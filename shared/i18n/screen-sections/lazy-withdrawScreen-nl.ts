// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/withdraw/texts.ts';

/** The withdraw/ folder's texts in Dutch, as the lazy section `withdrawScreen`. */
export const texts = { withdrawScreen: nl };
