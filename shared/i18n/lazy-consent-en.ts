/** The English cookie-consent texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/consent.ts';

export const texts = { consent: en };
