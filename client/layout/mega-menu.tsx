/**
 * The Products mega-menu's panel and the top menu's item lists: plain anchors (decision 004), no
 * hooks, memoized, so opening a dropdown or sticking the header does not re-render ~300 links.
 */
import { memo } from 'react';
import type { Category } from '../../shared/contract/catalog.ts';
import type { MenuItem } from '../../shared/contract/shop.ts';
import type { Locale } from '../../shared/locale.ts';
import { uriHref } from '../routes/href.ts';

/** The category tree, two levels: each root category with its children. */
export const MegaMenuPanel = memo(function MegaMenuPanel({
  categories,
  locale,
  label,
}: {
  categories: Category[];
  locale: Locale;
  label: string;
}) {
  return (
    <div className="mega-menu-panel" data-testid="mega-menu-panel">
      <ul className="mega-menu-columns" aria-label={label}>
        {categories.map((c) => (
          <li key={c.id} className="mega-menu-column">
            <a href={uriHref(c.uri, locale)} className="mega-menu-title">
              {c.link || c.title}
            </a>
            {c.children.length ? (
              <ul>
                {c.children.map((child) => (
                  <li key={child.id}>
                    <a href={uriHref(child.uri, locale)}>{child.link || child.title}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
});

interface ItemsProps {
  items: MenuItem[];
  locale: Locale;
  /** The find-a-dealer path in this locale: that item opens the dealer locator panel. */
  dealerPath: string;
}

/**
 * Every visible item; CSS shows the first 6 (5 below hd 1600 px, 4 below xl 1200 px) in the bar and
 * all of them in the burger menu. Items with the button flag render as buttons.
 */
export const TopMenuItems = memo(function TopMenuItems({ items, locale, dealerPath }: ItemsProps) {
  return (
    <ul className="top-menu-items" data-testid="top-menu-items">
      {items.map((item) => {
        const to = uriHref(item.uri, locale);
        return (
          <li key={item.id} className="top-menu-item">
            <a
              href={to}
              className={item.button ? 'button top-menu-button' : undefined}
              data-dealer-locator={to === dealerPath ? '' : undefined}
            >
              {item.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
});

/** The More dropdown's list: every item; CSS hides the ones the bar shows at the current width. */
export const MoreMenuItems = memo(function MoreMenuItems({ items, locale, dealerPath }: ItemsProps) {
  return (
    <ul className="more-menu-list" data-testid="more-menu-items">
      {items.map((item) => {
        const to = uriHref(item.uri, locale);
        return (
          <li key={item.id} className="more-menu-item">
            <a href={to} data-dealer-locator={to === dealerPath ? '' : undefined}>
              {item.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
});
