/**
 * Header (spec 2, 4, 9): logo, search with its dropdown, cart, login, language switcher, the
 * Products mega-menu and the top menu (overflow into More), the burger menu below lg, the sticky
 * header and the floating comparison bar. Links are plain anchors (decision 004); the link lists
 * are memoized so the header's state changes do not re-render them.
 */
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from '#valtio';
import logoMark from '../../public/logo-mark.svg?url';
import type { Me } from '../../shared/contract/customer.ts';
import type { MenuItem } from '../../shared/contract/shop.ts';
import { Link } from '../components/link.tsx';
import { useCategories, useMenu, useShopInfo } from '../features/shell/use-shell.ts';
import { useAlternates } from '../lib/alternates.ts';
import { useApp } from '../lib/app-context.tsx';
import { useCustomer } from '../lib/customer.tsx';
import { closeDropdowns } from '../lib/stores.ts';
import { href } from '../routes/href.ts';
import { useDropdowns, useHeaderBehaviour } from './header-dropdowns.ts';
import {
  AccountPanel,
  CartMenu,
  CompareBar,
  MegaMenuPanel,
  MoreMenuItems,
  SearchBox,
  TopMenuItems,
} from './layout-islands.ts';

/** Header menu overflow (spec 9): 6 items, 5 below hd width, 4 below xl; the rest under More. */
export const MENU_VISIBLE = 6;

/** Dealer-only items only for dealers, trade-only (unit4Only) items only for trade accounts. */
export function visibleFor(item: MenuItem, customer: Me | null): boolean {
  if (item.dealerOnly && !customer?.is_dealer) return false;
  if (item.unit4Only && !customer?.is_unit4) return false;
  return true;
}

export function Header() {
  const { t, locale, stores } = useApp();
  const ui = useSnapshot(stores.ui);
  const customer = useCustomer();
  const shop = useShopInfo();
  const categories = useCategories();
  const menu = useMenu('header');
  const alternates = useAlternates();
  const { pathname } = useLocation();
  const slotRef = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const dropdown = useDropdowns(stores.ui);
  useHeaderBehaviour(stores.ui, slotRef, ui.mobileMenuOpen);

  const isDealer = Boolean(customer?.is_dealer);
  const isUnit4 = Boolean(customer?.is_unit4);
  const items = useMemo(
    () =>
      (menu?.children ?? []).filter((item) =>
        visibleFor(item, { is_dealer: isDealer, is_unit4: isUnit4 } as Me),
      ),
    [menu, isDealer, isUnit4],
  );
  const other = locale === 'nl' ? 'en' : 'nl';
  const dealerPath = href('findDealer', locale);
  const products = dropdown('products');
  const more = dropdown('more');
  const account = dropdown('auth');

  // The find-a-dealer item opens the dealer locator panel (when one is mounted) unless on that page.
  // One listener on the header, before the document's navigation handler (decision 004).
  const headerRef = useRef<HTMLElement>(null);
  const dealerState = useRef({ pathname, dealerPath });
  dealerState.current = { pathname, dealerPath };
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[data-dealer-locator]');
      if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const { pathname: here, dealerPath: locatorPath } = dealerState.current;
      if (!stores.ui.dealerLocatorReady || here === locatorPath) return;
      event.preventDefault();
      // The panel gives the focus back to what had it when it opened: the dropdown's trigger when
      // the item sits in one (it closes now), else the item.
      ((anchor.closest('[data-dropdown]')?.firstElementChild ?? anchor) as HTMLElement).focus();
      closeDropdowns(stores.ui);
      stores.ui.mobileMenuOpen = false;
      stores.ui.dealerLocatorOpen = true;
    };
    header.addEventListener('click', onClick);
    return () => header.removeEventListener('click', onClick);
  }, [stores]);

  const toggleSearch = (event: MouseEvent) => {
    event.preventDefault();
    stores.ui.searchOpen = !stores.ui.searchOpen;
    stores.ui.mobileMenuOpen = false;
    if (stores.ui.searchOpen) requestAnimationFrame(() => searchInput.current?.focus());
  };

  const className = [
    'site-header',
    ui.stickyHeader ? 'is-stuck' : '',
    ui.mobileMenuOpen ? 'menu-open' : '',
    ui.searchOpen ? 'search-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="header-slot" ref={slotRef}>
      <header className={className} data-testid="site-header" ref={headerRef}>
        <div className="container header-main">
          <button
            type="button"
            className="burger"
            aria-expanded={ui.mobileMenuOpen}
            aria-controls="site-menu"
            aria-label={ui.mobileMenuOpen ? t('navigation.close_menu') : t('navigation.open_menu')}
            data-testid="burger"
            onClick={() => {
              stores.ui.mobileMenuOpen = !stores.ui.mobileMenuOpen;
              stores.ui.searchOpen = false;
              closeDropdowns(stores.ui);
            }}
          >
            <span className="burger-bars" aria-hidden="true" />
          </button>
          {/* The logo: the mark (a static SVG asset, no script bytes) and the shop's one name as text. */}
          <Link route="home" locale={locale} className="logo" data-testid="logo">
            <img className="logo-mark" src={logoMark} alt="" width={40} height={40} />
            <span className="logo-text">{shop.name}</span>
          </Link>
          <SearchBox inputRef={searchInput} />
          <nav className="header-actions" aria-label={t('header.account')}>
            {/* biome-ignore lint/a11y/useValidAnchor: an in-page link to the search form without JavaScript, a toggle with it */}
            <a
              href="#header-search"
              className="header-action search-toggle"
              aria-expanded={ui.searchOpen}
              aria-controls="header-search"
              onClick={toggleSearch}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">
                {ui.searchOpen ? t('search.close_search') : t('search.open_search')}
              </span>
            </a>
            <CartMenu />
            <details
              className="account-menu"
              data-dropdown={account['data-dropdown']}
              open={ui.dropdown === 'auth'}
              onToggle={account.onToggle}
              onBlur={account.onBlur}
              data-testid="account-menu"
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's native button */}
              <summary className="header-action" onClick={account.onTriggerClick}>
                {customer ? customer.firstname || t('header.account') : t('header.login')}
              </summary>
              <AccountPanel />
            </details>
            <a
              href={alternates[other] + ui.languageQuery}
              hrefLang={other}
              lang={other}
              className="header-action language-switch"
              data-testid="language-switch"
              // The name holds what shows at every width: "English" and, on a phone, "EN" (WCAG 2.5.3;
              // not in parentheses, which axe and speech input leave out).
              aria-label={`${t('header.switch_to')}, ${other.toUpperCase()}`}
            >
              <span className="label-long">{t('header.switch_to')}</span>
              <span className="label-short" aria-hidden="true">
                {other.toUpperCase()}
              </span>
            </a>
          </nav>
        </div>
        <nav id="site-menu" className="top-menu" aria-label={t('navigation.main_menu')}>
          <div className="container top-menu-inner">
            <details
              className="mega-menu"
              data-dropdown={products['data-dropdown']}
              open={ui.dropdown === 'products'}
              onPointerEnter={products.onPointerEnter}
              onPointerLeave={products.onPointerLeave}
              onToggle={products.onToggle}
              onBlur={products.onBlur}
              data-testid="mega-menu"
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's native button */}
              <summary onClick={products.onTriggerClick}>{t('header.products')}</summary>
              <MegaMenuPanel categories={categories} locale={locale} label={t('navigation.products_menu')} />
            </details>
            <TopMenuItems items={items} locale={locale} dealerPath={dealerPath} />
            {items.length > 4 ? (
              <details
                className={`more-menu more-menu-count-${Math.min(items.length, MENU_VISIBLE + 1)}`}
                data-dropdown={more['data-dropdown']}
                open={ui.dropdown === 'more'}
                onPointerEnter={more.onPointerEnter}
                onPointerLeave={more.onPointerLeave}
                onToggle={more.onToggle}
                onBlur={more.onBlur}
                data-testid="more-menu"
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's native button */}
                <summary onClick={more.onTriggerClick}>{t('header.more')}</summary>
                <MoreMenuItems items={items} locale={locale} dealerPath={dealerPath} />
              </details>
            ) : null}
          </div>
        </nav>
      </header>
      <CompareBar />
    </div>
  );
}
