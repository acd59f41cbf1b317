/** The English account texts as their own browser module (build.mjs builds it like a dictionary). */
import { en, enRoot } from './sections/auth.ts';

export const texts = { auth: en, ...enRoot };
