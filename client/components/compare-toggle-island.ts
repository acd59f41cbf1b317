/**
 * The comparison checkbox as an island (decision 012): server-rendered disabled (the selection lives
 * in session storage), its code and the comparison store load at the first interaction or when idle,
 * so they are not in the first load of every page with product cards.
 */
import { island } from '../lib/island.tsx';

export const CompareToggle = island(() => import('./compare-toggle.tsx').then((m) => m.CompareToggle));
