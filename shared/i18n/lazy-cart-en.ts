/** The English cart texts as their own browser module (build.mjs builds it like a dictionary). */
import { en, enRoot } from './sections/cart.ts';

export const texts = { cart: en, ...enRoot };
