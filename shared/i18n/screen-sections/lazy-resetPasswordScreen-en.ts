// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/reset-password/texts.ts';

/** The reset-password/ folder's texts in English, as the lazy section `resetPasswordScreen`. */
export const texts = { resetPasswordScreen: en };
