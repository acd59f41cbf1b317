/**
 * The header's account dropdown (spec 2, 4, 6): for a guest the login view and the forgot-password
 * view (also opened by `#forgot-password` in the URL); for a logged-in visitor the user menu.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { closeDropdowns, openDropdown } from '../../lib/stores.ts';
import { href } from '../../routes/href.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { UserMenu } from './user-menu.tsx';

export const FORGOT_PASSWORD_HASH = '#forgot-password';

export function AccountPanel() {
  const customer = useCustomer();
  return (
    <div className="account-panel" data-testid="account-panel">
      {customer ? <UserMenu customer={customer} /> : <LoginViews />}
    </div>
  );
}

function LoginViews() {
  const { stores, locale } = useApp();
  const { hash, pathname } = useLocation();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  useEffect(() => {
    // The login page shows its own forgot-password view; elsewhere the dropdown opens on it.
    if (hash !== FORGOT_PASSWORD_HASH || pathname === href('login', locale)) return;
    setView('forgot');
    openDropdown(stores.ui, 'auth', 'click');
  }, [hash, pathname, locale, stores]);
  return view === 'login' ? (
    <LoginForm
      onForgot={() => setView('forgot')}
      after={() => {
        closeDropdowns(stores.ui);
      }}
    />
  ) : (
    <ForgotPasswordForm onBack={() => setView('login')} />
  );
}
