/** The English checkout texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/checkout.ts';

export const texts = { checkout: en };
