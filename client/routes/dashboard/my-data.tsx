/**
 * "My data" on the dashboard's personal page (issue 40, decision 091; GDPR art. 15, 17, 20):
 * download everything the shop keeps as a JSON file, and delete the account after a confirm step
 * with the password. After deletion the session cookies are cleared (logout) and the page says so.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, apiSend, fetchKey } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';
import { href } from '../href.ts';

type Step = 'idle' | 'confirm' | 'busy' | 'deleted';

/** The API's refusal as a text in the visitor's language. */
function problemKey(error: unknown): string {
  if (!(error instanceof ApiFetchError)) return 'dashboardScreen.data_delete_failed';
  if (error.code === 'wrong_password') return 'dashboardScreen.data_wrong_password';
  if (error.code === 'order_under_way') return 'dashboardScreen.data_order_under_way';
  if (error.code === 'trade_account') return 'dashboardScreen.data_trade_account';
  if (error.code === 'validation_failed') return 'dashboardScreen.data_password_required';
  return 'dashboardScreen.data_delete_failed';
}

export function MyData() {
  const { t, locale, stores } = useApp();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordId = useId();
  const home = locale === 'en' ? '/en' : '/';

  if (step === 'deleted')
    return (
      <section className="my-data" aria-labelledby="my-data" data-testid="my-data">
        <h2 id="my-data">{t('dashboardScreen.data_my_data')}</h2>
        <p className="form-notice" role="status" data-testid="account-deleted">
          {t('dashboardScreen.data_deleted')}
        </p>
        <p>
          <a href={home}>{t('dashboardScreen.data_home')}</a>
        </p>
      </section>
    );

  const erase = async () => {
    if (!password) {
      setProblem(t('dashboardScreen.data_password_required'));
      return;
    }
    setStep('busy');
    setProblem(null);
    try {
      await apiSend('POST', '/customer/erase', locale, { password });
    } catch (error) {
      setProblem(t(problemKey(error)));
      setStep('confirm');
      return;
    }
    // The sessions are gone in the API; the logout clears the storefront's cookies too. Then, as
    // after a logout: nobody is logged in, the home page, and the toast says the account is gone.
    setStep('deleted');
    await fetchKey(accountKeys.logout(locale)).catch(() => {});
    await mutate(apiKeys.customerMe(locale), null, { revalidate: false });
    void mutate((key) => typeof key === 'string' && key !== apiKeys.customerMe(locale));
    navigate(href('home', locale));
    void showToast(stores.toasts, 'success', t('dashboardScreen.data_deleted'));
  };

  return (
    <section className="my-data" aria-labelledby="my-data" data-testid="my-data">
      <h2 id="my-data">{t('dashboardScreen.data_my_data')}</h2>
      <p>{t('dashboardScreen.data_my_data_intro')}</p>
      <p>
        <a
          className="button button-secondary"
          href={`/api/customer/data-export?lang=${locale}`}
          download
          data-testid="download-data"
        >
          {t('dashboardScreen.data_download_data')}
        </a>
      </p>
      {step === 'idle' ? (
        <p>
          <button
            type="button"
            className="button button-secondary"
            data-testid="delete-account"
            onClick={() => setStep('confirm')}
          >
            {t('dashboardScreen.data_delete_account')}
          </button>
        </p>
      ) : (
        <form
          className="auth-form dashboard-form my-data-confirm"
          noValidate
          data-testid="delete-confirm"
          aria-labelledby="delete-title"
          onSubmit={(event) => {
            event.preventDefault();
            void erase();
          }}
        >
          <h3 id="delete-title">{t('dashboardScreen.data_delete_title')}</h3>
          <p>{t('dashboardScreen.data_delete_explain')}</p>
          <div className="form-field">
            <label className="field-label" htmlFor={passwordId}>
              {t('dashboardScreen.data_delete_password')}
            </label>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problem ? true : undefined}
            />
          </div>
          {problem ? (
            <p className="form-notice form-notice-danger" role="alert" data-testid="delete-problem">
              {problem}
            </p>
          ) : null}
          <div className="auth-form-actions">
            <button
              type="submit"
              className="button"
              disabled={step === 'busy'}
              aria-busy={step === 'busy' || undefined}
            >
              {step === 'busy'
                ? t('dashboardScreen.data_deleting')
                : t('dashboardScreen.data_delete_confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setStep('idle');
                setPassword('');
                setProblem(null);
              }}
            >
              {t('dashboardScreen.data_delete_cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
