/**
 * The fields of an address (the dashboard's address book and the checkout's invoice and delivery
 * forms; the names also the dashboard's profile): the names, the street, postcode and city, and
 * the country select. Each form lays them out its own way; `auto` names each field's autocomplete
 * token (the checkout adds its section; the dashboard's are the tokens as they are).
 */
import { FieldFrame, invalidProps, TextField, useErrorText } from '../../components/form-field.tsx';
import { useApp } from '../../lib/app-context.tsx';
import type { FormField } from '../../lib/use-form.ts';
import type { Country } from './account-types.ts';
import type { emptyAddressValues } from './address-values.ts';

type Field<K extends keyof typeof emptyAddressValues> = (name: K) => FormField;
type Auto = (token: string) => string;
const asItIs: Auto = (token) => token;

/** First, middle and last name (the address forms put them in one row; the profile, one under another). */
export function NameFields({
  field,
  auto = asItIs,
  readOnly,
}: {
  field: Field<'firstname' | 'middle_name' | 'lastname'>;
  auto?: Auto;
  readOnly?: boolean;
}) {
  const { t } = useApp();
  return (
    <>
      <TextField
        label={t('dashboard.firstname')}
        field={field('firstname')}
        required
        readOnly={readOnly}
        autoComplete={auto('given-name')}
      />
      <TextField
        label={t('dashboard.middle_name')}
        field={field('middle_name')}
        readOnly={readOnly}
        autoComplete={auto('additional-name')}
      />
      <TextField
        label={t('dashboard.lastname')}
        field={field('lastname')}
        required
        readOnly={readOnly}
        autoComplete={auto('family-name')}
      />
    </>
  );
}

/** Street, house number and its addition (in one row: the row is the form's). */
export function StreetFields({
  field,
  auto = asItIs,
}: {
  field: Field<'street' | 'house_number' | 'house_number_addition'>;
  auto?: Auto;
}) {
  const { t } = useApp();
  return (
    <>
      <TextField
        label={t('dashboard.street')}
        field={field('street')}
        required
        autoComplete={auto('address-line1')}
      />
      <TextField label={t('dashboard.house_number')} field={field('house_number')} required />
      <TextField label={t('dashboard.house_number_addition')} field={field('house_number_addition')} />
    </>
  );
}

/** Postcode and city (the row is the form's: the checkout puts the country beside them). */
export function PostcodeCity({ field, auto = asItIs }: { field: Field<'postcode' | 'city'>; auto?: Auto }) {
  const { t } = useApp();
  return (
    <>
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
    </>
  );
}

/** The country, required, with its first error under it; `onPick` hears each choice. */
export function CountrySelect({
  id,
  field,
  countries,
  autoComplete,
  onPick,
}: {
  id: string;
  field: FormField;
  countries: Country[];
  autoComplete?: string;
  onPick?: (countryId: string) => void;
}) {
  const { t } = useApp();
  const error = useErrorText(field);
  return (
    <FieldFrame id={id} label={t('dashboard.country')} error={error} required>
      <select
        id={id}
        name="country_id"
        value={field.value}
        onChange={(e) => {
          field.onChange(e.target.value);
          onPick?.(e.target.value);
        }}
        onBlur={field.onBlur}
        required
        autoComplete={autoComplete}
        {...invalidProps(id, error)}
      >
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
