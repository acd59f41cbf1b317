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
  { route: 'dashboard', label: 'dashboardScreen.title' },
  { route: 'dashboardOrders', label: 'dashboardScreen.orders' },
  { route: 'dashboardOffers', label: 'dashboardScreen.offers' },
  // Withdrawal and returns (decision 093): its own screen folder.
  { route: 'dashboardReturns', label: 'dashboardScreen.returns' },
  { route: 'dashboardFavorites', label: 'dashboardScreen.favorites' },
  { route: 'dashboardInspections', label: 'dashboardScreen.inspections' },
  { route: 'dashboardPersonal', label: 'dashboardScreen.personal' },
  { route: 'dashboardAddresses', label: 'dashboardScreen.addresses' },
];

/** The entries this customer can use: all of them, or none for a guest account. */
export function dashboardMenuFor(customer: Pick<Me, 'account_exists'> | null): readonly DashboardMenuItem[] {
  return canUseDashboard(customer) ? dashboardMenu : [];
}
