/**
 * What search asks the database before the product query itself: the catalogue's words that
 * matter for the query's tokens (one statement), the merchant's synonyms, and whether a query
 * names spare parts. The product query is the listing's (listing/repository.ts).
 */
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { foldText } from '../lib/text.ts';
import { analyse } from './compounds.ts';
import { dictionaryFor, wordTest } from './dictionary.ts';
import { splitSearchWords } from './documents.ts';
import { stemEnglish } from './english-stemmer.ts';
import { inCategory, type Lexicon, type Synonym } from './query-plan.ts';
import { swapsOf, typoBudget, typoCost } from './typos.ts';

/** The language id as SQL text: partial indexes (one per language) are chosen only for a literal. */
export function languageLiteral(languageId: number) {
  if (!Number.isInteger(languageId) || languageId < 1 || languageId > 32_767)
    throw new TypeError('bad language id');
  return sql.raw(String(languageId));
}

const ENGLISH = 4;

/** Compounds are looked for in Dutch; English writes its compounds apart. */
const compounding = (languageId: number) => languageId !== ENGLISH;

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

export function createSearchRepository(db: Db) {
  return {
    /**
     * The lexicon facts for these tokens (letters and digits only) and candidate words: which
     * tokens are catalogue words (as written or by stem), which words contain a token or its stem
     * (Dutch compounds: koffiezetapparaat → filterkoffiezetapparaten), and typo candidates.
     */
    async lookUp(
      languageId: number,
      tokens: string[],
      candidates: string[],
      /** typos: false skips typo candidates; stems: false takes each token as its own stem (one statement less) */
      options: { typos?: boolean; stems?: boolean } = {},
      /**
       * Tokens read by the language's dictionary (decision 087): a catalogue word holds such a
       * token when its parts hold all of `parts` (`kan` → melkkan, never voordeelpak for `deel`);
       * a word whose head is one of `heads` comes first. Other tokens: by substring (078).
       */
      readings: ReadonlyMap<
        string,
        { parts: string[]; heads: string[]; whole?: string; bases?: string[] }
      > = new Map(),
      /** whether some catalogue words have no parts yet: they are then also looked for by substring */
      unsplit = true,
    ): Promise<Lexicon> {
      const lang = languageLiteral(languageId);
      const lexicon: Lexicon = {
        known: new Map(),
        stemWords: new Map(),
        containing: new Map(),
        similar: new Map(),
        exists: new Set(),
      };
      if (tokens.length === 0) return lexicon;
      const stems =
        options.stems === false
          ? new Map(tokens.map((t) => [t, t]))
          : new Map(
              rowsOf<{ token: string; stem: string }>(
                await db.execute(
                  sql`SELECT t.token, array_to_string(tsvector_to_array(to_tsvector(search_config(${lang}), t.token)), ' ') AS stem
              FROM unnest(${textArray(tokens)}) AS t(token)`,
                ),
              ).map((r) => [r.token, r.stem]),
            );
      const stemList = [...new Set([...stems.values()].filter(Boolean))];
      /** each typo-checked token's swaps of neighbouring letters */
      const swapsByToken = new Map<string, Set<string>>();
      const parts = [
        // Joined word by word on the btree indexes: as `word = ANY(…)` the planner may pick the
        // trigram index, which is slow for short words (`roc`, `ett` of a split).
        sql`SELECT 'known' AS kind, s.lexeme AS token, s.word, s.products, NULL::text AS lexeme FROM unnest(${textArray(tokens)}) AS c(word)
          JOIN search_words s ON s.language_id = ${lang} AND s.word = c.word`,
        sql`SELECT 'known', s.lexeme, s.word, s.products, NULL FROM unnest(${textArray(stemList)}) AS c(lexeme)
          JOIN search_words s ON s.language_id = ${lang} AND s.lexeme = c.lexeme`,
      ];
      if (candidates.length) {
        parts.push(
          // (A stop word, which the index leaves out, is no word to find: `for` makes no `for|k`
          // of `fork`, decision 129.)
          sql`SELECT 'exists', s.word, s.word, s.products, NULL FROM unnest(${textArray(candidates)}) AS c(word)
            JOIN search_words s ON s.language_id = ${lang} AND s.word = c.word AND s.lexeme <> ''`,
        );
        // English (decision 090): a word written together or apart exists when its stem is a
        // catalogue word's (`teapots` of `tea pots`, `grinders` of `coffeegrinders`); PostgreSQL
        // stems it the same way in the query.
        if (languageId === ENGLISH) {
          const stems = candidates.filter((c) => /^[a-z]+$/.test(c)).map((c) => [c, stemEnglish(c)] as const);
          if (stems.length)
            parts.push(
              sql`SELECT DISTINCT ON (c.word) 'exists', c.word, c.word, s.products, NULL
                FROM unnest(${textArray(stems.map(([c]) => c))}, ${textArray(stems.map(([, st]) => st))}) AS c(word, stem)
                JOIN search_words s ON s.language_id = ${lang} AND s.lexeme = c.stem`,
            );
        }
      }
      for (const token of tokens) {
        const stem = stems.get(token) || token;
        // (Dutch stems are uneven: molen → mol but molens → molen; a stem shorter than 4 letters
        // would match too much, so then only the word itself is looked for.)
        const reading = readings.get(token);
        if (compounding(languageId) && reading?.parts.length) {
          // its parts, or (a word the dictionary lists whole, decision 110) the word as one part
          const alternatives = [reading.whole && [reading.whole], reading.bases].filter((a): a is string[] =>
            Boolean(a),
          );
          const holds = alternatives.length
            ? sql`(s.parts @> ${textArray(reading.parts)}${sql.join(
                alternatives.map((a) => sql` OR s.parts @> ${textArray(a)}`),
                sql``,
              )})`
            : sql`s.parts @> ${textArray(reading.parts)}`;
          // By parts (the GIN index on search_words.parts); words not split yet by substring,
          // checked against the dictionary below.
          parts.push(
            sql`(SELECT CASE WHEN s.parts IS NULL THEN 'raw' WHEN s.heads && ${textArray(reading.heads)} THEN 'head' ELSE 'containing' END,
                ${token}::text, s.word, s.products, NULL FROM search_words s
              WHERE s.language_id = ${lang} AND ${
                unsplit
                  ? sql`(${holds} OR (s.parts IS NULL AND s.word LIKE ${`%${reading.parts.at(-1)}%`}))`
                  : // (without the OR the planner plans it in a tenth of the time)
                    holds
              }
                AND s.word <> ${token}
              ORDER BY s.heads && ${textArray(reading.heads)} DESC NULLS LAST, s.products DESC, s.word LIMIT 60)`,
          );
        } else if (compounding(languageId) && token.length >= 4 && /\p{L}/u.test(token)) {
          const stemPattern = stem.length >= 4 ? `%${stem}%` : `%${token}%`;
          parts.push(
            sql`(SELECT 'containing', ${token}::text, s.word, s.products, NULL FROM search_words s
              WHERE s.language_id = ${lang} AND (s.word LIKE ${`%${token}%`} OR s.lexeme LIKE ${stemPattern})
                AND s.word <> ${token} AND s.lexeme <> ${stem}
              ORDER BY s.products DESC, s.word LIMIT 60)`,
          );
        }
        if (options.typos !== false && typoBudget(token) > 0 && /\p{L}/u.test(token)) {
          parts.push(
            sql`(SELECT 'similar', ${token}::text, s.word, s.products, s.lexeme FROM search_words s
              WHERE s.language_id = ${lang} AND s.word % ${token}
              ORDER BY similarity(s.word, ${token}) DESC, s.products DESC LIMIT 30)`,
          );
          // ... and the words (or, English, the stems) one swap of neighbours away, which the
          // trigrams miss (`tosater`: toasters by their stem toaster)
          const swaps = swapsOf(token);
          swapsByToken.set(token, new Set(swaps));
          if (swaps.length)
            parts.push(
              sql`SELECT 'similar', ${token}::text, s.word, s.products, s.lexeme FROM unnest(${textArray(swaps)}) AS c(word)
                JOIN search_words s ON s.language_id = ${lang} AND s.word = c.word`,
              sql`(SELECT 'similar', ${token}::text, s.word, s.products, s.lexeme FROM unnest(${textArray(swaps)}) AS c(word)
                JOIN search_words s ON s.language_id = ${lang} AND s.lexeme = c.word
                ORDER BY s.products DESC LIMIT 10)`,
            );
        }
      }
      const rows = rowsOf<{ kind: string; token: string; word: string; products: number; lexeme?: string }>(
        await db.execute(sql.join(parts, sql` UNION ALL `)),
      );
      // A token is known when a catalogue word is written so or shares its stem (the known rows carry the stem).
      const knownRows = rows.filter((r) => r.kind === 'known');
      for (const token of tokens) {
        const stem = stems.get(token);
        const hits = knownRows.filter((r) => r.word === token || (stem && r.token === stem));
        if (hits.length) lexicon.known.set(token, Math.max(...hits.map((r) => Number(r.products))));
        if (hits.length) lexicon.stemWords.set(token, [...new Set(hits.map((r) => r.word))]);
      }
      for (const r of rows) {
        if (r.kind === 'exists') lexicon.exists.add(r.word);
        else if (r.kind === 'containing' || r.kind === 'head' || r.kind === 'raw') {
          let head = r.kind === 'head';
          if (r.kind === 'raw') {
            // Not split yet (added by a trigger since): read now, kept only when its parts hold the token's.
            const dictionary = dictionaryFor(languageId);
            const reading = readings.get(r.token);
            const read = dictionary && analyse(r.word, wordTest(dictionary));
            // (A word the dictionary cannot read at all, an English word or a brand's, holds no
            // part of the token's: `glass` is no `glas`.)
            if (reading && !read) continue;
            if (reading && read) {
              if (
                !reading.parts.every((p) => read.all.includes(p)) &&
                !reading.bases?.every((p) => read.all.includes(p)) &&
                !(reading.whole && read.all.includes(reading.whole))
              )
                continue;
              head = reading.heads.some((h) => read.heads.includes(h));
            }
          }
          const list = lexicon.containing.get(r.token) ?? [];
          list.push({ word: r.word, products: Number(r.products), ...(head ? { head } : {}) });
          lexicon.containing.set(r.token, list);
        } else if (r.kind === 'similar') {
          // ... or from its base: where the stem is the word without an ending (`toaser`: one edit
          // from `toaster` of the catalogue's `toasters`; decision 110), only for a language without
          // a dictionary (there its inflections are read by the dictionary, and its stems are no
          // words: `weegschalen` → `weegschal`); or where the stem is one swap of neighbours from the
          // token (`blendre`: blenders, whose stem is blender; decision 118).
          const base =
            r.lexeme &&
            r.lexeme !== r.token &&
            ((!dictionaryFor(languageId) && r.lexeme.length >= 5 && r.word.startsWith(r.lexeme)) ||
              swapsByToken.get(r.token)?.has(r.lexeme))
              ? r.lexeme
              : null;
          const distance = Math.min(
            typoCost(r.token, r.word, typoBudget(r.token)),
            base ? typoCost(r.token, base, typoBudget(r.token)) : Number.POSITIVE_INFINITY,
          );
          if (distance === 0 || distance > typoBudget(r.token)) continue;
          const list = lexicon.similar.get(r.token) ?? [];
          if (list.some((h) => h.word === r.word)) continue;
          list.push({ word: r.word, products: Number(r.products), distance });
          lexicon.similar.set(r.token, list);
        }
      }
      for (const list of lexicon.similar.values())
        list.sort(
          (a, b) => a.distance - b.distance || b.products - a.products || a.word.localeCompare(b.word),
        );
      return lexicon;
    },

    /**
     * Every part of the catalogue's words in a language (decision 087: search_words.parts), for
     * correcting a typo inside a compound against what the shop sells; and whether some words
     * have no parts yet (added by a trigger since the last split): those are split first.
     */
    async partsVocabulary(languageId: number): Promise<{ parts: Set<string>; unsplit: boolean }> {
      const lang = languageLiteral(languageId);
      const unsplit = async () =>
        rowsOf(
          await db.execute(
            sql`SELECT 1 FROM search_words WHERE language_id = ${lang} AND parts IS NULL LIMIT 1`,
          ),
        ).length > 0;
      if ((await unsplit()) && dictionaryFor(languageId)) await splitSearchWords(db);
      const rows = rowsOf<{ part: string }>(
        await db.execute(
          sql`SELECT DISTINCT p AS part FROM search_words s, unnest(s.parts) AS p WHERE s.language_id = ${lang}`,
        ),
      );
      return { parts: new Set(rows.map((r) => r.part)), unsplit: await unsplit() };
    },

    /** The brands' names, folded, as their words (`de'longhi` → `de longhi`). */
    async brandNames(): Promise<string[][]> {
      const rows = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM brands`));
      return rows
        .map((r) => foldText(r.name).match(/[\p{L}\p{N}]+/gu) ?? [])
        .filter((words) => words.length > 0);
    },

    /** The synonyms of a language (and of both), folded. */
    async synonyms(languageId: number): Promise<Synonym[]> {
      const rows = rowsOf<{ terms: string[]; two_way: boolean }>(
        await db.execute(
          sql`SELECT terms, two_way FROM search_synonyms WHERE language_id = ${languageLiteral(languageId)} OR language_id IS NULL ORDER BY id`,
        ),
      );
      return rows.map((r) => ({
        terms: r.terms.map((t) => foldText(t).replace(/\s+/g, ' ').trim()).filter(Boolean),
        twoWay: r.two_way,
      }));
    },

    /** Each category with its parent and its title's words, folded (the tree that says what is a kind of what). */
    async categoryTree(
      languageId: number,
    ): Promise<{ id: number; parent: number | null; words: string[] }[]> {
      const rows = rowsOf<{ id: number; parent: number | null; title: string }>(
        await db.execute(
          sql`SELECT c.id, c.parent_id AS parent, t.title FROM categories c
            JOIN category_translations t ON t.category_id = c.id AND t.language_id = ${languageLiteral(languageId)}`,
        ),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        parent: r.parent === null ? null : Number(r.parent),
        words: foldText(r.title).match(/[\p{L}\p{N}]+/gu) ?? [],
      }));
    },

    /** Which of these words are catalogue words of the language, as written (btree probes). */
    async existing(languageId: number, words: string[]): Promise<Set<string>> {
      if (words.length === 0) return new Set();
      const rows = rowsOf<{ word: string }>(
        await db.execute(
          sql`SELECT s.word FROM unnest(${textArray(words)}) AS c(word)
            JOIN search_words s ON s.language_id = ${languageLiteral(languageId)} AND s.word = c.word
              AND s.lexeme <> ''`,
        ),
      );
      return new Set(rows.map((r) => r.word));
    },

    /** Whether any product matches the query (to_tsquery text) in the language. */
    /**
     * Up to `limit` active products whose document matches `query` and that are a `head`: it is in
     * their name or their own category's title (weight A), not only in a parent category's
     * (`glazen` of "Kopjes en glazen" makes no latte cup a glass). Any order.
     */
    async matching(languageId: number, query: string, head: string, limit: number): Promise<number[]> {
      if (!query || !head) return [];
      const lang = languageLiteral(languageId);
      const own = inCategory(head);
      const rows = rowsOf<{ id: number }>(
        await db.execute(
          sql`SELECT t.product_id AS id FROM product_translations t JOIN products p ON p.id = t.product_id
            WHERE t.language_id = ${lang} AND p.active
              AND t.search_document @@ to_tsquery(search_config(${lang}), ${query})
              AND (t.search_document @@ to_tsquery(search_config(${lang}), ${own})
                OR to_tsvector(search_config(${lang}), search_fold(t.name)) @@ to_tsquery(search_config(${lang}), ${head}))
            LIMIT ${limit}`,
        ),
      );
      return rows.map((r) => Number(r.id));
    },

    async any(languageId: number, query: string): Promise<boolean> {
      if (!query) return false;
      const lang = languageLiteral(languageId);
      const rows = rowsOf(
        await db.execute(
          sql`SELECT 1 FROM product_translations t JOIN products p ON p.id = t.product_id
            WHERE t.language_id = ${lang} AND p.active
              AND t.search_document @@ to_tsquery(search_config(${lang}), ${query}) LIMIT 1`,
        ),
      );
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
