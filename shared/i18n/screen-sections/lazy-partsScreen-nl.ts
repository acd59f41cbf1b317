// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/parts/texts.ts';

/** The parts/ folder's texts in Dutch, as the lazy section `partsScreen`. */
export const texts = { partsScreen: nl };
