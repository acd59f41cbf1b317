/**
 * The merchant's synonyms in the database (table search_synonyms, migration 0010), for the staff
 * calls that edit them. The search reads the table itself (search/repository.ts) at query time.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { searchSynonyms } from '../db/schema.ts';

/** One synonym as the API answers it. */
interface SynonymRow {
  id: number;
  /** 1 (Dutch), 4 (English) or null: both languages */
  language_id: number | null;
  /** folded words or phrases, 2 to 20 */
  terms: string[];
  /** two-way: every term finds all; one-way: the first term also finds the others */
  two_way: boolean;
}

/** What a write sets (the whole synonym: PUT replaces it). */
export interface SynonymFields {
  languageId: number | null;
  terms: string[];
  twoWay: boolean;
}

const columns = {
  id: searchSynonyms.id,
  language_id: searchSynonyms.languageId,
  terms: searchSynonyms.terms,
  two_way: searchSynonyms.twoWay,
};

export function createSynonymRepository(db: Db) {
  return {
    async list(): Promise<SynonymRow[]> {
      return db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
    },

    async create(fields: SynonymFields): Promise<SynonymRow> {
      const [row] = await db.insert(searchSynonyms).values(fields).returning(columns);
      return row!;
    },

    /** The changed synonym, or null when there is none with this id. */
    async update(id: number, fields: SynonymFields): Promise<SynonymRow | null> {
      const [row] = await db
        .update(searchSynonyms)
        .set(fields)
        .where(eq(searchSynonyms.id, id))
        .returning(columns);
      return row ?? null;
    },

    /**
     * For each of these terms, how many other synonym sets that apply in the same language hold
     * it (a set for both languages meets every set; `exceptId`: the set being replaced).
     */
    async setsHolding(
      terms: string[],
      languageId: number | null,
      exceptId?: number,
    ): Promise<Map<string, number>> {
      if (terms.length === 0) return new Map();
      const language =
        languageId === null ? sql`TRUE` : sql`(s.language_id = ${languageId} OR s.language_id IS NULL)`;
      const rows = rowsOf<{ term: string; sets: number }>(
        await db.execute(sql`SELECT t.term, count(*)::int AS sets
          FROM search_synonyms s, unnest(s.terms) AS t(term)
          WHERE t.term = ANY(${`{${terms.map((x) => `"${x}"`).join(',')}}`}::text[]) AND ${language}
            AND s.id <> ${exceptId ?? 0}
          GROUP BY t.term`),
      );
      return new Map(rows.map((r) => [r.term, Number(r.sets)]));
    },

    /** Whether there was a synonym with this id. */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .returning({ id: searchSynonyms.id });
      return rows.length > 0;
    },
  };
}

export type SynonymRepository = ReturnType<typeof createSynonymRepository>;
