/**
 * Demo dealers that read like real shops (issue 26): each town has its own postcodes (the ranges the
 * town really has, all in the postcode region whose main place is the town: api/places/postcode-regions.ts),
 * its own telephone area code (written in the international format, +31 or +32), no street (see
 * NO_STREET, issue 41), and a centre taken from the place data (api/places, GeoNames) that the dealers are scattered around.
 * Names are unique: a trade and a family or place name, in French in Wallonia and partly in Brussels.
 * The dealers draw from their own random sequence, so they do not change when the catalogue does.
 * dealer-data.test.ts checks every dealer against the place data and the numbering plans.
 */
import { slugify } from '../../lib/text.ts';
import type * as s from '../schema.ts';
import { createRandom, type Random } from './random.ts';

export type DealerCountry = 'NL' | 'BE';

export interface DealerTown {
  /** the town as a postal address writes it */
  city: string;
  country: DealerCountry;
  /** the town's centre (the place data's coordinates) */
  lat: number;
  lng: number;
  /** how far from the centre its dealers are, at most, in km */
  spreadKm: number;
  dealers: number;
  /** the telephone area code without its trunk 0 (`20` for 020) */
  areaCode: string;
  /** the town's postcodes (four digits): single ones or [from, to] ranges */
  postcodes: (number | [number, number])[];
  /** a bilingual town: the name its French-named shops use */
  fr?: { city: string; share: number };
  /** the language of its shop names */
  lang: 'nl' | 'fr';
}

const countryIds: Record<DealerCountry, number> = { NL: 1, BE: 2 };

export const dealerTowns: DealerTown[] = [
  {
    city: 'Amsterdam',
    country: 'NL',
    lat: 52.37403,
    lng: 4.88969,
    spreadKm: 4,
    dealers: 16,
    areaCode: '20',
    postcodes: [
      [1011, 1019],
      [1051, 1059],
      [1071, 1079],
      [1091, 1098],
    ],
    lang: 'nl',
  },
  {
    city: 'Rotterdam',
    country: 'NL',
    lat: 51.9225,
    lng: 4.47917,
    spreadKm: 3.5,
    dealers: 12,
    areaCode: '10',
    postcodes: [
      [3011, 3016],
      [3021, 3029],
      [3031, 3039],
      [3061, 3068],
      [3071, 3079],
    ],
    lang: 'nl',
  },
  {
    city: 'Den Haag',
    country: 'NL',
    lat: 52.07667,
    lng: 4.29861,
    spreadKm: 3.5,
    dealers: 10,
    areaCode: '70',
    postcodes: [
      [2511, 2518],
      [2521, 2526],
      [2561, 2566],
      [2571, 2574],
      [2581, 2587],
      [2591, 2597],
    ],
    lang: 'nl',
  },
  {
    city: 'Utrecht',
    country: 'NL',
    lat: 52.09083,
    lng: 5.12222,
    spreadKm: 3,
    dealers: 10,
    areaCode: '30',
    postcodes: [
      [3511, 3515],
      [3521, 3528],
      [3531, 3533],
      [3551, 3555],
      [3581, 3585],
    ],
    lang: 'nl',
  },
  {
    city: 'Eindhoven',
    country: 'NL',
    lat: 51.44083,
    lng: 5.47778,
    spreadKm: 3,
    dealers: 8,
    areaCode: '40',
    postcodes: [
      [5611, 5617],
      [5621, 5629],
      [5641, 5646],
      [5651, 5658],
    ],
    lang: 'nl',
  },
  {
    city: 'Groningen',
    country: 'NL',
    lat: 53.21917,
    lng: 6.56667,
    spreadKm: 2.5,
    dealers: 7,
    areaCode: '50',
    postcodes: [
      [9711, 9718],
      [9721, 9728],
      [9741, 9747],
    ],
    lang: 'nl',
  },
  {
    city: 'Tilburg',
    country: 'NL',
    lat: 51.55551,
    lng: 5.0913,
    spreadKm: 3,
    dealers: 5,
    areaCode: '13',
    postcodes: [
      [5011, 5018],
      [5021, 5025],
      [5031, 5038],
      [5041, 5049],
    ],
    lang: 'nl',
  },
  {
    city: 'Almere',
    country: 'NL',
    lat: 52.37025,
    lng: 5.21413,
    spreadKm: 2.5,
    dealers: 4,
    areaCode: '36',
    postcodes: [
      [1311, 1318],
      [1321, 1328],
      [1331, 1336],
    ],
    lang: 'nl',
  },
  {
    city: 'Breda',
    country: 'NL',
    lat: 51.58656,
    lng: 4.77596,
    spreadKm: 2.5,
    dealers: 5,
    areaCode: '76',
    postcodes: [
      [4811, 4819],
      [4822, 4827],
      [4834, 4839],
    ],
    lang: 'nl',
  },
  {
    city: 'Nijmegen',
    country: 'NL',
    lat: 51.8425,
    lng: 5.85278,
    spreadKm: 2.5,
    dealers: 6,
    areaCode: '24',
    postcodes: [
      [6511, 6515],
      [6521, 6525],
      [6531, 6538],
      [6541, 6546],
    ],
    lang: 'nl',
  },
  {
    city: 'Arnhem',
    country: 'NL',
    lat: 51.98,
    lng: 5.91111,
    spreadKm: 2.5,
    dealers: 5,
    areaCode: '26',
    postcodes: [
      [6811, 6816],
      [6821, 6828],
      [6831, 6836],
      [6841, 6846],
    ],
    lang: 'nl',
  },
  {
    city: 'Haarlem',
    country: 'NL',
    lat: 52.38084,
    lng: 4.63683,
    spreadKm: 2.5,
    dealers: 5,
    areaCode: '23',
    postcodes: [
      [2011, 2015],
      [2021, 2026],
      [2031, 2037],
    ],
    lang: 'nl',
  },
  {
    city: 'Maastricht',
    country: 'NL',
    lat: 50.84833,
    lng: 5.68889,
    spreadKm: 2.5,
    dealers: 5,
    areaCode: '43',
    postcodes: [[6211, 6229]],
    lang: 'nl',
  },
  {
    city: 'Zwolle',
    country: 'NL',
    lat: 52.5125,
    lng: 6.09444,
    spreadKm: 2,
    dealers: 4,
    areaCode: '38',
    postcodes: [
      [8011, 8017],
      [8021, 8028],
      [8031, 8034],
    ],
    lang: 'nl',
  },
  {
    city: 'Leiden',
    country: 'NL',
    lat: 52.15833,
    lng: 4.49306,
    spreadKm: 2,
    dealers: 4,
    areaCode: '71',
    postcodes: [
      [2311, 2316],
      [2321, 2324],
      [2331, 2334],
    ],
    lang: 'nl',
  },
  {
    city: 'Enschede',
    country: 'NL',
    lat: 52.21833,
    lng: 6.89583,
    spreadKm: 2.5,
    dealers: 4,
    areaCode: '53',
    postcodes: [
      [7511, 7514],
      [7521, 7525],
      [7531, 7535],
      [7541, 7548],
    ],
    lang: 'nl',
  },
  {
    city: "'s-Hertogenbosch",
    country: 'NL',
    lat: 51.69917,
    lng: 5.30417,
    spreadKm: 2.5,
    dealers: 4,
    areaCode: '73',
    postcodes: [
      [5211, 5216],
      [5221, 5225],
      [5231, 5237],
    ],
    lang: 'nl',
  },
  {
    city: 'Amersfoort',
    country: 'NL',
    lat: 52.155,
    lng: 5.3875,
    spreadKm: 2.5,
    dealers: 3,
    areaCode: '33',
    postcodes: [
      [3811, 3818],
      [3821, 3826],
    ],
    lang: 'nl',
  },
  {
    city: 'Leeuwarden',
    country: 'NL',
    lat: 53.20139,
    lng: 5.80859,
    spreadKm: 2,
    dealers: 3,
    areaCode: '58',
    postcodes: [
      [8911, 8917],
      [8921, 8926],
      [8931, 8939],
    ],
    lang: 'nl',
  },
  {
    city: 'Middelburg',
    country: 'NL',
    lat: 51.5,
    lng: 3.61389,
    spreadKm: 1.5,
    dealers: 2,
    areaCode: '118',
    postcodes: [[4331, 4335]],
    lang: 'nl',
  },
  {
    city: 'Antwerpen',
    country: 'BE',
    lat: 51.22047,
    lng: 4.40026,
    spreadKm: 3.5,
    dealers: 10,
    areaCode: '3',
    postcodes: [2000, 2018, 2020, 2060, 2140, 2600],
    lang: 'nl',
  },
  {
    city: 'Gent',
    country: 'BE',
    lat: 51.05,
    lng: 3.71667,
    spreadKm: 3,
    dealers: 8,
    areaCode: '9',
    postcodes: [9000, 9030, 9032, 9040, 9050],
    lang: 'nl',
  },
  {
    city: 'Brussel',
    country: 'BE',
    lat: 50.85045,
    lng: 4.34878,
    spreadKm: 4,
    dealers: 10,
    areaCode: '2',
    postcodes: [1000, 1030, 1040, 1050, 1060, 1080, 1180, 1190, 1200],
    fr: {
      city: 'Bruxelles',
      share: 0.4,
    },
    lang: 'nl',
  },
  {
    city: 'Leuven',
    country: 'BE',
    lat: 50.87959,
    lng: 4.70093,
    spreadKm: 2,
    dealers: 5,
    areaCode: '16',
    postcodes: [3000, 3001, 3010, 3012],
    lang: 'nl',
  },
  {
    city: 'Liège',
    country: 'BE',
    lat: 50.63373,
    lng: 5.56749,
    spreadKm: 2.5,
    dealers: 5,
    areaCode: '4',
    postcodes: [4000, 4020, 4030, 4031],
    lang: 'fr',
  },
  {
    city: 'Brugge',
    country: 'BE',
    lat: 51.20892,
    lng: 3.22424,
    spreadKm: 2,
    dealers: 4,
    areaCode: '50',
    postcodes: [8000, 8200],
    lang: 'nl',
  },
  {
    city: 'Hasselt',
    country: 'BE',
    lat: 50.93106,
    lng: 5.33781,
    spreadKm: 2,
    dealers: 4,
    areaCode: '11',
    postcodes: [3500, 3510, 3511],
    lang: 'nl',
  },
  {
    city: 'Mechelen',
    country: 'BE',
    lat: 51.02574,
    lng: 4.47762,
    spreadKm: 2,
    dealers: 3,
    areaCode: '15',
    postcodes: [2800, 2801, 2811],
    lang: 'nl',
  },
  {
    city: 'Namur',
    country: 'BE',
    lat: 50.4669,
    lng: 4.86746,
    spreadKm: 2,
    dealers: 3,
    areaCode: '81',
    postcodes: [5000, 5002, 5004],
    lang: 'fr',
  },
  {
    city: 'Kortrijk',
    country: 'BE',
    lat: 50.82803,
    lng: 3.26487,
    spreadKm: 2,
    dealers: 3,
    areaCode: '56',
    postcodes: [8500, 8501, 8510],
    lang: 'nl',
  },
];

/** Shops: what they sell, then the owner's (or the place's) name. */
const shopTrades = {
  nl: [
    'Koffiebranderij',
    'Espressohuis',
    'Koffiespeciaalzaak',
    'Kookwinkel',
    'Keukenspeciaalzaak',
    'Huishoudzaak',
    'Koffie & Thee',
    'Baristashop',
    'Espressoservice',
    'Koffiemachinehuis',
  ],
  fr: [
    'Maison du Café',
    'Torréfaction',
    'Espresso Service',
    'Cuisine & Café',
    'Arts Ménagers',
    'Comptoir du Café',
  ],
};
/** Distributors: wholesale and service for cafés and offices. */
const distributorTrades = {
  nl: ['Horecagroothandel', 'Koffiegroothandel', 'Koffieservice', 'Horeca-techniek'],
  fr: ['Distribution Café', 'Horeca Services'],
};
const familyNames = {
  NL: [
    'Jansen',
    'De Vries',
    'Van den Berg',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'De Boer',
    'Mulder',
    'De Groot',
    'Bos',
    'Vos',
    'Peters',
    'Hendriks',
    'Van Leeuwen',
    'Dekker',
    'Brouwer',
    'De Wit',
    'Dijkstra',
    'De Graaf',
    'Van der Meer',
    'Van der Linden',
    'Kok',
    'De Haan',
    'Vermeulen',
    'Van den Heuvel',
    'Van der Veen',
    'Van den Broek',
    'De Bruijn',
    'Koster',
    'Prins',
    'Huisman',
    'Kuipers',
    'Van Dam',
    'Schouten',
    'Verhoeven',
    'Post',
    'Willemsen',
    'Blom',
    'Van Wijk',
  ],
  BE: [
    'Peeters',
    'Janssens',
    'Maes',
    'Jacobs',
    'Mertens',
    'Willems',
    'Claes',
    'Goossens',
    'Wouters',
    'De Smet',
    'Vermeersch',
    'Van Damme',
    'De Backer',
    'Lemmens',
    'Desmet',
    'Verstraete',
    'Coppens',
    'Hermans',
  ],
  fr: ['Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Laurent', 'Lejeune', 'Renard', 'Leroy', 'Collard'],
};

function pickPostcode(rng: Random, town: DealerTown): number {
  const spec = rng.pick(town.postcodes);
  return typeof spec === 'number' ? spec : rng.int(spec[0], spec[1]);
}

const digits = (rng: Random, n: number) =>
  String(rng.int(2, 9)) + Array.from({ length: n - 1 }, () => rng.int(0, 9)).join('');

/**
 * A number in the international format, grouped as the country writes it: NL `+31 20 123 4567`,
 * `+31 118 123 456`, mobile `+31 6 1234 5678`; BE `+32 3 123 45 67`, `+32 16 12 34 56`, mobile
 * `+32 475 12 34 56`. Subscriber numbers never start with 0 or 1.
 */
function phoneNumber(rng: Random, town: DealerTown, mobile: boolean): string {
  if (town.country === 'NL') {
    if (mobile) {
      const n = `${rng.int(1, 5)}${digits(rng, 7)}`;
      return `+31 6 ${n.slice(0, 4)} ${n.slice(4)}`;
    }
    // Nine digits after the country code: a two-digit area code and 7, or a three-digit one and 6.
    const n = digits(rng, 9 - town.areaCode.length);
    return `+31 ${town.areaCode} ${n.slice(0, 3)} ${n.slice(3)}`;
  }
  if (mobile) {
    const n = digits(rng, 6);
    return `+32 4${rng.int(70, 99)} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`;
  }
  // Eight digits after the country code: a one-digit zone and 7, or a two-digit one and 6.
  const n = digits(rng, 8 - town.areaCode.length);
  return n.length === 7
    ? `+32 ${town.areaCode} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`
    : `+32 ${town.areaCode} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`;
}

/** A point at most `km` from the town's centre, evenly over the disc. */
function scatter(rng: Random, town: DealerTown): { lat: number; lng: number } {
  const d = town.spreadKm * Math.sqrt(rng.next());
  const angle = 2 * Math.PI * rng.next();
  const lat = town.lat + (d * Math.sin(angle)) / 111.32;
  const lng = town.lng + (d * Math.cos(angle)) / (111.32 * Math.cos((town.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/**
 * A dealer's street: none (issue 41): a street with a postcode is one fact, and a postcode
 * that does not belong to its street ("Overtoom, 1094 WK") is wrong where anyone can check it. No
 * package on the npm registry ships Dutch or Belgian postcode-to-street data (the BAG, bpost's
 * lists; decision 019 found the same for coordinates), and the machine that seeds has no network,
 * so nothing here can pair a street with a postcode. A made-up Dutch postcode's letters would name a
 * street segment (one side of a street, a few dozen addresses) just as wrongly. So a dealer's
 * address is its postcode area and town, both real: the four digits are from its town's own ranges
 * (dealer-data.test.ts checks them against the postcode regions), the street stays empty and the
 * card shows no street line (decision 100).
 */
const NO_STREET = '';

/** The seed of the dealers' own random sequence. */
const DEALER_SEED = 20_261_126;

export function buildDealers(): (typeof s.dealers.$inferInsert)[] {
  const rng = createRandom(DEALER_SEED);
  const dealers: (typeof s.dealers.$inferInsert)[] = [];
  const names = new Set<string>();
  for (const town of dealerTowns) {
    for (let i = 0; i < town.dealers; i++) {
      const id = dealers.length + 1;
      // A bilingual town (Brussels): some of its shops have French names and town name.
      const french = town.fr !== undefined && rng.chance(town.fr.share);
      const lang = french ? 'fr' : town.lang;
      const city = french ? town.fr!.city : town.city;
      const isShop = rng.chance(0.12) ? 0 : 1;
      const trades = (isShop ? shopTrades : distributorTrades)[lang];
      const families = lang === 'fr' ? familyNames.fr : familyNames[town.country];
      let company = '';
      for (let attempt = 0; company === '' || names.has(company); attempt++) {
        const name = `${rng.pick(trades)} ${rng.pick(families)}`;
        company = attempt < 40 ? name : `${name} ${city}`;
      }
      names.add(company);
      const domain = `${slugify(company)}.${town.country.toLowerCase()}`;
      dealers.push({
        id,
        company,
        addr: NO_STREET,
        postcode: String(pickPostcode(rng, town)),
        city,
        countryId: countryIds[town.country],
        phone: phoneNumber(rng, town, rng.chance(0.1)),
        email: `${rng.pick(lang === 'fr' ? ['info', 'contact'] : ['info', 'winkel', 'verkoop'])}@${domain}`,
        website: `https://www.${domain}`,
        isShop,
        ...scatter(rng, town),
      });
    }
  }
  return dealers;
}
