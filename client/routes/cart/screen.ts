import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('cart/cart-page', () => import('./cart-page.tsx'), ['cart', 'cartScreen']),
} as const satisfies Screen;
