/**
 * The search dropdown's decisions as pure functions (spec 4, 5, 9): when it searches, how many
 * products it asks for, the debounce, keyboard movement through the results, and which state it shows.
 */

/** Spec 9: debounce 200 ms; 4 products on desktop, 3 on mobile. */
export const SEARCH_DEBOUNCE_MS = 200;
export const PRODUCT_LIMIT = { desktop: 4, mobile: 3 } as const;
/** Categories shown in the dropdown (the spec does not say; a short list keeps products in view). */
export const CATEGORY_LIMIT = 5;
/** Mobile for the dropdown's rules: below md (768 px). */
export const MOBILE_MEDIA = '(max-width: 767.98px)';
/** The longest term sent (the API accepts 200 characters). */
export const MAX_TERM_LENGTH = 200;

/** The term as sent: trimmed, inner whitespace collapsed, at most 200 characters. */
export function searchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH);
}

/** Spec 5: blank text does nothing; desktop searches from 1 character, mobile from 3 (more than 2). */
export function shouldSearch(text: string, mobile: boolean): boolean {
  const term = searchTerm(text);
  return mobile ? term.length > 2 : term.length > 0;
}

export function productLimit(mobile: boolean): number {
  return mobile ? PRODUCT_LIMIT.mobile : PRODUCT_LIMIT.desktop;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}
const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `fn` with the last value once `ms` have passed without a new call. */
export function debounce<T>(fn: (value: T) => void, ms = SEARCH_DEBOUNCE_MS, timers: Timers = realTimers) {
  let handle: unknown = null;
  return {
    call(value: T) {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        fn(value);
      }, ms);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

/**
 * Arrow keys through `count` results: -1 is the input itself. Down from the input goes to the first
 * result, up from the first back to the input; the ends wrap through the input.
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}

interface Part<T> {
  data: T[] | undefined;
  error: unknown;
}

export type DropdownView = 'idle' | 'loading' | 'empty' | 'results';

/**
 * What the open dropdown shows. The two calls fail independently: results from one are shown while
 * the other failed or still loads; 'empty' only when both answered (or failed) with nothing.
 */
export function dropdownView(term: string, categories: Part<unknown>, products: Part<unknown>): DropdownView {
  if (!term) return 'idle';
  const done = (p: Part<unknown>) => p.data !== undefined || Boolean(p.error);
  const has = (p: Part<unknown>) => (p.data?.length ?? 0) > 0;
  if (has(categories) || has(products)) return 'results';
  if (!done(categories) || !done(products)) return 'loading';
  return 'empty';
}
