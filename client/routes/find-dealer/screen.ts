import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('find-dealer/find-dealer-page', () => import('./find-dealer-page.tsx'), ['locator']),
} as const satisfies Screen;
