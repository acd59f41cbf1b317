/**
 * Dealer distance (spec 3): metres below 1000 m (`850 m`), otherwise km with one decimal (`12,3 km`,
 * in English `12.3 km`). What rounds to 1000 m is shown as `1,0 km`. Its own module: only the dealer
 * locator uses it, and shared/format.ts is part of every page's first load.
 */
import type { Locale } from './locale.ts';

export function formatDistance(km: number, locale: Locale = 'nl'): string {
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${metres} m`;
  const digits = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  return `${km.toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', digits)} km`;
}
