/**
 * Payment redirect (`/payment-redirect?order=…`, `/en/payment-redirect?order=…`; issue 6,
 * decision 020): where the payment provider sends the visitor back. It shows the real outcome
 * from the order's status, never from the URL: pending (asked again every few seconds until the
 * provider has spoken), paid (the order number and what comes next), failed, canceled or expired
 * (pay again, with another method if wanted), or, for an order not paid in time (decision 042),
 * cancelled (nothing to pay any more) or cancelled with a late payment to refund. After a guest's
 * order it offers an account.
 * Only the holder of the order's secret token sees it. Never indexed, never cached.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import { checkoutKeys, checkoutPaths, ORDER_TOKEN_PARAM } from '../../../shared/checkout-keys.ts';
import type { PaymentMethod } from '../../../shared/contract/cart.ts';
import type { OrderStatus } from '../../../shared/contract/checkout.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { paymentMethodName } from '../../../shared/payment-methods.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { orderErrorText } from '../../features/checkout/checkout-errors.ts';
import { PaymentOptions } from '../../features/checkout/payment-options.tsx';
import { OrderInvoices } from '../../features/invoices/order-invoices.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { useOptionalApi } from '../../lib/use-api.tsx';
import { AccountCreated, GuestAccount } from './guest-account-form.tsx';

/** How often a pending order is asked about again. */
export const POLL_MS = 3000;

export default function PaymentRedirectPage() {
  const { t } = useApp();
  const { pathname, search } = useLocation();
  const alternates = useAlternates();
  const token = new URLSearchParams(search).get(ORDER_TOKEN_PARAM) ?? '';
  return (
    <section className="container payment-page" data-screen="paymentRedirect" data-testid="payment-page">
      <Seo title={t('paymentRedirectScreen.title')} path={pathname} alternates={alternates} noindex />
      {token ? (
        <OrderOutcome token={token} />
      ) : (
        <>
          <h1>{t('paymentRedirectScreen.title')}</h1>
          <NoOrder />
        </>
      )}
    </section>
  );
}

function NoOrder() {
  const { t, locale } = useApp();
  return (
    <div className="payment-outcome" data-outcome="unknown" data-testid="payment-outcome">
      <p>{t('paymentRedirectScreen.no_order')}</p>
      <Link route="dashboardOrders" locale={locale} className="button button-secondary">
        {t('paymentRedirectScreen.to_orders')}
      </Link>
    </div>
  );
}

function OrderOutcome({ token }: { token: string }) {
  const { t, locale } = useApp();
  const customer = useCustomer();
  const [created, setCreated] = useState(false);
  const { data, error } = useSWR<{ data: OrderStatus }>(checkoutKeys.order(locale, token), {
    refreshInterval: (latest) => (latest?.data.outcome === 'pending' ? POLL_MS : 0),
    shouldRetryOnError: false,
  });
  const order = data?.data;
  if (!order) {
    if (!error) return <p aria-busy="true">{t('loading')}</p>;
    return (
      <>
        <h1>{t('paymentRedirectScreen.title')}</h1>
        <NoOrder />
      </>
    );
  }
  const { outcome } = order;
  return (
    <>
      <h1 data-testid="payment-title">{t(`paymentRedirectScreen.${outcome}_title`)}</h1>
      <div className="payment-layout">
        <div
          className="payment-outcome"
          data-outcome={outcome}
          data-testid="payment-outcome"
          aria-live="polite"
        >
          {outcome === 'paid' ? (
            <>
              <p className="payment-lead">{t('paymentRedirectScreen.paid_text', { number: order.number })}</p>
              {order.email ? <p>{t('paymentRedirectScreen.paid_mail', { email: order.email })}</p> : null}
              <h2>{t('paymentRedirectScreen.next_title')}</h2>
              <ul className="payment-next">
                <li>{t('paymentRedirectScreen.next_pack')}</li>
                <li>{t('paymentRedirectScreen.next_track')}</li>
                {customer?.account_exists ? <li>{t('paymentRedirectScreen.next_account')}</li> : null}
              </ul>
              <OrderInvoices listKey={checkoutKeys.orderInvoices(locale, token)} />
              <p className="payment-actions">
                {customer?.account_exists ? (
                  <Link route="dashboardOrders" locale={locale} className="button">
                    {t('paymentRedirectScreen.to_orders')}
                  </Link>
                ) : null}
                <Link route="home" locale={locale} className="button button-secondary">
                  {t('cart.continue_shopping')}
                </Link>
              </p>
            </>
          ) : outcome === 'order_cancelled' || outcome === 'refund_due' ? (
            <>
              <p className="payment-lead">
                {t(`paymentRedirectScreen.${outcome}_text`, { number: order.number })}
              </p>
              <p className="payment-actions">
                <Link route="home" locale={locale} className="button button-secondary">
                  {t('cart.continue_shopping')}
                </Link>
              </p>
            </>
          ) : outcome === 'pending' ? (
            <>
              <p className="payment-lead">
                <span className="spinner" aria-hidden="true" /> {t('paymentRedirectScreen.pending_text')}
              </p>
              <PayAgain
                token={token}
                method={order.payment_method}
                label={t('paymentRedirectScreen.pending_back')}
                secondary
              />
            </>
          ) : (
            <>
              <p className="payment-lead">
                {t('paymentRedirectScreen.retry_text', { number: order.number })}
              </p>
              <PayAgain
                token={token}
                method={order.payment_method}
                label={t('paymentRedirectScreen.retry')}
                choose
              />
            </>
          )}
        </div>
        <aside className="payment-summary" data-testid="payment-summary">
          <dl>
            <div>
              <dt>{t('paymentRedirectScreen.order_number')}</dt>
              <dd data-testid="payment-order-number">{order.number}</dd>
            </div>
            <div>
              <dt>{t('paymentRedirectScreen.total')}</dt>
              <dd>{formatPrettyPrice(order.total_gross)}</dd>
            </div>
            <div>
              <dt>{t('checkout.payment_title')}</dt>
              <dd data-testid="payment-method">{paymentMethodName(order.payment_method, locale)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.order_status')}</dt>
              <dd>{t(`dashboard.status.${order.status_id}`)}</dd>
            </div>
          </dl>
        </aside>
      </div>
      {created ? (
        <AccountCreated />
      ) : order.account !== 'none' && !customer ? (
        <GuestAccount
          token={token}
          email={order.email}
          offer={order.account}
          onCreated={() => setCreated(true)}
        />
      ) : null}
    </>
  );
}

/** Pays again: the open payment, or a new one (with the chosen method), at the provider's page. */
function PayAgain({
  token,
  method,
  label,
  choose,
  secondary,
}: {
  token: string;
  method: string;
  label: string;
  choose?: boolean;
  secondary?: boolean;
}) {
  const { t, locale } = useApp();
  const methods = useOptionalApi<{ data: PaymentMethod[] }>(
    choose ? checkoutKeys.paymentMethods(locale) : null,
  );
  const [chosen, setChosen] = useState(method);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="payment-again"
      noValidate
      data-testid="payment-again"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setProblem(null);
        try {
          const answer = (await apiSend('POST', checkoutPaths.retryPayment(token), locale, {
            payment_method: chosen,
          })) as { data: { redirect_url: string } };
          window.location.assign(answer.data.redirect_url);
        } catch (error) {
          setBusy(false);
          setProblem(orderErrorText(error, t));
        }
      }}
    >
      {choose && methods ? (
        <PaymentOptions methods={methods.data} value={chosen} onChange={setChosen} />
      ) : null}
      {problem ? (
        <p className="form-notice form-notice-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={secondary ? 'button button-secondary' : 'button'} disabled={busy}>
        {busy ? t('paymentRedirectScreen.retrying') : label}
      </button>
    </form>
  );
}
