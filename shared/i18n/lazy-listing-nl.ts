/** The Dutch listing texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/listing.ts';

export const texts = { listing: nl };
