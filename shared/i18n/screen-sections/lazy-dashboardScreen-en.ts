// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/dashboard/texts.ts';

/** The dashboard/ folder's texts in English, as the lazy section `dashboardScreen`. */
export const texts = { dashboardScreen: en };
