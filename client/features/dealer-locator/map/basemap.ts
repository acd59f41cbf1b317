/**
 * The map without a tile server: Europe's countries drawn from Natural Earth's borders (world-atlas,
 * 1:50m) as a GeoJSON layer, so the map works with no network. The data is fetched once, from our
 * own origin, the first time a map shows.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import * as L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** Europe and a margin: the shop's countries are in the middle of it; the rest is never drawn. */
const around = { west: -32, east: 50, south: 30, north: 74 };

let countries: Promise<FeatureCollection> | undefined;

function inView(f: Feature<Geometry>): boolean {
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  const visit = (coords: unknown): void => {
    if (typeof (coords as number[])[0] === 'number') {
      const [lng, lat] = coords as [number, number];
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    } else for (const c of coords as unknown[]) visit(c);
  };
  const g = f.geometry;
  if (g.type === 'Polygon' || g.type === 'MultiPolygon') visit(g.coordinates);
  return east >= around.west && west <= around.east && north >= around.south && south <= around.north;
}

function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`Map data: ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => {
      const all = feature(topology, topology.objects.countries) as FeatureCollection;
      return { type: 'FeatureCollection', features: all.features.filter(inView) } as FeatureCollection;
    });
  countries.catch(() => {
    countries = undefined;
  });
  return countries;
}

/** Land in sand, borders in a light brown; the sea is the map's background (locator.css). */
export async function addBasemap(map: L.Map): Promise<void> {
  const data = await loadCountries();
  L.geoJSON(data, {
    interactive: false,
    style: { color: '#b9a48e', weight: 1, fillColor: '#f4eee6', fillOpacity: 1 },
  }).addTo(map);
}
