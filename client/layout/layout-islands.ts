/**
 * The page's header, footer and page-wide parts that hydrate as islands (client/lib/island.tsx, decision 012): readable and
 * usable from the server's HTML, its code loaded at the visitor's first interaction or when the
 * browser is idle.
 */
import { loadSection } from '../../shared/i18n/index.ts';
import { island } from '../lib/island.tsx';

/** With the consent section: the footer's link to the cookie settings is its one text from there. */
export const Footer = island(() =>
  Promise.all([import('./footer.tsx'), loadSection('consent')]).then(([m]) => m.Footer),
);
export const MegaMenuPanel = island(() => import('./mega-menu.tsx').then((m) => m.MegaMenuPanel));
export const TopMenuItems = island(() => import('./mega-menu.tsx').then((m) => m.TopMenuItems));
export const MoreMenuItems = island(() => import('./mega-menu.tsx').then((m) => m.MoreMenuItems));
export const SearchBox = island(() => import('../features/search/search-box.tsx').then((m) => m.SearchBox));
/** Its texts (and the compare page's) are a lazy dictionary section, loaded with its code. */
export const CompareBar = island(() =>
  Promise.all([import('../features/compare/compare-bar.tsx'), loadSection('comparison')]).then(
    ([m]) => m.CompareBar,
  ),
);
/** Its texts are a lazy dictionary section (shared/i18n/sections/index.ts), loaded with its code. */
export const AccountPanel = island(() =>
  Promise.all([import('../features/auth/account-panel.tsx'), loadSection('auth')]).then(
    ([m]) => m.AccountPanel,
  ),
);
/** The cart's islands share one chunk, and the cart's texts (a lazy section) come with it. */
const cart = () => Promise.all([import('../features/cart/cart-islands.ts'), loadSection('cart')]);
/** The header's link to the cart page with the count; hydrated, it opens the cart dropdown. */
export const CartMenu = island(() => cart().then(([m]) => m.CartMenu));
export const PriceModeToggle = island(() => import('./price-mode-toggle.tsx').then((m) => m.PriceModeToggle));
export const FavoriteToggle = island(() =>
  Promise.all([import('../features/favorites/favorite-toggle.tsx'), loadSection('dashboard')]).then(
    ([m]) => m.FavoriteToggle,
  ),
);
export const ErrorPage = island(() => import('./error-page.tsx').then((m) => m.ErrorPage));
/** Tells the header a dealer locator is there; loads the overlay (and its map) only when opened. */
export const DealerLocator = island(() =>
  import('../features/dealer-locator/locator-launcher.tsx').then((m) => m.DealerLocatorLauncher),
);
/** Scroll-to-top, progress bar, offline status, consent dialog and chat: browser-only, after wake-up. */
export const Overlays = island(() => import('./overlays.tsx').then((m) => m.Overlays));
