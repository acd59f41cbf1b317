/**
 * The header's cart (spec 2, 4): a link to the cart page with the item count, server-rendered (the
 * shell loads the cart), so it works before this island hydrates and without JavaScript. Once
 * hydrated, clicking it (or hovering on wide screens) opens the cart dropdown instead, one header
 * dropdown at a time; the dropdown's code loads when it first opens.
 */
import { type MouseEvent, useEffect, useState } from 'react';
import { useSnapshot } from '#valtio';
import { Link } from '../../components/link.tsx';
import { useDropdowns } from '../../layout/header-dropdowns.ts';
import { useApp } from '../../lib/app-context.tsx';
import { island } from '../../lib/island.tsx';
import { useCart } from './use-cart.ts';

/** Rendered only while open: its code loads when the visitor first opens (or hovers) the cart. */
const CartDropdown = island(() => import('./cart-dropdown.tsx').then((m) => m.CartDropdown));

export function CartMenu() {
  const { t, locale, stores } = useApp();
  const open = useSnapshot(stores.ui).dropdown === 'cart';
  const menu = useDropdowns(stores.ui)('cart');
  const count = useCart().cart?.count ?? 0;
  const preload = () => void CartDropdown.preload();
  // Says when it has hydrated (a click before that follows the link to the cart page).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering the wrapper opens the dropdown (as the other header dropdowns); the link is the control
    <div
      className="cart-menu"
      data-dropdown={menu['data-dropdown']}
      onPointerEnter={(event) => {
        preload();
        menu.onPointerEnter(event);
      }}
      onPointerLeave={menu.onPointerLeave}
      onBlur={menu.onBlur}
      data-testid="cart-menu"
      data-ready={ready || undefined}
    >
      <Link
        route="cart"
        locale={locale}
        className="header-action cart-link"
        aria-expanded={open}
        aria-label={count ? t('cart.link_label', { count }) : undefined}
        onFocus={preload}
        onClick={(event: MouseEvent) => {
          // A new tab or window still opens the cart page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          menu.onTriggerClick(event);
        }}
        data-testid="cart-link"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className="cart-link-label">{t('cart.link')}</span>
        {/* A word break between label and count: without it the visible text reads "Winkelwagen9",
            which the accessible name ("Winkelwagen, 9 artikelen") does not contain (WCAG 2.5.3). */}
        {count ? ' ' : null}
        {count ? (
          <span className="cart-count" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </Link>
      {open ? <CartDropdown /> : null}
    </div>
  );
}
