/** The Dutch dealer locator texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/locator.ts';

export const texts = { locator: nl };
