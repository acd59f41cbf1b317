/**
 * Postcodes without postcode data (decision 019): no npm package ships Dutch or Belgian postcode
 * coordinates, so a postcode is resolved to the main place of its region. Dutch and Belgian
 * postcodes (4 digits) and German ones (5 digits) are handed out by region, their first two digits
 * naming an area a few tens of kilometres across; Luxembourg's (L-1234) by their first digit. Each
 * region below names its largest or most central place, as the place data spells it (the test
 * checks that every one is found). A prefix not listed (unused, or a gap) takes the nearest listed
 * one of its country. The answer is as precise as the region: good enough to list the nearest
 * dealers, which is what the locator needs.
 */
import type { PlaceCountry } from './place-names.ts';

type Regions = Record<string, string>;

const NL: Regions = {
  10: 'Amsterdam',
  11: 'Amstelveen',
  12: 'Hilversum',
  13: 'Almere Stad',
  14: 'Purmerend',
  15: 'Zaandam',
  16: 'Hoorn',
  17: 'Heerhugowaard',
  18: 'Alkmaar',
  19: 'Beverwijk',
  20: 'Haarlem',
  21: 'Hoofddorp',
  22: 'Noordwijk-Binnen',
  23: 'Leiden',
  24: 'Alphen aan den Rijn',
  25: 'The Hague',
  26: 'Delft',
  27: 'Zoetermeer',
  28: 'Gouda',
  29: 'Capelle aan den IJssel',
  30: 'Rotterdam',
  31: 'Schiedam',
  32: 'Spijkenisse',
  33: 'Dordrecht',
  34: 'Nieuwegein',
  35: 'Utrecht',
  36: 'Maarssen',
  37: 'Zeist',
  38: 'Amersfoort',
  39: 'Veenendaal',
  40: 'Tiel',
  41: 'Culemborg',
  42: 'Gorinchem',
  43: 'Middelburg',
  44: 'Goes',
  45: 'Terneuzen',
  46: 'Bergen op Zoom',
  47: 'Roosendaal',
  48: 'Breda',
  49: 'Oosterhout',
  50: 'Tilburg',
  51: 'Waalwijk',
  52: "'s-Hertogenbosch",
  53: 'Zaltbommel',
  54: 'Uden',
  55: 'Veldhoven',
  56: 'Eindhoven',
  57: 'Helmond',
  58: 'Venray',
  59: 'Venlo',
  60: 'Weert',
  61: 'Sittard',
  62: 'Maastricht',
  63: 'Nuth',
  64: 'Heerlen',
  65: 'Nijmegen',
  66: 'Wijchen',
  67: 'Ede',
  68: 'Arnhem',
  69: 'Zevenaar',
  70: 'Doetinchem',
  71: 'Winterswijk',
  72: 'Zutphen',
  73: 'Apeldoorn',
  74: 'Deventer',
  75: 'Enschede',
  76: 'Almelo',
  77: 'Hardenberg',
  78: 'Emmen',
  79: 'Hoogeveen',
  80: 'Zwolle',
  81: 'Raalte',
  82: 'Lelystad',
  83: 'Emmeloord',
  84: 'Heerenveen',
  85: 'Joure',
  86: 'Sneek',
  87: 'Bolsward',
  88: 'Franeker',
  89: 'Leeuwarden',
  90: 'Grou',
  91: 'Dokkum',
  92: 'Drachten',
  93: 'Roden',
  94: 'Assen',
  95: 'Stadskanaal',
  96: 'Hoogezand',
  97: 'Groningen',
  98: 'Zuidhorn',
  99: 'Delfzijl',
};

/** Belgium: 10-12 Brussels, then the provinces' areas (27, 52, 54, 57-59, 63, 72, 74 and 81 are unused). */
const BE: Regions = {
  10: 'Brussels',
  11: 'Brussels',
  12: 'Brussels',
  13: 'Wavre',
  14: 'Nivelles',
  15: 'Halle',
  16: 'Sint-Pieters-Leeuw',
  17: 'Dilbeek',
  18: 'Vilvoorde',
  19: 'Zaventem',
  20: 'Antwerpen',
  21: 'Antwerpen',
  22: 'Herentals',
  23: 'Turnhout',
  24: 'Mol',
  25: 'Lier',
  26: 'Antwerpen',
  28: 'Mechelen',
  29: 'Brasschaat',
  30: 'Leuven',
  31: 'Haacht',
  32: 'Aarschot',
  33: 'Tienen',
  34: 'Landen',
  35: 'Hasselt',
  36: 'Genk',
  37: 'Tongeren',
  38: 'Sint-Truiden',
  39: 'Lommel',
  40: 'Liège',
  41: 'Seraing',
  42: 'Hannut',
  43: 'Waremme',
  44: 'Ans',
  45: 'Huy',
  46: 'Visé',
  47: 'Eupen',
  48: 'Verviers',
  49: 'Spa',
  50: 'Namur',
  51: 'Namur',
  53: 'Andenne',
  55: 'Dinant',
  56: 'Philippeville',
  60: 'Charleroi',
  61: 'Charleroi',
  62: 'Châtelet',
  64: 'Chimay',
  65: 'Thuin',
  66: 'Bastogne',
  67: 'Arlon',
  68: 'Neufchâteau',
  69: 'Marche-en-Famenne',
  70: 'Mons',
  71: 'La Louvière',
  73: 'Saint-Ghislain',
  75: 'Tournai',
  76: 'Péruwelz',
  77: 'Mouscron',
  78: 'Ath',
  79: 'Beloeil',
  80: 'Brugge',
  82: 'Brugge',
  83: 'Knokke-Heist',
  84: 'Ostend',
  85: 'Kortrijk',
  86: 'Diksmuide',
  87: 'Tielt',
  88: 'Roeselare',
  89: 'Ieper',
  90: 'Gent',
  91: 'Sint-Niklaas',
  92: 'Dendermonde',
  93: 'Aalst',
  94: 'Ninove',
  95: 'Geraardsbergen',
  96: 'Ronse',
  97: 'Oudenaarde',
  98: 'Deinze',
  99: 'Eeklo',
};

/** Luxembourg, by the first digit: 1-2 the capital, 3-4 the south, 5-6 the Moselle, 7-9 the centre and north. */
const LU: Regions = {
  1: 'Luxembourg',
  2: 'Luxembourg',
  3: 'Dudelange',
  4: 'Esch-sur-Alzette',
  5: 'Remich',
  6: 'Grevenmacher',
  7: 'Mersch',
  8: 'Mamer',
  9: 'Ettelbruck',
};

/** Germany's Leitregionen (05, 11, 43 and 62 are unused). */
const DE: Regions = {
  '01': 'Dresden',
  '02': 'Bautzen',
  '03': 'Cottbus',
  '04': 'Leipzig',
  '06': 'Halle (Saale)',
  '07': 'Gera',
  '08': 'Zwickau',
  '09': 'Chemnitz',
  10: 'Berlin',
  12: 'Berlin',
  13: 'Berlin',
  14: 'Potsdam',
  15: 'Frankfurt (Oder)',
  16: 'Oranienburg',
  17: 'Neubrandenburg',
  18: 'Rostock',
  19: 'Schwerin',
  20: 'Hamburg',
  21: 'Hamburg',
  22: 'Hamburg',
  23: 'Lübeck',
  24: 'Kiel',
  25: 'Elmshorn',
  26: 'Oldenburg',
  27: 'Bremerhaven',
  28: 'Bremen',
  29: 'Celle',
  30: 'Hannover',
  31: 'Hildesheim',
  32: 'Herford',
  33: 'Bielefeld',
  34: 'Kassel',
  35: 'Gießen',
  36: 'Fulda',
  37: 'Göttingen',
  38: 'Braunschweig',
  39: 'Magdeburg',
  40: 'Düsseldorf',
  41: 'Mönchengladbach',
  42: 'Wuppertal',
  44: 'Dortmund',
  45: 'Essen',
  46: 'Oberhausen',
  47: 'Duisburg',
  48: 'Münster',
  49: 'Osnabrück',
  50: 'Köln',
  51: 'Bergisch Gladbach',
  52: 'Aachen',
  53: 'Bonn',
  54: 'Trier',
  55: 'Mainz',
  56: 'Koblenz',
  57: 'Siegen',
  58: 'Hagen',
  59: 'Hamm',
  60: 'Frankfurt am Main',
  61: 'Bad Homburg vor der Höhe',
  63: 'Offenbach',
  64: 'Darmstadt',
  65: 'Wiesbaden',
  66: 'Saarbrücken',
  67: 'Ludwigshafen am Rhein',
  68: 'Mannheim',
  69: 'Heidelberg',
  70: 'Stuttgart',
  71: 'Ludwigsburg',
  72: 'Reutlingen',
  73: 'Esslingen',
  74: 'Heilbronn',
  75: 'Pforzheim',
  76: 'Karlsruhe',
  77: 'Offenburg',
  78: 'Konstanz',
  79: 'Freiburg',
  80: 'Munich',
  81: 'Munich',
  82: 'Fürstenfeldbruck',
  83: 'Rosenheim',
  84: 'Landshut',
  85: 'Ingolstadt',
  86: 'Augsburg',
  87: 'Kempten (Allgäu)',
  88: 'Ravensburg',
  89: 'Ulm',
  90: 'Nürnberg',
  91: 'Erlangen',
  92: 'Amberg',
  93: 'Regensburg',
  94: 'Passau',
  95: 'Bayreuth',
  96: 'Bamberg',
  97: 'Würzburg',
  98: 'Suhl',
  99: 'Erfurt',
};

/** The postcode region tables: how many leading digits name a region, and each region's main place. */
export const postcodeRegions: Record<PlaceCountry, { digits: number; places: Regions }> = {
  NL: { digits: 2, places: NL },
  BE: { digits: 2, places: BE },
  LU: { digits: 1, places: LU },
  DE: { digits: 2, places: DE },
};

/** The main place of the postcode's region: its own, else the nearest listed prefix of its country. */
export function regionPlaceOf(country: PlaceCountry, digits: string): string {
  const { digits: length, places } = postcodeRegions[country];
  const prefix = Number(digits.slice(0, length));
  let best: string | undefined;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const [key, place] of Object.entries(places)) {
    const gap = Math.abs(Number(key) - prefix);
    if (gap < bestGap) {
      best = place;
      bestGap = gap;
    }
  }
  return best as string;
}

export interface PostcodeMatch {
  country: PlaceCountry;
  /** as shown: `3511 AB`, `9000`, `L-1234`, `10115` */
  code: string;
  /** the digits, for the region */
  digits: string;
}

const prefixed = /\b(NL|BE|B|LU|L|DE|D)[\s-]?(\d{4,5})(?:\s?([A-Z]{2}))?\b/;
const dutch = /\b([1-9]\d{3})\s?([A-Z]{2})\b/;
const german = /\b(\d{5})\b/;
const fourDigits = /\b([1-9]\d{3})\b/;
const prefixCountry: Record<string, PlaceCountry> = {
  NL: 'NL',
  BE: 'BE',
  B: 'BE',
  LU: 'LU',
  L: 'LU',
  DE: 'DE',
  D: 'DE',
};

/**
 * The postcode in a search text, as the countries it can belong to (most likely first), and the
 * text it was found as (to take it out of the text). `1234 AB` is Dutch; a country prefix (`B-9000`,
 * `L-1234`, `D-10115`) decides; five digits are German; four digits alone are Dutch or Belgian.
 */
export function postcodesIn(text: string): { matches: PostcodeMatch[]; found: string } | null {
  const upper = text.toUpperCase();
  const p = prefixed.exec(upper);
  if (p) {
    const country = prefixCountry[p[1] as string] as PlaceCountry;
    const digits = p[2] as string;
    if (digits.length === (country === 'DE' ? 5 : 4)) {
      const code = country === 'LU' ? `L-${digits}` : country === 'NL' && p[3] ? `${digits} ${p[3]}` : digits;
      return { matches: [{ country, code, digits }], found: p[0] };
    }
  }
  const nl = dutch.exec(upper);
  if (nl)
    return { matches: [{ country: 'NL', code: `${nl[1]} ${nl[2]}`, digits: nl[1] as string }], found: nl[0] };
  const de = german.exec(upper);
  if (de)
    return { matches: [{ country: 'DE', code: de[1] as string, digits: de[1] as string }], found: de[0] };
  const four = fourDigits.exec(upper);
  if (four) {
    const digits = four[1] as string;
    return {
      matches: [
        { country: 'NL', code: digits, digits },
        { country: 'BE', code: digits, digits },
      ],
      found: four[0],
    };
  }
  return null;
}
