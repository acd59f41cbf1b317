// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/dashboard/texts.ts';

/** The dashboard/ folder's texts in Dutch, as the lazy section `dashboardScreen`. */
export const texts = { dashboardScreen: nl };
