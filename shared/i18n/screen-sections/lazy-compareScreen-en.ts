// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/compare/texts.ts';

/** The compare/ folder's texts in English, as the lazy section `compareScreen`. */
export const texts = { compareScreen: en };
