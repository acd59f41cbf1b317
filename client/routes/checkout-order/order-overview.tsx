/**
 * The checkout's overview of the order (spec 2): the cart's lines and totals, in the visitor's
 * price mode, all as the API computed them (the cart's summary rows, features/cart/cart-logic.ts).
 */
import type { ReactNode } from 'react';
import type { Cart } from '../../../shared/contract/cart.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { paymentMethodName } from '../../../shared/payment-methods.ts';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { priceIn } from '../../features/cart/cart-logic.ts';
import { CartTotals } from '../../features/cart/cart-totals.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';

export function OrderOverview({
  cart,
  payment,
  children,
}: {
  cart: Cart;
  /** the chosen payment method's id, if any */
  payment?: string;
  children?: ReactNode;
}) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  return (
    <aside
      className="checkout-overview"
      aria-labelledby="checkout-overview-title"
      data-testid="checkout-overview"
    >
      <h2 id="checkout-overview-title">{t('checkoutOrderScreen.overview_title')}</h2>
      <ul className="checkout-lines">
        {cart.items.map((item) => (
          <li key={item.po_id} className="checkout-line" data-testid="checkout-line">
            <Image src={item.info.photo} alt="" width={56} height={56} sizes="56px" />
            <span className="checkout-line-name">
              {item.info.name}
              {item.info.option_name ? (
                <span className="checkout-line-option">{item.info.option_name}</span>
              ) : null}
              <span className="checkout-line-amount">
                {t('checkoutOrderScreen.amount_each', {
                  amount: item.amount,
                  price: formatPrettyPrice(priceIn(item.info, mode)),
                })}
              </span>
            </span>
            <span className="checkout-line-total">
              {formatPrettyPrice(mode === 'net' ? item.line_total : item.line_total_gross)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} testId="checkout-totals">
        {payment ? (
          <div className="cart-total" data-row="payment">
            <dt>{t('checkout.payment_title')}</dt>
            <dd data-testid="checkout-payment-name">{paymentMethodName(payment, locale)}</dd>
          </div>
        ) : null}
      </CartTotals>
      <p className="checkout-edit-cart">
        <Link route="cart" locale={locale}>
          {t('checkoutOrderScreen.edit_cart')}
        </Link>
      </p>
      {children}
    </aside>
  );
}
