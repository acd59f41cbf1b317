/**
 * Personal information (issue 5): the profile form for consumers (permission account.edit); dealers
 * and trade accounts see their details with a note that we change them.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Me } from '../../../shared/contract/customer.ts';
import { TextField } from '../../components/form-field.tsx';
import { profileSchema } from '../../features/account/account-schemas.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { hasPermission } from '../../lib/permissions.ts';
import { showToast } from '../../lib/toasts.ts';
import { useForm } from '../../lib/use-form.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

export function PersonalView() {
  const { t } = useApp();
  const customer = useCustomer();
  return (
    <DashboardLayout routeId="dashboardPersonal" title={t('dashboard.personal')}>
      {customer ? <Profile customer={customer} /> : null}
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
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = !canEdit;
  return (
    <form
      className="auth-form dashboard-form"
      noValidate
      method="post"
      data-testid="profile-form"
      onSubmit={async (event) => {
        const values = form.submit(event);
        if (!values || saving || readOnly) return;
        setSaving(true);
        setProblem(null);
        try {
          const answer = (await apiSend('PUT', '/customer/me', locale, values)) as { data: Me };
          await mutate(apiKeys.customerMe(locale), answer, { revalidate: false });
          void showToast(stores.toasts, 'success', t('dashboard.saved'));
        } catch (error) {
          setProblem(
            error instanceof ApiFetchError && error.status === 400 ? error.message : t('error_occured'),
          );
        } finally {
          setSaving(false);
        }
      }}
    >
      {readOnly ? <p className="form-notice">{t('dashboard.no_permission')}</p> : null}
      <div className="form-field">
        <span className="field-label">{t('dashboard.profile_email')}</span>
        <p className="field-static">{customer.email}</p>
        <p className="intro-muted">{t('dashboard.profile_email_note')}</p>
      </div>
      <TextField
        label={t('dashboard.firstname')}
        field={form.field('firstname')}
        required
        readOnly={readOnly}
        autoComplete="given-name"
      />
      <TextField
        label={t('dashboard.middle_name')}
        field={form.field('middle_name')}
        readOnly={readOnly}
        autoComplete="additional-name"
      />
      <TextField
        label={t('dashboard.lastname')}
        field={form.field('lastname')}
        required
        readOnly={readOnly}
        autoComplete="family-name"
      />
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
      {problem ? (
        <p className="form-notice form-notice-danger" role="alert">
          {problem}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="auth-form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('dashboard.saving') : t('dashboard.save')}
          </button>
        </div>
      )}
    </form>
  );
}
