import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('checkout-order/checkout-order-page', () => import('./checkout-order-page.tsx'), [
    'checkout',
    'cart',
    'dashboard',
    'auth',
    'checkoutOrderScreen',
  ]),
} as const satisfies Screen;
