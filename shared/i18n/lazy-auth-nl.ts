/** The Dutch account texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl, nlRoot } from './sections/auth.ts';

export const texts = { auth: nl, ...nlRoot };
