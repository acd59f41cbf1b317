/**
 * The cart page (`/winkelwagen`, `/en/checkout`; spec 2, 3): the lines, the summary with the
 * discount code and the way to checkout, an empty state, and clear loading and error states. The
 * shell brought the cart with the HTML; reached by a client navigation it is fetched again (it
 * must be fresh: decision 003). Never indexed, never cached (a `private` route: screen.ts).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '../../components/seo.tsx';
import { CartEmpty, CartFailed, CartLoading } from '../../features/cart/cart-states.tsx';
import { useCart } from '../../features/cart/use-cart.ts';
import { useCartActions } from '../../features/cart/use-cart-actions.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';
import { useIsServerOrHydrating } from '../../lib/ssr-data.tsx';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

export default function CartPage() {
  const { t } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const mode = usePriceMode();
  const { cart, error } = useCart();
  const { reload } = useCartActions();
  // Hydrating, the server's cart is current; after a client navigation the cached one may not be.
  const navigatedHere = useRef(!useIsServerOrHydrating()).current;
  const hasCart = cart !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (navigatedHere && hasCart) void reload();
  }, []);

  const title = t('cartScreen.title');
  return (
    <section className="container cart-page" data-screen="cart" data-testid="cart-page">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>
      {cart?.items.length ? (
        <div className="cart-layout">
          <div className="cart-main">
            <p className="cart-intro">
              {cart.count === 1 ? t('cart.item') : t('cart.items', { count: cart.count })} ·{' '}
              {mode === 'net' ? t('cartScreen.prices_net') : t('cartScreen.prices_gross')}
              {cart.offer ? <> · {t('cartScreen.offer', { number: cart.offer.number })}</> : null}
            </p>
            <div className="cart-lines-head" aria-hidden="true">
              <span>{t('cartScreen.product')}</span>
              <span>{t('cart.unit_price')}</span>
              <span>{t('cart.amount')}</span>
              <span>{t('cart.line_total')}</span>
            </div>
            <ul className="cart-lines" data-testid="cart-lines">
              {cart.items.map((item) => (
                <CartLine key={item.po_id} item={item} />
              ))}
            </ul>
          </div>
          <CartSummary cart={cart} />
        </div>
      ) : cart === undefined && !error ? (
        <CartLoading testId="cart-loading" />
      ) : cart === undefined ? (
        <CartFailed onRetry={() => void reload()} testId="cart-failed" />
      ) : (
        <CartEmpty testId="cart-empty" />
      )}
    </section>
  );
}
