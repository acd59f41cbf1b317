/**
 * The browser build's asset manifest (written by build.mjs from esbuild's metafile): the entry
 * module, the stylesheet, and for each page module the chunks it needs, for modulepreload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically (preloaded so they do not wait for the entry). */
  entryImports: string[];
  css: string[];
  /** source path (e.g. client/routes/home/home-page.tsx) → chunk URLs it loads */
  modules: Record<string, string[]>;
}

export const emptyManifest: AssetManifest = { entry: '', entryImports: [], css: [], modules: {} };

export function loadAssetManifest(clientDir: string): AssetManifest {
  const file = join(clientDir, 'manifest.json');
  if (!existsSync(file)) return emptyManifest;
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}

/** The chunks to modulepreload for a set of page modules, without duplicates. */
export function preloadsFor(manifest: AssetManifest, sources: string[]): string[] {
  const out = new Set<string>(manifest.entryImports);
  for (const source of sources) for (const chunk of manifest.modules[source] ?? []) out.add(chunk);
  return [...out];
}
