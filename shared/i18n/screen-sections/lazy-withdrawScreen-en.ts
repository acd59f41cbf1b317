// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/withdraw/texts.ts';

/** The withdraw/ folder's texts in English, as the lazy section `withdrawScreen`. */
export const texts = { withdrawScreen: en };
