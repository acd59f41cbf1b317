/**
 * Checkout login (`/winkelwagen/inloggen`, `/en/checkout/login`; issue 5 and 6): log in to order
 * with your account (then on to the order page), or continue as a guest.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { href } from '../href.ts';

export default function CheckoutLoginPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const alternates = useAlternates();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const title = t('checkoutLoginScreen.title');
  return (
    <section className="container checkout-login" data-screen="checkoutLogin">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>
      <div className="checkout-login-columns">
        <div>
          {view === 'login' ? (
            <LoginForm
              title={t('checkoutLoginScreen.checkout_account')}
              onForgot={() => setView('forgot')}
              after={() => navigate(href('checkoutOrder', locale), { replace: true })}
              testId="checkout-login-form"
            />
          ) : (
            <ForgotPasswordForm onBack={() => setView('login')} />
          )}
        </div>
        <div className="checkout-guest">
          <h2>{t('checkoutLoginScreen.checkout_guest')}</h2>
          <p className="intro-muted">{t('checkoutLoginScreen.checkout_guest_intro')}</p>
          <Link
            route="checkoutOrder"
            locale={locale}
            className="button button-secondary"
            data-testid="checkout-as-guest"
          >
            {t('checkoutLoginScreen.checkout_guest_button')}
          </Link>
        </div>
      </div>
    </section>
  );
}
