/**
 * The login form of the header dropdown, the login page and the dealer login modal (spec 2, 5):
 * e-mail and password, both required, validated eagerly; a failed login keeps the e-mail.
 */
import { useState } from 'react';
import { FormActions } from '../../components/form-actions.tsx';
import { TextField } from '../../components/form-field.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useHeldSubmit } from '../../lib/island.tsx';
import { useForm } from '../../lib/use-form.ts';
import { loginSchema } from './auth-schemas.ts';
import { useAuthActions } from './use-auth.ts';

export interface LoginFormProps {
  /** Shows the forgot-password view (the dropdown and the login page switch views). */
  onForgot: () => void;
  /** Runs after a successful login (the modal closes). */
  after?: () => void;
  title?: string;
  intro?: string;
  testId?: string;
}

export function LoginForm({ onForgot, after, title, intro, testId = 'login-form' }: LoginFormProps) {
  const { t } = useApp();
  const form = useForm(loginSchema, { email: '', password: '' });
  const { login } = useAuthActions();
  const [sending, setSending] = useState(false);
  const held = useHeldSubmit();

  return (
    <form
      className="auth-form"
      noValidate
      method="post"
      data-testid={testId}
      {...held}
      onSubmit={async (event) => {
        const values = form.submit(event);
        if (!values || sending) return;
        setSending(true);
        const outcome = await login(values, { after });
        setSending(false);
        if (outcome === 'wrong') form.reset({ email: values.email, password: '' });
      }}
    >
      {title ? <h2>{title}</h2> : null}
      {intro ? <p className="intro-muted">{intro}</p> : null}
      <TextField
        label={t('auth.email')}
        field={form.field('email')}
        required
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        label={t('auth.password')}
        field={form.field('password')}
        required
        type="password"
        autoComplete="current-password"
      />
      <FormActions busy={sending} label={t('auth.submit')} busyLabel={t('auth.submitting')}>
        <button type="button" className="link-button" onClick={onForgot}>
          {t('auth.forgot_link')}
        </button>
      </FormActions>
    </form>
  );
}
