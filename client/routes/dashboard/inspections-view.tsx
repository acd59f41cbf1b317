/**
 * Inspections (issues 5 and 26): the customer's registered machines with purchase date, last
 * inspection and its result, and the next due date: marked "soon" within 30 days, "overdue" once
 * past (a reminder e-mail goes out for each). Customers add a machine of their own and remove one,
 * after confirming; each change reloads the list. A full list (MAX_MACHINES, issue 37) shows why
 * instead of the add button; the form says the same when the API finds the list full (another tab).
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { MAX_MACHINES, shopToday } from '../../../shared/contract/machines.ts';
import { formatDate } from '../../../shared/dates.ts';
import { inspectionState } from '../../../shared/inspection-state.ts';
import { FormActions, FormProblem } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { machineSchema } from '../../features/account/account-schemas.ts';
import type { Inspection } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';
import { useApi } from '../../lib/use-api.tsx';
import { useForm } from '../../lib/use-form.ts';
import { uriHref } from '../href.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { useSave } from './use-save.ts';

const machineName = (i: Inspection) => [i.brand, i.model].filter(Boolean).join(' ');

export function InspectionsView() {
  const { t, locale } = useApp();
  const { data: inspections } = useApi<{ data: Inspection[] }>(accountKeys.customerInspections(locale));
  const [adding, setAdding] = useState(false);
  const now = new Date();
  return (
    <DashboardLayout routeId="dashboardInspections" title={t('dashboardScreen.inspections')}>
      {inspections.length === 0 ? (
        <p className="dashboard-empty">{t('dashboardScreen.inspections_empty')}</p>
      ) : (
        <ul className="inspection-list" data-testid="inspections">
          {inspections.map((i) => {
            const state = inspectionState(i.next_due, now);
            return (
              <li key={i.id} className="inspection" data-testid="inspection">
                <h2>
                  {i.product ? <a href={uriHref(i.product.uri, locale)}>{machineName(i)}</a> : machineName(i)}
                </h2>
                <dl>
                  <dt>{t('dashboardScreen.inspection_serial')}</dt>
                  <dd>{i.serial_number || '–'}</dd>
                  <dt>{t('dashboardScreen.inspection_purchased')}</dt>
                  <dd>{formatDate(i.purchase_date, locale) || '–'}</dd>
                  <dt>{t('dashboardScreen.inspection_last')}</dt>
                  <dd>{formatDate(i.inspection_date, locale) || '–'}</dd>
                  <dt>{t('dashboardScreen.inspection_result')}</dt>
                  <dd>{i.result || '–'}</dd>
                  <dt>{t('dashboardScreen.inspection_next')}</dt>
                  <dd data-testid="inspection-next">
                    {formatDate(i.next_due, locale, 'weekday') || '–'}
                    {state === 'overdue' ? (
                      <span className="badge badge-danger" data-testid="inspection-state">
                        {' '}
                        {t('dashboardScreen.inspection_overdue')}
                      </span>
                    ) : state === 'soon' ? (
                      <span className="badge badge-warning" data-testid="inspection-state">
                        {' '}
                        {t('dashboardScreen.inspection_due_soon')}
                      </span>
                    ) : null}
                  </dd>
                </dl>
                <RemoveMachine machine={i} />
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <MachineForm onDone={() => setAdding(false)} />
      ) : inspections.length >= MAX_MACHINES ? (
        <p className="form-notice" data-testid="machines-full">
          {t('dashboardScreen.machines_full', { max: MAX_MACHINES })}
        </p>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setAdding(true)}
          data-testid="machine-add"
        >
          {t('dashboardScreen.machine_add')}
        </button>
      )}
    </DashboardLayout>
  );
}

/** A remove button that first asks, in place, whether the customer is sure. */
function RemoveMachine({ machine }: { machine: Inspection }) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await apiSend('DELETE', `/customer/inspections/${machine.id}`, locale);
      void showToast(stores.toasts, 'success', t('dashboardScreen.machine_removed'));
    } catch (error) {
      // 404: it was already gone (another tab); the reload below shows that.
      if (!(error instanceof ApiFetchError && error.status === 404))
        void showToast(stores.toasts, 'danger', t('error_occured'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
    await mutate(accountKeys.customerInspections(locale));
  };
  if (!asking)
    return (
      <div className="address-card-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => setAsking(true)}
          data-testid="machine-remove"
        >
          {t('dashboardScreen.machine_remove')}
        </button>
      </div>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons with its question as name, not a form field set
    <div className="machine-confirm" role="group" aria-labelledby={`machine-confirm-${machine.id}`}>
      <p id={`machine-confirm-${machine.id}`}>
        {t('dashboardScreen.machine_remove_confirm', { name: machineName(machine) })}
      </p>
      <div className="address-card-actions">
        <button
          type="button"
          className="button button-danger"
          onClick={remove}
          disabled={busy}
          data-testid="machine-remove-confirm"
        >
          {busy ? t('dashboardScreen.machine_removing') : t('dashboardScreen.machine_remove_yes')}
        </button>
        <button type="button" className="link-button" onClick={() => setAsking(false)} disabled={busy}>
          {t('dashboardScreen.cancel')}
        </button>
      </div>
    </div>
  );
}

const emptyMachine = { brand: '', model: '', serial_number: '', purchase_date: '' };

function MachineForm({ onDone }: { onDone: () => void }) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const form = useForm(machineSchema, emptyMachine);
  const { saving, problem, save } = useSave((error) => {
    if (error.code !== 'machines_full') return undefined;
    void mutate(accountKeys.customerInspections(locale));
    return t('dashboardScreen.machines_full', { max: MAX_MACHINES });
  });
  return (
    <form
      className="auth-form dashboard-form machine-form"
      noValidate
      method="post"
      aria-labelledby="machine-form-title"
      data-testid="machine-form"
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        void save(async () => {
          const { serial_number, ...required } = values;
          await apiSend('POST', '/customer/inspections', locale, {
            ...required,
            ...(serial_number ? { serial_number } : {}),
          });
          await mutate(accountKeys.customerInspections(locale));
          void showToast(stores.toasts, 'success', t('dashboardScreen.machine_added'));
          onDone();
        });
      }}
    >
      <h2 id="machine-form-title">{t('dashboardScreen.machine_add_title')}</h2>
      <div className="form-row">
        <TextField label={t('dashboardScreen.machine_brand')} field={form.field('brand')} required />
        <TextField label={t('dashboardScreen.machine_model')} field={form.field('model')} required />
      </div>
      <div className="form-row">
        <TextField label={t('dashboardScreen.machine_serial')} field={form.field('serial_number')} />
        <TextField
          label={t('dashboardScreen.machine_purchased')}
          field={form.field('purchase_date')}
          type="date"
          max={shopToday()}
          required
        />
      </div>
      <FormProblem problem={problem} />
      <FormActions
        busy={saving}
        label={t('dashboardScreen.machine_add')}
        busyLabel={t('dashboardScreen.machine_adding')}
        markBusy
      >
        <button type="button" className="link-button" onClick={onDone}>
          {t('dashboardScreen.cancel')}
        </button>
      </FormActions>
    </form>
  );
}
