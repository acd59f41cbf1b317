/**
 * Places search, for the locator's autocomplete and for geocoding what a visitor typed: a place name
 * (with or without accents, in any case, Dutch and English exonyms too), a postcode (resolved to its
 * region's main place, decision 019), or a street with its place ("Stationsweg 12, Utrecht": the
 * place is found in the text). Best first, so the first answer is the geocoding of the text.
 */
import type { Language } from '../http/language.ts';
import { cached } from '../lib/cache.ts';
import type { ShopRepository } from '../shop/repository.ts';
import { type Place, type PlaceData, placeData, searchKey } from './place-data.ts';
import type { PlaceCountry } from './place-names.ts';
import { type PostcodeMatch, postcodesIn, regionPlaceOf } from './postcode-regions.ts';

/** The most places one search answers. */
export const MAX_PLACES = 8;

interface PlaceAnswer {
  id: string;
  kind: 'place' | 'postcode';
  /** what the search box shows once picked: the place's name, or the postcode */
  name: string;
  /** region and country (`Utrecht, Nederland`), or for a postcode its region's place and country */
  detail: string;
  country: PlaceCountry;
  location: { lat: number; lng: number };
}

type Names = Map<string, { nl: string; en: string }>;

const shownName = (place: Place, lang: Language) => place[lang.locale] ?? place.name;

/** Places whose names match the words: exact name, name starts with them, a word of it does. */
function byName(data: PlaceData, key: string, limit: number): { exact: Place[]; others: Place[] } {
  const exact = data.byKey.get(key) ?? [];
  const starts: Place[] = [];
  const wordStarts: Place[] = [];
  const spaced = ` ${key}`;
  for (const place of data.places) {
    if (starts.length >= limit) break;
    if (exact.includes(place)) continue;
    if (place.keys.some((k) => k.startsWith(key))) starts.push(place);
    else if (wordStarts.length < limit && place.keys.some((k) => ` ${k}`.includes(spaced)))
      wordStarts.push(place);
  }
  return { exact, others: [...starts, ...wordStarts] };
}

/** Places named by a run of the words (the place after a street: `stationsweg utrecht`), longest run first. */
function namedWithin(data: PlaceData, words: string[]): Place[] {
  const found: Place[] = [];
  for (let size = Math.min(words.length - 1, 4); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      for (const place of data.byKey.get(words.slice(start, start + size).join(' ')) ?? []) {
        if (!found.includes(place)) found.push(place);
      }
    }
  }
  return found;
}

export function createPlaceService(
  shop: Pick<ShopRepository, 'countries'>,
  data: () => PlaceData = placeData,
) {
  const countryNames = cached(async (): Promise<Names> => {
    const rows = await shop.countries();
    return new Map(rows.map((c) => [c.iso, { nl: c.nameNl, en: c.nameEn }]));
  }, 60_000);

  const countryName = (names: Names, country: PlaceCountry, lang: Language) =>
    names.get(country)?.[lang.locale] ?? country;

  const placeAnswer = (place: Place, names: Names, lang: Language): PlaceAnswer => ({
    id: place.id,
    kind: 'place',
    name: shownName(place, lang),
    detail: [place.region?.[lang.locale], countryName(names, place.country, lang)].filter(Boolean).join(', '),
    country: place.country,
    location: { lat: place.lat, lng: place.lng },
  });

  const postcodeAnswer = (match: PostcodeMatch, names: Names, lang: Language): PlaceAnswer | null => {
    const place = data().byName.get(`${match.country}:${regionPlaceOf(match.country, match.digits)}`)?.[0];
    if (!place) return null;
    return {
      id: `${match.country}-postcode-${match.code.replace(/\W/g, '')}`,
      kind: 'postcode',
      name: match.code,
      detail: `${shownName(place, lang)}, ${countryName(names, match.country, lang)}`,
      country: match.country,
      location: { lat: place.lat, lng: place.lng },
    };
  };

  return {
    /** Best first; at most `limit`. */
    async search(lang: Language, text: string, limit: number = MAX_PLACES): Promise<PlaceAnswer[]> {
      const places = data();
      const names = await countryNames();
      const postcode = postcodesIn(text);
      const upper = text.toUpperCase();
      const words = searchKey(postcode ? upper.replace(postcode.found, ' ') : upper)
        .split(' ')
        .filter((w) => w !== '' && !/\d/.test(w));
      const key = words.join(' ');

      const { exact, others } = key.length >= 2 ? byName(places, key, limit) : { exact: [], others: [] };
      const within = words.length > 1 ? namedWithin(places, words) : [];
      let postcodes = postcode?.matches ?? [];
      const named = [...exact, ...within];
      // A place named next to the postcode is more precise than the postcode's region, and tells
      // which country a four-digit postcode is from.
      const namedCountries = new Set(named.map((p) => p.country));
      if (namedCountries.size > 0) {
        postcodes = [
          ...postcodes.filter((m) => namedCountries.has(m.country)),
          ...postcodes.filter((m) => !namedCountries.has(m.country)),
        ];
      }
      const answer = (list: Place[]) => list.map((p) => placeAnswer(p, names, lang));
      const postcodeList = postcodes
        .map((m) => postcodeAnswer(m, names, lang))
        .filter((a): a is PlaceAnswer => a !== null);
      const unique = (list: Place[]) => [...new Set(list)];
      const ordered =
        postcodeList.length === 0
          ? answer(unique([...exact, ...others, ...within]))
          : [...answer(unique(named)), ...postcodeList, ...answer(others.filter((p) => !named.includes(p)))];
      return ordered.slice(0, limit);
    },
  };
}
export type PlaceService = ReturnType<typeof createPlaceService>;
