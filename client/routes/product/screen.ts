import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

/** A product's page: at its slug, which the catch-all resolves (no route of its own). */
export const screen = {
  page: lazyPage('product/product-page', () => import('./product-page.tsx')),
} as const satisfies Screen;
