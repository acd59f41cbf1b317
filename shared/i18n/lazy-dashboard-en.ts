/** The English dashboard texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/dashboard.ts';

export const texts = { dashboard: en };
