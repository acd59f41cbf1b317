/**
 * The cart page's summary (spec 3): what is still needed for free shipping, the totals in the
 * visitor's price mode (all computed by the API), the discount code and the way to checkout.
 */
import type { Cart } from '../../../shared/contract/cart.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { deliveryDayLine } from '../../../shared/shipping-promise.ts';
import { Link } from '../../components/link.tsx';
import { checkoutRoute } from '../../features/cart/cart-logic.ts';
import { CartTotals } from '../../features/cart/cart-totals.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer, usePriceMode } from '../../lib/customer.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';

export function CartSummary({ cart }: { cart: Cart }) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const loggedIn = useCustomer() !== null;
  const { total } = cart;
  const reached = total.free_shipping_remaining <= 0;
  const remaining = formatPrettyPrice(total.free_shipping_remaining);
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title">{t('cartScreen.summary')}</h2>
      <div className={reached ? 'free-shipping is-reached' : 'free-shipping'} data-testid="free-shipping">
        <p>
          {reached
            ? t('cartScreen.free_shipping_reached')
            : t('cartScreen.free_shipping_remaining', {
                // The threshold is in gross euros, whatever prices the visitor sees.
                amount: mode === 'net' ? `${remaining} ${t('product.incl_vat')}` : remaining,
              })}
        </p>
        {total.free_shipping_threshold > 0 ? (
          <progress
            max={total.free_shipping_threshold}
            value={Math.max(0, total.free_shipping_threshold - total.free_shipping_remaining)}
            aria-hidden="true"
          />
        ) : null}
      </div>
      {/* The day it arrives by the cart's method if ordered now (decision 098). */}
      {cart.delivery_day ? (
        <p className="cart-delivery-day" data-testid="cart-delivery-day">
          {deliveryDayLine(locale, cart.delivery_day, cart.shipping_method_id === 2)}
        </p>
      ) : null}
      {/* A code does not combine with a quote's prices (decision 021). */}
      {cart.offer ? null : <DiscountCodeForm active={cart.active_discount_code} />}
      <CartTotals cart={cart} />
      {/* The page's main action: the chat launcher and scroll-to-top step aside for it (lib/step-aside.ts). */}
      <Link
        route={checkoutRoute(loggedIn)}
        locale={locale}
        className="button cart-checkout"
        data-keep-clear=""
      >
        {t('cart.to_checkout')}
      </Link>
    </aside>
  );
}
