import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

/** The FAQ at its routes; content pages and recipes at their uri, which the catch-all resolves. */
export const contentScreen = {
  routes: [
    { id: 'faq', nl: '/service/faq', en: '/en/service/faq' },
    {
      id: 'faqProduct',
      nl: '/service/faq/product/:slug?',
      en: '/en/service/faq/product/:slug?',
    },
    { id: 'faqCategory', nl: '/service/faq/:slug', en: '/en/service/faq/:slug' },
  ],
  page: lazyPage('content/content-page', () => import('./content-page.tsx'), ['content']),
} as const satisfies Screen;
