/**
 * Addresses (issue 5): invoice and delivery addresses, the default first; add one (address.create),
 * edit one (address.edit), make one the default of its type. Each change reloads the list.
 */
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import { FormActions, FormProblem } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { addressSchema } from '../../features/account/account-schemas.ts';
import type { Address, AddressBook, Country } from '../../features/account/account-types.ts';
import {
  CountrySelect,
  NameFields,
  PostcodeCity,
  StreetFields,
} from '../../features/account/address-fields.tsx';
import { AddressLookup } from '../../features/account/address-lookup.tsx';
import { emptyAddressValues } from '../../features/account/address-values.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { hasPermission } from '../../lib/permissions.ts';
import { showToast } from '../../lib/toasts.ts';
import { useApi } from '../../lib/use-api.tsx';
import { useForm } from '../../lib/use-form.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { useSave } from './use-save.ts';

type Editing = { type: Address['type']; address: Address | null } | null;

export function AddressesView() {
  const { t, locale } = useApp();
  const customer = useCustomer();
  const { data: book } = useApi<{ data: AddressBook }>(accountKeys.customerAddresses(locale));
  const { data: countries } = useApi<{ data: Country[] }>(apiKeys.countries(locale));
  const [editing, setEditing] = useState<Editing>(null);
  const canCreate = hasPermission(customer, 'address.create');
  const canEdit = hasPermission(customer, 'address.edit');

  return (
    <DashboardLayout routeId="dashboardAddresses" title={t('dashboardScreen.addresses')}>
      {canCreate || canEdit ? null : <p className="form-notice">{t('dashboardScreen.no_permission')}</p>}
      {(['invoice', 'delivery'] as const).map((type) => (
        <section key={type} className="address-section" data-testid={`addresses-${type}`}>
          <h2>
            {t(
              type === 'invoice' ? 'dashboardScreen.invoice_addresses' : 'dashboardScreen.delivery_addresses',
            )}
          </h2>
          {book[type].length === 0 ? (
            <p className="dashboard-empty">{t('dashboardScreen.addresses_empty')}</p>
          ) : null}
          <ul className="address-cards">
            {book[type].map((address) =>
              editing?.address?.id === address.id ? (
                <li key={address.id} className="address-card is-editing">
                  <AddressForm
                    type={type}
                    address={address}
                    countries={countries}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <AddressCard
                  key={address.id}
                  address={address}
                  canEdit={canEdit}
                  onEdit={() => setEditing({ type, address })}
                />
              ),
            )}
          </ul>
          {editing && editing.type === type && !editing.address ? (
            <AddressForm type={type} address={null} countries={countries} onDone={() => setEditing(null)} />
          ) : canCreate ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setEditing({ type, address: null })}
              data-testid={`address-add-${type}`}
            >
              {t('dashboardScreen.address_add')}
            </button>
          ) : null}
        </section>
      ))}
    </DashboardLayout>
  );
}

function AddressCard({
  address,
  canEdit,
  onEdit,
}: {
  address: Address;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const makePrimary = async () => {
    setBusy(true);
    try {
      const answer = await apiSend('PUT', `/customer/addresses/${address.id}/primary`, locale, {
        type: address.type,
      });
      await mutate(accountKeys.customerAddresses(locale), answer, { revalidate: false });
      void showToast(stores.toasts, 'success', t('dashboardScreen.saved'));
    } catch {
      void showToast(stores.toasts, 'danger', t('error_occured'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="address-card" data-testid="address-card">
      <address>
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {[address.firstname, address.middle_name, address.lastname].filter(Boolean).join(' ')}
        <br />
        {[address.street, address.house_number, address.house_number_addition].filter(Boolean).join(' ')}
        <br />
        {address.postcode} {address.city}
        <br />
        {address.country}
      </address>
      {address.is_primary ? <span className="badge">{t('dashboardScreen.address_primary')}</span> : null}
      <div className="address-card-actions">
        {canEdit ? (
          <button type="button" className="link-button" onClick={onEdit} data-testid="address-edit">
            {t('dashboardScreen.address_edit')}
          </button>
        ) : null}
        {canEdit && !address.is_primary ? (
          <button
            type="button"
            className="link-button"
            onClick={makePrimary}
            disabled={busy}
            data-testid="address-make-primary"
          >
            {t('dashboardScreen.address_make_primary')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

function AddressForm({
  type,
  address,
  countries,
  onDone,
}: {
  type: Address['type'];
  address: Address | null;
  countries: Country[];
  onDone: () => void;
}) {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const schema = useMemo(() => addressSchema(countries), [countries]);
  const initial = address
    ? Object.fromEntries(
        Object.keys(emptyAddressValues).map((k) => [
          k,
          String((address as unknown as Record<string, unknown>)[k] ?? ''),
        ]),
      )
    : { ...emptyAddressValues, country_id: String(countries[0]?.id ?? '') };
  const form = useForm(schema, initial as typeof emptyAddressValues);
  const { saving, problem, save } = useSave();
  const country = form.field('country_id');

  return (
    <form
      className="auth-form dashboard-form address-form"
      noValidate
      method="post"
      data-testid="address-form"
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        void save(async () => {
          const payload = { ...values, country_id: Number(values.country_id) };
          if (address) await apiSend('PUT', `/customer/addresses/${address.id}`, locale, payload);
          else await apiSend('POST', '/customer/addresses', locale, { ...payload, type });
          await mutate(accountKeys.customerAddresses(locale));
          void showToast(stores.toasts, 'success', t('dashboardScreen.saved'));
          onDone();
        });
      }}
    >
      <TextField label={t('dashboard.company')} field={form.field('company')} autoComplete="organization" />
      <div className="form-row">
        <NameFields field={form.field} />
      </div>
      <div className="form-row">
        <StreetFields field={form.field} />
      </div>
      <div className="form-row">
        <PostcodeCity field={form.field} />
      </div>
      <CountrySelect id={`country-${type}-${address?.id ?? 'new'}`} field={country} countries={countries} />
      {/* A Dutch address's street and city from its postcode and number (decision 098). */}
      <AddressLookup id={`address-${type}`} field={form.field} countries={countries} />
      <TextField label={t('dashboard.phone')} field={form.field('phone')} type="tel" autoComplete="tel" />
      <FormProblem problem={problem} />
      <FormActions busy={saving} label={t('dashboardScreen.save')} busyLabel={t('dashboardScreen.saving')}>
        <button type="button" className="link-button" onClick={onDone}>
          {t('dashboardScreen.cancel')}
        </button>
      </FormActions>
    </form>
  );
}
