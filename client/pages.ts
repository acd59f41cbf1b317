/**
 * Every page component, loaded on demand. The first argument names its module
 * (`client/routes/<it>.tsx`, its chunk's key in the asset manifest); the third names the lazy
 * dictionary sections its texts are in (shared/i18n/sections).
 */
import { lazyPage } from './lib/lazy-page.tsx';
import type { AccessGuardProps } from './routes/access-guard.tsx';
import type { DashboardPageProps } from './routes/dashboard/dashboard-page.tsx';

export const pages = {
  home: lazyPage('home/home-page', () => import('./routes/home/home-page.tsx'), ['content']),
  product: lazyPage('product/product-page', () => import('./routes/product/product-page.tsx')),
  parts: lazyPage('product/parts-page', () => import('./routes/product/parts-page.tsx')),
  category: lazyPage('category/category-page', () => import('./routes/category/category-page.tsx'), [
    'listing',
  ]),
  content: lazyPage('content/content-page', () => import('./routes/content/content-page.tsx'), ['content']),
  search: lazyPage('search/search-page', () => import('./routes/search/search-page.tsx'), ['listing']),
  deals: lazyPage('deals/deals-page', () => import('./routes/deals/deals-page.tsx'), ['listing']),
  compare: lazyPage('compare/compare-page', () => import('./routes/compare/compare-page.tsx'), [
    'comparison',
  ]),
  findDealer: lazyPage(
    'find-dealer/find-dealer-page',
    () => import('./routes/find-dealer/find-dealer-page.tsx'),
    ['locator'],
  ),
  login: lazyPage('login/login-page', () => import('./routes/login/login-page.tsx'), ['auth']),
  resetPassword: lazyPage(
    'reset-password/reset-password-page',
    () => import('./routes/reset-password/reset-password-page.tsx'),
    ['auth'],
  ),
  cart: lazyPage('cart/cart-page', () => import('./routes/cart/cart-page.tsx'), ['cart']),
  checkoutLogin: lazyPage(
    'checkout-login/checkout-login-page',
    () => import('./routes/checkout-login/checkout-login-page.tsx'),
    ['auth'],
  ),
  checkoutOrder: lazyPage(
    'checkout-order/checkout-order-page',
    () => import('./routes/checkout-order/checkout-order-page.tsx'),
    ['checkout', 'cart', 'dashboard', 'auth'],
  ),
  paymentRedirect: lazyPage(
    'payment-redirect/payment-redirect-page',
    () => import('./routes/payment-redirect/payment-redirect-page.tsx'),
    ['checkout', 'cart', 'dashboard', 'auth'],
  ),
  offerLink: lazyPage('offer-link/offer-link-page', () => import('./routes/offer-link/offer-link-page.tsx'), [
    'cart',
  ]),
  reviewPromotion: lazyPage(
    'review-promotion/review-promotion-page',
    () => import('./routes/review-promotion/review-promotion-page.tsx'),
    ['reviews'],
  ),
  dashboard: lazyPage<DashboardPageProps>(
    'dashboard/dashboard-page',
    () => import('./routes/dashboard/dashboard-page.tsx'),
    ['dashboard', 'auth'],
  ),
  /** Not a page: the access rule around every guarded screen (routes/access-guard.tsx). */
  accessGuard: lazyPage<AccessGuardProps>('access-guard', () => import('./routes/access-guard.tsx')),
};
export type PageName = keyof typeof pages;
