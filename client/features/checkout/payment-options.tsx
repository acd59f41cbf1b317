/** The shop's payment methods as a choice (checkout, and paying again on the payment redirect page). */
import type { PaymentMethod } from '../../../shared/contract/cart.ts';
import { useApp } from '../../lib/app-context.tsx';

interface PaymentOptionsProps {
  methods: PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
  showErrors?: boolean;
  disabled?: boolean;
  /** a line under the choices */
  note?: string;
}

export function PaymentOptions({
  methods,
  value,
  onChange,
  showErrors,
  disabled,
  note,
}: PaymentOptionsProps) {
  const { t } = useApp();
  const missing = Boolean(showErrors) && !methods.some((m) => m.id === value);
  return (
    <fieldset
      className="checkout-section checkout-options checkout-payment"
      data-testid="checkout-payment"
      disabled={disabled}
      aria-invalid={missing || undefined}
    >
      <legend>{t('checkout.payment_title')}</legend>
      <div className="checkout-payment-grid">
        {methods.map((m) => (
          <label key={m.id} className="checkout-option">
            <input
              type="radio"
              name="payment_method"
              value={m.id}
              checked={m.id === value}
              onChange={() => onChange(m.id)}
            />
            <span className="checkout-option-title">{m.title}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p className="field-error" role="alert">
          {t('checkout.payment_required')}
        </p>
      ) : null}
      {note ? <p className="intro-muted checkout-payment-note">{note}</p> : null}
    </fieldset>
  );
}
