/** The remove button of a cart line (header dropdown and cart page), and whether a line is being removed. */
import { useSnapshot } from '#valtio';
import type { CartItem } from '../../../shared/contract/cart.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCartActions } from './use-cart-actions.ts';

/** The line is being removed (spec 4: a removing flag while the call runs). */
export function useRemoving(poId: number): boolean {
  const { stores } = useApp();
  return useSnapshot(stores.cart).removing.includes(poId);
}

export function RemoveButton({ item }: { item: CartItem }) {
  const { t } = useApp();
  const { remove } = useCartActions();
  const removing = useRemoving(item.po_id);
  return (
    <button
      type="button"
      className="cart-remove"
      aria-label={t('cart.remove', { name: item.info.name })}
      title={t('cart.remove', { name: item.info.name })}
      disabled={removing}
      onClick={() => void remove(item)}
      data-testid="cart-remove"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
