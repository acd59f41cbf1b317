import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('deals/deals-page', () => import('./deals-page.tsx'), ['listing', 'dealsScreen']),
} as const satisfies Screen;
