/**
 * Every screen's page, by the screen's name: the page chunks loaded on demand, and what a matched
 * route renders. The paths, which screen a pathname is and the links live in paths.ts and href.ts,
 * which import no page (decision 083). Adding a screen: docs/adding-a-screen.md.
 */
import { lazyPage } from '../lib/lazy-page.tsx';
import type { AccessGuardProps } from './access-guard.tsx';
import { cartScreen } from './cart/screen.ts';
import { catchAllScreen } from './catch-all/screen.tsx';
import { categoryScreen } from './category/screen.ts';
import { checkoutLoginScreen } from './checkout-login/screen.ts';
import { checkoutOrderScreen } from './checkout-order/screen.ts';
import { compareScreen } from './compare/screen.ts';
import { contentScreen } from './content/screen.ts';
import { dashboardScreen } from './dashboard/screen.tsx';
import { dealsScreen } from './deals/screen.ts';
import { findDealerScreen } from './find-dealer/screen.ts';
import { homeScreen } from './home/screen.ts';
import { loginScreen } from './login/screen.ts';
import { offerLinkScreen } from './offer-link/screen.ts';
import { partsScreen } from './parts/screen.ts';
import type { ScreenName } from './paths.ts';
import { paymentRedirectScreen } from './payment-redirect/screen.ts';
import { productScreen } from './product/screen.ts';
import { resetPasswordScreen } from './reset-password/screen.ts';
import { reviewPromotionScreen } from './review-promotion/screen.ts';
import type { Screen } from './screen.ts';
import { searchScreen } from './search/screen.ts';

/** Every screen's page by name, in the order of the table of paths (paths.ts). */
export const screens = {
  home: homeScreen,
  login: loginScreen,
  deals: dealsScreen,
  search: searchScreen,
  compare: compareScreen,
  findDealer: findDealerScreen,
  cart: cartScreen,
  checkoutLogin: checkoutLoginScreen,
  checkoutOrder: checkoutOrderScreen,
  paymentRedirect: paymentRedirectScreen,
  dashboard: dashboardScreen,
  content: contentScreen,
  offerLink: offerLinkScreen,
  resetPassword: resetPasswordScreen,
  reviewPromotion: reviewPromotionScreen,
  product: productScreen,
  parts: partsScreen,
  category: categoryScreen,
  catchAll: catchAllScreen,
} satisfies Record<ScreenName, Screen>;

type Screens = typeof screens;

/**
 * Page chunks by name (a screen's name), loaded on demand; the access guard is one too, loaded
 * with the guarded screens only.
 */
type PageOf<S> = S extends { page: infer P } ? P : never;
export const pages = {
  ...(Object.fromEntries(
    Object.entries(screens).flatMap(([name, s]) => ('page' in s ? [[name, s.page]] : [])),
  ) as { [N in keyof Screens as Screens[N] extends { page: unknown } ? N : never]: PageOf<Screens[N]> }),
  accessGuard: lazyPage<AccessGuardProps>('access-guard', () => import('./access-guard.tsx')),
};
export type PageName = keyof typeof pages;
