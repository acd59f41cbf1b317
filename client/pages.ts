/**
 * Every page component, loaded on demand. The source path names its chunk in the asset manifest; the
 * third argument names the lazy dictionary sections its texts are in (shared/i18n/sections).
 */
import { lazyPage } from './lib/lazy-page.tsx';
import type { DashboardPageProps } from './routes/dashboard/dashboard-page.tsx';
import type { ScreenPageProps } from './routes/screen/screen-page.tsx';

export const pages = {
  home: lazyPage('client/routes/home/home-page.tsx', () => import('./routes/home/home-page.tsx')),
  product: lazyPage(
    'client/routes/product/product-page.tsx',
    () => import('./routes/product/product-page.tsx'),
  ),
  parts: lazyPage('client/routes/product/parts-page.tsx', () => import('./routes/product/parts-page.tsx')),
  category: lazyPage(
    'client/routes/category/category-page.tsx',
    () => import('./routes/category/category-page.tsx'),
    ['listing'],
  ),
  content: lazyPage(
    'client/routes/content/content-page.tsx',
    () => import('./routes/content/content-page.tsx'),
  ),
  search: lazyPage('client/routes/search/search-page.tsx', () => import('./routes/search/search-page.tsx'), [
    'listing',
  ]),
  deals: lazyPage('client/routes/deals/deals-page.tsx', () => import('./routes/deals/deals-page.tsx'), [
    'listing',
  ]),
  compare: lazyPage(
    'client/routes/compare/compare-page.tsx',
    () => import('./routes/compare/compare-page.tsx'),
    ['comparison'],
  ),
  findDealer: lazyPage(
    'client/routes/find-dealer/find-dealer-page.tsx',
    () => import('./routes/find-dealer/find-dealer-page.tsx'),
    ['locator'],
  ),
  login: lazyPage('client/routes/login/login-page.tsx', () => import('./routes/login/login-page.tsx'), [
    'auth',
  ]),
  resetPassword: lazyPage(
    'client/routes/reset-password/reset-password-page.tsx',
    () => import('./routes/reset-password/reset-password-page.tsx'),
    ['auth'],
  ),
  cart: lazyPage('client/routes/cart/cart-page.tsx', () => import('./routes/cart/cart-page.tsx'), ['cart']),
  checkoutLogin: lazyPage(
    'client/routes/checkout-login/checkout-login-page.tsx',
    () => import('./routes/checkout-login/checkout-login-page.tsx'),
    ['auth'],
  ),
  checkoutOrder: lazyPage(
    'client/routes/checkout-order/checkout-order-page.tsx',
    () => import('./routes/checkout-order/checkout-order-page.tsx'),
    ['checkout', 'cart', 'dashboard', 'auth'],
  ),
  paymentRedirect: lazyPage(
    'client/routes/payment-redirect/payment-redirect-page.tsx',
    () => import('./routes/payment-redirect/payment-redirect-page.tsx'),
    ['checkout', 'cart', 'dashboard', 'auth'],
  ),
  dashboard: lazyPage<DashboardPageProps>(
    'client/routes/dashboard/dashboard-page.tsx',
    () => import('./routes/dashboard/dashboard-page.tsx'),
    ['dashboard', 'auth'],
  ),
  screen: lazyPage<ScreenPageProps>(
    'client/routes/screen/screen-page.tsx',
    () => import('./routes/screen/screen-page.tsx'),
  ),
};
export type PageName = keyof typeof pages;
