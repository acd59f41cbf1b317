import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { placeData, searchKey } from './place-data.ts';
import { PLACE_COUNTRIES } from './place-names.ts';
import { postcodeRegions, postcodesIn, regionPlaceOf } from './postcode-regions.ts';

interface Place {
  id: string;
  kind: 'place' | 'postcode';
  name: string;
  detail: string;
  country: string;
  location: { lat: number; lng: number };
}

describe('the place data', () => {
  it('holds the served countries only, with every postcode region’s place in it', () => {
    const { places, byName } = placeData();
    expect(new Set(places.map((p) => p.country))).toEqual(new Set(PLACE_COUNTRIES));
    expect(places.length).toBeGreaterThan(9000);
    for (const [country, { places: regions }] of Object.entries(postcodeRegions)) {
      for (const [prefix, name] of Object.entries(regions)) {
        expect(byName.get(`${country}:${name}`), `${country} ${prefix} ${name}`).toBeDefined();
      }
    }
  });

  it('folds accents, case, ß and punctuation', () => {
    expect(searchKey("  'S-Hertogenbosch ")).toBe('s hertogenbosch');
    expect(searchKey('LIÈGE')).toBe('liege');
    expect(searchKey('Gießen')).toBe('giessen');
  });

  it('reads postcodes: Dutch with letters, a country prefix, five digits German, four digits NL or BE', () => {
    expect(postcodesIn('3511ab')?.matches).toEqual([{ country: 'NL', code: '3511 AB', digits: '3511' }]);
    expect(postcodesIn('Kerkstraat 1, 3511 AB Utrecht')?.found).toBe('3511 AB');
    expect(postcodesIn('B-9000')?.matches.map((m) => m.country)).toEqual(['BE']);
    expect(postcodesIn('l-1234')?.matches).toEqual([{ country: 'LU', code: 'L-1234', digits: '1234' }]);
    expect(postcodesIn('10115 Berlin')?.matches.map((m) => m.country)).toEqual(['DE']);
    expect(postcodesIn('9000')?.matches.map((m) => m.country)).toEqual(['NL', 'BE']);
    expect(postcodesIn('Kerkstraat 12')).toBeNull();
    expect(regionPlaceOf('BE', '2700')).toBe('Antwerpen');
    expect(regionPlaceOf('NL', '3511')).toBe('Utrecht');
  });
});

describeEachDatabase('places', (driver) => {
  const t = useTestApi(driver);
  const search = async (q: string, lang = '1', limit?: number) =>
    (
      await request(t.app)
        .get('/api/places')
        .query(limit === undefined ? { q } : { q, limit })
        .set('X-FZ-Language-Id', lang)
        .expect(200)
    ).body.data as Place[];

  beforeAll(() => {
    placeData();
  });

  it('finds a place by its name, with or without accents, in any case, by its Dutch or English name', async () => {
    const [utrecht] = await search('Utrecht');
    expect(utrecht).toMatchObject({
      kind: 'place',
      name: 'Utrecht',
      country: 'NL',
      detail: 'Utrecht, Nederland',
    });
    expect(utrecht!.location.lat).toBeCloseTo(52.09, 1);
    expect((await search('utrecht', '4'))[0]!.detail).toBe('Utrecht, Netherlands');
    for (const q of ['Liège', 'liege', 'LIEGE', 'Luik', 'luik']) {
      const [liege] = await search(q);
      expect(liege, q).toMatchObject({ name: 'Luik', country: 'BE' });
      expect((await search(q, '4'))[0]!.name, q).toBe('Liège');
    }
    expect((await search('den haag'))[0]).toMatchObject({
      name: 'Den Haag',
      detail: 'Zuid-Holland, Nederland',
    });
    expect((await search('Den Haag', '4'))[0]!.name).toBe('The Hague');
    expect((await search('den bosch'))[0]!.name).toBe("'s-Hertogenbosch");
    expect((await search('s-Hertogenbosch'))[0]!.name).toBe("'s-Hertogenbosch");
    expect((await search('hertogenbosch'))[0]!.name).toBe("'s-Hertogenbosch");
    expect((await search('koln'))[0]).toMatchObject({ name: 'Keulen', country: 'DE' });
    expect((await search('Giessen')).map((p) => `${p.name} ${p.country}`)).toContain('Gießen DE');
  });

  it('completes what is typed: at most 8, Dutch and Belgian places first, the largest first', async () => {
    const ams = await search('Ams');
    expect(ams[0]!.name).toBe('Amsterdam');
    expect(ams.length).toBeLessThanOrEqual(8);
    expect(ams.every((p) => p.name.toLowerCase().includes('ams'))).toBe(true);
    expect((await search('bru'))[0]!.name).toBe('Brussel');
    expect(await search('am', '1', 3)).toHaveLength(3);
    // Two places of one name are told apart by their region.
    const valkenburg = (await search('valkenburg')).filter((p) => p.name === 'Valkenburg');
    expect(valkenburg.map((p) => p.detail).sort()).toEqual(['Limburg, Nederland', 'Zuid-Holland, Nederland']);
  });

  it('geocodes a postcode to its region’s main place', async () => {
    const [pc] = await search('3511 AB');
    expect(pc).toMatchObject({
      kind: 'postcode',
      name: '3511 AB',
      country: 'NL',
      detail: 'Utrecht, Nederland',
    });
    expect(pc!.location).toEqual((await search('Utrecht'))[0]!.location);
    expect((await search('3511ab'))[0]!.name).toBe('3511 AB');
    const both = await search('1000');
    expect(both.map((p) => [p.country, p.detail])).toEqual([
      ['NL', 'Amsterdam, Nederland'],
      ['BE', 'Brussel, België'],
    ]);
    expect((await search('B-9000'))[0]).toMatchObject({ name: '9000', detail: 'Gent, België' });
    expect((await search('L-1234', '4'))[0]).toMatchObject({
      name: 'L-1234',
      detail: 'Luxembourg, Luxembourg',
    });
    expect((await search('10115'))[0]).toMatchObject({ country: 'DE', detail: 'Berlijn, Duitsland' });
    // A place named with the postcode is more precise, and tells which country the postcode is from.
    const gent = await search('9000 Gent');
    expect(gent.slice(0, 3).map((p) => [p.kind, p.country])).toEqual([
      ['place', 'BE'],
      ['postcode', 'BE'],
      ['postcode', 'NL'],
    ]);
  });

  it('finds the place of a street address; a street alone finds nothing', async () => {
    expect((await search('Stationsweg 12, Utrecht'))[0]).toMatchObject({ name: 'Utrecht', country: 'NL' });
    expect((await search('Kerkstraat 5 Den Haag'))[0]!.name).toBe('Den Haag');
    expect(await search('Kerkstraat')).toEqual([]);
    expect(await search('zzzz')).toEqual([]);
  });

  it('refuses bad input with a 400', async () => {
    for (const query of [
      '',
      '?q=',
      '?q=a',
      '?q=%20a%20',
      `?q=${'x'.repeat(101)}`,
      '?q=ams&limit=9',
      '?q=ams&limit=0',
      '?q=a&q=b',
    ]) {
      const { body } = await request(t.app).get(`/api/places${query}`).expect(400);
      expect(body.error, query).toBe('validation_failed');
    }
  });
  // Its speed is measured by tests/bench/api.bench.mjs ('places autocomplete'), not here (issue 37).
});
