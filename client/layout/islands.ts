/**
 * The page furniture that hydrates as islands (client/lib/island.tsx, decision 012): readable and
 * usable from the server's HTML, its code loaded at the visitor's first interaction or when the
 * browser is idle.
 */
import { loadSection } from '../../shared/i18n/index.ts';
import { island } from '../lib/island.tsx';

export const Footer = island(() => import('./footer.tsx').then((m) => m.Footer));
export const MegaMenuPanel = island(() => import('./mega-menu.tsx').then((m) => m.MegaMenuPanel));
export const TopMenuItems = island(() => import('./mega-menu.tsx').then((m) => m.TopMenuItems));
export const MoreMenuItems = island(() => import('./mega-menu.tsx').then((m) => m.MoreMenuItems));
export const SearchBox = island(() => import('../features/search/search-box.tsx').then((m) => m.SearchBox));
export const CompareBar = island(() =>
  import('../features/compare/compare-bar.tsx').then((m) => m.CompareBar),
);
/** Its texts are a lazy dictionary section (shared/i18n/sections/index.ts), loaded with its code. */
export const AccountPanel = island(() =>
  Promise.all([import('../features/auth/account-panel.tsx'), loadSection('auth')]).then(
    ([m]) => m.AccountPanel,
  ),
);
export const PriceModeToggle = island(() => import('./price-mode-toggle.tsx').then((m) => m.PriceModeToggle));
export const FavoriteToggle = island(() =>
  Promise.all([import('../features/favorites/favorite-toggle.tsx'), loadSection('dashboard')]).then(
    ([m]) => m.FavoriteToggle,
  ),
);
export const ErrorPage = island(() => import('./error-page.tsx').then((m) => m.ErrorPage));
