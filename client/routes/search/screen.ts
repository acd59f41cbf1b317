import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('search/search-page', () => import('./search-page.tsx'), ['listing', 'searchScreen']),
} as const satisfies Screen;
