import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

/** A category's listing: at its uri, which the catch-all resolves (no route of its own). */
export const screen = {
  page: lazyPage('category/category-page', () => import('./category-page.tsx'), [
    'listing',
    'categoryScreen',
  ]),
} as const satisfies Screen;
