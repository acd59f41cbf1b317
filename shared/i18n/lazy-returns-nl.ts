/** The Dutch withdrawal and returns texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/returns.ts';

export const texts = { returns: nl };
