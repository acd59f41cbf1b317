/**
 * Reset password (`/reset-password/{token}`; spec 1): the link from the e-mail. The token is checked
 * first, so an expired or used link says so before anything is typed (and offers a new link); then
 * a new password and its confirmation. Done: a toast and the login page. Without a token: the
 * forgot-password form.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { FormActions, FormProblem } from '../../components/form-actions.tsx';
import { Seo } from '../../components/seo.tsx';
import { PASSWORD_MIN, resetSchema } from '../../features/auth/auth-schemas.ts';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { NewPasswordFields } from '../../features/auth/new-password-fields.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, fetchKey } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';
import { useForm } from '../../lib/use-form.ts';
import { href } from '../href.ts';

type TokenState = 'checking' | 'valid' | 'invalid' | 'unknown';

/** The token is the path's last segment after the route's own (`/reset-password/<token>`). */
function tokenOf(pathname: string): string {
  const match = /\/reset-password\/([^/]+)$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : '';
  } catch {
    return match?.[1] ?? ''; // malformed escapes: the API will call it invalid
  }
}

export default function ResetPasswordPage() {
  const { t, locale, stores } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const alternates = useAlternates();
  const token = tokenOf(pathname);
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm(resetSchema, { password: '', password_confirmation: '' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    setTokenState('checking');
    fetchKey(accountKeys.checkResetToken(locale, token)).then(
      () => live && setTokenState('valid'),
      (error) => {
        if (!live) return;
        // A 400 is a verdict on the token; anything else (offline, 5xx) lets the visitor try anyway.
        setTokenState(error instanceof ApiFetchError && error.status === 400 ? 'invalid' : 'unknown');
      },
    );
    return () => {
      live = false;
    };
  }, [token, locale]);

  const title = t('resetPasswordScreen.reset_title');
  const head = <Seo title={title} path={pathname} alternates={alternates} noindex />;
  if (!token || tokenState === 'invalid') {
    return (
      <section className="container auth-page" data-screen="resetPassword">
        {head}
        <h1>{title}</h1>
        {token ? (
          <p className="form-notice form-notice-danger" role="alert" data-testid="reset-invalid">
            {t('resetPasswordScreen.reset_invalid')}
          </p>
        ) : null}
        <ForgotPasswordForm />
      </section>
    );
  }

  return (
    <section className="container auth-page" data-screen="resetPassword">
      {head}
      <h1>{title}</h1>
      <form
        className="auth-form"
        noValidate
        method="post"
        data-testid="reset-password-form"
        aria-busy={tokenState === 'checking'}
        onSubmit={async (event) => {
          const values = form.submit(event);
          if (!values || saving) return;
          setSaving(true);
          setFailed(false);
          try {
            await fetchKey(accountKeys.resetPassword(locale, { token, ...values }));
          } catch (error) {
            setSaving(false);
            if (
              error instanceof ApiFetchError &&
              error.status === 400 &&
              error.code === 'invalid_reset_token'
            ) {
              setTokenState('invalid');
            } else setFailed(true);
            return;
          }
          void showToast(stores.toasts, 'success', t('resetPasswordScreen.reset_done'));
          navigate(href('login', locale));
        }}
      >
        <p className="intro-muted">{t('resetPasswordScreen.reset_intro', { min: PASSWORD_MIN })}</p>
        <NewPasswordFields field={form.field} />
        <FormProblem problem={failed && t('error_occured')} />
        <FormActions
          busy={saving}
          label={t('resetPasswordScreen.reset_submit')}
          busyLabel={t('resetPasswordScreen.reset_saving')}
        />
      </form>
    </section>
  );
}
