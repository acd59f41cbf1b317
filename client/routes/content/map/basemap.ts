/**
 * Where a point lies on basemap.svg (made by make-basemap.mjs: Web Mercator over BASEMAP's box), as
 * percentages of the image, so that the page can put the shop's pin on it with CSS alone.
 */
import basemapUrl from './basemap.svg?url';

export { basemapUrl };

/** The box the image shows (degrees) and its size (px); make-basemap.mjs draws with the same. */
export const BASEMAP = {
  west: 3.2,
  east: 7.35,
  south: 50.65,
  north: 53.62,
  width: 640,
  height: 747,
} as const;

const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** A point's place on the image (0–100 from the left and from the top), or null outside it. */
export function pointOnBasemap(lat: number, lng: number): { left: number; top: number } | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const left = ((lng - BASEMAP.west) / (BASEMAP.east - BASEMAP.west)) * 100;
  const top = ((mercY(BASEMAP.north) - mercY(lat)) / (mercY(BASEMAP.north) - mercY(BASEMAP.south))) * 100;
  if (left < 0 || left > 100 || top < 0 || top > 100) return null;
  return { left: Math.round(left * 100) / 100, top: Math.round(top * 100) / 100 };
}

/** "52.0908,5.1222" (a page's `location` field) → the point, or null. */
export function parseLocation(value: string | undefined): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
