/** The Dutch content, recipe and FAQ texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/content.ts';

export const texts = { content: nl };
