// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { nl } from '../../../client/routes/reset-password/texts.ts';

/** The reset-password/ folder's texts in Dutch, as the lazy section `resetPasswordScreen`. */
export const texts = { resetPasswordScreen: nl };
