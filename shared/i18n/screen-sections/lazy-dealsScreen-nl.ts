// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/deals/texts.ts';

/** The deals/ folder's texts in Dutch, as the lazy section `dealsScreen`. */
export const texts = { dealsScreen: nl };
