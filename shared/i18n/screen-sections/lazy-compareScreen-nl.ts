// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/compare/texts.ts';

/** The compare/ folder's texts in Dutch, as the lazy section `compareScreen`. */
export const texts = { compareScreen: nl };
