/**
 * One order (issue 5): status, date, lines, addresses, totals and a PDF of it. Someone else's order
 * is a 404 from the API, which shows the error page.
 */
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrice } from '../../../shared/format.ts';
import { Link } from '../../components/link.tsx';
import type { Order } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { useApi } from '../../lib/use-api.tsx';
import { idOf } from './dashboard-data.ts';
import { DashboardLayout, fromCents } from './dashboard-layout.tsx';
import { OrderLines } from './order-lines.tsx';
import { StatusBadge } from './orders-view.tsx';

const addressLines = (a: Record<string, unknown>) =>
  [
    a.company,
    [a.firstname, a.middle_name, a.lastname].filter(Boolean).join(' '),
    [a.street, a.house_number, a.house_number_addition].filter(Boolean).join(' '),
    [a.postcode, a.city].filter(Boolean).join(' '),
    a.country,
  ]
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean);

export function AddressBlock({ title, address }: { title: string; address: Record<string, unknown> }) {
  return (
    <div className="address-block">
      <h2>{title}</h2>
      <address>
        {addressLines(address).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

export function OrderView() {
  const { pathname } = useLocation();
  const id = idOf(pathname);
  if (!id) throw new ApiFetchError(404, 'not_found', 'not_found');
  return <OrderDetail id={id} />;
}

function OrderDetail({ id }: { id: number }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const { data: order } = useApi<{ data: Order }>(accountKeys.customerOrder(locale, id));
  const linesTotal = order.lines.reduce(
    (sum, l) => sum + (mode === 'net' ? l.price_net : l.price_gross) * l.amount,
    0,
  );
  return (
    <DashboardLayout routeId="dashboardOrders" title={t('dashboard.order_title', { number: order.number })}>
      <p className="order-meta">
        <StatusBadge statusId={order.status_id} /> · {formatDate(order.created_at, locale)}
      </p>
      <p className="order-actions">
        <Link route="dashboardOrders" locale={locale} className="button button-secondary">
          {t('dashboard.back')}
        </Link>
        <a
          className="button"
          href={`/api/customer/orders/${order.id}/pdf?lang=${locale}`}
          download={`order-${order.number}.pdf`}
          data-testid="order-pdf"
        >
          {t('dashboard.order_pdf')}
        </a>
      </p>
      <OrderLines lines={order.lines} />
      <dl className="order-totals">
        <dt>{t('dashboard.order_shipping')}</dt>
        <dd>{formatPrice(fromCents(order.shipping_net))}</dd>
        {order.discount_net ? (
          <>
            <dt>
              {t('dashboard.order_discount')}
              {order.discount_code ? ` (${order.discount_code})` : ''}
            </dt>
            <dd>−{formatPrice(fromCents(order.discount_net))}</dd>
          </>
        ) : null}
        <dt>{t('dashboard.order_total')}</dt>
        <dd data-testid="order-total" data-lines-total={linesTotal}>
          {formatPrice(fromCents(mode === 'net' ? order.total_net : order.total_gross))}
        </dd>
        <dt>{t('dashboard.order_payment')}</dt>
        <dd>{order.payment_method}</dd>
      </dl>
      <div className="address-blocks">
        <AddressBlock title={t('dashboard.order_invoice_address')} address={order.invoice_address} />
        <AddressBlock title={t('dashboard.order_delivery_address')} address={order.delivery_address} />
      </div>
      {order.remarks ? (
        <>
          <h2>{t('dashboard.order_remarks')}</h2>
          <p>{order.remarks}</p>
        </>
      ) : null}
    </DashboardLayout>
  );
}
