/**
 * One order (issue 5): status, date, the quote it was ordered from (issue 24), lines, addresses,
 * totals, a PDF of it and "order again" (every line back into the cart at today's prices; lines no
 * longer sold are named). Someone else's order, an unknown id or one that is no number (`abc`) shows
 * the not-found page: the server answers 404, a client navigation renders it without throwing.
 */
import { Fragment, useState } from 'react';
import { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { cartKeys } from '../../../shared/cart-keys.ts';
import type { ReorderAnswer } from '../../../shared/contract/cart.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { formatNumberIn } from '../../../shared/format-number.ts';
import { paymentMethodName } from '../../../shared/payment-methods.ts';
import { reverseChargeNote } from '../../../shared/vat-number.ts';
import { Link } from '../../components/link.tsx';
import type { Order } from '../../features/account/account-types.ts';
import { OrderInvoices } from '../../features/invoices/order-invoices.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';
import { href } from '../href.ts';
import { DashboardLayout, fromCents } from './dashboard-layout.tsx';
import { totalIn } from './dashboard-table.tsx';
import { DetailView } from './detail-view.tsx';
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
  return (
    <DetailView<Order> keyOf={accountKeys.customerOrder} render={(order) => <OrderFound order={order} />} />
  );
}

function OrderFound({ order }: { order: Order }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const linesTotal = order.lines.reduce(
    (sum, l) => sum + (mode === 'net' ? l.price_net : l.price_gross) * l.amount,
    0,
  );
  // Shipping and discount in the same prices as the total beside them (decision 050).
  const net = mode === 'net';
  const shipping = net ? order.shipping_net : (order.shipping_gross ?? order.shipping_net);
  const discount = net ? order.discount_net : (order.discount_gross ?? order.discount_net);
  const vatLabel = net ? 'dashboardScreen.order_vat_rate' : 'dashboardScreen.order_vat_included_rate';
  return (
    <DashboardLayout
      routeId="dashboardOrders"
      title={t('dashboardScreen.order_title', { number: order.number })}
    >
      <p className="order-meta">
        <StatusBadge statusId={order.status_id} /> · {formatDate(order.created_at, locale)}
        {order.offer ? (
          <>
            {' · '}
            <Link
              route="dashboardOffer"
              locale={locale}
              params={{ id: String(order.offer.id) }}
              data-testid="order-offer"
            >
              {t('dashboardScreen.offer_title', { number: order.offer.number })}
            </Link>
          </>
        ) : null}
      </p>
      <p className="order-actions">
        <Link route="dashboardOrders" locale={locale} className="button button-secondary">
          {t('dashboardScreen.back')}
        </Link>
        <a
          className="button"
          href={`/api/customer/orders/${order.id}/pdf?lang=${locale}`}
          download={`order-${order.number}.pdf`}
          data-testid="order-pdf"
        >
          {t('dashboardScreen.order_pdf')}
        </a>
        {/* The withdrawal function for this order (CRD art. 11a, decision 093): paid orders. */}
        {order.status_id >= 3 && order.status_id <= 6 ? (
          <Link
            to={`${href('withdraw', locale)}?order=${encodeURIComponent(order.number)}`}
            className="button button-secondary"
            data-testid="order-withdraw"
          >
            {t('withdrawal.link')}
          </Link>
        ) : null}
      </p>
      <Reorder orderId={order.id} />
      <OrderInvoices listKey={accountKeys.customerOrderInvoices(locale, order.id)} />
      <OrderLines lines={order.lines} />
      <dl className="order-totals">
        <dt>{t('dashboardScreen.order_shipping')}</dt>
        <dd data-testid="order-shipping">
          {shipping === 0 ? t('dashboardScreen.order_shipping_free') : formatPrettyPrice(fromCents(shipping))}
        </dd>
        {discount ? (
          <>
            <dt>
              {t('dashboardScreen.order_discount')}
              {order.discount_code ? ` (${order.discount_code})` : ''}
            </dt>
            <dd>−{formatPrettyPrice(fromCents(discount))}</dd>
          </>
        ) : null}
        <dt>{t('dashboardScreen.order_total')}</dt>
        <dd data-testid="order-total" data-lines-total={linesTotal}>
          {totalIn(order, mode)}
        </dd>
        {(order.vat_lines ?? []).map((v) => (
          <Fragment key={v.rate}>
            <dt>{t(vatLabel, { rate: formatNumberIn(v.rate, locale) })}</dt>
            <dd data-testid="order-vat" data-rate={v.rate}>
              {formatPrettyPrice(fromCents(v.vat))}
            </dd>
          </Fragment>
        ))}
        <dt>{t('dashboardScreen.order_payment')}</dt>
        <dd data-testid="order-payment">{paymentMethodName(order.payment_method, locale)}</dd>
      </dl>
      {order.reverse_charge && order.vat_number ? (
        <p className="intro-muted" data-testid="order-reverse-charge">
          {reverseChargeNote(locale, order.vat_number, {
            consultationNumber: order.vies_consultation_number ?? null,
            checkedAt: order.vies_checked_at ?? null,
          })}
        </p>
      ) : null}
      <div className="address-blocks">
        <AddressBlock title={t('dashboardScreen.order_invoice_address')} address={order.invoice_address} />
        <AddressBlock title={t('dashboardScreen.order_delivery_address')} address={order.delivery_address} />
      </div>
      {order.remarks ? (
        <>
          <h2>{t('dashboardScreen.order_remarks')}</h2>
          <p>{order.remarks}</p>
        </>
      ) : null}
    </DashboardLayout>
  );
}

/** "Order again": the API puts the lines that are still sold into the cart at today's prices. */
function Reorder({ orderId }: { orderId: number }) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderAnswer | null>(null);

  async function reorder() {
    setBusy(true);
    try {
      const answer = (await apiSend('POST', `/customer/orders/${orderId}/reorder`, locale)) as {
        data: ReorderAnswer;
      };
      setResult(answer.data);
      await mutate(cartKeys.cart(locale));
      if (answer.data.added.length)
        void showToast(stores.toasts, 'success', t('dashboardScreen.order_reorder_done'));
    } catch (error) {
      void showToast(
        stores.toasts,
        'danger',
        error instanceof ApiFetchError && error.message !== 'error_occured'
          ? error.message
          : t('error_occured'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="order-reorder">
      <button
        type="button"
        className="button"
        onClick={() => void reorder()}
        disabled={busy}
        data-testid="order-reorder"
      >
        {busy ? t('dashboardScreen.order_reorder_busy') : t('dashboardScreen.order_reorder')}
      </button>
      {result ? (
        <div role="status" data-testid="order-reorder-result">
          {result.added.length ? (
            <p>
              {t('dashboardScreen.order_reorder_done')}{' '}
              <Link route="cart" locale={locale}>
                {t('dashboardScreen.quick_to_cart')}
              </Link>
            </p>
          ) : null}
          {result.unavailable.length ? (
            <p className="form-notice">
              {t('dashboardScreen.order_reorder_unavailable', {
                names: result.unavailable.map((u) => u.name).join(', '),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
