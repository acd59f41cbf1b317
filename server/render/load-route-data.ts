/**
 * Loads what a page needs before its first byte: the shell's data (shop info, menus, categories,
 * the customer when a token cookie is present, the cart when a token or cart cookie is) and the route's critical keys, all in parallel where
 * they can be; starts the deferred keys. Every value lands in the payload under its SWR key.
 */

import { shellKeys } from '../../client/features/shell/use-shell.ts';
import type { DeferredFailure } from '../../client/lib/ssr-data.tsx';
import type { ScreenName } from '../../client/routes/paths.ts';
import type { LoadArgs, ScreenLoad } from '../../client/routes/screen.ts';
import { type PageName, pages } from '../../client/routes/screens.ts';
import { type ApiKey, apiKeys } from '../../shared/api-keys.ts';
import { cartKeys } from '../../shared/cart-keys.ts';
import type { Me } from '../../shared/contract/customer.ts';
import type { Locale } from '../../shared/locale.ts';
import { type ApiClient, type FetchOptions, UpstreamError } from '../api-client.ts';
import { fulfilled, isFulfilled } from '../data-cache.ts';
import type { RequestTrace } from '../tracing.ts';
import { screenLoaders as gathered } from './screen-loaders.gen.ts';

/**
 * Each screen's data before its first byte: the `load` its folder's `*-data.ts` exports, gathered
 * from the folders into screen-loaders.gen.ts (decision 084; only the server imports loaders, the
 * browser reads the same keys through SWR). A screen without a loader needs only the shell's data.
 */
export const screenLoaders: Partial<Record<ScreenName, ScreenLoad>> = gathered;

interface LoadedRoute {
  critical: Record<ApiKey, unknown>;
  pending: Record<ApiKey, Promise<unknown>>;
  modules: string[];
  customer: Me | null;
  /** Server-Timing entries of the API calls this render made (answers the data cache had are not timed). */
  timings: string[];
}

interface LoadContext {
  api: ApiClient;
  locale: Locale;
  token?: string;
  /** A guest's cart token (our cart cookie). */
  cartToken?: string;
  /** The request's context: its AbortSignal is read (and made) only for calls that go upstream. */
  abort: { readonly signal: AbortSignal };
  requestId: string;
  /** The request's trace (tracing on): each API call gets a span. */
  trace?: RequestTrace;
}

/** Every page's keys, the same strings for every request in a language (built once, hashed once). */
const shellKeysByLocale = new Map<Locale, { me: ApiKey; cart: ApiKey; shell: ApiKey[] }>();
function shellKeysOf(locale: Locale) {
  let keys = shellKeysByLocale.get(locale);
  if (!keys) {
    keys = { me: apiKeys.customerMe(locale), cart: cartKeys.cart(locale), shell: shellKeys(locale) };
    shellKeysByLocale.set(locale, keys);
  }
  return keys;
}

export function createLoader({ api, locale, token, cartToken, abort, requestId, trace }: LoadContext) {
  const critical: Record<ApiKey, unknown> = {};
  /** Keys in the order they were asked for: the payload lists them so, whatever order the answers came in (same data, same bytes). */
  const order: ApiKey[] = [];
  const inflight = new Map<ApiKey, Promise<unknown>>();
  const pending: Record<ApiKey, Promise<unknown>> = {};
  const modules = new Set<string>();
  const preloads: Promise<void>[] = [];
  const timings: string[] = [];
  const criticalCall: FetchOptions = { token, cartToken, abort, requestId, trace, data: 'critical' };
  const deferredCall: FetchOptions = { ...criticalCall, data: 'deferred' };

  const get = <T>(key: ApiKey): Promise<T> => {
    let promise = inflight.get(key);
    if (!promise) {
      order.push(key);
      const call = api.fetchKey(key, criticalCall);
      if (isFulfilled(call)) {
        // Already in hand (the data cache): no API call to time.
        critical[key] = (call as Promise<unknown> & { value: unknown }).value;
        promise = call;
      } else {
        const started = performance.now();
        promise = call.then((value) => {
          critical[key] = value;
          timings.push(
            `api${timings.length};desc="${key.split('?')[0]?.replace(/"/g, '')}";dur=${(performance.now() - started).toFixed(1)}`,
          );
          return value;
        });
      }
      inflight.set(key, promise);
    }
    return promise as Promise<T>;
  };

  const defer = (key: ApiKey) => {
    if (key in pending || key in critical) return;
    const call = api.fetchKey(key, deferredCall);
    // Already in hand (the data cache): rendered in the shell, no Suspense round trip.
    if (isFulfilled(call)) {
      pending[key] = call;
      return;
    }
    pending[key] = call.catch(
      (error): DeferredFailure => ({
        __failed: true,
        status: error instanceof UpstreamError ? error.status : 500,
      }),
    );
  };

  /**
   * A deferred key the first byte waits for, failure included: its section (above the fold, the
   * LCP's) renders in the shell, with its data or its failed state, instead of a placeholder that
   * the streamed answer would push the page down from.
   */
  const settle = async (key: ApiKey): Promise<void> => {
    defer(key);
    const call = pending[key];
    if (!call || isFulfilled(call)) return;
    pending[key] = fulfilled(await call);
  };

  /** A screen's page chunk (a screen without one, the catch-all, has nothing to load). */
  const preload = (page: ScreenName | 'accessGuard') => {
    if (!(page in pages)) return;
    modules.add(page);
    preloads.push(pages[page as PageName].preload());
  };

  /**
   * The shell: every page's furniture, who the visitor is and their cart (the header's count, with
   * no flash). A failed customer fetch means logged out. The cart is null without a token or cart
   * cookie (nothing to ask) or when the API refuses it; when the API failed, it is left out and
   * the browser asks again.
   */
  const loadShell = async (): Promise<Me | null> => {
    const { me: meKey, cart, shell } = shellKeysOf(locale);
    if (!token) {
      order.push(meKey);
      critical[meKey] = null;
    }
    if (!token && !cartToken) {
      order.push(cart);
      critical[cart] = null;
    }
    const cartLoaded =
      token || cartToken
        ? get(cart).catch((error) => {
            if (error instanceof UpstreamError && error.status < 500 && error.code !== 'client_aborted')
              critical[cart] = null;
          })
        : undefined;
    const customer = token
      ? get<{ data: Me }>(meKey).then(
          (answer) => answer.data,
          () => {
            critical[meKey] = null;
            return null;
          },
        )
      : Promise.resolve(null);
    const [me] = await Promise.all([customer, cartLoaded, ...shell.map((key) => get(key))]);
    return me;
  };

  /** A screen's page chunk and its data (the matched route and the request in `args`). */
  const loadRoute = async (
    screen: ScreenName,
    args: Omit<LoadArgs, 'get' | 'defer' | 'settle' | 'preload'>,
  ) => {
    preload(screen);
    await screenLoaders[screen]?.({ ...args, get, defer, settle, preload });
    await Promise.all(preloads);
  };

  const result = (customer: Me | null): LoadedRoute => ({
    critical: Object.fromEntries(order.filter((key) => key in critical).map((key) => [key, critical[key]])),
    pending,
    modules: [...modules],
    customer,
    timings,
  });

  return { loadShell, loadRoute, preload, result, critical };
}
