// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088): do not edit.
import { nl as reviewPromotion } from '../../client/routes/review-promotion/texts.ts';

/** Every screen folder's texts in Dutch, by the screen's name (the lazy section `screens`). */
export const texts = {
  reviewPromotion,
};
