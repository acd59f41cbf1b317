import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('payment-redirect/payment-redirect-page', () => import('./payment-redirect-page.tsx'), [
    'checkout',
    'cart',
    'dashboard',
    'auth',
    'paymentRedirectScreen',
  ]),
} as const satisfies Screen;
