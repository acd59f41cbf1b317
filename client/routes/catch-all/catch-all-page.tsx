/** Products, parts pages, categories and content pages: the API says what a path is. */
import { useLocation } from 'react-router';
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import { stripLocale } from '../../../shared/locale.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useApi } from '../../lib/use-api.tsx';
import { screen as categoryScreen } from '../category/screen.ts';
import { screen as contentScreen } from '../content/screen.ts';
import { screen as partsScreen } from '../parts/screen.ts';
import { screen as productScreen } from '../product/screen.ts';

/** The locale-less path the resolver is asked about. */
export const catchAllPath = (pathname: string) => stripLocale(pathname);

export function useResolved(): Resolved {
  const { pathname } = useLocation();
  const { locale } = useApp();
  return useApi<{ data: Resolved }>(apiKeys.resolve(catchAllPath(pathname), locale)).data;
}

export function CatchAllPage() {
  const resolved = useResolved();
  switch (resolved.type) {
    case 'product':
      return <productScreen.page slug={resolved.slug ?? ''} />;
    case 'parts':
      return <partsScreen.page slug={resolved.slug ?? ''} />;
    case 'category':
      return <categoryScreen.page id={resolved.id} />;
    default:
      return <contentScreen.page id={resolved.id} />;
  }
}
