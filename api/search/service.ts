/**
 * Product search (decision 046): from the shopper's words to the text-search query that the
 * listing filters and ranks by, in steps that stop at the first with results:
 * 1. the words as written (stemmed, with compounds, joined or split forms and synonyms);
 * 2. with typo corrections for words the catalogue does not have ("did you mean" the corrected query);
 * 3. with the words that match nothing left out ("did you mean" the rest), and if the remaining
 *    words never meet in one product, products with some of them, most words first.
 * Nothing found: the answer says so, with the corrected query (if any) for "did you mean".
 */
import { cached } from '../lib/cache.ts';
import { candidateWords, planSearch, queryTokens, type Synonym } from './query-plan.ts';
import type { SearchRepository } from './repository.ts';

/** How long synonyms are kept in memory: an edit in the table shows within this time, no reindex. */
export const SYNONYMS_CACHE_MS = 10_000;

export interface SearchMatch {
  languageId: number;
  /** to_tsquery text the listing filters by */
  query: string;
  /** the shopper's own words: a product holding them ranks above one found by expansion */
  direct: string;
  /** queries counted per product for ranking "all words before some words" (step 3) */
  some: string[];
  /** whether spare parts keep their rank (the query names parts) */
  partsWanted: boolean;
}

export interface SearchOutcome {
  /** null: nothing to search or nothing found */
  match: SearchMatch | null;
  didYouMean: string | null;
}

export function createSearchService(repo: SearchRepository) {
  const synonymCaches = new Map<number, () => Promise<Synonym[]>>();
  const synonymsOf = (languageId: number) => {
    let load = synonymCaches.get(languageId);
    if (!load) {
      load = cached(() => repo.synonyms(languageId), SYNONYMS_CACHE_MS);
      synonymCaches.set(languageId, load);
    }
    return load();
  };

  return {
    /** `words`: folded words of the query; `prefix`: the last word may be unfinished (the dropdown). */
    async find(languageId: number, words: string[], options: { prefix: boolean }): Promise<SearchOutcome> {
      const tokens = queryTokens(words);
      if (tokens.length === 0) return { match: null, didYouMean: null };
      const [lexicon, synonyms] = await Promise.all([
        repo.lookUp(languageId, tokens, candidateWords(tokens)),
        synonymsOf(languageId),
      ]);
      const plan = planSearch(tokens, lexicon, synonyms, options);
      const found = async (query: string, didYouMean: string | null, some: string[] = []) => ({
        match: {
          languageId,
          query,
          direct: plan.direct,
          some,
          partsWanted: await repo.namesParts(languageId, plan.strict),
        },
        didYouMean,
      });
      if (await repo.any(languageId, plan.strict)) return found(plan.strict, null);
      if (plan.loose !== plan.strict && (await repo.any(languageId, plan.loose)))
        return found(plan.loose, plan.corrected);
      if (plan.groups.length > 1) {
        const matching = [];
        for (const g of plan.groups) if (await repo.any(languageId, g.query)) matching.push(g);
        if (matching.length > 0) {
          const rest = matching.map((g) => g.query);
          const restText = matching.map((g) => g.text).join(' ');
          if (matching.length < plan.groups.length && (await repo.any(languageId, rest.join(' & '))))
            return found(rest.join(' & '), restText);
          return found(`(${rest.join(') | (')})`, null, rest);
        }
      }
      return { match: null, didYouMean: plan.corrected };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
