/**
 * Back-in-stock e-mail alert for an out-of-stock product or option: e-mail required and valid
 * (validated eagerly, first error under the field), posted to /api/stockAlerts (same-origin) with
 * success, already-subscribed and error states.
 */
import { type FormEvent, useId, useState } from 'react';
import { apiKeys } from '../../../shared/api-keys.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, fetchKey } from '../../lib/fetcher.ts';
import { useHeldSubmit } from '../../lib/island.tsx';

type Status = 'idle' | 'sending' | 'subscribed' | 'already' | 'failed';

/**
 * The first validation message key for an e-mail address, or null when it is fine. Checked by hand
 * (the same rules as shared/contract/stock-alerts.ts, which the API applies) to keep yup out of the
 * browser's first load.
 */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return 'validation.required';
  if (value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) return 'validation.email';
  return null;
}

export function StockAlertForm({ productId, poId }: { productId: number; poId: number | null }) {
  const { t, locale } = useApp();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const error = touched ? emailError(email) : null;
  const held = useHeldSubmit();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as the visitor left it: text typed before the island hydrated is not in state yet.
    const typed = String(new FormData(event.currentTarget).get('email') ?? email);
    setEmail(typed);
    setTouched(true);
    if (emailError(typed) || status === 'sending') return;
    setStatus('sending');
    const payload = { product_id: productId, po_id: poId, email: typed.trim() };
    try {
      const answer = (await fetchKey(apiKeys.stockAlert(locale, payload))) as {
        data?: { already_subscribed?: boolean };
      } | null;
      setStatus(answer?.data?.already_subscribed ? 'already' : 'subscribed');
    } catch (e) {
      setStatus(e instanceof ApiFetchError && e.status === 409 ? 'already' : 'failed');
    }
  };

  if (status === 'subscribed' || status === 'already')
    return (
      <div className="stock-alert stock-alert-done" role="status" data-testid="stock-alert-result">
        <p>
          {status === 'subscribed'
            ? t('product.alert_subscribed', { email })
            : t('product.alert_already', { email })}
        </p>
      </div>
    );

  return (
    <form className="stock-alert" noValidate onSubmit={submit} data-testid="stock-alert" {...held}>
      <p className="stock-alert-title">{t('product.alert_title')}</p>
      <p className="stock-alert-intro">{t('product.alert_intro')}</p>
      <div className={error ? 'form-field has-error' : 'form-field'}>
        <label htmlFor={`${id}-email`}>
          {t('product.alert_email')}
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <div className="stock-alert-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-required="true"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (status === 'failed') setStatus('idle');
            }}
            onBlur={() => setTouched(true)}
          />
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? t('product.alert_sending') : t('product.alert_submit')}
          </button>
        </div>
        {error ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
      {status === 'failed' ? (
        <p className="form-error" role="alert">
          {t('error_occured')}
        </p>
      ) : null}
    </form>
  );
}
