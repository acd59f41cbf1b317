/** The dealer locator's SWR keys (spec 7 `dealers`; the API's `places`), apart from `apiKeys` like the cart's. */

import { getKey } from './api-keys.ts';
import type { LatLng } from './contract/dealers.ts';
import { DEALER_SEARCH_LIMIT, PLACES_LIMIT, roundCoordinate } from './dealer-locator.ts';
import type { Locale } from './locale.ts';

export const dealerKeys = {
  /** `{ data: Dealer[] }`: every dealer, for the map's markers (and the page's list by country). */
  all: (locale: Locale) => getKey('/dealers', locale),
  /** `{ data: Dealer[] }`: the nearest dealers to the point, with `distance` in km. */
  nearest: (locale: Locale, { lat, lng }: LatLng, limit = DEALER_SEARCH_LIMIT) =>
    getKey('/dealers', locale, { lat: roundCoordinate(lat), lng: roundCoordinate(lng), limit }),
  /** `{ data: Place[] }`: places and postcodes matching the text, best first. */
  places: (locale: Locale, q: string, limit = PLACES_LIMIT) =>
    getKey('/places', locale, { q: q.trim(), limit }),
};
