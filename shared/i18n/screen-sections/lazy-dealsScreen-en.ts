// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/deals/texts.ts';

/** The deals/ folder's texts in English, as the lazy section `dealsScreen`. */
export const texts = { dealsScreen: en };
