/**
 * Dealer login in the footer (spec 2, 6): a link to the login page, which with JavaScript opens a
 * side modal with the login form (and its forgot-password view) instead; the modal's code (and
 * yup's) loads when it first opens. Logged-in visitors do not see it.
 */
import { lazy, type MouseEvent, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from '#valtio';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { href } from '../../routes/href.ts';

const DealerLoginModal = lazy(() =>
  Promise.all([import('./dealer-login-modal.tsx'), loadSection('auth')]).then(([m]) => m),
);

export function DealerLogin() {
  const { t, locale, stores } = useApp();
  const { sideModal } = useSnapshot(stores.ui);
  const customer = useCustomer();
  // Marks the link as handled here (until then a click opens the login page).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (customer) return null;
  const close = () => {
    stores.ui.sideModal = null;
  };
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    stores.ui.sideModal = 'dealer-login';
  };
  return (
    <>
      <a
        href={href('login', locale)}
        className="button button-secondary dealer-login"
        onClick={open}
        data-testid="dealer-login"
        data-ready={ready || undefined}
      >
        {t('footer.dealer_login')}
      </a>
      {sideModal === 'dealer-login' ? (
        <Suspense fallback={null}>
          <DealerLoginModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
