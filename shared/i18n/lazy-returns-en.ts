/** The English withdrawal and returns texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/returns.ts';

export const texts = { returns: en };
