/** The English page overlay texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/overlays.ts';

export const texts = { overlays: en };
