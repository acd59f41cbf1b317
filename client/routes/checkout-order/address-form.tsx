/**
 * One address of the checkout (invoice or delivery): the fields with the shop's address rules
 * (shared/address-rules.ts through the dashboard's schema), each with its first error under it and
 * required labels starred; the invoice form of a guest also asks the e-mail address. Its own
 * `<form>`, checked by the place-order submit (`useForm().check`).
 */
import type { ReactNode, Ref } from 'react';
import { TextField } from '../../components/form-field.tsx';
import type { Country } from '../../features/account/account-types.ts';
import {
  CountrySelect,
  NameFields,
  PostcodeCity,
  StreetFields,
} from '../../features/account/address-fields.tsx';
import { AddressLookup } from '../../features/account/address-lookup.tsx';
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
  /** why the VAT number is (not) reverse charged (the cart's vat_check, decision 072), under its field */
  vatNote?: ReactNode;
}

export function AddressForm({
  id,
  formRef,
  field,
  countries,
  withEmail,
  withVatNumber,
  onCountry,
  vatNote,
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
            label={t('checkoutOrderScreen.email')}
            field={field('email')}
            type="email"
            required
            autoComplete="email"
          />
          <p className="intro-muted checkout-hint">{t('checkoutOrderScreen.email_hint')}</p>
        </>
      ) : null}
      <div className="form-row">
        <NameFields field={field} auto={auto} />
      </div>
      <TextField
        label={t('dashboard.company')}
        field={field('company')}
        autoComplete={auto('organization')}
      />
      <div className="form-row checkout-street-row">
        <StreetFields field={field} auto={auto} />
      </div>
      <div className="form-row">
        <PostcodeCity field={field} auto={auto} />
        <CountrySelect
          id={`${id}-country`}
          field={country}
          countries={countries}
          autoComplete={auto('country')}
          onPick={(countryId) => {
            // A choice is an answer: its message (a country not delivered to) shows at once.
            country.onBlur();
            onCountry?.(countryId);
          }}
        />
      </div>
      {/* A Dutch address's street and city from its postcode and number (decision 098). */}
      <AddressLookup id={id} field={field} countries={countries} />
      <TextField label={t('dashboard.phone')} field={field('phone')} type="tel" autoComplete={auto('tel')} />
      {withVatNumber ? (
        <>
          <TextField
            label={t('checkoutOrderScreen.vat_number')}
            field={field('vat_number')}
            autoComplete="off"
          />
          <p className="intro-muted checkout-hint">{t('checkoutOrderScreen.vat_number_hint')}</p>
          {vatNote}
        </>
      ) : null}
    </form>
  );
}
