import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const paymentRedirectScreen = {
  routes: [
    {
      id: 'paymentRedirect',
      nl: '/payment-redirect',
      en: '/en/payment-redirect',
      urlToken: true,
      private: true,
    },
  ],
  page: lazyPage('payment-redirect/payment-redirect-page', () => import('./payment-redirect-page.tsx'), [
    'checkout',
    'cart',
    'dashboard',
    'auth',
  ]),
} as const satisfies Screen;
