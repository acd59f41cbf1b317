import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('withdraw/withdraw-page', () => import('./withdraw-page.tsx'), ['returns', 'auth']),
} as const satisfies Screen;
