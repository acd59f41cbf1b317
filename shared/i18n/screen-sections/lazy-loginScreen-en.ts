// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/login/texts.ts';

/** The login/ folder's texts in English, as the lazy section `loginScreen`. */
export const texts = { loginScreen: en };
