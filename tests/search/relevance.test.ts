import { describe, expect, it } from 'vitest';
import { type CategoryDef, catalogue as seededTree } from '../../api/db/seed/catalog-data.ts';
import { type Catalogue, isRight, passes, scoreQuery, summarize } from './relevance.ts';
import { RELEVANCE_SET, type RelevanceQuery } from './relevance-set.ts';
import { ALL_UNSEEN, fnv1a, HELD_OUT_QUERIES, halfOf, TUNING_QUERIES } from './unseen-queries.ts';

// Categories 1 (Koffiemolens) > 2 (Handmolens); 3 (Borstels). Products 10, 11 grinders, 20 a brush.
const catalogue: Catalogue = {
  categoriesTitled: (title) => new Set(title === 'Koffiemolens' ? [1, 2] : title === 'Handmolens' ? [2] : []),
  categoriesOf: (id) => ({ 10: [1], 11: [2], 20: [3] })[id] ?? [],
};
const grinder: RelevanceQuery = {
  q: 'koffiemolen',
  lang: 'nl',
  kind: 'compound',
  categories: ['Koffiemolens'],
};

describe('scoring a search against the relevance set', () => {
  it('counts a product in the category or a subcategory as right, or one whose name matches', () => {
    expect(isRight(grinder, { id: 11, full_name: 'Comandante C40' }, catalogue)).toBe(true);
    expect(isRight(grinder, { id: 20, full_name: 'Molenborstel' }, catalogue)).toBe(false);
    const model: RelevanceQuery = { q: 'niche zero', lang: 'en', kind: 'model', names: ['Niche Zero'] };
    expect(isRight(model, { id: 99, full_name: 'NICHE ZERO Black' }, catalogue)).toBe(true);
  });

  it('scores precision at 10 with missing results as wrong, and the first result', () => {
    const score = scoreQuery(
      grinder,
      [
        { id: 20, full_name: 'Molenborstel' },
        { id: 10, full_name: 'Eureka Mignon' },
        { id: 11, full_name: 'Comandante C40' },
      ],
      catalogue,
    );
    expect(score.precisionAt10).toBeCloseTo(0.2);
    expect(score.firstRight).toBe(false);
    expect(scoreQuery(grinder, [], catalogue)).toMatchObject({ precisionAt10: 0, firstRight: false });
  });

  it('averages per kind and overall', () => {
    const right = scoreQuery(grinder, Array(10).fill({ id: 10, full_name: 'x' }), catalogue);
    const wrong = scoreQuery({ ...grinder, kind: 'typo' }, [{ id: 20, full_name: 'y' }], catalogue);
    const summary = summarize([right, wrong]);
    expect(summary).toMatchObject({ queries: 2, precisionAt10: 0.5, firstRight: 0.5 });
    expect(summary.byKind.compound).toEqual({ queries: 1, precisionAt10: 1, firstRight: 1, passing: 1 });
    expect(summary.byKind.typo).toEqual({ queries: 1, precisionAt10: 0, firstRight: 0, passing: 0 });
  });

  it('holds at least 80 queries in Dutch and English, each with an expectation, none twice', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(80);
    expect(new Set(RELEVANCE_SET.map((q) => `${q.lang}:${q.q}`)).size).toBe(RELEVANCE_SET.length);
    for (const lang of ['nl', 'en'])
      expect(RELEVANCE_SET.filter((q) => q.lang === lang).length).toBeGreaterThan(20);
    for (const q of RELEVANCE_SET)
      expect((q.categories?.length ?? 0) + (q.names?.length ?? 0), q.q).toBeGreaterThan(0);
  });

  it('scores a named first result and an expected empty answer (issue 39)', () => {
    const sized = { ...grinder, kind: 'unit', first: ['C40'] };
    const results = [
      { id: 10, full_name: 'Eureka Mignon' },
      ...Array(9).fill({ id: 11, full_name: 'Comandante C40' }),
    ];
    expect(scoreQuery(sized, results, catalogue)).toMatchObject({ precisionAt10: 1, firstRight: false });
    expect(scoreQuery(sized, results.slice(1), catalogue).firstRight).toBe(true);
    const nothing = { q: 'fiets', lang: 'nl' as const, kind: 'nothing', nothing: true as const };
    expect(scoreQuery(nothing, [], catalogue)).toMatchObject({ precisionAt10: 1, firstRight: true });
    expect(scoreQuery(nothing, [{ id: 10, full_name: 'x' }], catalogue).firstRight).toBe(false);
    expect(passes(scoreQuery(sized, results.slice(1, 8), catalogue))).toBe(true);
    expect(passes(scoreQuery(sized, results.slice(1, 7), catalogue))).toBe(false);
  });

  it('holds at least 150 unseen queries split by the hash of their text, never twice', () => {
    expect(ALL_UNSEEN.length).toBeGreaterThanOrEqual(150);
    // Never twice, nor a query of the relevance set.
    const texts = [...ALL_UNSEEN, ...RELEVANCE_SET].map((q) => `${q.lang}:${q.q}`);
    expect(new Set(texts).size).toBe(texts.length);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(TUNING_QUERIES.length + HELD_OUT_QUERIES.length).toBe(ALL_UNSEEN.length);
    for (const q of TUNING_QUERIES) expect(halfOf(q)).toBe('tuning');
    for (const q of ALL_UNSEEN)
      expect(q.nothing || (q.categories?.length ?? 0) + (q.names?.length ?? 0) > 0, q.q).toBe(true);
  });

  it('names only categories the seeded catalogue has (Dutch titles)', () => {
    const titles = new Set<string>();
    const walk = (defs: readonly CategoryDef[]) => {
      for (const d of defs) {
        titles.add(d.title[0]);
        walk(d.children ?? []);
      }
    };
    walk(seededTree);
    for (const q of [...RELEVANCE_SET, ...ALL_UNSEEN])
      for (const t of q.categories ?? []) expect(titles, `${q.q}: ${t}`).toContain(t);
  });
});
