/**
 * Every screen's page, by the screen's name: the page chunks loaded on demand, and what a matched
 * route renders. The paths, which screen a pathname is and the links live in paths.ts and href.ts,
 * which import no page (decision 083). Adding a screen: docs/adding-a-screen.md.
 */
import { lazyPage } from '../lib/lazy-page.tsx';
import type { AccessGuardProps } from './access-guard.tsx';
import type { ScreenName } from './paths.ts';
import type { Screen } from './screen.ts';
import { screenModules } from './screens.gen.ts';

/**
 * Every screen's page by name: each folder's `screen`, gathered from the folders into
 * screens.gen.ts (decision 084); a folder without paths in paths.ts, or paths without a folder,
 * does not compile.
 */
export const screens = screenModules satisfies Record<ScreenName, Screen>;

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
