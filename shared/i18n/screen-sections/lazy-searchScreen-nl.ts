// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/search/texts.ts';

/** The search/ folder's texts in Dutch, as the lazy section `searchScreen`. */
export const texts = { searchScreen: nl };
