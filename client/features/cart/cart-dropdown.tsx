/**
 * The header's cart dropdown (spec 2, 4, 9): a scrollable list (at most 363 px high) of the lines,
 * each linking to its product, with an amount bubble, the price (the old one struck through) and a
 * remove button; the subtotal and the ways on. Opening it loads the cart (spec 4).
 */
import { useEffect } from 'react';
import type { CartItem } from '../../../shared/contract/cart.ts';
import { Image } from '../../components/image.tsx';
import { Link } from '../../components/link.tsx';
import { Price } from '../../components/price.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { uriHref } from '../../routes/href.ts';
import { checkoutRoute } from './cart-logic.ts';
import { RemoveButton, useRemoving } from './remove-button.tsx';
import { useCart } from './use-cart.ts';
import { useCartActions } from './use-cart-actions.ts';

export function CartDropdown() {
  const { t, locale } = useApp();
  const { cart, error } = useCart();
  const { reload } = useCartActions();
  const loggedIn = useCustomer() !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    void reload();
  }, []);

  const items = cart?.items ?? [];
  return (
    <div className="cart-dropdown" data-testid="cart-dropdown">
      <p className="cart-dropdown-title">
        {t('cart.title')}
        {cart?.count ? (
          <span className="cart-dropdown-count">
            {cart.count === 1 ? t('cart.item') : t('cart.items', { count: cart.count })}
          </span>
        ) : null}
      </p>
      {items.length ? (
        <>
          <ul className="cart-dropdown-items" data-testid="cart-dropdown-items">
            {items.map((item) => (
              <DropdownItem key={item.po_id} item={item} />
            ))}
          </ul>
          <div className="cart-dropdown-footer">
            <p className="cart-dropdown-subtotal">
              <span>{t('cart.subtotal')}</span>
              <Price
                values={{ price: cart!.total.net, price_gross: cart!.total.gross }}
                className="cart-dropdown-subtotal-price"
              />
            </p>
            <Link route="cart" locale={locale} className="button button-secondary">
              {t('cart.view_cart')}
            </Link>
            <Link route={checkoutRoute(loggedIn)} locale={locale} className="button">
              {t('cart.to_checkout')}
            </Link>
          </div>
        </>
      ) : cart === undefined && !error ? (
        <p className="cart-dropdown-note" aria-busy="true">
          {t('loading')}
        </p>
      ) : cart === undefined ? (
        <p className="cart-dropdown-note" role="alert">
          {t('cart.load_failed')}
        </p>
      ) : (
        <p className="cart-dropdown-note" data-testid="cart-dropdown-empty">
          {t('cart.empty')}
        </p>
      )}
    </div>
  );
}

function DropdownItem({ item }: { item: CartItem }) {
  const { locale, t } = useApp();
  const removing = useRemoving(item.po_id);
  const { info } = item;
  return (
    <li
      className="cart-dropdown-item"
      data-testid="cart-dropdown-item"
      data-removing={removing || undefined}
      aria-busy={removing || undefined}
    >
      <Link to={uriHref(info.uri, locale)} className="cart-dropdown-link">
        <span className="cart-dropdown-photo">
          <Image src={info.photo} alt="" width={56} height={56} sizes="56px" />
          <span className="amount-bubble" data-testid="cart-item-amount">
            {item.amount}
          </span>
        </span>
        <span className="cart-dropdown-name">
          {info.name}
          {info.option_name ? <small>{info.option_name}</small> : null}
          {item.locked ? <small className="cart-line-locked">{t('cart.locked')}</small> : null}
        </span>
      </Link>
      <Price values={info} className="cart-dropdown-price" />
      <RemoveButton item={item} />
    </li>
  );
}
