import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';

export const screen = {
  page: lazyPage(
    'model-withdrawal-form/model-withdrawal-form-page',
    () => import('./model-withdrawal-form-page.tsx'),
    ['returns'],
  ),
} as const satisfies Screen;
