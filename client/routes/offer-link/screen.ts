import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('offer-link/offer-link-page', () => import('./offer-link-page.tsx'), [
    'cart',
    'offerLinkScreen',
  ]),
} as const satisfies Screen;
