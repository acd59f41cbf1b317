/** The Dutch cookie-consent texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/consent.ts';

export const texts = { consent: nl };
