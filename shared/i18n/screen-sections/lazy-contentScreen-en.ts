// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/content/texts.ts';

/** The content/ folder's texts in English, as the lazy section `contentScreen`. */
export const texts = { contentScreen: en };
