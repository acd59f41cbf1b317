/**
 * The visitor's cart as every screen reads it: one SWR key (`GET shoppingCart`), loaded by the
 * server with the shell when the visitor has a token or cart cookie (the header's count arrives
 * with the HTML) and null without either (nothing to ask). Part of the first load: keep it small.
 */
import useSWR from 'swr';
import { cartKeys } from '../../../shared/cart-keys.ts';
import type { Cart } from '../../../shared/contract/cart.ts';
import { useApp } from '../../lib/app-context.tsx';

/** What `GET shoppingCart` and every change answer. */
export interface CartAnswer {
  data: Cart;
}

export interface CartState {
  /** The cart; null when the visitor has none; undefined while unknown (loading, or the fetch failed). */
  cart: Cart | null | undefined;
  error: unknown;
}

export function useCart(): CartState {
  const { locale } = useApp();
  const { data, error } = useSWR<CartAnswer | null>(cartKeys.cart(locale), { shouldRetryOnError: false });
  return { cart: data === null ? null : data?.data, error };
}
