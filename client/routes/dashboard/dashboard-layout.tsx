/**
 * The dashboard's frame (issue 5): its menu beside the content, the page title and a head without
 * indexing. A guest account (account_exists false) sees only a notice and logout (spec 6).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteId } from '../../../shared/routes.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';

/** The dashboard's screens, in menu order (the overview's tiles are the same without itself). */
export const dashboardMenu: { route: RouteId; label: string }[] = [
  { route: 'dashboard', label: 'dashboard.title' },
  { route: 'dashboardOrders', label: 'dashboard.orders' },
  { route: 'dashboardOffers', label: 'dashboard.offers' },
  { route: 'dashboardFavorites', label: 'dashboard.favorites' },
  { route: 'dashboardInspections', label: 'dashboard.inspections' },
  { route: 'dashboardPersonal', label: 'dashboard.personal' },
  { route: 'dashboardAddresses', label: 'dashboard.addresses' },
];

export function DashboardLayout({
  routeId,
  title,
  children,
}: {
  /** The menu entry to mark as current. */
  routeId: RouteId;
  title: string;
  children: ReactNode;
}) {
  const { t, locale } = useApp();
  const customer = useCustomer();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  return (
    <section className="container dashboard" data-screen={routeId}>
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <nav className="dashboard-nav" aria-label={t('dashboard.nav')}>
        <ul>
          {dashboardMenu.map((item) => (
            <li key={item.route}>
              <Link
                route={item.route}
                locale={locale}
                aria-current={item.route === routeId ? 'page' : undefined}
                className={item.route === routeId ? 'is-current' : undefined}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard-main">
        <h1>{title}</h1>
        {customer && !customer.account_exists ? (
          <p className="form-notice" data-testid="dashboard-guest-notice">
            {t('dashboard.guest_notice')}
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** Euros from the API's integer cents. */
export const fromCents = (cents: number) => cents / 100;
