/**
 * What each dashboard screen reads, for its loader (load, run by the server) and its view
 * (the browser): the same keys from the same URL.
 */
import useSWR from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { type ApiKey, apiKeys } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';
import { parseStatusFilter } from '../../../shared/order-status.ts';
import { ApiFetchError, fetchKey } from '../../lib/fetcher.ts';
import type { RouteId } from '../paths.ts';
import type { LoadArgs } from '../screen.ts';

/** The order filter from the URL: `?status=1,3` or a GET form's `?status=1&status=3`. */
export function statusFilterOf(search: URLSearchParams) {
  return parseStatusFilter(search.getAll('status').join(','));
}

/** The id at the end of a detail path (`/dashboard/orders/12`), or null. */
export function idOf(pathname: string): number | null {
  const match = /\/(\d{1,9})$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * The id of a detail screen (an order, a quote, a product's downloads), or a 404: on the server the
 * route loader's throw answers the URL with the not-found page (issue 26: `/dashboard/orders/abc`
 * rendered a 200 whose page threw in the browser).
 */
export function detailIdOf(pathname: string): number {
  const id = idOf(pathname);
  if (!id) throw new ApiFetchError(404, 'not_found', 'not_found');
  return id;
}

/** What a detail read answers for an id the API does not know (or that is not the customer's). */
const NOT_FOUND = { __notFound: true } as const;

/**
 * A detail screen's data, or null when the API answers 404 (an unknown id, someone else's order):
 * the view shows the not-found page itself instead of throwing, so a client navigation to such a
 * URL logs no uncaught error (an error boundary that catches one still reports it on the console).
 * Suspends like useApi; other failures still throw to the route's error boundary.
 */
export function useDetail<T>(key: ApiKey): T | null {
  const { data } = useSWR<T | typeof NOT_FOUND>(key, {
    suspense: true,
    fetcher: (k: ApiKey) =>
      (fetchKey(k) as Promise<T>).catch((error: unknown) => {
        if (error instanceof ApiFetchError && error.status === 404) return NOT_FOUND;
        throw error;
      }),
  });
  return data && (data as typeof NOT_FOUND).__notFound ? null : (data as T);
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
    case 'dashboardOrder':
      return [accountKeys.customerOrder(locale, detailIdOf(pathname))];
    case 'dashboardOffers':
      return [accountKeys.customerOffers(locale)];
    case 'dashboardOffer':
      return [accountKeys.customerOffer(locale, detailIdOf(pathname))];
    case 'dashboardFavorites':
      return [accountKeys.customerFavorites(locale)];
    case 'dashboardInspections':
      return [accountKeys.customerInspections(locale)];
    case 'dealerDownloads':
      return [downloadsSearchKey(locale, searchTermOf(`?${search}`))];
    case 'dealerDownloadsProduct':
      return [accountKeys.dealerDownloads(locale, detailIdOf(pathname))];
    case 'dashboardAddresses':
      return [accountKeys.customerAddresses(locale), apiKeys.countries(locale)];
    default:
      return [];
  }
}

/** The dashboard screen's loader: the matched view's keys, before the first byte. */
export async function load({ routeId, locale, pathname, search, get }: LoadArgs) {
  await Promise.all(dashboardKeys(routeId as RouteId, locale, pathname, search).map((key) => get(key)));
}
