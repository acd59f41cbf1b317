import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('home/home-page', () => import('./home-page.tsx'), ['homeScreen']),
} as const satisfies Screen;
