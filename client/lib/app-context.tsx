/** Per-render context: locale, translator, CSP nonce and stores. Made by a factory for each request. */
import { createContext, useContext } from 'react';
import type { Translate } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Stores } from './stores.ts';

/** The dealer map's tiles (ssr-data.tsx carries them in the payload). */
export interface MapTiles {
  /** XYZ template: `https://{s}.tiles.example/{z}/{x}/{y}.png` */
  url: string;
  /** HTML credit shown on the map (`MAP_TILE_ATTRIBUTION`) */
  attribution?: string;
}

export interface AppContextValue {
  locale: Locale;
  t: Translate;
  nonce: string;
  publicUrl: string;
  stores: Stores;
  /** The dealer map's tile server, when one is configured (server config `MAP_TILE_URL`). */
  mapTiles?: MapTiles;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext missing');
  return value;
}

export const useT = () => useApp().t;
export const useLocale = () => useApp().locale;
