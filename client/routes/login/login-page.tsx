/**
 * The login page (`/login`, `/en/login`; spec 1, 4): where the auth guard sends guests (with the
 * path to return to in `redirect`) and where the auth callback lands. After a login the guest-only
 * guard sends the visitor on to that path, local paths only, else to the root (shared/access.ts).
 * `#forgot-password` opens the forgot-password view.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '../../components/seo.tsx';
import { FORGOT_PASSWORD_HASH } from '../../features/auth/account-panel.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';

export default function LoginPage() {
  const { t } = useApp();
  const { pathname, hash } = useLocation();
  const alternates = useAlternates();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  useEffect(() => {
    if (hash === FORGOT_PASSWORD_HASH) setView('forgot');
  }, [hash]);
  const title = t('loginScreen.title');
  return (
    <section className="container auth-page" data-screen="login">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{view === 'login' ? title : t('auth.forgot_title')}</h1>
      {view === 'login' ? (
        <LoginForm
          intro={t('loginScreen.intro')}
          onForgot={() => setView('forgot')}
          testId="login-page-form"
        />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
      <noscript>
        <p className="form-notice form-notice-danger">{t('loginScreen.noscript')}</p>
      </noscript>
    </section>
  );
}
