import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const resetPasswordScreen = {
  routes: [
    {
      id: 'resetPassword',
      nl: '/reset-password/:token?',
      en: '/en/reset-password/:token?',
      access: 'guest',
      urlToken: true,
    },
  ],
  page: lazyPage('reset-password/reset-password-page', () => import('./reset-password-page.tsx'), ['auth']),
} as const satisfies Screen;
