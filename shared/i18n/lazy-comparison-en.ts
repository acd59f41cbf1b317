/** The English comparison texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/comparison.ts';

export const texts = { comparison: en };
