import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';
import type { DashboardPageProps } from './dashboard-page.tsx';

const Page = lazyPage<DashboardPageProps>('dashboard/dashboard-page', () => import('./dashboard-page.tsx'), [
  'dashboard',
  'auth',
  'dashboardScreen',
]);

/** The customer's dashboard and the dealer's pages: one page that shows the view of the matched route. */
export const screen = {
  page: Page,
  render: (routeId) => <Page routeId={routeId} />,
} as const satisfies Screen;
