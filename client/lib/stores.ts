/**
 * Valtio stores with per-visitor state. Never module singletons: `createStores()` runs once per
 * server render and once in the browser, and the result travels in AppContext.
 */
import { proxy } from '#valtio';
import { createToastState } from './toast-state.ts';

/** The comparison's selection (client/features/compare/compare-store.ts keeps it). */
export interface CompareState {
  ids: number[];
  /** True once the selection has been read from storage (in the browser, after mount). */
  ready: boolean;
}

export type HeaderDropdown = 'products' | 'cart' | 'auth' | 'more' | null;

/** `languageQuery`: the listing's query the language switch keeps (client/lib/language-switch.ts). */
export function createStores(languageQuery = '') {
  return {
    ui: proxy({
      /** Only one header dropdown is open at a time; all close on route change (spec 4). */
      dropdown: null as HeaderDropdown,
      /** How the open dropdown was opened: a hover-opened one closes when the pointer leaves. */
      dropdownVia: null as 'hover' | 'click' | null,
      /** The address (path and query) the open dropdown was opened at: see useHeaderBehaviour. */
      dropdownAt: null as string | null,
      /** Burger menu below lg (992 px); closes on route change and when the width reaches lg. */
      mobileMenuOpen: false,
      /** Search overlay below lg (the header's search form shown under the header bar). */
      searchOpen: false,
      /** Sticky header (70 px) once the page has scrolled past the header's place. */
      stickyHeader: false,
      /**
       * Dealer locator panel (spec 2). The panel sets `dealerLocatorReady` while it is mounted; the
       * find-a-dealer menu item then opens it instead of navigating (unless already on that page).
       */
      dealerLocatorOpen: false,
      dealerLocatorReady: false,
      /** A side modal (the footer's dealer login) is open: the page behind it does not scroll. */
      sideModal: null as 'dealer-login' | null,
      /** On a listing, its query for the language switch (`?q=molen`), else ''. */
      languageQuery,
    }),
    /** Toasts at the bottom of the screen and the one message dialog (client/lib/toasts.ts). */
    toasts: createToastState(),
    /** The cart's own state (its data is the SWR key): a fetch under way, lines being removed (spec 4). */
    cart: proxy({ fetching: false, removing: [] as number[] }),
    /** Products chosen for comparison: read from session storage after mount (never on the server). */
    compare: proxy<CompareState>({ ids: [], ready: false }),
  };
}
export type Stores = ReturnType<typeof createStores>;

type Ui = Stores['ui'];

/**
 * The address bar's path and query. It shows a navigation's target as soon as the navigation
 * starts, before the new page commits. Browser only: called from event handlers and effects.
 */
export const addressBar = () => location.pathname + location.search;

/** Opens one header dropdown (any other closes), remembering how and at which address. */
export function openDropdown(ui: Ui, name: Exclude<HeaderDropdown, null>, via: 'hover' | 'click'): void {
  ui.dropdown = name;
  ui.dropdownVia = via;
  ui.dropdownAt = addressBar();
}

export function closeDropdowns(ui: Ui): void {
  ui.dropdown = ui.dropdownVia = ui.dropdownAt = null;
}
