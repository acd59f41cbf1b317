/** A customer's saved addresses of one type as a choice, with "enter another address" last. */
import type { Address } from '../../features/account/account-types.ts';
import { useApp } from '../../lib/app-context.tsx';

export type AddressChoice = number | 'new';

export function SavedAddresses({
  name,
  addresses,
  value,
  onChange,
}: {
  name: string;
  addresses: Address[];
  value: AddressChoice;
  onChange: (choice: AddressChoice) => void;
}) {
  const { t } = useApp();
  return (
    <div
      className="checkout-saved"
      role="radiogroup"
      aria-label={t('checkoutOrderScreen.saved_label')}
      data-testid={`${name}-saved`}
    >
      {addresses.map((a) => (
        <label key={a.id} className="checkout-option checkout-saved-address">
          <input type="radio" name={name} checked={value === a.id} onChange={() => onChange(a.id)} />
          <span className="checkout-option-title">
            {[a.company, [a.firstname, a.middle_name, a.lastname].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
            <span className="checkout-option-note">
              {[a.street, a.house_number, a.house_number_addition].filter(Boolean).join(' ')}, {a.postcode}{' '}
              {a.city}, {a.country}
            </span>
          </span>
        </label>
      ))}
      <label className="checkout-option">
        <input type="radio" name={name} checked={value === 'new'} onChange={() => onChange('new')} />
        <span className="checkout-option-title">{t('checkoutOrderScreen.saved_other')}</span>
      </label>
    </div>
  );
}
