import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenSections, screenTable } from '../../scripts/screen-table.mjs';
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

  it('is gathered from the folders: the written screen table is what the folders give', () => {
    const table = screenTable();
    for (const [file, text] of Object.entries(table)) {
      expect(readFileSync(resolve(here, '../..', file), 'utf8'), `${file}: run node build.mjs`).toBe(text);
    }
    // The browser's per-folder text modules: one per folder with texts and language, none left over.
    const written = readdirSync(resolve(here, '../..', screenSections)).map((f) => `${screenSections}/${f}`);
    expect(written.sort()).toEqual(
      Object.keys(table)
        .filter((f) => f.startsWith(`${screenSections}/`))
        .sort(),
    );
    expect(written).toContain(`${screenSections}/lazy-cartScreen-nl.ts`);
  });

  it("has the server run each folder's loader, the `load` its *-data.ts exports", () => {
    const declared = folders.filter((folder) =>
      readdirSync(resolve(here, folder))
        .filter((f) => f.endsWith('-data.ts'))
        .some((f) =>
          /^export (?:async )?function load\b/m.test(readFileSync(resolve(here, folder, f), 'utf8')),
        ),
    );
    expect(declared.length).toBeGreaterThan(10);
    expect(Object.keys(screenLoaders).sort()).toEqual(declared.map(camel).sort());
    expect(Object.keys(screenLoaders).filter((name) => !(name in screens))).toEqual([]);
  });
});
