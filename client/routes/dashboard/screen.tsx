import { lazyPage } from '../../lib/lazy-page.tsx';
import type { Screen } from '../screen.ts';
import type { DashboardPageProps } from './dashboard-page.tsx';

const Page = lazyPage<DashboardPageProps>('dashboard/dashboard-page', () => import('./dashboard-page.tsx'), [
  'dashboard',
  'auth',
]);

/** The customer's dashboard and the dealer's pages: one page that shows the view of the matched route. */
export const dashboardScreen = {
  routes: [
    { id: 'dashboard', nl: '/dashboard', en: '/en/dashboard', access: 'protected' },
    {
      id: 'dashboardFavorites',
      nl: '/dashboard/favoriete-producten',
      en: '/en/dashboard/favorite-products',
      access: 'protected',
    },
    {
      id: 'dashboardInspections',
      nl: '/dashboard/keuringen',
      en: '/en/dashboard/inspections',
      access: 'protected',
    },
    { id: 'dashboardOffers', nl: '/dashboard/offertes', en: '/en/dashboard/offers', access: 'protected' },
    {
      id: 'dashboardOffer',
      nl: '/dashboard/offertes/:id',
      en: '/en/dashboard/offers/:id',
      access: 'protected',
    },
    { id: 'dashboardOrders', nl: '/dashboard/orders', en: '/en/dashboard/orders', access: 'protected' },
    {
      id: 'dashboardOrder',
      nl: '/dashboard/orders/:id',
      en: '/en/dashboard/orders/:id',
      access: 'protected',
    },
    {
      id: 'dashboardPersonal',
      nl: '/dashboard/persoonlijke-gegevens',
      en: '/en/dashboard/personal-information',
      access: 'protected',
    },
    {
      id: 'dashboardAddresses',
      nl: '/dashboard/adressen',
      en: '/en/dashboard/addresses',
      access: 'protected',
    },
    { id: 'dealerOrder', nl: '/dealer-order', en: '/en/dealer-order', access: 'dealer' },
    { id: 'dealerDownloads', nl: '/dealer-downloads', en: '/en/dealer-downloads', access: 'dealer' },
    {
      id: 'dealerDownloadsProduct',
      nl: '/dealer-downloads/product/:id?',
      en: '/en/dealer-downloads/product/:id?',
      access: 'dealer',
    },
  ],
  page: Page,
  render: (routeId) => <Page routeId={routeId} />,
} as const satisfies Screen;
