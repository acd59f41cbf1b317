/** The English chat widget texts as their own browser module (build.mjs builds it like a dictionary). */
import { en } from './sections/chat.ts';

export const texts = { chat: en };
