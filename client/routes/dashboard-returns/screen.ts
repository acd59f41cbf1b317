import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('dashboard-returns/dashboard-returns-page', () => import('./dashboard-returns-page.tsx'), [
    'returns',
    'dashboard',
    'auth',
  ]),
} as const satisfies Screen;
