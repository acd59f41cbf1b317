/**
 * What a screen is. Each folder under client/routes/ holds one screen and declares it in its
 * `screen.ts`: its page (loaded on demand with its dictionary sections) and, when one page serves
 * several routes, how a route renders it. Its paths and who may see them are in the table of paths
 * (paths.ts), which imports no page (decision 083). The data a screen needs before its first byte
 * is its folder's `*-data.ts`, which only the server imports (server/render/load-route-data.ts
 * gathers the loaders).
 */
import type { ReactNode } from 'react';
import type { ApiKey } from '../../shared/api-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import type { Locale } from '../../shared/locale.ts';
import type { PriceMode } from '../../shared/price-mode.ts';
import type { LazyPage } from '../lib/lazy-page.tsx';
import type { ScreenName } from './paths.ts';

/** A screen's page and how a matched route renders it (its paths are in its folder's paths.ts). */
export interface Screen {
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
  preload(page: ScreenName): void;
}

/**
 * A screen's data before its first byte, split as Hydrogen's loaders are (`get`, `defer`,
 * `settle`). In the browser the page components read the same keys through SWR.
 */
export type ScreenLoad = (args: LoadArgs) => Promise<void> | void;
