/**
 * Logging in and out (spec 4, 8): the calls, their toasts and what follows them. After a login the
 * customer is fetched and every other piece of data on the page is fetched again (prices follow the
 * role), then the optional `after` step runs (the login page goes to the remembered path); a logout
 * forgets the customer and goes to the root path. The cart (the header's key, on every page) is
 * among the keys fetched again: after a login it is the customer's, with the guest's merged in.
 */
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, fetchKey } from '../../lib/fetcher.ts';
import { LOGIN_FAILED_TOAST_MS, showDialog, showToast } from '../../lib/toasts.ts';
import { href } from '../../routes/href.ts';

export type LoginOutcome = 'ok' | 'wrong' | 'limited' | 'failed';

interface LoginAnswer {
  scart_items_merged?: boolean;
  scart_discount_code_removed?: boolean;
  data?: { scart_items_merged?: boolean; scart_discount_code_removed?: boolean };
}

export function useAuthActions() {
  const { locale, stores, t } = useApp();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const meKey = apiKeys.customerMe(locale);

  /**
   * Who the visitor is now (a failed fetch means logged out); everything else on the page is
   * fetched again in the background (the toast does not wait for it).
   */
  const refresh = async () => {
    const me = await fetchKey(meKey).catch(() => null);
    await mutate(meKey, me, { revalidate: false });
    void mutate((key) => typeof key === 'string' && key !== meKey);
  };

  return {
    /** After a login made elsewhere (an account made from a guest order): the same refresh. */
    refresh,

    async login(
      values: { email: string; password: string },
      options: { after?: () => void; onWrongCredentials?: () => void } = {},
    ): Promise<LoginOutcome> {
      let answer: LoginAnswer;
      try {
        answer = (await fetchKey(
          accountKeys.login(locale, { email: values.email.trim(), password: values.password }),
        )) as LoginAnswer;
      } catch (error) {
        const status = error instanceof ApiFetchError ? error.status : 0;
        if (status === 401) {
          // A danger toast for 4 s, then the optional callback (spec 8).
          void showToast(
            stores.toasts,
            'danger',
            t('account_dropdown.auth_wrong_credentials'),
            LOGIN_FAILED_TOAST_MS,
          ).then(options.onWrongCredentials);
          return 'wrong';
        }
        if (status === 429) {
          void showToast(stores.toasts, 'danger', t('auth.login_rate_limited'), LOGIN_FAILED_TOAST_MS);
          return 'limited';
        }
        void showToast(stores.toasts, 'danger', t('account_dropdown.auth_fail'));
        return 'failed';
      }
      await refresh();
      void showToast(stores.toasts, 'success', t('account_dropdown.auth_success'));
      // What happened to the cart, in one dialog: lines merged, a code dropped beside a quote.
      const told = [
        (answer.scart_items_merged ?? answer.data?.scart_items_merged) && 'items_merged_after_login',
        (answer.scart_discount_code_removed ?? answer.data?.scart_discount_code_removed) &&
          'discount_removed_after_login',
      ].filter((key): key is string => Boolean(key));
      if (told.length > 0) {
        // Its texts (`scart.*`) come with the cart's section, usually loaded with the header's cart.
        await loadSection('cart');
        showDialog(stores.toasts, {
          title: t(`scart.${told[told.length - 1]}.title`),
          text: told.map((key) => t(`scart.${key}.text`)).join(' '),
        });
      }
      options.after?.();
      return 'ok';
    },

    async logout(): Promise<boolean> {
      try {
        await fetchKey(accountKeys.logout(locale));
      } catch {
        // The cookie is cleared whatever the API answered (the proxy does that); say so anyway.
        void showToast(stores.toasts, 'danger', t('account_dropdown.logout_fail'));
        await refresh();
        return false;
      }
      await mutate(meKey, null, { revalidate: false });
      navigate(href('home', locale));
      await refresh();
      void showToast(stores.toasts, 'success', t('account_dropdown.logout_success'));
      return true;
    },
  };
}
