import { count } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { dealers } from '../db/schema.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

interface Dealer {
  id: number;
  company: string;
  country: string;
  country_name: string;
  is_shop: number;
  location: { lat: number; lng: number };
  distance?: number;
}

/** Amsterdam Centraal station. */
const centraal = { lat: 52.378901, lng: 4.900581 };
/** Luxembourg city centre: the seed has no dealer within 100 km. */
const luxembourg = { lat: 49.6117, lng: 6.13 };

const R = 6371.0088;
const rad = Math.PI / 180;

describeEachDatabase('dealers', (driver) => {
  const t = useTestApi(driver);
  const get = (query: string, lang = '1') =>
    request(t.app).get(`/api/dealers${query}`).set('X-FZ-Language-Id', lang);

  beforeAll(async () => {
    // Dealers at distances worked out by hand (below); ids far above the seed's.
    await t.api.database.db.insert(dealers).values([
      {
        id: 9001,
        company: 'Op de Dam',
        addr: 'Dam 1',
        postcode: '1012 JS',
        city: 'Amsterdam',
        countryId: 1,
        lat: 52.373056,
        lng: 4.892222,
      },
      {
        id: 9002,
        company: 'Lux Noord',
        addr: 'Rue A 1',
        postcode: 'L-1111',
        city: 'Luxembourg',
        countryId: 5,
        lat: 49.6207,
        lng: 6.13,
      },
      {
        id: 9003,
        company: 'Lux Oost',
        addr: 'Rue B 2',
        postcode: 'L-2222',
        city: 'Luxembourg',
        countryId: 5,
        lat: 49.6117,
        lng: 6.23,
        isShop: 0,
      },
      {
        id: 9004,
        company: 'Lux Zuid',
        addr: 'Rue C 3',
        postcode: 'L-3333',
        city: 'Dudelange',
        countryId: 5,
        lat: 49.4117,
        lng: 6.13,
      },
    ]);
  });

  it('lists every dealer for the markers, with its country in the language asked', async () => {
    const [{ total }] = (await t.api.database.db.select({ total: count() }).from(dealers)) as [
      { total: number },
    ];
    const { body } = await get('').expect(200);
    expect(body.data).toHaveLength(Number(total));
    const first = body.data[0] as Dealer;
    expect(Object.keys(first).sort()).toEqual(
      [
        'addr',
        'city',
        'company',
        'country',
        'country_name',
        'email',
        'id',
        'is_shop',
        'location',
        'phone',
        'postcode',
        'website',
      ].sort(),
    );
    expect(body.data.some((d: Dealer) => d.is_shop === 0)).toBe(true);
    expect(body.data.find((d: Dealer) => d.country === 'BE').country_name).toBe('België');
    const en = await get('', '4').expect(200);
    expect(en.body.data.find((d: Dealer) => d.country === 'BE').country_name).toBe('Belgium');
    expect(body.data.every((d: Dealer) => d.distance === undefined)).toBe(true);
  });

  it('answers the nearest dealers with distances worked out by hand', async () => {
    const { body } = await get(`?lat=${luxembourg.lat}&lng=${luxembourg.lng}&limit=3`).expect(200);
    // 0.009° of latitude north: R·Δφ = 6371.0088 km × 0.009 × π/180 = 1.00076 km.
    // 0.1° of longitude east at 49.6117° N: R·cos φ·Δλ = 6371.0088 × 0.647837 × 0.00174533 = 7.20360 km.
    // 0.2° of latitude south: 6371.0088 × 0.2 × π/180 = 22.23902 km.
    expect(body.data.map((d: Dealer) => d.id)).toEqual([9002, 9003, 9004]);
    const [north, east, south] = body.data as Required<Dealer>[];
    expect(north!.distance).toBeCloseTo(1.001, 3);
    expect(east!.distance).toBeCloseTo(7.204, 2);
    expect(south!.distance).toBeCloseTo(22.239, 3);
    expect(east!.is_shop).toBe(0);
    expect(
      (await get(`?lat=${luxembourg.lat}&lng=${luxembourg.lng}&limit=2`).expect(200)).body.data,
    ).toHaveLength(2);
  });

  it('from Amsterdam Centraal: the ten nearest, nearest first, the dealer on the Dam at 863 m', async () => {
    const { body } = await get(`?lat=${centraal.lat}&lng=${centraal.lng}`).expect(200);
    const found = body.data as Required<Dealer>[];
    expect(found).toHaveLength(10);
    // Δφ = -0.005845° → 0.64996 km south; Δλ = -0.008359° × cos(52.376°) → 0.56731 km west;
    // √(0.64996² + 0.56731²) = 0.86272 km.
    expect(found.find((d) => d.id === 9001)?.distance).toBeCloseTo(0.863, 3);
    const distances = found.map((d) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.every((d) => d.country === 'NL' && d.distance < 15)).toBe(true);

    // The same ten as every dealer measured here (haversine), to the metre.
    const all = (await get('').expect(200)).body.data as Dealer[];
    const haversine = ({ lat, lng }: { lat: number; lng: number }) => {
      const a =
        Math.sin(((lat - centraal.lat) * rad) / 2) ** 2 +
        Math.cos(centraal.lat * rad) * Math.cos(lat * rad) * Math.sin(((lng - centraal.lng) * rad) / 2) ** 2;
      return 2 * R * Math.asin(Math.sqrt(a));
    };
    const expected = all
      .map((d) => ({ id: d.id, distance: haversine(d.location) }))
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, 10);
    expect(found.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    for (const [i, d] of found.entries())
      expect(Math.abs(d.distance - expected[i]!.distance)).toBeLessThan(0.001);
  });

  it('refuses bad coordinates and limits with a 400, never a 500', async () => {
    for (const query of [
      '?lat=abc&lng=4.9',
      '?lat=91&lng=4.9',
      '?lat=-90.5&lng=4.9',
      '?lat=52&lng=181',
      '?lat=52&lng=-180.01',
      '?lat=1e3&lng=4',
      '?lat=Infinity&lng=4',
      '?lat=NaN&lng=4',
      '?lat=52.3',
      '?lng=4.9',
      '?lat=52&lng=4&limit=0',
      '?lat=52&lng=4&limit=11',
      '?lat=52&lng=4&limit=2.5',
      '?lat=52&lng=4&limit=x',
      '?limit=3',
      '?lat=52&lat=53&lng=4',
      `?lat=${'9'.repeat(400)}&lng=4`,
    ]) {
      const { body } = await get(query).expect(400);
      expect(body.error, query).toBe('validation_failed');
      expect(body.message, query).toMatch(/lat|lng|limit/);
    }
    // The edges are fine.
    await get('?lat=-90&lng=180&limit=1').expect(200);
    await get('?lat=90&lng=-180').expect(200);
  });
});
