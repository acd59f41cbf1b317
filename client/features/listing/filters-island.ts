/**
 * The listing's filter panel hydrates as an island (client/lib/island.tsx, decision 012): a plain
 * GET form that works from the server's HTML, with many inputs whose hydration was most of the
 * category page's blocking time. Its props are stable until it hydrates.
 */
import { island } from '../../lib/island.tsx';

export const Filters = island(() => import('./filters.tsx').then((m) => m.Filters));
