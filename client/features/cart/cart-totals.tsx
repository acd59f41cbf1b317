/**
 * The cart's totals (spec 2, 3): the summary rows in the visitor's price mode, all as the API
 * computed them (cart-logic.ts), with the reverse-charge note under them when it applies. The cart
 * page and the checkout's overview show them; the checkout adds its payment row (`children`).
 */
import type { ReactNode } from 'react';
import type { Cart } from '../../../shared/contract/cart.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { totalRowLabel, totalRows } from './cart-logic.ts';

const money = (amount: number) =>
  amount < 0 ? `− ${formatPrettyPrice(-amount)}` : formatPrettyPrice(amount);

export function CartTotals({
  cart,
  testId,
  children,
}: {
  cart: Cart;
  testId?: string;
  children?: ReactNode;
}) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  return (
    <>
      <dl className="cart-totals" data-price-mode={mode} data-testid={testId}>
        {totalRows(cart.total, mode).map((row) => (
          <div
            key={`${row.id}-${row.rate ?? ''}`}
            className={row.grand ? 'cart-total is-grand' : 'cart-total'}
            data-row={row.id}
            data-rate={row.rate}
          >
            <dt>{totalRowLabel(row, t, locale, cart.active_discount_code)}</dt>
            <dd>{row.free ? t('cart.shipping_free') : money(row.amount)}</dd>
          </div>
        ))}
        {children}
      </dl>
      {cart.reverse_charge ? (
        <p className="intro-muted" data-testid="reverse-charge">
          {t('cart.reverse_charge')}
        </p>
      ) : null}
    </>
  );
}
