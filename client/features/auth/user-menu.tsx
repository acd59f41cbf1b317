/**
 * The logged-in visitor's menu (spec 6): a guest account (account_exists false) sees only a notice
 * and logout; a customer the dashboard; dealers also their order and download pages.
 */

import type { Me } from '../../../shared/contract/customer.ts';
import { Link } from '../../components/link.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useAuthActions } from './use-auth.ts';

export function UserMenu({ customer }: { customer: Me }) {
  const { t, locale } = useApp();
  const { logout } = useAuthActions();
  const name = [customer.firstname, customer.middle_name, customer.lastname].filter(Boolean).join(' ');
  const logoutButton = (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => void logout()}
      data-testid="logout"
    >
      {t('auth.logout')}
    </button>
  );
  if (!customer.account_exists) {
    return (
      <div className="user-menu" data-testid="user-menu">
        <p className="form-notice" data-testid="guest-account-notice">
          {t('auth.guest_notice')}
        </p>
        {logoutButton}
      </div>
    );
  }
  return (
    <nav className="user-menu" aria-label={t('auth.user_menu')} data-testid="user-menu">
      <p>{t('auth.hello', { name: name || customer.email })}</p>
      <ul>
        <li>
          <Link route="dashboard" locale={locale} className="button" data-testid="dashboard-link">
            {t('auth.dashboard')}
          </Link>
        </li>
        {customer.is_dealer ? (
          <>
            <li>
              <Link route="dealerOrder" locale={locale}>
                {t('pages.dealerOrder.title')}
              </Link>
            </li>
            <li>
              <Link route="dealerDownloads" locale={locale}>
                {t('pages.dealerDownloads.title')}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
      {logoutButton}
    </nav>
  );
}
