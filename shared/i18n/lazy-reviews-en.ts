/** The English review promotion page texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/reviews.ts';

export const texts = { reviews: en };
