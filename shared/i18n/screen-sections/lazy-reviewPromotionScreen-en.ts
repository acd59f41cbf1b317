// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.
import { en } from '../../../client/routes/review-promotion/texts.ts';

/** The review-promotion/ folder's texts in English, as the lazy section `reviewPromotionScreen`. */
export const texts = { reviewPromotionScreen: en };
