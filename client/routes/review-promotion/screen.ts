import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage('review-promotion/review-promotion-page', () => import('./review-promotion-page.tsx'), [
    'reviewPromotionScreen',
  ]),
} as const satisfies Screen;
