/**
 * Forgot password (spec 2, 5, 7, 8): the e-mail, required and valid, to `customer/sendResetToken`.
 * Sent: a confirmation naming the address and the field cleared; 404: unknown e-mail; 429: too
 * many requests; anything else: a generic message. The API tells an unknown address apart (spec 8),
 * so the confirmation says the mail was sent, never "if an account exists" (issue 26).
 */
import { useState } from 'react';
import { accountKeys } from '../../../shared/account-keys.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, fetchKey } from '../../lib/fetcher.ts';
import { useHeldSubmit } from '../../lib/island.tsx';
import { useForm } from '../../lib/use-form.ts';
import { forgotSchema } from './auth-schemas.ts';

type Status = 'idle' | 'sending' | 'sent' | 'unknown' | 'limited' | 'failed';

const messages: Record<Exclude<Status, 'idle' | 'sending'>, string> = {
  sent: 'auth.forgot_sent',
  unknown: 'auth.forgot_unknown',
  limited: 'auth.forgot_rate_limited',
  failed: 'auth.forgot_failed',
};

export function ForgotPasswordForm({ onBack, intro }: { onBack?: () => void; intro?: string }) {
  const { t, locale } = useApp();
  const form = useForm(forgotSchema, { email: '' });
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState('');
  const held = useHeldSubmit();

  return (
    <form
      className="auth-form"
      noValidate
      method="post"
      data-testid="forgot-password-form"
      {...held}
      onSubmit={async (event) => {
        const values = form.submit(event);
        if (!values || status === 'sending') return;
        setStatus('sending');
        const email = values.email.trim();
        try {
          await fetchKey(accountKeys.sendResetToken(locale, email));
          form.reset();
          setSentTo(email);
          setStatus('sent');
        } catch (error) {
          const code = error instanceof ApiFetchError ? error.status : 0;
          setStatus(code === 404 ? 'unknown' : code === 429 ? 'limited' : 'failed');
        }
      }}
    >
      <h2>{t('auth.forgot_title')}</h2>
      <p className="intro-muted">{intro ?? t('auth.forgot_intro')}</p>
      {status !== 'idle' && status !== 'sending' ? (
        <p
          className={status === 'sent' ? 'form-notice' : 'form-notice form-notice-danger'}
          role={status === 'sent' ? 'status' : 'alert'}
          data-testid="forgot-password-result"
        >
          {t(messages[status], { email: sentTo })}
        </p>
      ) : null}
      <TextField
        label={t('auth.email')}
        field={form.field('email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <FormActions
        busy={status === 'sending'}
        label={t('auth.forgot_submit')}
        busyLabel={t('auth.forgot_sending')}
      >
        {onBack ? (
          <button type="button" className="link-button" onClick={onBack}>
            {t('auth.back_to_login')}
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
