/**
 * The pool's two ways to its name matches (decision 111): the index of names (migration 0029) and
 * the table's documents by weight. Both must find the same products; the choice between them
 * follows the costs measured at 500,000 products; the estimate of how many names a query matches
 * is PostgreSQL's own (tsmatchsel), checked against its planner on a table it keeps statistics for.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { readsIndex, shareOf } from './name-pool.ts';

describe('which way the pool is read', () => {
  // Measured on PostgreSQL at 500,000 products (decision 111): name matches, and which way was faster.
  it.each([
    ['koffie and its compounds (a third of the names)', 258_935, false],
    ['espresso and its compounds', 190_007, false],
    ['the typo espreso: espresso is in many descriptions, few names', 44_519, true],
    ['lelit (a brand)', 13_010, true],
    ['a word in no name', 0, true],
  ])('500,000 products: %s', (_, matches, index) => {
    expect(readsIndex(matches, 500_000, 2_000)).toBe(index);
  });

  it('a catalogue smaller than a few pools is always read through the index', () => {
    for (const matches of [0, 1, 1_000, 2_114]) expect(readsIndex(matches, 2_114, 2_000)).toBe(true);
  });
});

describe('the share of names a query matches', () => {
  const stats = {
    shares: new Map([
      ['koffi', 0.36],
      ['filterkoffi', 0.01],
      ['mol', 0.2],
      ['molen', 0.05],
      ["o'clock", 0.02],
    ]),
    least: 0.004,
  };

  it.each([
    ["'koffi'", 0.36],
    ["'koffi' | 'filterkoffi'", 0.36 + 0.01 - 0.36 * 0.01],
    ["'koffi' & 'mol'", 0.36 * 0.2],
    ["'koffi' <-> 'mol'", 0.36 * 0.2],
    ["'koffi' <2> 'mol'", 0.36 * 0.2],
    ["!'koffi'", 1 - 0.36],
    ["( 'koffi' | 'filterkoffi' ) & 'mol'", (0.36 + 0.01 - 0.36 * 0.01) * 0.2],
    ["'xylofoon'", 0.002],
    ["'mol':*", 0.25],
    ["'mol':*AB", 0.25],
    ["'koffi':AB", 0.36],
    ["'zz':*", 0.002],
    ["'o''clock'", 0.02],
  ])('%s', (query, share) => {
    expect(shareOf(query, stats)).toBeCloseTo(share, 6);
  });
});

describeEachDatabase('the index of names', (driver) => {
  const t = useTestApi(driver);

  // Typed forms as the search writes them (query-plan.ts): words, compounds, prefixes, words
  // together, a unit as neighbours; and the same with every word limited to weights A and B.
  const queries: [string, string][] = [
    ['koffie', 'koffie:AB'],
    ['(espresso | espressomachines)', '(espresso:AB | espressomachines:AB)'],
    ['(molen | molen:*)', '(molen:AB | molen:*AB)'],
    ['(conische | conisch) & molen', '(conische:AB | conisch:AB) & molen:AB'],
    ['lelit & (mara | mara:*)', 'lelit:AB & (mara:AB | mara:*AB)'],
    ['58 <-> mm', '58:AB <-> mm:AB'],
    ['melkkan & !rvs', 'melkkan:AB & !rvs:AB'],
  ];

  it.each(queries)('finds what the weighted document query finds: %s', async (query, weighted) => {
    const db = t.api.database.db;
    const ids = async (where: string, q: string) =>
      rowsOf<{ id: number }>(
        await db.execute(sql`SELECT product_id AS id FROM product_translations
          WHERE language_id = 1 AND ${sql.raw(where)} @@ to_tsquery(search_config(1), ${q}) ORDER BY 1`),
      ).map((r) => Number(r.id));
    const byIndex = await ids(`ts_filter(search_document, '{a,b}')`, query);
    expect(byIndex).toEqual(await ids('search_document', weighted));
  });

  it('some queries match many names and some none', async () => {
    const db = t.api.database.db;
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM product_translations
        WHERE language_id = 1 AND ts_filter(search_document, '{a,b}') @@ to_tsquery(search_config(1), 'koffie')`),
    );
    expect(Number(row?.n)).toBeGreaterThan(100);
  });

  it("estimates as PostgreSQL's planner does, given a table it keeps statistics for", async () => {
    const db = t.api.database.db;
    // The names of every Dutch document, in a table of their own: not partial, so the planner
    // uses its statistics (it does not for the partial indexes the listing reads).
    await db.execute(sql`DROP TABLE IF EXISTS names_sample`);
    await db.execute(sql`CREATE TABLE names_sample AS
      SELECT ts_filter(search_document, '{a,b}') AS names FROM product_translations WHERE language_id = 1`);
    try {
      await db.execute(sql`ANALYZE names_sample`);
      const [stats] = rowsOf<{ rows: number; words: string[]; shares: number[] }>(
        await db.execute(sql`SELECT (SELECT count(*) FROM names_sample)::int AS rows,
            most_common_elems::text::text[] AS words, most_common_elem_freqs AS shares
          FROM pg_stats WHERE tablename = 'names_sample' AND attname = 'names'`),
      );
      const words = stats!.words;
      const shares = stats!.shares.map(Number);
      const given = { shares: new Map(words.map((w, i) => [w, shares[i]!])), least: shares[words.length]! };
      // The commonest words of the names, combined every way a query combines words.
      const [a, b, c] = words
        .map((w, i) => [w, shares[i]!] as const)
        .filter(([w]) => /^[a-z]{4,}$/.test(w))
        .sort((x, y) => y[1] - x[1])
        .map(([w]) => w) as [string, string, string];
      const typedQueries = [
        a,
        `${a} | ${b}`,
        `${a} & ${b}`,
        `${b} <-> ${c}`,
        `${a} & !${c}`,
        `(${a} | ${b}) & ${c}`,
        'xylofoon',
        `${a} & xylofoon`,
      ];
      for (const typed of typedQueries) {
        const [{ q }] = rowsOf<{ q: string }>(
          await db.execute(sql`SELECT to_tsquery('simple', ${typed})::text AS q`),
        ) as [{ q: string }];
        const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
          await db.execute(
            sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM names_sample WHERE names @@ to_tsquery('simple', ${typed})`,
          ),
        );
        const raw = plan!['QUERY PLAN'];
        const planned = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan['Plan Rows'] as number;
        const ours = shareOf(q, given) * stats!.rows;
        // The planner rounds its estimate to whole rows, and to at least one.
        expect(
          Math.abs(ours - Math.max(1, planned)),
          `${typed}: ours ${ours}, planner ${planned}`,
        ).toBeLessThanOrEqual(Math.max(1, planned * 0.01));
      }
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS names_sample`);
    }
  });
});
