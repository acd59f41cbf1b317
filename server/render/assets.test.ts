import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AssetManifest, liveAssetManifest } from './assets.ts';

const manifest = (entry: string): AssetManifest => ({ entry, entryImports: [], css: [], modules: {} });

describe('the manifest a storefront under `npm run dev` reads', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read again when the dev loop writes a new one, and says so once per change', () => {
    dir = mkdtempSync(join(tmpdir(), 'live-manifest-'));
    const file = join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest('/assets/main-AAAAAAAA.js')));
    let changes = 0;
    const current = liveAssetManifest(dir, () => changes++);
    expect(current().entry).toBe('/assets/main-AAAAAAAA.js');
    expect(changes).toBe(0);

    writeFileSync(file, JSON.stringify(manifest('/assets/main-BBBBBBBBBB.js')));
    expect(current().entry).toBe('/assets/main-BBBBBBBBBB.js');
    expect(current().entry).toBe('/assets/main-BBBBBBBBBB.js');
    expect(changes).toBe(1);
  });
});
