/**
 * The customer's returns in the dashboard (decision 093): each withdrawal with its returns per
 * order line and amount, their status (requested, received, refunded), the refund and its date
 * (due within 14 days of the notice; the shipping too when the whole order came back), and the
 * withdrawal function ("Overeenkomst hier herroepen") to start a new one. Read in the browser (the
 * customer's own data, never cached): loading, failed and empty states.
 */
import useSWR from 'swr';
import type { Withdrawal } from '../../../shared/contract/returns.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { returnKeys } from '../../../shared/return-keys.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

export function ReturnsView() {
  const { t, locale } = useApp();
  const { data, error, isLoading } = useSWR<{ data: Withdrawal[] }>(returnKeys.customerReturns(locale));
  return (
    <DashboardLayout routeId="dashboardReturns" title={t('dashboardScreen.returns_title')}>
      <p className="intro-muted">{t('dashboardScreen.returns_intro')}</p>
      <p>
        <Link route="withdraw" locale={locale} className="button" data-testid="returns-withdraw">
          {t('dashboardScreen.returns_withdraw')}
        </Link>
      </p>
      {error ? (
        <p className="form-notice form-notice-danger" role="alert" data-testid="returns-failed">
          {t('dashboardScreen.returns_failed')}
        </p>
      ) : isLoading || !data ? (
        <p aria-busy="true" data-testid="returns-loading">
          {t('dashboardScreen.returns_loading')}
        </p>
      ) : data.data.length === 0 ? (
        <p data-testid="returns-empty">{t('dashboardScreen.returns_empty')}</p>
      ) : (
        <ul className="returns-list" data-testid="returns-list">
          {data.data.map((w) => (
            <li key={w.id} className="returns-item" data-testid="returns-item">
              <h2 id={`return-${w.id}`}>{t('dashboardScreen.withdrawal_of', { number: w.order_number })}</h2>
              <p className="returns-meta">
                {t('dashboardScreen.withdrawn_at', { at: w.created_at_local })} ·{' '}
                <span className={`returns-status returns-status-${w.status}`}>
                  {t(`dashboardScreen.return_status.${w.status}`)}
                </span>
              </p>
              {/* Wider than a phone, the table scrolls in its own box (1.4.10), reachable by keyboard. */}
              <section
                className="dashboard-table-scroll"
                aria-labelledby={`return-${w.id}`}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard
                tabIndex={0}
              >
                <table className="returns-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboardScreen.item')}</th>
                      <th scope="col">{t('dashboardScreen.amount')}</th>
                      <th scope="col">{t('dashboardScreen.line_refund')}</th>
                      <th scope="col">{t('dashboardScreen.status_label')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.returns.map((r) => (
                      <tr key={r.id}>
                        <td>
                          {r.name}
                          {r.option_name ? ` (${r.option_name})` : ''}
                        </td>
                        <td>{r.amount}</td>
                        <td>{formatPrettyPrice(r.refund_gross)}</td>
                        <td>{t(`dashboardScreen.return_status.${r.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <p>
                <strong>{t('dashboardScreen.refund')}:</strong> {formatPrettyPrice(w.refund_gross)}
                {w.shipping_refunded ? ` (${t('dashboardScreen.shipping_included')})` : ''} —{' '}
                {w.refunded_at
                  ? t('dashboardScreen.refunded_at', { date: formatDate(w.refunded_at, locale) })
                  : t('dashboardScreen.refund_due', { date: formatDate(w.refund_due_at, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardLayout>
  );
}
