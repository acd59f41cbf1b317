/** The data every page's header, menus and footer need: shop info, menus and the category tree. */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Category } from '../../../shared/contract/catalog.ts';
import type { Menu, ShopInfo } from '../../../shared/contract/shop.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';

export const shellKeys = (locale: 'nl' | 'en') => [
  apiKeys.shopInfo(locale),
  apiKeys.menus(locale),
  apiKeys.categories(locale),
];

export function useShopInfo(): ShopInfo {
  const { locale } = useApp();
  return useApi<{ data: ShopInfo }>(apiKeys.shopInfo(locale)).data;
}

export function useMenu(handle: string): Menu | undefined {
  const { locale } = useApp();
  return useApi<{ data: Menu[] }>(apiKeys.menus(locale)).data.find((m) => m.handle === handle);
}

export function useCategories(): Category[] {
  const { locale } = useApp();
  return useApi<{ data: Category[] }>(apiKeys.categories(locale)).data;
}
