/** The Dutch page overlay texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/overlays.ts';

export const texts = { overlays: nl };
