import type { Screen } from '../screen.ts';
import { CatchAllPage } from './catch-all-page.tsx';

/**
 * Every other path: products (slug), product parts (slug + /onderdelen | /parts), categories and
 * content pages. The catch-all asks the shop API what the path is and renders that screen's page.
 */
export const screen = {
  render: () => <CatchAllPage />,
} as const satisfies Screen;
