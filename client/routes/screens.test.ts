import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenLoaders } from '../../server/render/load-route-data.ts';
import { routeTable } from './paths.ts';
import { pages, screens } from './screens.ts';

const here = resolve(import.meta.dirname);
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('the list of screens', () => {
  it('has one screen per folder, declared in its screen.ts', () => {
    expect(folders.map(camel).sort()).toEqual(Object.keys(screens).sort());
    for (const folder of folders) {
      const files = readdirSync(resolve(here, folder));
      expect(
        files.filter((f) => /^screen\.tsx?$/.test(f)),
        folder,
      ).toHaveLength(1);
    }
  });

  it('gives every route a unique id and a Dutch and an English path', () => {
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of routeTable) {
      expect(r.nl.startsWith('/en'), r.id).toBe(false);
      expect(r.en === '/en' || r.en.startsWith('/en/'), r.id).toBe(true);
    }
  });

  it('names each page chunk after its folder', () => {
    for (const [name, page] of Object.entries(pages)) {
      if (name === 'accessGuard') continue;
      expect(page.source.split('/')[0], name).toBe(folders.find((f) => camel(f) === name));
    }
  });

  it('has the server gather every loader a screen folder declares', () => {
    const gathered = readFileSync(resolve(here, '../../server/render/load-route-data.ts'), 'utf8');
    const loaders = folders.flatMap((folder) =>
      readdirSync(resolve(here, folder))
        .filter((f) => f.endsWith('-data.ts'))
        .flatMap((f) => [
          ...readFileSync(resolve(here, folder, f), 'utf8').matchAll(/export (?:async )?function (load\w+)/g),
        ])
        .map((m) => m[1]),
    );
    expect(loaders.length).toBeGreaterThan(10);
    for (const name of loaders)
      expect(gathered, `${name} in server/render/load-route-data.ts`).toMatch(new RegExp(`\\b${name}\\b`));
    expect(Object.keys(screenLoaders).filter((name) => !(name in screens))).toEqual([]);
  });
});
