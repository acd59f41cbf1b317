import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('checkout-login/checkout-login-page', () => import('./checkout-login-page.tsx'), [
    'auth',
    'checkoutLoginScreen',
  ]),
} as const satisfies Screen;
