/**
 * The contact and about pages' map (issue 26): the committed basemap.svg is what make-basemap.mjs
 * draws from the data packages, over the same box the page places the shop's pin in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASEMAP, parseLocation, pointOnBasemap } from './basemap.ts';
// @ts-expect-error: a plain ES module script without types
import { BOX, basemapFile, makeBasemap } from './make-basemap.mjs';

describe('the shop map', () => {
  it('is the file the generator makes, over the box and size the pin is placed in', () => {
    const svg = makeBasemap() as string;
    expect(readFileSync(basemapFile, 'utf8')).toBe(svg);
    expect(BOX).toEqual({
      west: BASEMAP.west,
      east: BASEMAP.east,
      south: BASEMAP.south,
      north: BASEMAP.north,
      width: BASEMAP.width,
    });
    expect(svg).toContain(`viewBox="0 0 ${BASEMAP.width} ${BASEMAP.height}"`);
    // Land, borders and the places a visitor finds their way by; small enough for an image.
    for (const place of ['Amsterdam', 'Utrecht', 'Rotterdam', 'Antwerpen', 'Eindhoven'])
      expect(svg).toContain(`>${place}</text>`);
    expect(svg.length).toBeLessThan(60_000);
  });

  it('puts a point where the map draws it: Utrecht beside its own place dot', () => {
    const svg = makeBasemap() as string;
    const [, cx, cy] = /<circle cx="([\d.]+)" cy="([\d.]+)" r="3"\/><text[^>]*>Utrecht</.exec(svg) ?? [];
    const pin = pointOnBasemap(52.0908, 5.1222)!;
    expect(Math.abs((pin.left / 100) * BASEMAP.width - Number(cx))).toBeLessThan(3);
    expect(Math.abs((pin.top / 100) * BASEMAP.height - Number(cy))).toBeLessThan(3);
    expect(pointOnBasemap(48.85, 2.35)).toBeNull(); // Paris: off the map
  });

  it('reads a page’s location field, and nothing else', () => {
    expect(parseLocation('52.0908,5.1222')).toEqual({ lat: 52.0908, lng: 5.1222 });
    expect(parseLocation(' 51.2194 , 4.4025 ')).toEqual({ lat: 51.2194, lng: 4.4025 });
    for (const bad of [undefined, '', 'Utrecht', '91,5', '52.1;5.1', '52.1,5.1,3', 'javascript:1,2'])
      expect(parseLocation(bad), String(bad)).toBeNull();
  });
});
