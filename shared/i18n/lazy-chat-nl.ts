/** The Dutch chat widget texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/chat.ts';

export const texts = { chat: nl };
