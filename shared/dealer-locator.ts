/**
 * The dealer locator's constants (spec 9) and its state in the URL of the find-a-dealer page:
 * `?q=` what the visitor typed (geocoded by the API's places search), or `?lat=&lng=` a point (a
 * picked suggestion or the browser's location) with `near=` its name. Read the same way by the
 * server's route loader and the page.
 */

import type { LatLng } from './contract/dealers.ts';
import { plainText } from './plain-text.ts';

/** Dealer search limit (spec 9). */
export const DEALER_SEARCH_LIMIT = 10;
/** The map fits the first 3 results (spec 9). */
export const MAP_FIT_RESULTS = 3;
/** Initial map centre and zoom (spec 9). */
export const MAP_START = { lat: 50.34, lng: 8.37, zoom: 5 } as const;
/** Beyond this a dealer's marker is the "distant" one. */
export const DISTANT_KM = 50;
/** Places autocomplete: from 2 characters, at most 8 suggestions, 200 ms after the last key (spec 9). */
export const PLACES_MIN_CHARS = 2;
export const PLACES_LIMIT = 8;
export const PLACES_DEBOUNCE_MS = 200;
/** Longest search text the API takes. */
export const PLACES_MAX_CHARS = 100;

export interface LocatorQuery {
  /** what was typed, trimmed (at least 2 characters) */
  q?: string;
  /** a point to search from */
  origin?: LatLng;
  /** the point's name (a picked place); absent: the visitor's own location */
  near?: string;
}

const coordinate = (value: string | null, limit: number): number | undefined => {
  if (value === null || !/^-?\d{1,3}(\.\d{1,15})?$/.test(value)) return undefined;
  const n = Number(value);
  return Math.abs(n) <= limit ? n : undefined;
};

/** Coordinates with 5 decimals (about a metre): the same point makes the same key and URL. */
export const roundCoordinate = (n: number) => Math.round(n * 1e5) / 1e5;

export function readLocatorQuery(search: URLSearchParams): LocatorQuery {
  const lat = coordinate(search.get('lat'), 90);
  const lng = coordinate(search.get('lng'), 180);
  if (lat !== undefined && lng !== undefined) {
    const near = plainText(search.get('near') ?? '', PLACES_MAX_CHARS);
    return { origin: { lat: roundCoordinate(lat), lng: roundCoordinate(lng) }, ...(near ? { near } : {}) };
  }
  const q = plainText(search.get('q') ?? '', PLACES_MAX_CHARS);
  return q.length >= PLACES_MIN_CHARS ? { q } : {};
}

/** The query string of the page's URL for a search ('' for none). */
export function locatorSearch(query: LocatorQuery): string {
  const params = new URLSearchParams();
  if (query.origin) {
    params.set('lat', String(roundCoordinate(query.origin.lat)));
    params.set('lng', String(roundCoordinate(query.origin.lng)));
    if (query.near) params.set('near', query.near);
  } else if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `?${search}` : '';
}
