import { describe, expect, it } from 'vitest';
import { dashboardMenu, dashboardMenuFor } from './dashboard-menu.ts';

const routes = (customer: Parameters<typeof dashboardMenuFor>[0]) =>
  dashboardMenuFor(customer).map((item) => item.route);

const all = [
  'dashboard',
  'dashboardOrders',
  'dashboardOffers',
  'dashboardReturns',
  'dashboardFavorites',
  'dashboardInspections',
  'dashboardPersonal',
  'dashboardAddresses',
];

describe('the dashboard menu per role (issue 26)', () => {
  it('lists every section for a consumer, a dealer and a trade account', () => {
    expect(dashboardMenu.map((item) => item.route)).toEqual(all);
    const consumer = { account_exists: true, is_dealer: false, is_unit4: false };
    const dealer = { account_exists: true, is_dealer: true, is_unit4: false };
    const trade = { account_exists: true, is_dealer: false, is_unit4: true };
    for (const customer of [consumer, dealer, trade]) expect(routes(customer)).toEqual(all);
  });

  it('lists nothing for a guest account: it sees only a notice and logout', () => {
    expect(routes({ account_exists: false })).toEqual([]);
  });
});
