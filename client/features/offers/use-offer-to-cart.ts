/**
 * Puts a quote in the visitor's cart (decision 021): `POST offers/{token}/cart` (the offer link)
 * or `POST customer/offers/{id}/cart` (the dashboard). The answer becomes the cart key's value, as
 * every cart change's does (use-cart-actions.ts), lines no longer sold are named in a toast, and
 * the visitor goes to the cart page. Loaded only with the pages that offer it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { cartKeys } from '../../../shared/cart-keys.ts';
import type { Cart } from '../../../shared/contract/cart.ts';
import type { SkippedLine } from '../../../shared/contract/offer.ts';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError, apiSend } from '../../lib/fetcher.ts';
import { showToast } from '../../lib/toasts.ts';
import { href } from '../../routes/href.ts';
import { cartErrorText } from '../cart/cart-logic.ts';

export function useOfferToCart() {
  const { locale, stores, t } = useApp();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Sends the call at `path`; on success the cart page opens, else `problem` says why. */
  const put = async (path: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = (await apiSend('POST', path, locale, {})) as { data: Cart; skipped?: SkippedLine[] };
      await mutate(cartKeys.cart(locale), { data: answer.data }, { revalidate: false });
      const skipped = answer.skipped ?? [];
      // The cart page needs the cart's texts anyway (the dashboard has not loaded them).
      await loadSection('cart');
      if (skipped.length > 0)
        void showToast(
          stores.toasts,
          'info',
          t('cart.offer_skipped', { names: skipped.map((l) => l.name).join(', ') }),
          6000,
        );
      navigate(href('cart', locale));
    } catch (error) {
      setBusy(false);
      setProblem(
        error instanceof ApiFetchError && error.status === 410 ? error.message : cartErrorText(error, t),
      );
    }
  };
  return { put, busy, problem };
}
