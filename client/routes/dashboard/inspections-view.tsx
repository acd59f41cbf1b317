/**
 * Inspections (issue 5): the customer's registered machines with purchase date, last inspection and
 * its result, and the next due date (marked when it is within 30 days; a reminder e-mail goes out).
 */
import { accountKeys } from '../../../shared/account-keys.ts';
import { formatDate } from '../../../shared/dates.ts';
import { uriHref } from '../../../shared/routes.ts';
import type { Inspection } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { DashboardLayout } from './dashboard-layout.tsx';

const DUE_SOON_DAYS = 30;

/** Whether a date-only value is within the next 30 days (or past), against today in UTC. */
export function dueSoon(nextDue: string | null, today: Date): boolean {
  if (!nextDue) return false;
  const due = Date.parse(`${nextDue}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return due - start <= DUE_SOON_DAYS * 86_400_000;
}

export function InspectionsView() {
  const { t, locale } = useApp();
  const { data: inspections } = useApi<{ data: Inspection[] }>(accountKeys.customerInspections(locale));
  const today = new Date();
  return (
    <DashboardLayout routeId="dashboardInspections" title={t('dashboard.inspections')}>
      {inspections.length === 0 ? (
        <p className="dashboard-empty">{t('dashboard.inspections_empty')}</p>
      ) : (
        <ul className="inspection-list" data-testid="inspections">
          {inspections.map((i) => (
            <li key={i.id} className="inspection">
              <h2>{i.product ? <a href={uriHref(i.product.uri, locale)}>{i.model}</a> : i.model}</h2>
              <dl>
                <dt>{t('dashboard.inspection_serial')}</dt>
                <dd>{i.serial_number}</dd>
                <dt>{t('dashboard.inspection_purchased')}</dt>
                <dd>{formatDate(i.purchase_date, locale) || '–'}</dd>
                <dt>{t('dashboard.inspection_last')}</dt>
                <dd>{formatDate(i.inspection_date, locale) || '–'}</dd>
                <dt>{t('dashboard.inspection_result')}</dt>
                <dd>{i.result || '–'}</dd>
                <dt>{t('dashboard.inspection_next')}</dt>
                <dd data-testid="inspection-next">
                  {formatDate(i.next_due, locale, 'weekday') || '–'}
                  {dueSoon(i.next_due, today) ? (
                    <span className="badge badge-warning"> {t('dashboard.inspection_due_soon')}</span>
                  ) : null}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </DashboardLayout>
  );
}
