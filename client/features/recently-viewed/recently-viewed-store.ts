/**
 * Recently viewed products, kept in this browser only (localStorage: product ids, newest first,
 * at most 8). The list component (recently-viewed.tsx) loads as an island; recording a view is here.
 */
import { useEffect } from 'react';

export const RECENTLY_VIEWED_KEY = 'fz.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;

export function readRecentlyViewed(): number[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a product first (once), keeping the newest 8. */
export function rememberViewed(productId: number, list: number[] = readRecentlyViewed()): number[] {
  const next = [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the list is a nicety
  }
  return next;
}

/** Records a product view once it is on screen (after hydration). */
export function useRememberViewed(productId: number) {
  useEffect(() => {
    rememberViewed(productId);
  }, [productId]);
}
