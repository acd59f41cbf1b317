import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';
import type { WithdrawPageProps } from './withdraw-page.tsx';

const Page = lazyPage<WithdrawPageProps>('withdraw/withdraw-page', () => import('./withdraw-page.tsx'), [
  'auth',
  'withdrawScreen',
]);

/** The withdrawal function and the model withdrawal form (decision 093): one page chunk, by route. */
export const screen = {
  page: Page,
  render: (routeId) => <Page routeId={routeId} />,
} as const satisfies Screen;
