/**
 * The browser build's asset manifest (written by build.mjs from esbuild's metafile): the entry
 * module, the stylesheet, for each page module the chunks it needs, and each language's
 * dictionary chunk, for modulepreload.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../shared/locale.ts';

export interface AssetManifest {
  entry: string;
  /** Chunks the entry imports statically (preloaded so they do not wait for the entry). */
  entryImports: string[];
  css: string[];
  /** source path (e.g. client/routes/home/home-page.tsx) → chunk URLs it loads */
  modules: Record<string, string[]>;
  /** locale → the chunks of its dictionary (the browser bundle carries one language, loaded before hydration) */
  dictionaries?: Partial<Record<Locale, string[]>>;
  /** `<section>-<locale>` → the URL of a lazy dictionary section (shared/i18n/sections) */
  sections?: Record<string, string>;
}

const emptyManifest: AssetManifest = {
  entry: '',
  entryImports: [],
  css: [],
  modules: {},
  dictionaries: {},
};

export function loadAssetManifest(clientDir: string): AssetManifest {
  const file = join(clientDir, 'manifest.json');
  if (!existsSync(file)) return emptyManifest;
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}

/**
 * Development only: the manifest as it is on disk now. `npm run dev` rebuilds the browser bundle
 * under a running storefront (scripts/dev.mjs, decision 086), so the file is read again when it
 * changed, and `onChange` hears of it (cached pages name the chunks of the build before).
 */
export function liveAssetManifest(clientDir: string, onChange: () => void): () => AssetManifest {
  const file = join(clientDir, 'manifest.json');
  const stampOf = () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}` : '';
  };
  let stamp = stampOf();
  let current = loadAssetManifest(clientDir);
  return () => {
    const now = stampOf();
    if (now !== stamp) {
      stamp = now;
      current = loadAssetManifest(clientDir);
      onChange();
    }
    return current;
  };
}

/**
 * The chunks to modulepreload for a page: the entry's imports, the page's language's dictionary
 * (client/main.tsx awaits it before hydrating; without the preload it costs one more round trip),
 * the chunks of the page modules, and the page's lazy text sections with their table, without
 * duplicates.
 */
export function preloadsFor(
  manifest: AssetManifest,
  sources: string[],
  locale?: Locale,
  sections: readonly string[] = [],
): string[] {
  const out = new Set<string>(manifest.entryImports);
  if (locale) for (const chunk of manifest.dictionaries?.[locale] ?? []) out.add(chunk);
  for (const source of sources) for (const chunk of manifest.modules[source] ?? []) out.add(chunk);
  if (locale && sections.length) {
    // loadSection reads the sections' table first (shared/i18n/section-loaders.ts), then the sections.
    for (const chunk of manifest.modules['shared/i18n/section-loaders.ts'] ?? []) out.add(chunk);
    for (const name of sections) {
      const url = manifest.sections?.[`${name}-${locale}`];
      if (url) out.add(url);
    }
  }
  return [...out];
}
