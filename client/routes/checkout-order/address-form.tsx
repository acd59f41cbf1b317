/**
 * One address of the checkout (invoice or delivery): the fields with the shop's address rules
 * (shared/address-rules.ts through the dashboard's schema), each with its first error under it and
 * required labels starred; the invoice form of a guest also asks the e-mail address. Its own
 * `<form>`, checked by the place-order submit (`useForm().check`).
 */
import type { Ref } from 'react';
import { TextField } from '../../components/form-field.tsx';
import type { Country } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';
import type { FormField } from '../../lib/use-form.ts';
import type { InvoiceValues } from './checkout-logic.ts';

interface AddressFormProps {
  id: string;
  formRef: Ref<HTMLFormElement>;
  field: (name: keyof InvoiceValues) => FormField;
  countries: Country[];
  withEmail?: boolean;
  /** the invoice form: a business abroad in the EU gives its VAT number (reverse charge) */
  withVatNumber?: boolean;
  /** the country select's new value (the shipping methods follow the delivery country) */
  onCountry?: (countryId: string) => void;
}

export function AddressForm({
  id,
  formRef,
  field,
  countries,
  withEmail,
  withVatNumber,
  onCountry,
}: AddressFormProps) {
  const { t } = useApp();
  const country = field('country_id');
  const auto = (name: string) => `section-${id} ${name}`;
  return (
    <form
      id={id}
      ref={formRef}
      className="auth-form checkout-address"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      data-testid={id}
    >
      {withEmail ? (
        <>
          <TextField
            label={t('checkout.email')}
            field={field('email')}
            type="email"
            required
            autoComplete="email"
          />
          <p className="intro-muted checkout-hint">{t('checkout.email_hint')}</p>
        </>
      ) : null}
      <div className="form-row">
        <TextField
          label={t('dashboard.firstname')}
          field={field('firstname')}
          required
          autoComplete={auto('given-name')}
        />
        <TextField
          label={t('dashboard.middle_name')}
          field={field('middle_name')}
          autoComplete={auto('additional-name')}
        />
        <TextField
          label={t('dashboard.lastname')}
          field={field('lastname')}
          required
          autoComplete={auto('family-name')}
        />
      </div>
      <TextField
        label={t('dashboard.company')}
        field={field('company')}
        autoComplete={auto('organization')}
      />
      <div className="form-row checkout-street-row">
        <TextField
          label={t('dashboard.street')}
          field={field('street')}
          required
          autoComplete={auto('address-line1')}
        />
        <TextField label={t('dashboard.house_number')} field={field('house_number')} required />
        <TextField label={t('dashboard.house_number_addition')} field={field('house_number_addition')} />
      </div>
      <div className="form-row">
        <TextField
          label={t('dashboard.postcode')}
          field={field('postcode')}
          required
          autoComplete={auto('postal-code')}
        />
        <TextField
          label={t('dashboard.city')}
          field={field('city')}
          required
          autoComplete={auto('address-level2')}
        />
        <div className={country.error ? 'form-field has-error' : 'form-field'}>
          <label htmlFor={`${id}-country`}>
            {t('dashboard.country')}
            <span className="required-mark" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <select
            id={`${id}-country`}
            name="country_id"
            value={country.value}
            onChange={(e) => {
              country.onChange(e.target.value);
              // A choice is an answer: its message (a country not delivered to) shows at once.
              country.onBlur();
              onCountry?.(e.target.value);
            }}
            onBlur={country.onBlur}
            required
            autoComplete={auto('country')}
            aria-invalid={country.error ? 'true' : undefined}
            aria-describedby={country.error ? `${id}-country-error` : undefined}
          >
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {country.error ? (
            <p className="field-error" id={`${id}-country-error`}>
              {t(country.error.key, country.error.params)}
            </p>
          ) : null}
        </div>
      </div>
      <TextField label={t('dashboard.phone')} field={field('phone')} type="tel" autoComplete={auto('tel')} />
      {withVatNumber ? (
        <>
          <TextField label={t('dashboard.vat_number')} field={field('vat_number')} autoComplete="off" />
          <p className="intro-muted checkout-hint">{t('dashboard.vat_number_hint')}</p>
        </>
      ) : null}
    </form>
  );
}
