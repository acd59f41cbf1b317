/**
 * The customer dashboard (`/dashboard` and its children, issue 5) and the dealer pages: one
 * page chunk for every account screen, which it picks by route (the route table's ids). Data comes from the route
 * loader (dashboard-data.ts) on the server and through SWR after client navigation.
 */
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { AddressesView } from './addresses-view.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';
import { dashboardMenuFor } from './dashboard-menu.ts';
import { DealerDownloadsProductView, DealerDownloadsView } from './dealer-downloads-view.tsx';
import { DealerOrderView } from './dealer-order-view.tsx';
import { FavoritesView } from './favorites-view.tsx';
import { InspectionsView } from './inspections-view.tsx';
import { OffersView, OfferView } from './offers-view.tsx';
import { OrderView } from './order-view.tsx';
import { OrdersView } from './orders-view.tsx';
import { PersonalView } from './personal-view.tsx';
import { ReturnsView } from './returns-view.tsx';

export interface DashboardPageProps {
  /** The matched route: which view to show. */
  routeId: string;
}

export default function DashboardPage({ routeId }: DashboardPageProps) {
  switch (routeId) {
    case 'dashboardOrders':
      return <OrdersView />;
    case 'dashboardOrder':
      return <OrderView />;
    case 'dashboardOffers':
      return <OffersView />;
    case 'dashboardOffer':
      return <OfferView />;
    case 'dashboardFavorites':
      return <FavoritesView />;
    case 'dashboardInspections':
      return <InspectionsView />;
    case 'dashboardReturns':
      return <ReturnsView />;
    case 'dashboardPersonal':
      return <PersonalView />;
    case 'dashboardAddresses':
      return <AddressesView />;
    case 'dealerOrder':
      return <DealerOrderView />;
    case 'dealerDownloads':
      return <DealerDownloadsView />;
    case 'dealerDownloadsProduct':
      return <DealerDownloadsProductView />;
    default:
      return <Overview />;
  }
}

function Overview() {
  const { t, locale } = useApp();
  const customer = useCustomer();
  const name = customer
    ? [customer.firstname, customer.middle_name, customer.lastname].filter(Boolean).join(' ')
    : '';
  const tiles = dashboardMenuFor(customer).filter((item) => item.route !== 'dashboard');
  return (
    <DashboardLayout routeId="dashboard" title={t('dashboardScreen.title')}>
      <p className="dashboard-welcome">
        {t('dashboardScreen.welcome', { name: name || customer?.email || '' })}
      </p>
      <p className="intro-muted">{t('dashboardScreen.intro')}</p>
      <ul className="dashboard-tiles">
        {tiles.map((tile) => (
          <li key={tile.route}>
            <Link route={tile.route} locale={locale}>
              {t(tile.label)}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardLayout>
  );
}
