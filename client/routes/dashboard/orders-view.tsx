/**
 * Orders (issue 5): a status filter (a GET form, default statuses 1–6, cancelled unticked) and the list with the
 * status dot of spec 4 and a translated status title; empty state when nothing matches.
 */
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { ORDER_STATUS_IDS, statusDot } from '../../../shared/order-status.ts';
import { Link } from '../../components/link.tsx';
import type { OrderSummary } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { href } from '../href.ts';
import { statusFilterOf } from './dashboard-data.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DashboardTable, totalIn } from './dashboard-table.tsx';

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
    <DashboardLayout routeId="dashboardOrders" title={t('dashboardScreen.orders')}>
      <form className="order-filter" method="get" action={href('dashboardOrders', locale)}>
        <fieldset>
          <legend>{t('dashboardScreen.filter_status')}</legend>
          {ORDER_STATUS_IDS.map((id) => (
            <label key={id} className="order-filter-option">
              <input type="checkbox" name="status" value={id} defaultChecked={filter.includes(id)} />
              <span className={`status-dot status-dot-${statusDot(id)}`} aria-hidden="true" />
              {t(`dashboard.status.${id}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button-secondary">
          {t('dashboardScreen.filter_apply')}
        </button>
      </form>
      <DashboardTable
        testId="orders"
        rows={orders}
        rowKey={(order) => order.id}
        empty={t('dashboardScreen.orders_empty')}
        emptyTestId="orders-empty"
        columns={[
          {
            title: t('dashboardScreen.order_number'),
            cell: (order) => (
              <Link route="dashboardOrder" locale={locale} params={{ id: String(order.id) }}>
                {order.number}
              </Link>
            ),
          },
          { title: t('dashboardScreen.order_date'), cell: (order) => formatDate(order.created_at, locale) },
          { title: t('dashboard.order_status'), cell: (order) => <StatusBadge statusId={order.status_id} /> },
          { title: t('dashboardScreen.order_total'), numeric: true, cell: (order) => totalIn(order, mode) },
        ]}
      />
    </DashboardLayout>
  );
}
