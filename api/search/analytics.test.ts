/** Search analytics on a real database: what is stored, what insights count, retention and bounds. */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { searchQueries } from '../db/schema.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-api.ts';
import { createSearchAnalytics } from './analytics.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describeEachDatabase('search analytics', (driver) => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  const db = () => database!.database.db;
  const rows = () =>
    db()
      .select({
        languageId: searchQueries.languageId,
        query: searchQueries.query,
        results: searchQueries.results,
      })
      .from(searchQueries)
      .orderBy(asc(searchQueries.id));
  const seed = (list: [languageId: number, query: string, results: number, days: number][]) =>
    db()
      .insert(searchQueries)
      .values(
        list.map(([languageId, query, results, days]) => ({
          languageId,
          query,
          results,
          createdAt: daysAgo(days),
        })),
      );
  beforeEach(async () => {
    await db().delete(searchQueries);
  });

  it('counts a query once per client per day, and a client at most 30 times per 10 minutes', async () => {
    let clock = Date.UTC(2026, 11, 4, 12);
    const analytics = createSearchAnalytics(db(), { warn: () => {}, now: () => clock, maxInFlight: 1000 });
    for (let i = 0; i < 5; i++) analytics.record({ languageId: 1, query: 'Molen', results: 3, client: 'a' });
    analytics.record({ languageId: 1, query: 'molen ', results: 3, client: 'b' });
    analytics.record({ languageId: 4, query: 'molen', results: 3, client: 'a' });
    clock += 86_400_000; // the next day it counts again
    analytics.record({ languageId: 1, query: 'molen', results: 3, client: 'a' });
    for (let i = 0; i < 40; i++) analytics.record({ languageId: 1, query: `q${i}`, results: 0, client: 'c' });
    clock += 11 * 60_000; // a new window
    analytics.record({ languageId: 1, query: 'q-later', results: 0, client: 'c' });
    await analytics.settled();
    const stored = await rows();
    expect(stored.filter((r) => r.query === 'molen')).toHaveLength(4);
    expect(stored.filter((r) => r.query.startsWith('q'))).toHaveLength(31);
    expect(analytics.stats()).toMatchObject({ repeated: 4, limited: 10 });
  });

  it('records folded queries without e-mail addresses or phone numbers, in the background', async () => {
    const analytics = createSearchAnalytics(db(), { warn: () => {} });
    const returned = analytics.record({ languageId: 1, query: '  Caffè   CRÈME  ', results: 12 });
    expect(returned).toBeUndefined(); // nothing to await: a search never waits for its count
    analytics.record({ languageId: 4, query: 'Order jan.jansen@example.com Grinder', results: 0 });
    analytics.record({ languageId: 1, query: 'bel me +31 6 12345678 of 0612345678', results: 0 });
    analytics.record({ languageId: 1, query: 'Ref 8712345678901', results: 1 });
    analytics.record({ languageId: 1, query: 'x'.repeat(300), results: 3 });
    // Not counted: nothing left of the query, or a result count that is not a count.
    analytics.record({ languageId: 1, query: '   ', results: 5 });
    analytics.record({ languageId: 1, query: 'molen', results: -1 });
    analytics.record({ languageId: 1, query: 'molen', results: 1.5 });
    await analytics.settled();
    // Inserts run side by side (on PostgreSQL over several connections): their order is not given.
    const byQuery = (a: { query: string }, b: { query: string }) => a.query.localeCompare(b.query);
    expect((await rows()).sort(byQuery)).toEqual(
      [
        { languageId: 1, query: 'caffe creme', results: 12 },
        { languageId: 4, query: 'order [e-mail] grinder', results: 0 },
        { languageId: 1, query: 'bel me [phone] of [phone]', results: 0 },
        { languageId: 1, query: 'ref 8712345678901', results: 1 },
        { languageId: 1, query: 'x'.repeat(200), results: 3 },
      ].sort(byQuery),
    );
    expect(analytics.stats()).toMatchObject({ recorded: 5, failed: 0, skipped: 0, inFlight: 0 });
  });

  it('counts the top and the zero-result queries of the window, per language', async () => {
    await seed([
      [1, 'koffiemolen', 10, 1],
      [1, 'koffiemolen', 20, 10],
      [1, 'koffiemolen', 0, 29],
      [1, 'koffiemolen', 50, 31], // outside 30 days, inside 90
      [1, 'koffiemolen', 50, 100], // outside 90 days
      [1, 'espressomachine', 7, 2],
      [1, 'espressomachine', 8, 3],
      [1, 'volautomaat', 0, 4],
      [1, 'volautomaat', 0, 5],
      [1, 'cafeinevrij', 0, 6],
      [1, 'handmolen', 0, 40], // zero results, but outside 30 days
      [4, 'coffee grinder', 0, 1], // another language
      [4, 'coffee grinder', 0, 2],
    ]);
    const analytics = createSearchAnalytics(db(), { warn: () => {} });
    expect(await analytics.insights({ languageId: 1 })).toEqual({
      days: 30,
      top_queries: [
        { query: 'koffiemolen', searches: 3, average_results: 10 },
        { query: 'espressomachine', searches: 2, average_results: 7.5 },
        { query: 'volautomaat', searches: 2, average_results: 0 },
        { query: 'cafeinevrij', searches: 1, average_results: 0 },
      ],
      zero_result_queries: [
        { query: 'volautomaat', searches: 2 },
        { query: 'cafeinevrij', searches: 1 },
        { query: 'koffiemolen', searches: 1 },
      ],
    });
    const ninety = await analytics.insights({ languageId: 1, days: 90, limit: 2 });
    expect(ninety.top_queries).toEqual([
      { query: 'koffiemolen', searches: 4, average_results: 20 },
      { query: 'espressomachine', searches: 2, average_results: 7.5 },
    ]);
    expect(ninety.zero_result_queries).toEqual([
      { query: 'volautomaat', searches: 2 },
      { query: 'cafeinevrij', searches: 1 },
    ]);
    expect(await analytics.insights({ languageId: 4, days: 7 })).toEqual({
      days: 7,
      top_queries: [{ query: 'coffee grinder', searches: 2, average_results: 0 }],
      zero_result_queries: [{ query: 'coffee grinder', searches: 2 }],
    });
    // Out-of-range numbers from a caller other than the route are clamped, not trusted.
    expect((await analytics.insights({ languageId: 1, days: 10_000, limit: 0 })).days).toBe(365);
  });

  it('averages to one decimal', async () => {
    await seed([
      [1, 'molen', 1, 1],
      [1, 'molen', 1, 1],
      [1, 'molen', 2, 1],
    ]);
    const analytics = createSearchAnalytics(db(), { warn: () => {} });
    expect((await analytics.insights({ languageId: 1 })).top_queries).toEqual([
      { query: 'molen', searches: 3, average_results: 1.3 },
    ]);
  });

  it('deletes rows older than 180 days on the first search, then at most once an hour', async () => {
    await seed([
      [1, 'oud', 1, 200],
      [1, 'bijna oud', 1, 179],
    ]);
    const analytics = createSearchAnalytics(db(), { warn: () => {} });
    analytics.record({ languageId: 1, query: 'nieuw', results: 1 });
    await analytics.settled();
    expect((await rows()).map((r) => r.query)).toEqual(['bijna oud', 'nieuw']);
    expect(analytics.stats().pruned).toBe(1);
    // Within the hour a search does not delete again; prune() does, at once.
    await seed([[1, 'ook oud', 1, 365]]);
    analytics.record({ languageId: 1, query: 'nog een', results: 1 });
    await analytics.settled();
    expect((await rows()).map((r) => r.query)).toContain('ook oud');
    expect(await analytics.prune()).toBe(1);
    expect((await rows()).map((r) => r.query)).not.toContain('ook oud');
  });

  it('is bounded: beyond the in-flight limit a search is not counted', async () => {
    const analytics = createSearchAnalytics(db(), { warn: () => {}, maxInFlight: 2 });
    for (let i = 0; i < 10; i++) analytics.record({ languageId: 1, query: `molen ${i}`, results: i });
    // The first search's insert and the retention delete take both places.
    expect(analytics.stats()).toMatchObject({ inFlight: 2, skipped: 9 });
    await analytics.settled();
    expect(await rows()).toEqual([{ languageId: 1, query: 'molen 0', results: 0 }]);
    analytics.record({ languageId: 1, query: 'daarna', results: 1 });
    await analytics.settled();
    expect((await rows()).map((r) => r.query)).toEqual(['molen 0', 'daarna']);
  });

  it('swallows a failed insert: counted, said once, without the query', async () => {
    const warnings: [string, Record<string, unknown>][] = [];
    const analytics = createSearchAnalytics(db(), {
      warn: (event, fields) => warnings.push([event, fields]),
    });
    // A language id beyond smallint: the database refuses the insert (a real error, not a mock).
    expect(() =>
      analytics.record({ languageId: 99_999, query: 'geheim@example.com', results: 1 }),
    ).not.toThrow();
    analytics.record({ languageId: 99_999, query: 'tweede', results: 1 });
    await analytics.settled();
    expect(analytics.stats()).toMatchObject({ failed: 2, recorded: 0 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toBe('search analytics: insert failed');
    expect(JSON.stringify(warnings)).not.toMatch(/geheim|e-mail|tweede/);
    expect(await rows()).toEqual([]);
  });
});
