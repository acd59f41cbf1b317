import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const checkoutOrderScreen = {
  routes: [
    {
      id: 'checkoutOrder',
      nl: '/winkelwagen/bestellen/:action?/:id?',
      en: '/en/checkout/order/:action?/:id?',
      private: true,
    },
  ],
  page: lazyPage('checkout-order/checkout-order-page', () => import('./checkout-order-page.tsx'), [
    'checkout',
    'cart',
    'dashboard',
    'auth',
  ]),
} as const satisfies Screen;
