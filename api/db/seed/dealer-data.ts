/** Demo dealers: the cities they are in and the rows the seed inserts. */
import { slugify } from '../../lib/text.ts';
import type * as s from '../schema.ts';
import type { createRandom } from './random.ts';

/** Dealer cities: [city, country id, lat, lng, how many dealers] */
export const dealerCities: [string, number, number, number, number][] = [
  ['Amsterdam', 1, 52.3728, 4.8936, 16],
  ['Rotterdam', 1, 51.9225, 4.4792, 12],
  ['Den Haag', 1, 52.0705, 4.3007, 10],
  ['Utrecht', 1, 52.0907, 5.1214, 10],
  ['Eindhoven', 1, 51.4416, 5.4697, 8],
  ['Groningen', 1, 53.2194, 6.5665, 7],
  ['Tilburg', 1, 51.5555, 5.0913, 5],
  ['Almere', 1, 52.3508, 5.2647, 4],
  ['Breda', 1, 51.5719, 4.7683, 5],
  ['Nijmegen', 1, 51.8126, 5.8372, 6],
  ['Arnhem', 1, 51.9851, 5.8987, 5],
  ['Haarlem', 1, 52.3874, 4.6462, 5],
  ['Maastricht', 1, 50.8514, 5.691, 5],
  ['Zwolle', 1, 52.5168, 6.083, 4],
  ['Leiden', 1, 52.1601, 4.497, 4],
  ['Enschede', 1, 52.2215, 6.8937, 4],
  ['Den Bosch', 1, 51.6978, 5.3037, 4],
  ['Amersfoort', 1, 52.1561, 5.3878, 3],
  ['Leeuwarden', 1, 53.2012, 5.7999, 3],
  ['Middelburg', 1, 51.4988, 3.6136, 2],
  ['Antwerpen', 2, 51.2194, 4.4025, 10],
  ['Gent', 2, 51.0543, 3.7174, 8],
  ['Brussel', 2, 50.8503, 4.3517, 10],
  ['Leuven', 2, 50.8798, 4.7005, 5],
  ['Luik', 2, 50.6326, 5.5797, 5],
  ['Brugge', 2, 51.2093, 3.2247, 4],
  ['Hasselt', 2, 50.9307, 5.3325, 4],
  ['Mechelen', 2, 51.0259, 4.4776, 3],
  ['Namen', 2, 50.4674, 4.8718, 3],
  ['Kortrijk', 2, 50.8279, 3.2649, 3],
];

const dealerNames = [
  'Koffiehuis',
  'Espresso Point',
  'Barista Supplies',
  'De Koffiebrander',
  'Bonen & Zo',
  'Caffè Centrale',
  'Koffie Atelier',
  'Het Koffielab',
  'Crema Store',
  'Keukenhuys',
];
const streets = [
  'Kerkstraat',
  'Stationsweg',
  'Marktplein',
  'Dorpsstraat',
  'Molenweg',
  'Havenkade',
  'Nieuwstraat',
  'Lindenlaan',
  'Industrieweg',
  'Schoolstraat',
];

export function buildDealers(rng: ReturnType<typeof createRandom>): (typeof s.dealers.$inferInsert)[] {
  const dealers: (typeof s.dealers.$inferInsert)[] = [];
  for (const [city, countryId, lat, lng, n] of dealerCities) {
    for (let i = 0; i < n; i++) {
      const id = dealers.length + 1;
      const name = `${dealerNames[(id * 7 + i) % dealerNames.length]} ${city}${i >= dealerNames.length ? ` ${i}` : ''}`;
      const domain = `${slugify(name)}.${countryId === 2 ? 'be' : 'nl'}`;
      const nl = countryId === 1;
      dealers.push({
        id,
        company: name,
        addr: `${rng.pick(streets)} ${rng.int(1, 180)}`,
        postcode: nl
          ? `${rng.int(1000, 9999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`
          : String(rng.int(1000, 9999)),
        city,
        countryId,
        phone: nl
          ? `+31 ${rng.int(10, 79)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`
          : `+32 ${rng.int(2, 9)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
        email: `info@${domain}`,
        website: `https://www.${domain}`,
        isShop: rng.chance(0.12) ? 0 : 1,
        lat: Math.round((lat + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
        lng: Math.round((lng + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
      });
    }
  }
  return dealers;
}
