/** The English content, recipe and FAQ texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/content.ts';

export const texts = { content: en };
