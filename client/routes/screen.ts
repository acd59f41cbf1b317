/**
 * What a screen is. Each folder under client/routes/ holds one screen and declares it in its
 * `screen.ts`: the paths that show it in Dutch and English (React Router syntax), who may see it,
 * and its page (loaded on demand with its dictionary sections). The screens are gathered into one
 * list in screens.ts; the data a screen needs before its first byte is its folder's `*-data.ts`,
 * which only the server imports (server/render/load-route-data.ts gathers the loaders).
 */
import type { ReactNode } from 'react';
import type { ApiKey } from '../../shared/api-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import type { Locale } from '../../shared/locale.ts';
import type { PriceMode } from '../../shared/price-mode.ts';
import type { LazyPage } from '../lib/lazy-page.tsx';
import type { PageName } from './screens.ts';

/** off: anyone; guest: login-only pages (logged-in users go home); protected: login required; dealer: dealers only. */
export type Access = 'off' | 'guest' | 'protected' | 'dealer';

export interface RouteDef {
  readonly id: string;
  readonly nl: string;
  readonly en: string;
  /** Who may see it; anyone when not given. */
  readonly access?: Access;
  /**
   * The page's URL carries a secret (a reset or offer token, an order token, a review link's
   * hash): answered `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, never kept in the
   * page cache, with or without the token (server/url-token.ts).
   */
  readonly urlToken?: true;
  /**
   * The screen shows the visitor's own data whoever they are (the cart: the shell loads it for a
   * visitor with a token or cart cookie): rendered `private, no-store`, never from or into the page cache.
   */
  readonly private?: true;
}

/** A screen: declared `{ … } as const satisfies Screen`, so its route ids stay literal types for `href`. */
export interface Screen {
  /** The paths that show this screen; none for the pages the catch-all resolves (products, categories). */
  readonly routes: readonly RouteDef[];
  /** The page, loaded on demand with its dictionary sections (none: rendered from the main bundle). */
  readonly page?: Pick<LazyPage<never>, 'source' | 'sections' | 'preload'>;
  /** What a matched route renders; without it, the page with no props. */
  readonly render?: (routeId: string) => ReactNode;
}

/** What a screen's loader gets: the request, and the calls that put data into the page. */
export interface LoadArgs {
  /** The matched route (the dashboard's loader serves several). */
  routeId: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  pathname: string;
  /** The visitor (loaded with the shell), or null for guests. */
  customer: Me | null;
  /** The prices the visitor sees (their role's, or a guest's choice). */
  priceMode: PriceMode;
  /** Awaits a critical key before the first byte (it decides the status, the head and the entity). */
  get<T>(key: ApiKey): Promise<T>;
  /** Starts a key that streams into its own Suspense boundary. */
  defer(key: ApiKey): void;
  /** A deferred key the first byte waits for, failure included (an above-the-fold section): no placeholder to shift from. */
  settle(key: ApiKey): Promise<void>;
  /** Loads a page chunk with the document (modulepreloaded, rendered without suspending). */
  preload(page: PageName): void;
}

/**
 * A screen's data before its first byte, split as Hydrogen's loaders are (`get`, `defer`,
 * `settle`). In the browser the page components read the same keys through SWR.
 */
export type ScreenLoad = (args: LoadArgs) => Promise<void> | void;
