/** The Dutch review promotion page texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/reviews.ts';

export const texts = { reviews: nl };
