/**
 * Pickup points of the demo shop (decision 020): a small list generated from a table of Dutch and
 * Belgian towns, two points each, stable across starts (ids like `PP-NL-3511-1`). Nearness is the
 * distance between postcode numbers, which in both countries roughly follows the map. A real shop
 * asks its carrier (PostNL's location API) here; the calls and the answer's shape stay the same.
 */

export interface PickupPoint {
  id: string;
  name: string;
  street: string;
  house_number: string;
  postcode: string;
  city: string;
  country_id: number;
  /** opening hours, as the carrier words them */
  opening_hours: string;
}

/** [country iso, postcode digits, town, postcode letters (NL)] */
const towns: [string, number, string, string][] = [
  ['NL', 1012, 'Amsterdam', 'AB'],
  ['NL', 1071, 'Amsterdam', 'KL'],
  ['NL', 2011, 'Haarlem', 'CD'],
  ['NL', 2511, 'Den Haag', 'EF'],
  ['NL', 3011, 'Rotterdam', 'GH'],
  ['NL', 3511, 'Utrecht', 'JK'],
  ['NL', 3811, 'Amersfoort', 'LM'],
  ['NL', 4811, 'Breda', 'NP'],
  ['NL', 5038, 'Tilburg', 'RS'],
  ['NL', 5611, 'Eindhoven', 'TV'],
  ['NL', 6211, 'Maastricht', 'WX'],
  ['NL', 6511, 'Nijmegen', 'AC'],
  ['NL', 6811, 'Arnhem', 'BD'],
  ['NL', 7511, 'Enschede', 'CE'],
  ['NL', 8011, 'Zwolle', 'DG'],
  ['NL', 8911, 'Leeuwarden', 'EH'],
  ['NL', 9711, 'Groningen', 'GJ'],
  ['BE', 1000, 'Brussel', ''],
  ['BE', 2000, 'Antwerpen', ''],
  ['BE', 3000, 'Leuven', ''],
  ['BE', 3500, 'Hasselt', ''],
  ['BE', 4000, 'Luik', ''],
  ['BE', 8000, 'Brugge', ''],
  ['BE', 9000, 'Gent', ''],
];
const shops = ['Tabakszaak De Hoek', 'Boekhandel Het Plein', 'Supermarkt Centrum', 'Drogisterij De Linde'];
const streets = ['Dorpsstraat', 'Kerkstraat', 'Marktplein', 'Stationsweg', 'Molenweg', 'Schoolstraat'];
/** Opening hours as the carrier words them, in the request's language. */
const hours = { nl: 'ma–za 09:00–18:00', en: 'Mon–Sat 09:00–18:00' } as const;
type Locale = keyof typeof hours;

/** Every demo point of a country (by ISO code), generated in the same order each time. */
function pointsOf(iso: string, countryId: number, locale: Locale): (PickupPoint & { near: number })[] {
  return towns
    .filter(([country]) => country === iso)
    .flatMap(([, digits, city, letters], town) =>
      [1, 2].map((n) => ({
        id: `PP-${iso}-${digits}-${n}`,
        name: `${shops[(town + n) % shops.length]} ${city}`,
        street: streets[(town * 2 + n) % streets.length]!,
        house_number: String(((digits * n) % 97) + 1),
        postcode: iso === 'NL' ? `${digits + n - 1} ${letters}` : String(digits + n - 1),
        city,
        country_id: countryId,
        opening_hours: hours[locale],
        near: digits + n - 1,
      })),
    );
}

/** The four points nearest to a postcode (the digits that start it), nearest first; [] where there are none. */
export function pickupPointsNear(
  country: { id: number; iso: string },
  postcode: string,
  locale: Locale = 'nl',
): PickupPoint[] {
  const digits = Number(/^\s*(\d{1,4})/.exec(postcode)?.[1] ?? Number.NaN);
  const points = pointsOf(country.iso.toUpperCase(), country.id, locale);
  const target = Number.isFinite(digits) ? digits : 0;
  return points
    .sort((a, b) => Math.abs(a.near - target) - Math.abs(b.near - target) || a.id.localeCompare(b.id))
    .slice(0, 4)
    .map(({ near: _near, ...point }) => point);
}

/** A point by its id, or undefined when no such point exists. */
export function pickupPointById(
  countries: { id: number; iso: string }[],
  id: string,
  locale: Locale = 'nl',
): PickupPoint | undefined {
  const iso = /^PP-([A-Z]{2})-\d{4}-[12]$/.exec(id)?.[1];
  const country = iso ? countries.find((c) => c.iso.toUpperCase() === iso) : undefined;
  if (!country) return undefined;
  const point = pointsOf(iso!, country.id, locale).find((p) => p.id === id);
  if (!point) return undefined;
  const { near: _near, ...rest } = point;
  return rest;
}
