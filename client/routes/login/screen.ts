import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const loginScreen = {
  routes: [{ id: 'login', nl: '/login', en: '/en/login', access: 'guest' }],
  page: lazyPage('login/login-page', () => import('./login-page.tsx'), ['auth']),
} as const satisfies Screen;
