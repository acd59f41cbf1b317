import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('compare/compare-page', () => import('./compare-page.tsx'), ['comparison', 'compareScreen']),
} as const satisfies Screen;
