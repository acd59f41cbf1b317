/**
 * The dealer map (Leaflet), loaded the first time a map shows and never before: markers for every
 * dealer in three kinds (normal, distant from the searched point, active: the selected one), a
 * click on a marker selects its dealer, the view fits the first three results. Tiles come from the
 * configured tile server, else the basemap is drawn from border data (basemap.ts). Leaflet's
 * stylesheet is our own asset, linked when the first map is made.
 */
import '../../../first-load.ts';
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Dealer, LatLng } from '../../../../shared/contract/dealers.ts';
import { DISTANT_KM, MAP_FIT_RESULTS, MAP_START } from '../../../../shared/dealer-locator.ts';
import type { MapTiles } from '../../../lib/ssr-data.tsx';
import { addBasemap } from './basemap.ts';
import normalUrl from './markers/dealer.svg?url';
import activeUrl from './markers/dealer-active.svg?url';
import distantUrl from './markers/dealer-distant.svg?url';

export interface DealerMapState {
  /** every dealer: one marker each */
  dealers: Dealer[];
  /** the nearest dealers to `origin`, nearest first (null: no search yet) */
  results: Dealer[] | null;
  origin: LatLng | null;
  selectedId: number | null;
}

export interface DealerMapOptions {
  tiles?: MapTiles;
  onSelect(id: number): void;
  /** the basemap could not be loaded (the markers still work) */
  onError(error: unknown): void;
}

export interface DealerMap {
  update(state: DealerMapState): void;
  destroy(): void;
}

type Kind = 'normal' | 'distant' | 'active';

function markerIcons(): Record<Kind, L.Icon> {
  const icon = (iconUrl: string, [w, h]: [number, number], className: string) =>
    L.icon({ iconUrl, iconSize: [w, h], iconAnchor: [w / 2, h - 1], className });
  return {
    normal: icon(normalUrl, [28, 40], 'dealer-marker'),
    distant: icon(distantUrl, [22, 32], 'dealer-marker dealer-marker-distant'),
    active: icon(activeUrl, [36, 52], 'dealer-marker dealer-marker-active'),
  };
}

/** Credits for the data the map and the place search use (decision 019). */
const credits = [
  '<a href="https://www.naturalearthdata.com/" rel="noopener" target="_blank">Natural Earth</a> (world-atlas)',
  'Places: <a href="https://www.geonames.org/" rel="noopener" target="_blank">GeoNames</a> (<a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener" target="_blank">CC BY 4.0</a>)',
];

let stylesheet: Promise<void> | undefined;

/** Leaflet's stylesheet, linked once (style-src 'self': it is one of our assets). */
function leafletStyles(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = leafletCss;
    link.onload = () => resolve();
    link.onerror = () => {
      stylesheet = undefined;
      link.remove();
      reject(new Error('The map stylesheet could not be loaded'));
    };
    document.head.append(link);
  });
  return stylesheet;
}

export async function createDealerMap(container: HTMLElement, options: DealerMapOptions): Promise<DealerMap> {
  await leafletStyles();
  const icons = markerIcons();
  const map = L.map(container, {
    center: [MAP_START.lat, MAP_START.lng],
    zoom: MAP_START.zoom,
    minZoom: 3,
    maxZoom: options.tiles ? 18 : 13,
    worldCopyJump: false,
  });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" rel="noopener" target="_blank">Leaflet</a>',
  );
  if (options.tiles) {
    L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution ?? '', maxZoom: 18 }).addTo(map);
  } else {
    container.classList.add('dealer-map-offline');
    addBasemap(map).catch(options.onError);
  }
  for (const credit of credits) map.attributionControl.addAttribution(credit);
  // Distances at a glance; without tiles the map has few landmarks.
  L.control.scale({ imperial: false, position: 'topright' }).addTo(map);
  /** Drawn from border data, close-ups show little: fit results no closer than this. */
  const fitZoom = options.tiles ? 14 : 11;

  // The container changes size with the layout (the overlay opening, a phone turning): tell Leaflet.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(container);

  // The searched point above the markers; city names (without tiles the map has no labels of its own).
  map.createPane('cities').style.zIndex = '640';
  map.createPane('origin').style.zIndex = '650';
  const cities = L.layerGroup().addTo(map);
  let labelled = '';
  const showLabels = () => container.classList.toggle('dealer-map-labels', map.getZoom() >= 8);
  map.on('zoomend', showLabels);
  showLabels();

  const markers = new Map<number, { marker: L.Marker; kind: Kind }>();
  let origin: L.CircleMarker | null = null;
  let shownResults: Dealer[] | null | undefined;
  let shownSelected: number | null = null;

  const kindOf = (dealer: Dealer, state: DealerMapState): Kind => {
    if (dealer.id === state.selectedId) return 'active';
    if (!state.origin) return 'normal';
    const metres = L.latLng(state.origin).distanceTo(dealer.location);
    return metres > DISTANT_KM * 1000 ? 'distant' : 'normal';
  };

  /** A label per dealer city, where its dealers are on average. */
  function labelCities(dealers: Dealer[]) {
    const key = dealers.map((d) => d.id).join();
    if (key === labelled) return;
    labelled = key;
    cities.clearLayers();
    const byCity = new Map<string, { lat: number; lng: number; n: number }>();
    for (const { city, location } of dealers) {
      const sum = byCity.get(city) ?? { lat: 0, lng: 0, n: 0 };
      byCity.set(city, { lat: sum.lat + location.lat, lng: sum.lng + location.lng, n: sum.n + 1 });
    }
    for (const [city, { lat, lng, n }] of byCity) {
      const html = document.createElement('span');
      html.textContent = city;
      const icon = L.divIcon({ html, className: 'dealer-map-city', iconSize: undefined });
      L.marker([lat / n, lng / n], { icon, interactive: false, keyboard: false, pane: 'cities' }).addTo(
        cities,
      );
    }
  }

  return {
    update(state) {
      const wanted = new Set<number>();
      for (const dealer of state.dealers) {
        wanted.add(dealer.id);
        const kind = kindOf(dealer, state);
        const known = markers.get(dealer.id);
        if (known) {
          if (known.kind !== kind) {
            known.marker.setIcon(icons[kind]);
            known.marker.setZIndexOffset(kind === 'active' ? 1000 : 0);
            known.kind = kind;
          }
          continue;
        }
        const marker = L.marker(dealer.location, {
          icon: icons[kind],
          title: dealer.company,
          alt: dealer.company,
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: kind === 'active' ? 1000 : 0,
        })
          .on('click', () => options.onSelect(dealer.id))
          .addTo(map);
        marker.getElement()?.setAttribute('data-dealer-id', String(dealer.id));
        markers.set(dealer.id, { marker, kind });
      }
      for (const [id, { marker }] of markers) {
        if (!wanted.has(id)) {
          marker.remove();
          markers.delete(id);
        }
      }

      if (!options.tiles) labelCities(state.dealers);

      origin?.remove();
      origin = state.origin
        ? L.circleMarker(state.origin, {
            radius: 7,
            color: '#fff',
            weight: 3,
            fillColor: '#1565c0',
            fillOpacity: 1,
            interactive: false,
            pane: 'origin',
            className: 'dealer-map-origin',
          }).addTo(map)
        : null;

      // A new search: fit its first three results. A newly selected dealer: bring it into view.
      if (state.results !== shownResults) {
        shownResults = state.results;
        const first = (state.results ?? []).slice(0, MAP_FIT_RESULTS).map((d) => L.latLng(d.location));
        if (first.length > 0) map.fitBounds(L.latLngBounds(first), { padding: [48, 48], maxZoom: fitZoom });
        else if (!state.results) map.setView([MAP_START.lat, MAP_START.lng], MAP_START.zoom);
      }
      if (state.selectedId !== shownSelected) {
        shownSelected = state.selectedId;
        const selected = state.dealers.find((d) => d.id === state.selectedId);
        // Into view when it is not (picked from the list); a clicked marker stays where it is.
        if (selected && !map.getBounds().contains(selected.location))
          map.setView(selected.location, Math.max(map.getZoom(), fitZoom));
      }
    },
    destroy() {
      resized.disconnect();
      map.remove();
      markers.clear();
    },
  };
}
