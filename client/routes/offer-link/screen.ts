import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const offerLinkScreen = {
  routes: [
    {
      id: 'offerLink',
      nl: '/offerlink/:token?',
      en: '/en/offerlink/:token?',
      urlToken: true,
      private: true,
    },
  ],
  page: lazyPage('offer-link/offer-link-page', () => import('./offer-link-page.tsx'), ['cart']),
} as const satisfies Screen;
