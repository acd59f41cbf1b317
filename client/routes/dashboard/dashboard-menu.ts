/**
 * The dashboard's menu (issue 5), apart from its frame so it can be tested without rendering.
 * A guest account gets no entries (issue 26): every section would only say it is not available.
 */
import type { Me } from '../../../shared/contract/customer.ts';
import { canUseDashboard } from '../../lib/permissions.ts';
import type { RouteId } from '../paths.ts';

export interface DashboardMenuItem {
  route: RouteId;
  label: string;
}

/** The dashboard's screens, in menu order (the overview's tiles are the same without itself). */
export const dashboardMenu: readonly DashboardMenuItem[] = [
  { route: 'dashboard', label: 'dashboard.title' },
  { route: 'dashboardOrders', label: 'dashboard.orders' },
  { route: 'dashboardOffers', label: 'dashboard.offers' },
  // Withdrawal and returns (decision 093): its own screen folder.
  { route: 'dashboardReturns', label: 'dashboard.returns' },
  { route: 'dashboardFavorites', label: 'dashboard.favorites' },
  { route: 'dashboardInspections', label: 'dashboard.inspections' },
  { route: 'dashboardPersonal', label: 'dashboard.personal' },
  { route: 'dashboardAddresses', label: 'dashboard.addresses' },
];

/** The entries this customer can use: all of them, or none for a guest account. */
export function dashboardMenuFor(customer: Pick<Me, 'account_exists'> | null): readonly DashboardMenuItem[] {
  return canUseDashboard(customer) ? dashboardMenu : [];
}
