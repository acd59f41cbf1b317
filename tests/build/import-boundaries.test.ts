/**
 * Import boundaries Biome cannot express (decision 060): features do not import each other, and
 * no module is part of an import circle, counting `import()` and type-only imports too (decision
 * 083: the table of paths imports no page, so the route table that loads the pages lazily is not
 * on a circle with the components that build links). Biome's `noRestrictedImports` (biome.json)
 * holds the rest: client code never imports server/ or api/, and api/ imports from shared/ only the
 * contract and the pure modules listed there.
 */
import { describe, expect, it } from 'vitest';
import { crossFeatureImports, importCycles, importsOf, sourceFiles } from './import-graph.ts';

/**
 * Feature-to-feature imports that are allowed, each with its reason. Add one only when the shared
 * piece cannot move to client/lib or client/components without landing in the wrong place.
 */
const featureExceptions: Record<string, string> = {
  // Putting an offer into the cart answers with the cart's own error texts (cart-logic.ts).
  'client/features/offers/use-offer-to-cart.ts -> client/features/cart/cart-logic.ts': 'offer to cart',
};

/**
 * The storefront's imports of the API's code (not its tests), each with its reason: the embedded
 * API, and the few Node helpers both programs log, trace and cache with. Code both programs run
 * lives in shared/ (Node-only code in shared/node/, decision 089), so a new one is a question.
 */
const storefrontImportsOfTheApi: Record<string, string> = {
  'server/main.ts -> api/server.ts': 'the embedded API when API_URL is unset',
  'server/main.ts -> api/config.ts': 'the embedded API when API_URL is unset',
  'server/main.ts -> api/payments/provider-choice.ts': 'the embedded API when API_URL is unset',
  'server/logger.ts -> api/lib/log.ts': 'one log format for both programs (decision 080)',
  'server/tracing.ts -> api/tracing.ts': 'one tracing setup for both programs (decision 067)',
  'server/render/redis-page-store.ts -> api/lib/redis.ts': 'one Redis client setup',
};

const isTestCode = (file: string) => /\.test\.tsx?$|(^|\/)test(ing|-shop|-support)?[-/.]/.test(file);

const allEdges = () => sourceFiles('client', 'server', 'shared', 'api').flatMap((f) => importsOf(f));

describe('import boundaries (decision 060)', () => {
  const edges = allEdges();

  it('reads static, dynamic and type-only imports', () => {
    const probe = importsOf(
      'client/features/compare/probe.ts',
      [
        "import { a } from '../cart/cart-logic.ts';",
        "import type { b } from '../../lib/stores.ts';",
        "export * from '../favorites/favorites-context.tsx';",
        "const c = () => import('../search/search-box.tsx');",
        "import 'react';",
      ].join('\n'),
    );
    expect(probe.map((e) => [e.to, e.dynamic, e.typeOnly])).toEqual([
      ['client/features/cart/cart-logic.ts', false, false],
      ['client/lib/stores.ts', false, true],
      ['client/features/favorites/favorites-context.tsx', false, false],
      ['client/features/search/search-box.tsx', true, false],
    ]);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it('the storefront imports from the API only what is listed, with its reason', () => {
    const found = edges
      .filter((e) => e.from.startsWith('server/') && e.to.startsWith('api/') && !isTestCode(e.from))
      .map((e) => `${e.from} -> ${e.to}`);
    expect([...new Set(found)].filter((pair) => !(pair in storefrontImportsOfTheApi))).toEqual([]);
    for (const pair of Object.keys(storefrontImportsOfTheApi))
      expect(found, `unused exception ${pair}`).toContain(pair);
  });

  it('a feature does not import another feature', () => {
    expect(crossFeatureImports(edges, featureExceptions)).toEqual([]);
  });

  it('finds a feature importing another, statically or lazily, and keeps the listed exceptions', () => {
    const probe = importsOf(
      'client/features/compare/probe.ts',
      "import '../cart/cart-logic.ts';\nconst x = () => import('../search/search-box.tsx');",
    );
    expect(crossFeatureImports(probe, featureExceptions)).toEqual([
      'client/features/compare/probe.ts:1 imports client/features/cart/cart-logic.ts',
      'client/features/compare/probe.ts:2 imports client/features/search/search-box.tsx',
    ]);
    const listed = Object.keys(featureExceptions).map((pair) => pair.split(' -> '));
    for (const [from, to] of listed) {
      expect(
        edges.some((e) => e.from === from && e.to === to),
        `unused exception ${from} -> ${to}`,
      ).toBe(true);
    }
  });

  it('no module is part of an import circle, lazy and type-only imports included', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('keeps href.ts below every page: nothing it reaches is a page or a screen module', () => {
    const next = new Map<string, string[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const reached = new Set(['client/routes/href.ts']);
    for (const file of reached) for (const to of next.get(file) ?? []) reached.add(to);
    expect(reached.has('client/routes/paths.ts')).toBe(true);
    expect(
      [...reached].filter((f) => f === 'client/routes/screens.ts' || /^client\/routes\/[^/]+\//.test(f)),
    ).toEqual([]);
  });

  it('finds a cycle, lazy and type-only imports included', () => {
    const edge = (from: string, to: string, dynamic = false, typeOnly = false) => ({
      from,
      to,
      dynamic,
      typeOnly,
      line: 1,
    });
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts')])).toEqual([
      'a.ts -> b.ts -> c.ts -> a.ts',
    ]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', true)])).toEqual([
      'a.ts -> b.ts -> a.ts',
    ]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', false, true)])).toEqual([
      'a.ts -> b.ts -> a.ts',
    ]);
    expect(importCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts', true)])).toEqual([]);
  });
});
