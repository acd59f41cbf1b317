/**
 * Valtio stores with per-visitor state. Never module singletons: `createStores()` runs once per
 * server render and once in the browser, and the result travels in AppContext.
 */
import { proxy } from 'valtio';

export type HeaderDropdown = 'products' | 'cart' | 'auth' | 'more' | null;

export function createStores() {
  return {
    ui: proxy({
      /** Only one header dropdown is open at a time. */
      dropdown: null as HeaderDropdown,
      mobileMenuOpen: false,
      navigating: false,
    }),
  };
}
export type Stores = ReturnType<typeof createStores>;
