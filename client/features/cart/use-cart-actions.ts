/**
 * Changing the cart (spec 4, 7, 8; decision 018): every change goes through the one API client and
 * its answer (`{ data: cart }`) becomes the cart key's value, so every screen shows it at once. A
 * guest's first change makes their cart; the /api proxy keeps its token in the cart cookie.
 */
import { useSWRConfig } from 'swr';
import { cartKeys, cartPaths } from '../../../shared/cart-keys.ts';
import type { Cart, CartItem, DiscountCodeAnswer } from '../../../shared/contract/cart.ts';
import { track } from '../../lib/analytics.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { showToast, TOAST_MS } from '../../lib/toasts.ts';
import { href } from '../../routes/href.ts';
import { cartErrorText, priceIn } from './cart-logic.ts';
import type { CartAnswer } from './use-cart.ts';

const isCartAnswer = (value: unknown): value is CartAnswer =>
  Boolean(value && typeof value === 'object' && 'data' in value && (value as CartAnswer).data?.items);

export function useCartActions() {
  const { locale, stores, t } = useApp();
  const { mutate } = useSWRConfig();
  const mode = usePriceMode();
  const key = cartKeys.cart(locale);

  /** The cart a change answered with becomes the key's value (no second request). */
  const keep = async (answer: unknown) => {
    if (isCartAnswer(answer)) await mutate(key, answer, { revalidate: false });
    else await mutate(key);
  };

  const failed = (error: unknown) => {
    void showToast(stores.toasts, 'danger', cartErrorText(error, t));
  };

  /** Asks the API for the cart again; skipped while a fetch is already under way (spec 4). */
  const reload = async (): Promise<void> => {
    if (stores.cart.fetching) return;
    stores.cart.fetching = true;
    try {
      await mutate(key);
    } finally {
      stores.cart.fetching = false;
    }
  };

  /** Adds an amount of a product option: a toast with a link to the cart, and the analytics event. */
  const add = async (poId: number, amount: number): Promise<boolean> => {
    let answer: unknown;
    try {
      answer = await apiSend('POST', cartPaths.add, locale, { po_id: poId, amount });
    } catch (error) {
      failed(error);
      return false;
    }
    await keep(answer);
    void showToast(stores.toasts, 'success', t('cart.added'), TOAST_MS, {
      href: href('cart', locale),
      label: t('cart.view_cart'),
    });
    const item = isCartAnswer(answer) ? answer.data.items.find((i) => i.po_id === poId) : undefined;
    if (item) {
      const price = priceIn(item.info, mode);
      track('add_to_cart', {
        currency: 'EUR',
        value: Math.round(price * amount * 100) / 100,
        items: [
          {
            item_id: item.info.sku,
            item_name: item.info.name,
            ...(item.info.option_name ? { item_variant: item.info.option_name } : {}),
            price,
            quantity: amount,
          },
        ],
      });
    }
    return true;
  };

  /** Sets a line's amount; 0 removes the line. False when the API refused (the toast says why). */
  const setAmount = async (item: CartItem, amount: number): Promise<boolean> => {
    if (amount === 0) return remove(item);
    try {
      await keep(await apiSend('POST', cartPaths.set, locale, { po_id: item.po_id, amount }));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  /**
   * Removes a line (spec 4, 8): the line is marked as being removed, the API removes it, the cart
   * is fetched again, then a toast says how it went.
   */
  const remove = async (item: CartItem): Promise<boolean> => {
    const removing = stores.cart.removing;
    if (removing.includes(item.po_id)) return false;
    removing.push(item.po_id);
    try {
      const answer = await apiSend('DELETE', cartPaths.remove(item.po_id), locale);
      // Shown at once from the answer, and fetched again (spec 4: remove, then refetch).
      await mutate(key, isCartAnswer(answer) ? answer : undefined, { revalidate: true });
      void showToast(stores.toasts, 'success', t('scart.product_removed'));
      return true;
    } catch {
      void showToast(stores.toasts, 'danger', t('error_occured'));
      return false;
    } finally {
      const index = removing.indexOf(item.po_id);
      if (index !== -1) removing.splice(index, 1);
    }
  };

  /**
   * Applies a discount code, or removes it with '' (spec 5: the call returns the server's error
   * value, or false). The answer carries the cart with its new totals.
   */
  const applyCode = async (code: string): Promise<string | false> => {
    let answer: { data?: DiscountCodeAnswer & { cart?: Cart } } | null;
    try {
      answer = (await apiSend('PUT', cartPaths.discountCode, locale, { code })) as typeof answer;
    } catch (error) {
      return cartErrorText(error, t);
    }
    await keep(answer?.data?.cart ? { data: answer.data.cart } : null);
    const error = answer?.data?.error;
    return typeof error === 'string' && error !== '' ? error : false;
  };

  return { reload, add, setAmount, remove, applyCode };
}
