/** The dealer login side modal: the login form and its forgot-password view. */
import { useState } from 'react';
import { SideModal } from '../../components/side-modal.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';

export default function DealerLoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useApp();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  return (
    <SideModal title={t('auth.dealer_title')} onClose={onClose} testId="dealer-login-modal">
      {view === 'login' ? (
        <LoginForm
          intro={t('auth.dealer_intro')}
          onForgot={() => setView('forgot')}
          after={onClose}
          testId="dealer-login-form"
        />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
    </SideModal>
  );
}
