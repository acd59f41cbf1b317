import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  debounce,
  dropdownView,
  moveActive,
  PRODUCT_LIMIT,
  productLimit,
  SEARCH_DEBOUNCE_MS,
  searchTerm,
  shouldSearch,
} from './search-logic.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the search dropdown', () => {
  it('does nothing for blank text', () => {
    expect(shouldSearch('', false)).toBe(false);
    expect(shouldSearch('   ', false)).toBe(false);
    expect(shouldSearch('\t\n', true)).toBe(false);
  });

  it('opens from the first character on desktop', () => {
    expect(shouldSearch('k', false)).toBe(true);
    expect(shouldSearch('  k ', false)).toBe(true);
  });

  it('opens on mobile only when the text is longer than 2 characters', () => {
    expect(shouldSearch('ko', true)).toBe(false);
    expect(shouldSearch(' ko  ', true)).toBe(false);
    expect(shouldSearch('kof', true)).toBe(true);
  });

  it('asks for 4 products on desktop and 3 on mobile', () => {
    expect(productLimit(false)).toBe(PRODUCT_LIMIT.desktop);
    expect(productLimit(true)).toBe(PRODUCT_LIMIT.mobile);
    expect(PRODUCT_LIMIT).toEqual({ desktop: 4, mobile: 3 });
  });

  it('sends the term trimmed, with single spaces, at most 200 characters', () => {
    expect(searchTerm('  dual   boiler ')).toBe('dual boiler');
    expect(searchTerm('x'.repeat(300))).toHaveLength(200);
  });

  it('searches 200 ms after the last keystroke, with the last text only', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const d = debounce<string>((v) => calls.push(v));
    d.call('k');
    vi.advanceTimersByTime(150);
    d.call('ko');
    vi.advanceTimersByTime(150);
    d.call('kof');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['kof']);
    d.call('koff');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['kof']);
  });

  it('moves through the results with the arrow keys, wrapping through the input', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });

  it('shows loading until both calls answered, then results or "no results"', () => {
    const pending = { data: undefined, error: undefined };
    const none = { data: [], error: undefined };
    const some = { data: [{ id: 1 }], error: undefined };
    expect(dropdownView('', some, some)).toBe('idle');
    expect(dropdownView('k', pending, pending)).toBe('loading');
    expect(dropdownView('k', none, pending)).toBe('loading');
    expect(dropdownView('k', none, none)).toBe('empty');
    expect(dropdownView('k', some, pending)).toBe('results');
  });

  it("shows one call's results when the other fails", () => {
    const some = { data: [{ id: 1 }], error: undefined };
    const failed = { data: undefined, error: new Error('500') };
    expect(dropdownView('k', failed, some)).toBe('results');
    expect(dropdownView('k', some, failed)).toBe('results');
    expect(dropdownView('k', failed, failed)).toBe('empty');
    expect(dropdownView('k', failed, { data: [], error: undefined })).toBe('empty');
  });
});
