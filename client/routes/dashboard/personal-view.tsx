import { useSWRConfig } from 'swr';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Me } from '../../../shared/contract/customer.ts';
import { FormActions, FormProblem } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { profileSchema } from '../../features/account/account-schemas.ts';
import { NameFields } from '../../features/account/address-fields.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { hasPermission } from '../../lib/permissions.ts';
import { showToast } from '../../lib/toasts.ts';
import { useForm } from '../../lib/use-form.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { MyData } from './my-data.tsx';
import { useSave } from './use-save.ts';

export function PersonalView() {
  const { t } = useApp();
  const customer = useCustomer();
  return (
    <DashboardLayout routeId="dashboardPersonal" title={t('dashboardScreen.personal')}>
      {customer ? <Profile customer={customer} /> : null}
      {customer ? <MyData /> : null}
    </DashboardLayout>
  );
}

function Profile({ customer }: { customer: Me & { phone?: string; company?: string } }) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const canEdit = hasPermission(customer, 'account.edit');
  const form = useForm(profileSchema, {
    firstname: customer.firstname,
    middle_name: customer.middle_name,
    lastname: customer.lastname,
    phone: customer.phone ?? '',
    company: customer.company ?? '',
  });
  const { saving, problem, save } = useSave();
  const readOnly = !canEdit;
  return (
    <form
      className="auth-form dashboard-form"
      noValidate
      method="post"
      data-testid="profile-form"
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values || readOnly) return;
        void save(async () => {
          const answer = (await apiSend('PUT', '/customer/me', locale, values)) as { data: Me };
          await mutate(apiKeys.customerMe(locale), answer, { revalidate: false });
          void showToast(stores.toasts, 'success', t('dashboardScreen.saved'));
        });
      }}
    >
      {readOnly ? <p className="form-notice">{t('dashboardScreen.no_permission')}</p> : null}
      <div className="form-field">
        <span className="field-label">{t('dashboardScreen.profile_email')}</span>
        <p className="field-static">{customer.email}</p>
        <p className="intro-muted">{t('dashboardScreen.profile_email_note')}</p>
      </div>
      <NameFields field={form.field} readOnly={readOnly} />
      <TextField
        label={t('dashboard.phone')}
        field={form.field('phone')}
        type="tel"
        readOnly={readOnly}
        autoComplete="tel"
      />
      <TextField
        label={t('dashboard.company')}
        field={form.field('company')}
        readOnly={readOnly}
        autoComplete="organization"
      />
      <FormProblem problem={problem} />
      {readOnly ? null : (
        <FormActions
          busy={saving}
          label={t('dashboardScreen.save')}
          busyLabel={t('dashboardScreen.saving')}
        />
      )}
    </form>
  );
}
