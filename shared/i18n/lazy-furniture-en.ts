/** The English page furniture texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/furniture.ts';

export const texts = { furniture: en };
