/**
 * The heart on product cards and the product page (issue 5): for logged-in customers only (the
 * card renders it inside FavoritesContext). Optimistic: it flips at once, and flips back with a
 * toast when the API says no. Its texts are in the lazy dashboard section (layout-islands.ts loads it).
 */
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { accountKeys } from '../../../shared/account-keys.ts';
import { useApp } from '../../lib/app-context.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';

export function FavoriteToggle({ productId }: { productId: number }) {
  const { t, locale, stores } = useApp();
  const key = accountKeys.customerFavoriteIds(locale);
  const { data, mutate } = useSWR<{ data: number[] }>(key);
  const { mutate: refresh } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const on = data?.data.includes(productId) ?? false;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const next = on
      ? (data?.data ?? []).filter((id) => id !== productId)
      : [...(data?.data ?? []), productId];
    try {
      await mutate(
        async () => {
          if (on) await apiSend('DELETE', `/customer/favorites/${productId}`, locale);
          else await apiSend('POST', '/customer/favorites', locale, { product_id: productId });
          return { data: next };
        },
        { optimisticData: { data: next }, rollbackOnError: true, revalidate: false },
      );
      void showToast(
        stores.toasts,
        'success',
        t(on ? 'dashboard.favorite_removed' : 'dashboard.favorite_added'),
      );
      // The dashboard's list follows (fetched again when next shown).
      void refresh(accountKeys.customerFavorites(locale));
    } catch {
      void showToast(stores.toasts, 'danger', t('error_occured'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={on ? 'favorite-toggle is-on' : 'favorite-toggle'}
      aria-pressed={on}
      aria-label={t(on ? 'dashboard.favorite_remove' : 'dashboard.favorite_add')}
      title={t(on ? 'dashboard.favorite_remove' : 'dashboard.favorite_add')}
      onClick={toggle}
      disabled={busy}
      data-testid="favorite-toggle"
      data-ready={data ? 'true' : undefined}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.3-9.2C1.4 8.4 3.6 5 7 5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
