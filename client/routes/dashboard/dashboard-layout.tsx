/**
 * The dashboard's frame (issue 5): its menu beside the content, the page title and a head without
 * indexing. A guest account (account_exists false) sees only a notice and logout (spec 6): no menu
 * entries, as every section would only show that notice (issue 26).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { useAuthActions } from '../../features/auth/use-auth.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { canUseDashboard } from '../../lib/permissions.ts';
import type { RouteId } from '../paths.ts';
import { dashboardMenuFor } from './dashboard-menu.ts';

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
  const { logout } = useAuthActions();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const usable = canUseDashboard(customer);
  const menu = dashboardMenuFor(customer);
  return (
    <section className="container dashboard" data-screen={routeId}>
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <nav className="dashboard-nav" aria-label={t('dashboardScreen.nav')} data-testid="dashboard-nav">
        {menu.length > 0 ? (
          <ul>
            {menu.map((item) => (
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
        ) : null}
        {usable ? null : (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void logout()}
            data-testid="dashboard-logout"
          >
            {t('auth.logout')}
          </button>
        )}
      </nav>
      <div className="dashboard-main">
        <h1>{title}</h1>
        {usable ? (
          children
        ) : (
          <p className="form-notice" data-testid="dashboard-guest-notice">
            {t('dashboardScreen.guest_notice')}
          </p>
        )}
      </div>
    </section>
  );
}

/** Euros from the API's integer cents. */
export const fromCents = (cents: number) => cents / 100;
