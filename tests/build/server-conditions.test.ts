/**
 * One code path in tests and production (decision 059): vitest resolves package.json `imports`
 * with the condition the server bundle is built with, so what a server render gets for `#valtio`
 * (plain objects for the stores, server/render/static-stores.ts) is what the tests run.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxy, useSnapshot } from '#valtio';
// @ts-expect-error build.mjs is plain JavaScript without types
import { serverConditions } from '../../build.mjs';

const root = resolve(import.meta.dirname, '../..');
const imports = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).imports;

describe('package.json imports', () => {
  it('maps #valtio to the static stores under the server condition and to valtio otherwise', () => {
    expect(serverConditions).toEqual(['storefront-server']);
    expect(imports['#valtio']).toEqual({
      'storefront-server': './server/render/static-stores.ts',
      default: 'valtio',
    });
  });

  it('gives the tests what it gives the server bundle: a store is its own snapshot', () => {
    const store = { open: false };
    expect(proxy(store)).toBe(store);
    expect(useSnapshot(store)).toBe(store);
  });
});
