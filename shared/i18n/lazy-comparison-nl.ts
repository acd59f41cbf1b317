/** The Dutch comparison texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/comparison.ts';

export const texts = { comparison: nl };
