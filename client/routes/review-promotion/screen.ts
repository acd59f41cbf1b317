import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const reviewPromotionScreen = {
  routes: [
    {
      id: 'reviewPromotion',
      nl: '/review-promotion/:uuid?/:hash?',
      en: '/en/review-promotion/:uuid?/:hash?',
      urlToken: true,
      // A customer's personal link (decision 025): one-off URLs, nothing to share between visitors.
      private: true,
    },
  ],
  page: lazyPage('review-promotion/review-promotion-page', () => import('./review-promotion-page.tsx'), [
    'reviews',
  ]),
} as const satisfies Screen;
