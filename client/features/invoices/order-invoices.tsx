/**
 * An order's invoice and credit notes as PDF downloads (decision 094): in the dashboard's order
 * screen (the customer) and on the order's page after paying (whoever holds its secret, guests
 * too). Loads after the page (never in its first answer); loading, empty and error states.
 */
import useSWR from 'swr';
import type { ApiKey } from '../../../shared/api-keys.ts';
import type { InvoiceSummary } from '../../../shared/contract/invoices.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrice } from '../../../shared/format.ts';
import { useApp } from '../../lib/app-context.tsx';

export function OrderInvoices({ listKey }: { listKey: ApiKey }) {
  const { t, locale } = useApp();
  const { data, error, isLoading } = useSWR<{ data: InvoiceSummary[] }>(listKey, {
    suspense: false,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const list = data?.data;
  return (
    <section className="order-invoices" aria-labelledby="order-invoices-title" data-testid="order-invoices">
      <h2 id="order-invoices-title">{t('dashboard.invoices_title')}</h2>
      {list ? (
        list.length ? (
          <ul>
            {list.map((doc) => {
              const name = t(`dashboard.invoices_${doc.kind}`, { number: doc.number });
              return (
                <li key={doc.id} data-kind={doc.kind}>
                  <a
                    href={`/api${doc.pdf_path}?lang=${locale}`}
                    download={`${doc.number}.pdf`}
                    aria-label={t('dashboard.invoices_download', { name })}
                    data-testid="invoice-pdf"
                    data-number={doc.number}
                    data-reload
                  >
                    {name}
                  </a>{' '}
                  <span className="intro-muted">
                    {doc.credit_for
                      ? `${t('dashboard.invoices_credit_for', { number: doc.credit_for })} · `
                      : ''}
                    {formatDate(doc.issued_at, locale)} · {formatPrice(doc.total_gross)}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="intro-muted" data-testid="invoices-empty">
            {t('dashboard.invoices_empty')}
          </p>
        )
      ) : error ? (
        <p className="form-notice" role="alert" data-testid="invoices-error">
          {t('dashboard.invoices_error')}
        </p>
      ) : (
        <p aria-busy={isLoading ? 'true' : undefined}>{t('dashboard.invoices_loading')}</p>
      )}
    </section>
  );
}
