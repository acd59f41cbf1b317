/**
 * The exact bonus's test of a product name (decision 107): whether the name holds every typed word
 * as a whole word, folded and unstemmed. It was asked of the `simple` text-search parser per ranked
 * name; now of a regular expression per word on the stored folded name (`search_name`, decision
 * 120). Both must agree on the real catalogue: every seeded name in both languages, folded now,
 * against the words those names are made of (as the parser reads them: words, numbers, model
 * codes) and words found only inside other words.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { nameHoldsWords } from './repository.ts';

describeEachDatabase('exact bonus: a name holds the typed words', (driver) => {
  const t = useTestApi(driver);
  const name = sql.raw('t.name');
  const stored = sql.raw('t.search_name');
  const parser = (direct: string) =>
    sql`(to_tsvector('simple', search_fold(${name})) @@ to_tsquery('simple', ${direct}))`;

  /** The names where the two tests disagree, for one typed query (`a & b`). */
  async function disagreements(direct: string) {
    return rowsOf<{ name: string; regex: boolean; parsed: boolean }>(
      await t.api.database.db.execute(sql`SELECT t.name, ${nameHoldsWords(stored, direct)} AS regex,
          ${parser(direct)} AS parsed
        FROM product_translations t
        WHERE ${nameHoldsWords(stored, direct)} IS DISTINCT FROM ${parser(direct)}
        LIMIT 5`),
    ).map((r) => `${direct}: ${r.name} (regex ${r.regex}, parser ${r.parsed})`);
  }

  it('agrees with the parser on every seeded name', async () => {
    const db = t.api.database.db;
    // The names' own words, most common first, and a sample of the rarer ones (model codes, numbers).
    const words = rowsOf<{ word: string }>(
      await db.execute(sql`SELECT word FROM ts_stat($$SELECT to_tsvector('simple', search_fold(name)) FROM product_translations$$)
        ORDER BY ndoc DESC, word`),
    ).map((r) => r.word);
    expect(words.length).toBeGreaterThan(300);
    const chosen = [...words.slice(0, 40), ...words.filter((_, i) => i >= 40 && i % 20 === 0)];
    // Words only inside others (`koffie` of koffiemolen, `pomp`, `cup` of cup-one folded) and pairs.
    const inside = [
      'koffie',
      'pomp',
      'machine',
      'molen',
      'espresso',
      'melk',
      'kan',
      'cup',
      'one',
      'rvs',
      'x',
    ];
    const pairs = ['espresso & machine', 'koffie & molen', 'cup & one', 'de & longhi', 'milk & jug'];
    const found: string[] = [];
    for (const direct of [...chosen, ...inside, ...pairs]) found.push(...(await disagreements(direct)));
    expect(found).toEqual([]);
  }, 180_000);

  it('keeps the stored folded name in step when a name is changed', async () => {
    const db = t.api.database.db;
    const stale = async () =>
      rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM product_translations WHERE search_name IS DISTINCT FROM search_fold(name)`,
        ),
      )[0]!.n;
    expect(await stale()).toBe(0);
    const [row] = rowsOf<{ product_id: number; language_id: number; name: string }>(
      await db.execute(
        sql`SELECT product_id, language_id, name FROM product_translations ORDER BY product_id LIMIT 1`,
      ),
    );
    try {
      await db.execute(sql`UPDATE product_translations SET name = 'Crème-Brûlée Brander Ŝpecial'
        WHERE product_id = ${row!.product_id} AND language_id = ${row!.language_id}`);
      const [now] = rowsOf<{ search_name: string }>(
        await db.execute(sql`SELECT search_name FROM product_translations
          WHERE product_id = ${row!.product_id} AND language_id = ${row!.language_id}`),
      );
      expect(now!.search_name).toBe('creme brulee brander special');
      expect(await stale()).toBe(0);
    } finally {
      await db.execute(sql`UPDATE product_translations SET name = ${row!.name}
        WHERE product_id = ${row!.product_id} AND language_id = ${row!.language_id}`);
    }
  });

  it('takes anything but words of letters and digits to the parser, and nothing typed as no match', async () => {
    // (a quantity's form, `58.5mm`): the same expression as the parser's
    expect(await disagreements('58.5mm')).toEqual([]);
    const none = rowsOf<{ n: number }>(
      await t.api.database.db.execute(
        sql`SELECT count(*)::int AS n FROM product_translations t WHERE ${nameHoldsWords(stored, '')}`,
      ),
    );
    expect(Number(none[0]!.n)).toBe(0);
  });
});
