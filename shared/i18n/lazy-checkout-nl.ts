/** The Dutch checkout texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/checkout.ts';

export const texts = { checkout: nl };
