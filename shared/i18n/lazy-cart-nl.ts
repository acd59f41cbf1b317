/** The Dutch cart texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl, nlRoot } from './sections/cart.ts';

export const texts = { cart: nl, ...nlRoot };
