// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088): do not edit.
import type { Locale } from '../locale.ts';
import type { screenTexts } from './screen-texts.gen.ts';

/** The browser loads a screen's texts in its visitor's language only (build.mjs, `texts.ts?nl`). */
export const screenTextLoaders: Record<
  keyof typeof screenTexts,
  Record<Locale, () => Promise<{ texts: object }>>
> = {
  reviewPromotion: {
    nl: () => import('../../client/routes/review-promotion/texts.ts?nl'),
    en: () => import('../../client/routes/review-promotion/texts.ts?en'),
  },
};
