/** The English dealer locator texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/locator.ts';

export const texts = { locator: en };
