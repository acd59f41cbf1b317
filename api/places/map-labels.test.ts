/**
 * The offline dealer map's place names: every dealer town is labelled, in the language asked, with
 * the towns of NL, BE and LU from 15,000 inhabitants and the larger German towns near the border
 * only; ranked by population; cached by the browser for a day.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { dealerTowns } from '../db/seed/dealer-data.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import type { MapLabel } from './map-labels.ts';

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};

describeEachDatabase('map labels', (driver) => {
  const t = useTestApi(driver);
  const labels = async (lang: string) => {
    const res = await request(t.app).get('/api/places/labels').set('X-FZ-Language-Id', lang).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    return res.body.data as MapLabel[];
  };

  it('names the towns in the language asked, largest first, every dealer town among them', async () => {
    const nl = await labels('1');
    const en = await labels('4');
    expect(nl.length).toBeGreaterThan(300);
    expect(nl.length).toBeLessThan(700);
    expect(en).toHaveLength(nl.length);
    const names = (list: MapLabel[]) => new Set(list.map((l) => l.name));
    for (const name of ['Den Haag', 'Luik', 'Namen', 'Brussel', 'Antwerpen', 'Aken', 'Keulen'])
      expect(names(nl), name).toContain(name);
    for (const name of ['The Hague', 'Liège', 'Namur', 'Brussels', 'Antwerp', 'Aachen', 'Cologne'])
      expect(names(en), name).toContain(name);
    // Germany's towns far from the border are not on this map; Luxembourg's are.
    expect(names(nl)).not.toContain('Berlijn');
    expect(names(nl)).toContain('Luxemburg');

    expect(nl.find((l) => l.name === 'Amsterdam')?.rank).toBe(1);
    expect(nl.find((l) => l.name === 'Keulen')?.rank).toBe(2);
    expect(nl.find((l) => l.name === 'Middelburg')?.rank).toBe(3);
    const ranks = nl.map((l) => l.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    for (const town of dealerTowns) {
      const near = nl.filter((l) => km(l, town) < 3);
      expect(near.length, `a label at ${town.city}`).toBeGreaterThan(0);
    }
  });
});
