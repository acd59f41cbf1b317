import { describe, expect, it } from 'vitest';
import { pickupPointById, pickupPointsNear } from './pickup-points.ts';

const countries = [
  { id: 1, iso: 'NL' },
  { id: 2, iso: 'BE' },
  { id: 3, iso: 'DE' },
];

describe('the demo pickup points', () => {
  it('are the four nearest to a postcode, nearest first, the same every time', () => {
    const utrecht = pickupPointsNear(countries[0]!, '3512 JE');
    expect(utrecht).toHaveLength(4);
    expect(utrecht[0]).toMatchObject({ city: 'Utrecht', country_id: 1, postcode: '3512 JK' });
    expect(utrecht.map((p) => p.id)).toEqual(pickupPointsNear(countries[0]!, '3512JE').map((p) => p.id));
    for (const p of utrecht) expect(p.postcode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
    const gent = pickupPointsNear(countries[1]!, '9050');
    expect(gent[0]).toMatchObject({ city: 'Gent', postcode: expect.stringMatching(/^\d{4}$/) });
  });

  it('are found again by id, and only real ones', () => {
    for (const point of pickupPointsNear(countries[1]!, '2000'))
      expect(pickupPointById(countries, point.id)).toEqual(point);
    for (const id of [
      'PP-NL-0000-1',
      'PP-NL-3511-3',
      'PP-DE-1011-1',
      'PP-XX-3511-1',
      'nope',
      'PP-NL-3511-1 ',
    ])
      expect(pickupPointById(countries, id), id).toBeUndefined();
  });

  it('give their opening hours in the request’s language', () => {
    expect(pickupPointsNear(countries[0]!, '1012', 'en')[0]!.opening_hours).toBe('Mon–Sat 09:00–18:00');
    expect(pickupPointsNear(countries[0]!, '1012')[0]!.opening_hours).toBe('ma–za 09:00–18:00');
  });

  it('are none in a country without demo points, or for a postcode without digits', () => {
    expect(pickupPointsNear(countries[2]!, '10115')).toEqual([]);
    expect(pickupPointsNear(countries[0]!, 'AB')).toHaveLength(4);
  });
});
