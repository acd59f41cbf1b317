/**
 * What each dashboard screen reads, for its route loader (route-data.ts, the server) and its view
 * (the browser): the same keys from the same URL.
 */
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';
import { parseStatusFilter } from '../../../shared/order-status.ts';
import type { RouteId } from '../../../shared/routes.ts';

/** The order filter from the URL: `?status=1,3` or a GET form's `?status=1&status=3`. */
export function statusFilterOf(search: URLSearchParams) {
  return parseStatusFilter(search.getAll('status').join(','));
}

/** The id at the end of a detail path (`/dashboard/orders/12`), or null. */
export function idOf(pathname: string): number | null {
  const match = /\/(\d{1,9})$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The product search of the downloads page: a term, or the first products when there is none. */
export const downloadsSearchKey = (locale: Locale, q: string) =>
  apiKeys.queryProducts(locale, { ...(q ? { search: q } : {}), products_only: true, per_page: 24 });

export const searchTermOf = (search: string) =>
  (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 200);

/** The keys a dashboard screen needs before it renders. */
export function dashboardKeys(
  routeId: RouteId,
  locale: Locale,
  pathname: string,
  search: URLSearchParams,
): string[] {
  switch (routeId) {
    case 'dashboardOrders':
      return [accountKeys.customerOrders(locale, statusFilterOf(search))];
    case 'dashboardOrder': {
      const id = idOf(pathname);
      return id ? [accountKeys.customerOrder(locale, id)] : [];
    }
    case 'dashboardOffers':
      return [accountKeys.customerOffers(locale)];
    case 'dashboardOffer': {
      const id = idOf(pathname);
      return id ? [accountKeys.customerOffer(locale, id)] : [];
    }
    case 'dashboardFavorites':
      return [accountKeys.customerFavorites(locale)];
    case 'dashboardInspections':
      return [accountKeys.customerInspections(locale)];
    case 'dealerDownloads':
      return [downloadsSearchKey(locale, searchTermOf(`?${search}`))];
    case 'dealerDownloadsProduct': {
      const id = idOf(pathname);
      return id ? [accountKeys.dealerDownloads(locale, id)] : [];
    }
    case 'dashboardAddresses':
      return [accountKeys.customerAddresses(locale), apiKeys.countries(locale)];
    default:
      return [];
  }
}
