/** Every page component, loaded on demand. The source path names its chunk in the asset manifest. */
import { lazyPage } from './lib/lazy-page.tsx';
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
  ),
  content: lazyPage(
    'client/routes/content/content-page.tsx',
    () => import('./routes/content/content-page.tsx'),
  ),
  search: lazyPage('client/routes/search/search-page.tsx', () => import('./routes/search/search-page.tsx')),
  deals: lazyPage('client/routes/deals/deals-page.tsx', () => import('./routes/deals/deals-page.tsx')),
  compare: lazyPage(
    'client/routes/compare/compare-page.tsx',
    () => import('./routes/compare/compare-page.tsx'),
  ),
  screen: lazyPage<ScreenPageProps>(
    'client/routes/screen/screen-page.tsx',
    () => import('./routes/screen/screen-page.tsx'),
  ),
};
export type PageName = keyof typeof pages;
