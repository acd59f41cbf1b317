/**
 * Orders (issue 5): a status filter (a GET form, default all six statuses) and the list with the
 * status dot of spec 4 and a translated status title; empty state when nothing matches.
 */
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { ORDER_STATUS_IDS, statusDot } from '../../../shared/order-status.ts';
import { Link } from '../../components/link.tsx';
import type { OrderSummary } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { href } from '../href.ts';
import { statusFilterOf } from './dashboard-data.ts';
import { DashboardLayout, fromCents } from './dashboard-layout.tsx';

export function StatusBadge({ statusId }: { statusId: number }) {
  const { t } = useApp();
  return (
    <span className="order-status" data-testid="order-status">
      <span className={`status-dot status-dot-${statusDot(statusId)}`} aria-hidden="true" />
      {t(`dashboard.status.${statusId}`)}
    </span>
  );
}

export function OrdersView() {
  const { t, locale } = useApp();
  const { search } = useLocation();
  const mode = usePriceMode();
  const filter = statusFilterOf(new URLSearchParams(search));
  const { data: orders } = useApi<{ data: OrderSummary[] }>(accountKeys.customerOrders(locale, filter));
  return (
    <DashboardLayout routeId="dashboardOrders" title={t('dashboard.orders')}>
      <form className="order-filter" method="get" action={href('dashboardOrders', locale)}>
        <fieldset>
          <legend>{t('dashboard.filter_status')}</legend>
          {ORDER_STATUS_IDS.map((id) => (
            <label key={id} className="order-filter-option">
              <input type="checkbox" name="status" value={id} defaultChecked={filter.includes(id)} />
              <span className={`status-dot status-dot-${statusDot(id)}`} aria-hidden="true" />
              {t(`dashboard.status.${id}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-secondary">
          {t('dashboard.filter_apply')}
        </button>
      </form>
      {orders.length === 0 ? (
        <p className="dashboard-empty" data-testid="orders-empty">
          {t('dashboard.orders_empty')}
        </p>
      ) : (
        <table className="dashboard-table" data-testid="orders">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.order_number')}</th>
              <th scope="col">{t('dashboard.order_date')}</th>
              <th scope="col">{t('dashboard.order_status')}</th>
              <th scope="col" className="numeric">
                {t('dashboard.order_total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link route="dashboardOrder" locale={locale} params={{ id: String(order.id) }}>
                    {order.number}
                  </Link>
                </td>
                <td>{formatDate(order.created_at, locale)}</td>
                <td>
                  <StatusBadge statusId={order.status_id} />
                </td>
                <td className="numeric">
                  {formatPrettyPrice(fromCents(mode === 'net' ? order.total_net : order.total_gross))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardLayout>
  );
}
