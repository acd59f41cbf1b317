// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/home/texts.ts';

/** The home/ folder's texts in Dutch, as the lazy section `homeScreen`. */
export const texts = { homeScreen: nl };
