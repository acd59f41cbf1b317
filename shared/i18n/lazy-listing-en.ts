/** The English listing texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/listing.ts';

export const texts = { listing: en };
