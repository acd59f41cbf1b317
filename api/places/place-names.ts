/**
 * Names the place data (GeoNames) does not carry: what Dutch and English speakers call a place whose
 * GeoNames name is another language's (exonyms), a few common aliases, and the regions shown next to
 * a place's name so that two places of one name can be told apart. Hand-written; decision 019.
 */

/** The countries whose places the locator knows: the shop's dealer countries and their neighbours. */
export const PLACE_COUNTRIES = ['NL', 'BE', 'LU', 'DE'] as const;
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number];

interface PlaceName {
  country: PlaceCountry;
  /** the name in the place data */
  name: string;
  /** shown instead of `name` in that language */
  nl?: string;
  en?: string;
  /** found by these too */
  aliases?: string[];
}

export const placeNames: PlaceName[] = [
  { country: 'NL', name: 'The Hague', nl: 'Den Haag', aliases: ["'s-Gravenhage"] },
  { country: 'NL', name: "'s-Hertogenbosch", aliases: ['Den Bosch'] },
  { country: 'NL', name: 'Almere Stad', nl: 'Almere', en: 'Almere' },
  { country: 'NL', name: 'Noordwijk-Binnen', aliases: ['Noordwijk'] },
  { country: 'BE', name: 'Brussels', nl: 'Brussel', aliases: ['Bruxelles'] },
  { country: 'BE', name: 'Liège', nl: 'Luik', aliases: ['Lüttich'] },
  { country: 'BE', name: 'Namur', nl: 'Namen' },
  { country: 'BE', name: 'Mons', nl: 'Bergen' },
  { country: 'BE', name: 'Ostend', nl: 'Oostende', aliases: ['Ostende'] },
  { country: 'BE', name: 'Antwerpen', en: 'Antwerp', aliases: ['Anvers'] },
  { country: 'BE', name: 'Gent', en: 'Ghent', aliases: ['Gand'] },
  { country: 'BE', name: 'Brugge', en: 'Bruges' },
  { country: 'BE', name: 'Ieper', en: 'Ypres' },
  { country: 'BE', name: 'Tournai', nl: 'Doornik' },
  { country: 'BE', name: 'Leuven', aliases: ['Louvain'] },
  { country: 'BE', name: 'Mechelen', aliases: ['Malines'] },
  { country: 'BE', name: 'Kortrijk', aliases: ['Courtrai'] },
  { country: 'DE', name: 'Berlin', nl: 'Berlijn' },
  { country: 'DE', name: 'Köln', nl: 'Keulen', en: 'Cologne' },
  { country: 'DE', name: 'Aachen', nl: 'Aken' },
  { country: 'DE', name: 'Munich', nl: 'München', aliases: ['München'] },
  { country: 'LU', name: 'Luxembourg', nl: 'Luxemburg' },
];

/** GeoNames first-level regions (admin1 codes) of the place data, by country: provinces, regions, Länder. */
export const regionNames: Partial<Record<PlaceCountry, Record<string, { nl: string; en: string }>>> = {
  NL: Object.fromEntries(
    (
      [
        ['01', 'Drenthe'],
        ['02', 'Friesland'],
        ['03', 'Gelderland'],
        ['04', 'Groningen'],
        ['05', 'Limburg'],
        ['06', 'Noord-Brabant'],
        ['07', 'Noord-Holland'],
        ['09', 'Utrecht'],
        ['10', 'Zeeland'],
        ['11', 'Zuid-Holland'],
        ['15', 'Overijssel'],
        ['16', 'Flevoland'],
      ] as const
    ).map(([code, name]) => [code, { nl: name, en: name }]),
  ),
  BE: {
    BRU: { nl: 'Brussel', en: 'Brussels' },
    VLG: { nl: 'Vlaanderen', en: 'Flanders' },
    WAL: { nl: 'Wallonië', en: 'Wallonia' },
  },
  DE: {
    '01': { nl: 'Baden-Württemberg', en: 'Baden-Württemberg' },
    '02': { nl: 'Beieren', en: 'Bavaria' },
    '03': { nl: 'Bremen', en: 'Bremen' },
    '04': { nl: 'Hamburg', en: 'Hamburg' },
    '05': { nl: 'Hessen', en: 'Hesse' },
    '06': { nl: 'Nedersaksen', en: 'Lower Saxony' },
    '07': { nl: 'Noordrijn-Westfalen', en: 'North Rhine-Westphalia' },
    '08': { nl: 'Rijnland-Palts', en: 'Rhineland-Palatinate' },
    '09': { nl: 'Saarland', en: 'Saarland' },
    '10': { nl: 'Sleeswijk-Holstein', en: 'Schleswig-Holstein' },
    '11': { nl: 'Brandenburg', en: 'Brandenburg' },
    '12': { nl: 'Mecklenburg-Voor-Pommeren', en: 'Mecklenburg-Western Pomerania' },
    '13': { nl: 'Saksen', en: 'Saxony' },
    '14': { nl: 'Saksen-Anhalt', en: 'Saxony-Anhalt' },
    '15': { nl: 'Thüringen', en: 'Thuringia' },
    '16': { nl: 'Berlijn', en: 'Berlin' },
  },
};
