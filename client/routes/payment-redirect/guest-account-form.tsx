/**
 * After a guest's order (decision 020): "create an account" with a password for the order's
 * e-mail, by the order's secret token. The API logs the new account in (the proxy keeps the
 * token in its cookie), and the page then knows the customer: the order is in the dashboard.
 * When an account with that e-mail exists already, the page says "log in" instead.
 */
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { checkoutKeys, checkoutPaths } from '../../../shared/checkout-keys.ts';
import { FormActions, FormProblem } from '../../components/form-actions.tsx';
import { Link } from '../../components/link.tsx';
import { PASSWORD_MIN, resetSchema } from '../../features/auth/auth-schemas.ts';
import { NewPasswordFields } from '../../features/auth/new-password-fields.tsx';
import { useAuthActions } from '../../features/auth/use-auth.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { useForm } from '../../lib/use-form.ts';
import { href } from '../href.ts';

/** Made: the visitor is logged in, and the order is in the dashboard. */
export function AccountCreated() {
  const { t, locale } = useApp();
  return (
    <section className="payment-account" data-testid="guest-account-created">
      <p className="form-notice" role="status">
        {t('paymentRedirectScreen.account_created')}
      </p>
      <Link route="dashboardOrders" locale={locale} className="button">
        {t('paymentRedirectScreen.to_orders')}
      </Link>
    </section>
  );
}

export function GuestAccount({
  token,
  email,
  offer,
  onCreated,
}: {
  token: string;
  email: string;
  offer: 'create' | 'login';
  /** called once the account exists (before the page learns who is logged in now) */
  onCreated: () => void;
}) {
  const { t, locale } = useApp();
  const { mutate } = useSWRConfig();
  const { refresh } = useAuthActions();
  const form = useForm(resetSchema, { password: '', password_confirmation: '' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const orders = href('dashboardOrders', locale);

  if (offer === 'login') {
    return (
      <section
        className="payment-account"
        aria-labelledby="payment-account-title"
        data-testid="guest-account-login"
      >
        <h2 id="payment-account-title">{t('paymentRedirectScreen.account_login_title')}</h2>
        <p>{t('paymentRedirectScreen.account_login_text', { email })}</p>
        <Link
          to={`${href('login', locale)}?redirect=${encodeURIComponent(orders)}`}
          className="button button-secondary"
        >
          {t('checkout.log_in')}
        </Link>
      </section>
    );
  }
  return (
    <section className="payment-account" aria-labelledby="payment-account-title">
      <form
        className="auth-form"
        noValidate
        method="post"
        data-testid="guest-account-form"
        onSubmit={async (event) => {
          const values = form.submit(event);
          if (!values || saving) return;
          setSaving(true);
          setProblem(null);
          try {
            await apiSend('POST', checkoutPaths.createAccount, locale, { order: token, ...values });
          } catch (error) {
            setSaving(false);
            setProblem(
              error instanceof ApiFetchError && error.status === 409 ? error.message : t('error_occured'),
            );
            return;
          }
          onCreated();
          await refresh();
          await mutate(checkoutKeys.order(locale, token));
        }}
      >
        <h2 id="payment-account-title">{t('paymentRedirectScreen.account_title')}</h2>
        <p>{t('paymentRedirectScreen.account_intro', { email })}</p>
        <NewPasswordFields field={form.field} minLength={PASSWORD_MIN} />
        <FormProblem problem={problem} />
        <FormActions
          busy={saving}
          label={t('paymentRedirectScreen.account_create')}
          busyLabel={t('paymentRedirectScreen.account_creating')}
        />
      </form>
    </section>
  );
}
