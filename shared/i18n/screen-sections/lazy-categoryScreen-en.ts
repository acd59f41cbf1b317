// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/category/texts.ts';

/** The category/ folder's texts in English, as the lazy section `categoryScreen`. */
export const texts = { categoryScreen: en };
