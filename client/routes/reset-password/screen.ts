import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('reset-password/reset-password-page', () => import('./reset-password-page.tsx'), [
    'auth',
    'resetPasswordScreen',
  ]),
} as const satisfies Screen;
