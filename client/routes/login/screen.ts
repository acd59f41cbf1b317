import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('login/login-page', () => import('./login-page.tsx'), ['auth', 'loginScreen']),
} as const satisfies Screen;
