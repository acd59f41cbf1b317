/** The Dutch dashboard texts as their own browser module (build.mjs builds it like a dictionary). */
import { nl } from './sections/dashboard.ts';

export const texts = { dashboard: nl };
