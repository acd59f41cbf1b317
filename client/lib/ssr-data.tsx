/**
 * The data handshake between the server render and the hydrating browser.
 *
 * Critical data travels in the shell's bootstrap script; each deferred value is pushed by a small
 * nonce'd script rendered next to the Suspense boundary that used it. On the client, every deferred
 * key's SWR fallback is the registry's promise for it, or a fetch once the stream has ended without it.
 */

import { useSyncExternalStore } from 'react';
import type { ApiKey } from '../../shared/api-keys.ts';
import { escapeJson, escapeJsonRecord } from '../../shared/escape-json.ts';
import type { PriceMode } from '../../shared/price-mode.ts';
import { type MapTiles, useApp } from './app-context.tsx';

export const REGISTRY = '__FZ__';
/** Deferred values pushed by inline scripts, before or after the registry exists. */
export const QUEUE = '__FZq';

/** What the server hands the browser in the shell. */
export interface ShellPayload {
  critical: Record<ApiKey, unknown>;
  deferred: ApiKey[];
  /** Everything <Document> needs to render identically in the browser. */
  doc: DocumentProps;
  /** Page chunks the server rendered: preloaded before hydration so nothing suspends. */
  modules: string[];
  /** The error status the server answered with, if any. */
  error: { status: number; pathname: string } | null;
}

export interface DocumentProps {
  locale: 'nl' | 'en';
  publicUrl: string;
  css: string[];
  preload: string[];
  entry: string;
  /** A guest's price mode (the `price_mode` cookie); logged-in visitors get their role's. */
  priceMode?: PriceMode;
  /** The dealer map's tile server (`MAP_TILE_URL`); absent: the basemap drawn from border data. */
  mapTiles?: MapTiles;
  /** On a listing, its query for the language switch (client/lib/language-switch.ts). */
  languageQuery?: string;
}

/** A deferred key that failed on the server: rendered as the section's fallback on both sides. */
export interface DeferredFailure {
  __failed: true;
  status: number;
}
export const isDeferredFailure = (v: unknown): v is DeferredFailure =>
  typeof v === 'object' && v !== null && (v as { __failed?: unknown }).__failed === true;

/**
 * The inline registry script, run with the shell. Deferred values that resolved before the shell
 * was flushed are written before it, so they queue in `__FZq` and are taken over here.
 */
export function registryScript(payload: ShellPayload): string {
  return `(function(){var r={},w={};function put(k,v){r[k]=v;(w[k]||[]).forEach(function(f){f(v)});delete w[k]}var q=window.${QUEUE}||[];window.${QUEUE}={push:function(e){put(e[0],e[1])}};q.forEach(function(e){put(e[0],e[1])});window.${REGISTRY}={p:${payloadJson(payload)},has:function(k){return k in r},get:function(k){return k in r?Promise.resolve(r[k]):new Promise(function(f){(w[k]=w[k]||[]).push(f)})}}})();`;
}

/** The payload's JSON: each critical answer's JSON is remembered while the data cache shares it. */
function payloadJson({ critical, ...rest }: ShellPayload): string {
  return `{"critical":${escapeJsonRecord(critical)},${escapeJson(rest).slice(1)}`;
}

export interface Registry {
  p: ShellPayload;
  has(key: ApiKey): boolean;
  get(key: ApiKey): Promise<unknown>;
}

const subscribeNever = () => () => {};
/** True on the server and while hydrating, false in the browser afterwards. */
export function useIsServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** Pushes a deferred value to the browser next to the content that used it. */
export function DeferredData({ dataKey, value }: { dataKey: ApiKey; value: unknown }) {
  const { nonce } = useApp();
  const render = useIsServerOrHydrating();
  if (!render) return null;
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `(window.${QUEUE}=window.${QUEUE}||[]).push([${escapeJson(dataKey)},${escapeJson(value)}])`,
      }}
    />
  );
}
