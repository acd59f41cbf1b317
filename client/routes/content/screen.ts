import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

/** The FAQ at its routes; content pages and recipes at their uri, which the catch-all resolves. */
export const screen = {
  page: lazyPage('content/content-page', () => import('./content-page.tsx'), ['content', 'contentScreen']),
} as const satisfies Screen;
