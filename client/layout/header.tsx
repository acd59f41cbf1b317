/** Header: logo, products mega-menu, top menu with overflow, search, cart, login, language switcher. */
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { MenuItem } from '../../shared/contract/shop.ts';
import { href, uriHref } from '../../shared/routes.ts';
import { Link } from '../components/link.tsx';
import { useCategories, useMenu } from '../features/shell/use-shell.ts';
import { useAlternates } from '../lib/alternates.ts';
import { useApp } from '../lib/app-context.tsx';
import { useCustomer } from '../lib/customer.ts';

/** Header menu overflow (spec 9): 6 items, 5 at hd width, 4 at xl; CSS hides the rest per breakpoint. */
export const MENU_VISIBLE = 6;

function visibleFor(item: MenuItem, customer: ReturnType<typeof useCustomer>): boolean {
  if (item.dealerOnly && !customer?.is_dealer) return false;
  if (item.unit4Only && !customer?.is_unit4) return false;
  return true;
}

export function Header() {
  const { t, locale, stores } = useApp();
  const ui = useSnapshot(stores.ui);
  const customer = useCustomer();
  const categories = useCategories();
  const menu = useMenu('header');
  const alternates = useAlternates();
  const { search } = useLocation();
  const items = (menu?.children ?? []).filter((item) => visibleFor(item, customer));
  const other = locale === 'nl' ? 'en' : 'nl';
  const q = new URLSearchParams(search).get('q') ?? '';

  return (
    <header className="site-header">
      <div className="container header-main">
        <Link route="home" locale={locale} className="logo" aria-label={t('header.home')}>
          <span className="logo-mark">☕</span> <span className="logo-text">Koffie &amp; Keuken</span>
        </Link>
        <form className="header-search" action={href('search', locale)} method="get">
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('header.search_placeholder')}
            aria-label={t('header.search')}
            maxLength={200}
          />
          <button type="submit">{t('header.search')}</button>
        </form>
        <nav className="header-actions" aria-label={t('header.account')}>
          <Link route="cart" locale={locale} className="header-action">
            {t('header.cart')}
          </Link>
          {customer ? (
            <Link route="dashboard" locale={locale} className="header-action">
              {customer.firstname || t('header.account')}
            </Link>
          ) : (
            <Link route="login" locale={locale} className="header-action">
              {t('header.login')}
            </Link>
          )}
          <a
            href={alternates[other]}
            hrefLang={other}
            lang={other}
            className="header-action language-switch"
            data-testid="language-switch"
          >
            {t('header.switch_to')}
          </a>
        </nav>
      </div>
      <nav className="top-menu" aria-label={t('header.menu')}>
        <div className="container top-menu-inner">
          <details className="mega-menu" open={ui.dropdown === 'products' ? true : undefined}>
            <summary>{t('header.products')}</summary>
            <div className="mega-menu-panel">
              {categories.map((c) => (
                <div key={c.id} className="mega-menu-column">
                  <Link to={uriHref(c.uri, locale)} className="mega-menu-title">
                    {c.title}
                  </Link>
                  <ul>
                    {c.children.map((child) => (
                      <li key={child.id}>
                        <Link to={uriHref(child.uri, locale)}>{child.title}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
          <ul className="top-menu-items">
            {items.slice(0, MENU_VISIBLE).map((item, i) => (
              <li key={item.id} className={`top-menu-item top-menu-item-${i + 1}`}>
                <Link to={uriHref(item.uri, locale)} className={item.button ? 'button' : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          {items.length > 4 ? (
            <details className="more-menu">
              <summary>{t('header.more')}</summary>
              <ul>
                {items.map((item, i) => (
                  <li key={item.id} className={`more-menu-item more-menu-item-${i + 1}`}>
                    <Link to={uriHref(item.uri, locale)}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
