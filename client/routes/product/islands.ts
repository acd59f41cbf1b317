/** The product page's islands (client/lib/island.tsx): parts whose code can follow the page. */
import { island } from '../../lib/island.tsx';

export const RecentlyViewed = island(() =>
  import('../../features/recently-viewed/recently-viewed.tsx').then((m) => m.RecentlyViewed),
);
