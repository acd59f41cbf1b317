/** The Dutch page furniture texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/furniture.ts';

export const texts = { furniture: nl };
