import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

/** A product's parts: its slug followed by /onderdelen or /parts, which the catch-all resolves. */
export const screen = {
  page: lazyPage('parts/parts-page', () => import('./parts-page.tsx'), ['partsScreen']),
} as const satisfies Screen;
