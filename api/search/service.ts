/**
 * Product search (decision 046): from the shopper's words to the text-search query that the
 * listing filters and ranks by, in steps that stop at the first with results:
 * 1. the words as written (stemmed, with compounds, joined or split forms and synonyms);
 * 2. with typo corrections for words the catalogue does not have ("did you mean" the corrected query);
 * 3. when every word matches but never all in one product: products with some of them, the
 *    rarer words first.
 * Nothing found (a word matches nothing at all): no products, and "did you mean" the corrected
 * query or the words that do match, when that finds products.
 */
import { cached } from '../lib/cache.ts';
import {
  candidateWords,
  planSearch,
  queryTokens,
  type Synonym,
  searchWords,
  synonymWords,
} from './query-plan.ts';
import type { SearchRepository } from './repository.ts';

/** How long synonyms are kept in memory: an edit in the table shows within this time, no reindex. */
const SYNONYMS_CACHE_MS = 10_000;

export interface SearchMatch {
  languageId: number;
  /** to_tsquery text the listing filters by */
  query: string;
  /** the shopper's own words: a product holding them ranks above one found by expansion */
  direct: string;
  /**
   * Step 3's groups: a product ranks by the weights of the groups it matches, a rarer word
   * weighing more (`coffee scales` → scales first).
   */
  some: { query: string; weight: number }[];
  /** spare parts keep their rank when this query (the words as written) matches a parts category */
  partsQuery: string;
  /**
   * Rank only the first this many matches (the dropdown: a few products while typing, no total
   * shown), so its cost stays flat however many products match; unset: every match is ranked.
   */
  candidates?: number;
}

interface SearchOutcome {
  /** null: nothing to search or nothing found */
  match: SearchMatch | null;
  didYouMean: string | null;
  /**
   * The next steps, for when `match` turns out to find nothing: the first step is not checked
   * beforehand (the listing's own page query tells), which saves a query on every search that
   * finds something; see `settle` for a caller that cannot tell.
   */
  otherwise?: () => Promise<SearchOutcome>;
  /** whether the next steps hold typo corrections (the words as written may well find nothing) */
  corrections?: boolean;
}

export function createSearchService(repo: SearchRepository) {
  const synonymCaches = new Map<number, () => Promise<Synonym[]>>();
  const synonymsOf = (languageId: number) => {
    let load = synonymCaches.get(languageId);
    if (!load) {
      // Served stale while renewed (monotonic clock): after the first, no search waits for them.
      load = cached(
        () => repo.synonyms(languageId),
        SYNONYMS_CACHE_MS,
        () => performance.now(),
        {
          serveStale: true,
        },
      );
      synonymCaches.set(languageId, load);
    }
    return load();
  };

  return {
    /** Forgets the synonyms kept in memory (after an edit through the API; other instances within SYNONYMS_CACHE_MS). */
    forgetSynonyms(): void {
      synonymCaches.clear();
    },

    /** `words`: folded words of the query; `prefix`: the last word may be unfinished (the dropdown). */
    async find(languageId: number, words: string[], options: { prefix: boolean }): Promise<SearchOutcome> {
      const tokens = queryTokens(words);
      if (tokens.length === 0) return { match: null, didYouMean: null };
      const synonyms = await synonymsOf(languageId);
      const lookups = [...new Set([...tokens, ...synonymWords(tokens, synonyms)])];
      const lexicon = await repo.lookUp(languageId, lookups, candidateWords(tokens));
      const plan = planSearch(tokens, lexicon, synonyms, options);
      const found = (query: string, didYouMean: string | null, some: SearchMatch['some'] = []) => ({
        match: { languageId, query, direct: plan.direct, some, partsQuery: plan.strict },
        didYouMean,
      });
      if (!plan.strict) return { match: null, didYouMean: null };
      return {
        ...found(plan.strict, null),
        otherwise: () => next(),
        corrections: plan.loose !== plan.strict,
      };

      async function next(): Promise<SearchOutcome> {
        if (plan.loose !== plan.strict && (await repo.any(languageId, plan.loose)))
          return found(plan.loose, plan.corrected);
        if (plan.groups.length > 1) {
          const matching = [];
          for (const g of plan.groups) if (await repo.any(languageId, g.query)) matching.push(g);
          const rest = matching.map((g) => g.query).join(' & ');
          // Some words match nothing at all: no products, but the rest one click away (if they meet).
          if (matching.length > 0 && matching.length < plan.groups.length) {
            const text = matching.map((g) => g.text).join(' ');
            const useful = /\p{L}{3}/u.test(text) && (await repo.any(languageId, rest));
            return { match: null, didYouMean: useful ? text : plan.corrected };
          }
          // Every word matches, never all in one product: products with some of them, most first.
          if (matching.length > 1) {
            // How many products use a group's words (the catalogue's counts): fewer weighs more.
            const frequency = (text: string) =>
              Math.max(
                1,
                ...text
                  .split(' ')
                  .flatMap((w) => [
                    lexicon.known.get(w) ?? 1,
                    ...(lexicon.containing.get(w) ?? []).map((h) => h.products),
                  ]),
              );
            return found(
              `(${matching.map((g) => g.query).join(') | (')})`,
              null,
              matching.map((g) => ({ query: g.query, weight: 1 / Math.log(2 + frequency(g.text)) })),
            );
          }
        }
        return { match: null, didYouMean: plan.corrected };
      }
    },

    /**
     * Other ways the catalogue writes a term, for searching titles (the dropdown's categories):
     * each word by a catalogue word with its stem (weegschaal → weegschalen), a compound holding it
     * (koffiezetapparaat → filterkoffiezetapparaten) or its typo correction (kofiemolen →
     * koffiemolens). At most `limit` terms, best first.
     */
    async relatedTerms(languageId: number, term: string, limit = 4): Promise<string[]> {
      const tokens = queryTokens(searchWords(term));
      if (tokens.length === 0) return [];
      const lexicon = await repo.lookUp(languageId, tokens, []);
      const options = tokens.map((t) => {
        const words = [
          ...(lexicon.stemWords.get(t) ?? []),
          ...(lexicon.containing.get(t) ?? []).slice(0, 3).map((h) => h.word),
          ...(lexicon.known.has(t) ? [] : (lexicon.similar.get(t) ?? []).slice(0, 2).map((h) => h.word)),
        ].filter((w) => w !== t);
        return words.length ? [...new Set(words)] : [t];
      });
      const terms: string[] = [];
      for (let k = 0; k < limit; k++) {
        const next = options.map((o) => o[Math.min(k, o.length - 1)]!).join(' ');
        if (!terms.includes(next) && next !== tokens.join(' ')) terms.push(next);
      }
      return terms;
    },

    /** The outcome checked: its match finds products, or the next step that does (or none). */
    async settle(outcome: SearchOutcome): Promise<SearchOutcome> {
      if (!outcome.match || !outcome.otherwise) return outcome;
      if (await repo.any(outcome.match.languageId, outcome.match.query)) return outcome;
      return outcome.otherwise();
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
