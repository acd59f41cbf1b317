/**
 * Product search (decision 046): from the shopper's words to the text-search query that the
 * listing filters and ranks by, in steps that stop at the first with results:
 * 1. the words as written (stemmed, with compounds, joined or split forms and synonyms);
 * 2. with typo corrections for words the catalogue does not have ("did you mean" the corrected query);
 * 3. minimum should match (issue 39): a word that matches nothing at all (even corrected) is left
 *    out, and the answer says which (`dropped`: "resultaten zonder 'stille'"); the rest must all
 *    match, or when they never meet in one product:
 * 4. products with some of them, the rarer words first.
 * Nothing found (no word matches, or what is left is no word of three letters or a size): no
 * products, and "did you mean" the corrected query.
 */
import { LANGUAGE_IDS } from '../http/language.ts';
import { cached } from '../lib/cache.ts';
import {
  type Analysis,
  actionNoun,
  agentNoun,
  analyse,
  headCandidates,
  lemmas,
  modifierCandidates,
  modifierForms,
  NUMERAL_MODIFIERS,
  readCompound,
  repairs,
} from './compounds.ts';
import { dictionaryFor, englishNouns, englishOpenCompounds, wordTest } from './dictionary.ts';
import { agentNounsOf, stemEnglish } from './english-stemmer.ts';
import {
  candidateWords,
  codeSplits,
  formSynonyms,
  inCategory,
  inNameOrCategory,
  type Lexicon,
  openCompound,
  type PlanGroup,
  planSearch,
  queryTokens,
  type Synonym,
  searchWords,
  synonymWords,
  wordTokens,
} from './query-plan.ts';
import type { SearchRepository } from './repository.ts';
import { spellingVariants } from './spelling.ts';
import { typoBudget, typoCost } from './typos.ts';
import { isQuantity } from './units.ts';

/** What a product of the size asked for gains in rank: above any field weight (ts_rank ≤ about 1). */
const SIZE_WEIGHT = 1;

/** What a product gains whose words hold a compound's modifier (`koffiebonen` of `koffiebonenmolen`). */
const MODIFIER_WEIGHT = 0.5;

/**
 * What a product gains whose name or category holds the word as a compound's head (`kan`:
 * melkkan, not kannenrek; decision 087): what a product is ranks above what it is for.
 */
const HEAD_WEIGHT = 0.5;

/** What a product holding every word gains when products with some of them are listed too: above all else. */
const FULL_MATCH_WEIGHT = 10;

/**
 * When the words never meet in one product, what the type word (a brand typed, else the last
 * word: the head of a Dutch or English noun phrase) counts beside the one each word counts:
 * what the product is decides over a side word (`eenvoudige handmolen`: hand grinders before the
 * lever machine a description calls simple; decision 110).
 */
const TYPE_WORD_WEIGHT = 1;

type Reading = { parts: string[]; heads: string[]; whole?: string; bases?: string[] };

/**
 * A token as the lookup reads it with a dictionary: the parts a catalogue word must hold (or, a
 * compound, their base forms: `bodemloze` is found in `bodemloos`; a word of one part has its
 * `whole`).
 */
const readingOf = (analysis: Analysis | null): Reading | null =>
  analysis
    ? {
        parts: analysis.parts,
        heads: analysis.heads,
        ...(analysis.parts.length > 1 && analysis.bases.join(' ') !== analysis.parts.join(' ')
          ? { bases: analysis.bases }
          : {}),
      }
    : null;

/**
 * Words that say what a product is for (`molen voor filterkoffie`, `brush for grinder`): the words
 * before them are the product type and must match, the words after order the results.
 */
const PURPOSE: Record<number, string> = { 1: 'voor', 4: 'for' };

/**
 * Nouns that name a device by what it makes (decision 110): a shopper's `koffiemachine`, `espresso
 * maker` or `coffee brewer` is the catalogue's `koffiezetapparaat`, `espresso machine`, `coffee
 * maker`. The type word of a query (its last word, or a compound's head) that is one of these
 * also finds the others; the words before it decide which device. With their plurals.
 */
const DEVICES: Record<number, Record<string, string>> = {
  1: { machine: 'machines', apparaat: 'apparaten', toestel: 'toestellen', automaat: 'automaten' },
  4: { machine: 'machines', maker: 'makers', brewer: 'brewers' },
};
/**
 * The device nouns as a synonym of `word` when it is one (singular or plural): the word and the
 * others' singulars (to_tsquery stems the plurals alike; the lookup finds their compounds by parts).
 */
function deviceSynonym(languageId: number, word: string | undefined): Synonym | null {
  const forms = DEVICES[languageId];
  if (!forms || !word || !Object.entries(forms).some(([one, more]) => word === one || word === more))
    return null;
  return { terms: [...new Set([word, ...Object.keys(forms)])], twoWay: true };
}

/** Merges what a second lookup learnt into the first (the second's facts win). */
function merge(into: Lexicon, from: Lexicon) {
  for (const [k, v] of from.known) into.known.set(k, v);
  for (const [k, v] of from.stemWords) into.stemWords.set(k, v);
  for (const [k, v] of from.containing) into.containing.set(k, v);
  for (const w of from.exists) into.exists.add(w);
}

/** How long synonyms are kept in memory: an edit in the table shows within this time, no reindex. */
const SYNONYMS_CACHE_MS = 10_000;

/**
 * A brand's name is no compound of the shop's words (decision 115): the splitter reads `cafelat`
 * as cafe|lat and `moccamaster` as mocca|master, but `lat` is no Cafelat and `master` no
 * Moccamaster. Brand words are taken out of the words that hold a query word (the brand typed
 * itself is found as written).
 */
function withoutBrandParts(lexicon: Lexicon, brands: string[][]): Lexicon {
  const brandWords = new Set(brands.flat());
  for (const [token, hits] of lexicon.containing)
    lexicon.containing.set(
      token,
      hits.filter((h) => !brandWords.has(h.word)),
    );
  return lexicon;
}

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
  /**
   * The query's words (groups) each with its weight, a rarer word weighing more (decision 090:
   * BM25-like); none for a one-word query.
   */
  terms?: { query: string; weight: number }[];
  /**
   * Few products hold every word (`rvs opschuimkan`, `stainless steel milk jug`): the listing asks
   * this instead, the products holding the type word (a brand, else the last word), those with
   * every word first, the others by the words' weights (decision 090: full matches first).
   */
  broader?: SearchMatch;
  /** spare parts keep their rank when this query (the words as written) matches a parts category */
  partsQuery: string;
  /**
   * Rank only the first this many matches (the dropdown: a few products while typing, no total
   * shown), so its cost stays flat however many products match; unset: every match is ranked.
   */
  candidates?: number;
  /**
   * Of `candidates`, at most this many when the name matches are read from the table (a word in
   * many names, decision 111): the table's first matches are a sample of them either way, and
   * the table's reading grows with the pool where the index's bitmap does not (the dropdown;
   * decision 116).
   */
  fromTable?: number;
  /**
   * Categories whose products rank next after the full matches in a broader answer (the listing
   * sets it to the full matches' own category and those under it; decision 104).
   */
  affinity?: number[];
  /**
   * A compound read by one of its words, the others ordering (`demitasse|kopjes`: cups, the
   * Demitasse first): the to_tsquery text of the products holding them all, whose own category
   * the listing ranks next (as `affinity`; decision 115).
   */
  focus?: string;
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
  /** the shopper's words left out because nothing matches them (as corrected), in query order */
  dropped?: string[];
  /** every word of the query is a catalogue word of the language, as written or by its stem */
  catalogueWords?: boolean;
}

/** Whether English lists `first last` as one noun (WordNet; decision 124), a plural last word by its singular too. */
function listedTogether(first: string, last: string): boolean {
  const listed = englishOpenCompounds();
  const singulars = last.endsWith('ies')
    ? [`${last.slice(0, -3)}y`]
    : last.endsWith('s')
      ? [last.slice(0, -1), ...(last.endsWith('es') ? [last.slice(0, -2)] : [])]
      : [];
  return [last, ...singulars].some((w) => listed.has(`${first} ${w}`));
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

  /** A loader per language, each kept like the synonyms. */
  const perLanguage = <T>(load: (languageId: number) => Promise<T>) => {
    const caches = new Map<number, () => Promise<T>>();
    return (languageId: number) => {
      let get = caches.get(languageId);
      if (!get) {
        get = cached(
          () => load(languageId),
          SYNONYMS_CACHE_MS,
          () => performance.now(),
          { serveStale: true },
        );
        caches.set(languageId, get);
      }
      return get();
    };
  };

  // The catalogue's compound parts per language (decision 087).
  const partsOf = perLanguage((languageId) => repo.partsVocabulary(languageId));

  // The brands' names change seldom: kept like the synonyms.
  const brandNames = cached(
    () => repo.brandNames(),
    SYNONYMS_CACHE_MS,
    () => performance.now(),
    {
      serveStale: true,
    },
  );

  // The category titles' words per language (what products are), and the words of them all.
  // The tree (each category's parent) says which compounds are kinds of a head (decision 123).
  const categoryTreeOf = perLanguage(async (languageId) => {
    const tree = await repo.categoryTree(languageId);
    return { tree, byId: new Map(tree.map((c) => [c.id, c])) };
  });
  const categoryTitlesOf = perLanguage(async (languageId) =>
    (await categoryTreeOf(languageId)).tree.map((c) => c.words),
  );
  const categoryWordsOf = perLanguage(
    async (languageId) => new Set((await categoryTitlesOf(languageId)).flat()),
  );
  /** Words by their English stems, in order, each once: a title and a query compare so. */
  const stemmed = (words: string[]) => [...new Set(words.map(stemEnglish))].sort().join(' ');
  // English: each title's words by their stems (`water filters` → water filter).
  const categoryStemsOf = perLanguage(async (languageId) =>
    (await categoryTitlesOf(languageId)).map((words) => stemmed(words)),
  );
  /** Whether the groups' words, by their stems, are the words of a category title (English). */
  const namesCategory = async (languageId: number, groups: PlanGroup[]) => {
    const words = queryTokens(groups.flatMap((g) => g.typed.split(' ')));
    return (await categoryStemsOf(languageId)).includes(stemmed(words));
  };

  const service = {
    /** Forgets the synonyms kept in memory (after an edit through the API; other instances within SYNONYMS_CACHE_MS). */
    forgetSynonyms(): void {
      synonymCaches.clear();
    },

    /** `words`: folded words of the query; `prefix`: the last word may be unfinished (the dropdown). */
    async find(
      languageId: number,
      words: string[],
      /** `alone`: not in the shop's other languages (the step below asks them so) */
      options: { prefix: boolean; alone?: boolean },
    ): Promise<SearchOutcome> {
      let tokens = queryTokens(words);
      if (tokens.length === 0) return { match: null, didYouMean: null };
      // A brand of several words typed as one (`delonghi`, `lamarzocco`): its words.
      const brands = await brandNames();
      tokens = tokens.flatMap((t) => brands.find((b) => b.length > 1 && b.join('') === t) ?? [t]).slice(0, 8);
      let synonyms = await synonymsOf(languageId);
      // The type word a device noun: the other device nouns too (decision 110).
      const device = deviceSynonym(languageId, wordTokens(tokens).at(-1));
      if (device) synonyms = [device, ...synonyms];
      // Dutch words by the dictionary's parts (decision 087): `kan` is a part of `melkkan`.
      const dictionary = languageId === 4 ? null : dictionaryFor(languageId);
      const isWord = dictionary ? wordTest(dictionary) : (_: string) => false;
      // A synonym of a word is one of its plural and diminutive too (`rubbers` as `rubber`).
      synonyms = [
        ...formSynonyms(wordTokens(tokens), synonyms, (t) => {
          if (languageId === 4) {
            const stem = stemEnglish(t);
            return (word) => stemEnglish(word) === stem;
          }
          const bases = lemmas(t, isWord);
          return (word) => bases.includes(word);
        }),
        ...synonyms,
      ];
      // English: the other spelling (grey/gray, colour/color) is looked up too.
      const variants =
        languageId === 4 ? wordTokens(tokens).flatMap((t) => spellingVariants(t).map((v) => [t, v])) : [];
      const lookups = [
        ...new Set([
          ...wordTokens(tokens),
          ...synonymWords(tokens, synonyms),
          ...variants.map(([, v]) => v!),
        ]),
      ];
      /** A word of the language: the dictionary's, or its diminutive or plural (`flesje`; decision 116). */
      const languageWord = (t: string) => isWord(t) || lemmas(t, isWord).length > 0;
      const analyses = new Map<string, Analysis | null>();
      const analysed = (w: string) => {
        if (!analyses.has(w))
          analyses.set(w, dictionary && /^\p{L}{3,}$/u.test(w) ? analyse(w, isWord) : null);
        return analyses.get(w)!;
      };
      // A word no dictionary reads (a brand, a model) is its own only part: no substrings either.
      const readings = (words: string[]) =>
        new Map(
          words.flatMap((w) => {
            if (!dictionary || !/^\p{L}{3,}$/u.test(w)) return [];
            const reading = readingOf(analysed(w)) ?? { parts: [w], heads: [w] };
            // A word the dictionary lists whole is also a part of its own (decision 110): the
            // index keeps `wisselaar` whole inside `warmtewisselaar`, the query reads wissel|aar.
            // And a plural the dictionary also lists as a word of its own (`ringen`, a verb;
            // `zeven`, a number) is also its singular (`ring` of `keerring`; decision 115).
            const whole =
              reading.parts.length > 1
                ? lemmas(w, isWord)[0]
                : w.length >= 5
                  ? analysed(w)?.all.find((form) => form !== reading.parts[0])
                  : undefined;
            return [[w, whole ? { ...reading, heads: [...reading.heads, whole], whole } : reading] as const];
          }),
        );
      // (While typing, the last word is unfinished: no word to read yet, found inside others as before.)
      const unfinished = options.prefix ? tokens.at(-1) : undefined;
      // Whether some catalogue words are not split yet (then also found by substring; kept 10 s).
      const unsplit = dictionary ? (await partsOf(languageId)).unsplit : true;
      // `A voor B` with B a compound (`molen voor filterkoffie`): B's parts are looked up too, so
      // that an A whose own compound shares one (`filtermolen`) comes first (decision 090).
      const purposeAt = tokens.indexOf(PURPOSE[languageId] ?? '');
      const purposeParts =
        purposeAt > 0 && dictionary
          ? [
              ...new Set(
                tokens.slice(purposeAt + 1).flatMap((t) => {
                  const analysis = /^\p{L}{5,}$/u.test(t) ? analysed(t) : null;
                  return analysis && analysis.parts.length > 1
                    ? analysis.parts.filter((p) => p.length >= 4)
                    : [];
                }),
              ),
            ].filter((p) => !lookups.includes(p))
          : [];
      // English: a verb in -ing before a noun (`frothing pitcher`) is also its agent noun, the
      // device that does it (`frother`), when the catalogue has that word (decision 110); and an
      // agent noun the catalogue lacks (`machine cleaner`) is what it does (`cleaning`), as
      // Dutch reads `reiniger` by `reiniging` (decision 116). A bare verb the catalogue lacks
      // (`tamp`, `froth`) is its agent noun too (`tamper`, `frother`; decision 128).
      const agents: [string, string][] =
        languageId === 4
          ? wordTokens(tokens).flatMap((t): [string, string][] =>
              /^\p{L}{3,}ing$/u.test(t)
                ? [[t, `${t.slice(0, -3)}er`]]
                : /^\p{L}{3,}ers?$/u.test(t)
                  ? [[t, `${t.replace(/ers?$/, '')}ing`]]
                  : /^\p{L}{3,}$/u.test(t)
                    ? agentNounsOf(t).map((a): [string, string] => [t, a])
                    : [],
            )
          : [];
      const lexicon = await repo.lookUp(
        languageId,
        [...lookups, ...purposeParts],
        [...candidateWords(tokens), ...agents.map(([, a]) => a)],
        {},
        readings([...lookups, ...purposeParts].filter((w) => w !== unfinished)),
        unsplit,
      );
      withoutBrandParts(lexicon, brands);
      // English: a closed compound of two catalogue words is the open one (`portafilterbasket`
      // → `portafilter basket`), searched as the shopper had typed it apart.
      if (languageId === 4) {
        const apart = new Map(
          wordTokens(tokens).flatMap((t) => {
            if (!/^\p{L}{6,}$/u.test(t) || (options.prefix && t === tokens.at(-1))) return [];
            if (
              lexicon.known.has(t) ||
              lexicon.containing.get(t)?.length ||
              synonymWords([t], synonyms).length
            )
              return [];
            const pair = openCompound(t, (w) => lexicon.exists.has(w));
            return pair ? [[t, pair] as const] : [];
          }),
        );
        if (apart.size)
          return service.find(
            languageId,
            tokens.flatMap((t) => apart.get(t) ?? [t]),
            options,
          );
      }
      // (Letters only, each a word of the catalogue's names, categories or specifications.)
      const catalogueWords = wordTokens(tokens).every((t) => /^\p{L}{2,}$/u.test(t) && lexicon.known.has(t));
      // A model typed joined (`flair58`, `jmax`): for a word the catalogue knows in no way, do the
      // halves of its splits exist? One statement, only then (decision 110).
      const halves = [
        ...new Set(
          wordTokens(tokens)
            .filter(
              (t) => !lexicon.known.has(t) && !lexicon.containing.get(t)?.length && !lexicon.exists.has(t),
            )
            .flatMap((t) => codeSplits(t).flat())
            .filter((w) => w.length > 2 && !lexicon.exists.has(w)),
        ),
      ];
      for (const w of await repo.existing(languageId, halves)) lexicon.exists.add(w);
      const agentNouns = agents.filter(([t, a]) => !lexicon.known.has(t) && lexicon.exists.has(a));
      if (agentNouns.length)
        synonyms = [...agentNouns.map(([t, a]) => ({ terms: [t, a], twoWay: false })), ...synonyms];
      // A spelling the catalogue uses where the shopper's is not: searched as a synonym of it.
      const spelled = variants.filter(([t, v]) => !lexicon.known.has(t!) && lexicon.known.has(v!));
      if (spelled.length)
        synonyms = [...spelled.map(([t, v]) => ({ terms: [t!, v!], twoWay: true })), ...synonyms];
      const someWeights: SearchMatch['some'] = [];
      const modifiers = someWeights;
      // A compound read by one of its words, the other ordering (`demitasse|kopjes`): the products
      // holding both are the ones the shopper named (`focus`).
      const named: string[] = [];
      const orderBy = (boost: string) => {
        someWeights.push({ query: inNameOrCategory(boost), weight: MODIFIER_WEIGHT });
        named.push(inNameOrCategory(boost));
      };
      // Dutch words the catalogue knows in no way: a diminutive or a compound of its words?
      /** Where a word's head begins as written (its last part in any written form); its end without a reading. */
      const writtenHeadStart = (word: string, analysis: Analysis | null) => {
        const head = analysis?.parts.at(-1);
        if (!analysis || analysis.parts.length < 2 || !head) return word.length;
        for (let k = 1; k < word.length; k++) if (lemmas(word.slice(k), isWord).includes(head)) return k;
        return word.length;
      };
      const unknown =
        languageId === 4
          ? []
          : wordTokens(tokens).filter(
              (t) =>
                (dictionary ? /^\p{L}{5,}$/u : /^\p{L}{6,}$/u).test(t) &&
                !(options.prefix && t === tokens.at(-1)) &&
                !lexicon.known.has(t) &&
                !lexicon.containing.get(t)?.length &&
                synonymWords([t], synonyms).length === 0,
            );
      if (unknown.length && dictionary) {
        // First as before (078): a head the catalogue writes after a modifier it writes, or a
        // diminutive of a catalogue word. Else by the dictionary: the head decides, the modifiers
        // order (`opschuimkan`: a kan for opschuim); a diminutive is its base; a word with a typo
        // in one part (`koffiemoelen`) is read corrected, as a typo correction. One statement for
        // all of these, one more for the catalogue's modifiers when a head is found.
        const asked = new Set<string>(unknown.flatMap(headCandidates));
        const catalogueParts = (await partsOf(languageId)).parts;
        const fixes = new Map<string, ReturnType<typeof repairs>>();
        /** words whose reading needs a modifier that is no word (a typo, if a repair is near) */
        const typoLike = new Set<string>();
        for (const t of unknown) {
          const analysis = analysed(t);
          if (analysis && (analysis.parts.length > 1 || analysis.parts[0] !== t))
            for (const p of analysis.parts) {
              asked.add(p);
              // a modifier's own parts (`koffiekop`: koffie, kop)
              if (p !== analysis.parts.at(-1)) for (const q of analysed(p)?.parts ?? []) asked.add(q);
            }
          const agent = analysis && agentNoun(analysis, isWord);
          if (agent) asked.add(agent);
          const action = analysis && actionNoun(analysis.parts.at(-1)!, isWord);
          if (action) asked.add(action);
          if (t === wordTokens(tokens).at(-1))
            for (const d of deviceSynonym(languageId, analysis?.parts.at(-1))?.terms ?? []) asked.add(d);
          // A word spelled right is no typo: a dictionary word (`magnetron`) or its diminutive or
          // plural (`flesje`, not the catalogue's FLEX; decision 116), or a compound none of whose
          // modifiers the catalogue has (`bureaustoel`): a thing this shop does not sell.
          // (Its modifiers words of the language, with or without a linking letter: not a typo
          // read as a verb's stem, `keuk|machine` of `keukemachine`, `pakk|king` of `pakkking`.)
          const modifierParts = analysis?.parts.slice(0, -1) ?? [];
          const modifiersAreWords = modifierParts.every((m) => modifierForms(m).some(languageWord));
          if (!modifiersAreWords) typoLike.add(t);
          const spelledRight = analysis
            ? analysis.parts.length === 1
              ? languageWord(t)
              : modifiersAreWords &&
                !modifierParts
                  .flatMap((m) => [...modifierForms(m), ...(analysed(m)?.parts ?? [])])
                  .some((p) => catalogueParts.has(p))
            : false;
          if (
            typoBudget(t) > 0 &&
            !spelledRight &&
            (!modifiersAreWords || !catalogueParts.has(analysis?.parts.at(-1) ?? ''))
          ) {
            const fixed = repairs(t, isWord, (a, b) => typoCost(a, b, typoBudget(a)), {
              // a head the shop sells that is a word (not a brand: `mielen` is no `molen`)
              isHead: (w) => catalogueParts.has(w) && isWord(w),
              // a modifier the shop's words have (`weeg` of weegschalen; decision 110)
              isModifier: (w) => catalogueParts.has(w),
            }).filter(
              // A word that reads as written (`melkkan|thermometer`) is not corrected inside its
              // head (`…thermom|ever`): a repair's head begins where the written head does, or before;
              // and a written head that is a word of the language (`espressobonen|pakket`) becomes
              // only a word as listed (`moelen` → `molen`), not an inflection the dictionary does not
              // list (`pakke` of `pak`), unless two letters were swapped (`machientje`, machinetje).
              (f) => {
                const start = writtenHeadStart(t, analysis);
                const written = analysis?.parts.at(-1);
                const keepsHead =
                  !written ||
                  !languageWord(written) ||
                  f.analysis.parts.at(-1) === written ||
                  f.cost < 1 ||
                  isWord(f.word.slice(f.at));
                return f.at < start || (f.at === start && keepsHead);
              },
            );
            fixes.set(t, fixed);
            if (fixed[0]) asked.add(fixed[0].analysis.parts.at(-1)!);
          }
        }
        const words = [...asked];
        const parts = await repo.lookUp(languageId, words, [], { typos: false }, readings(words), unsplit);
        const isWord078 = (w: string) => parts.known.has(w) || (parts.containing.get(w)?.length ?? 0) > 0;
        const modifiersAsked = [...new Set(unknown.flatMap((t) => modifierCandidates(t, isWord078)))].filter(
          (w) => !parts.known.has(w) && !parts.containing.has(w),
        );
        if (modifiersAsked.length)
          merge(
            parts,
            await repo.lookUp(
              languageId,
              modifiersAsked,
              [],
              { typos: false, stems: false },
              readings(modifiersAsked),
              unsplit,
            ),
          );
        // A catalogue word as written or holding the part (not one that merely shares a stem: `koop` is no `kop`).
        const isCatalogue = (w: string) =>
          (parts.stemWords.get(w) ?? []).includes(w) || (parts.containing.get(w)?.length ?? 0) > 0;
        merge(lexicon, withoutBrandParts(parts, brands));
        // What products are: a category title's word, as written, in another form or in a compound.
        const titleWords = await categoryWordsOf(languageId);
        const isTypeWord = (w: string) =>
          [
            w,
            ...(lexicon.stemWords.get(w) ?? []),
            ...(lexicon.containing.get(w) ?? []).map((h) => h.word),
          ].some((x) => titleWords.has(x));
        // A compound the dictionary does not list, whose head the catalogue has and none of its
        // modifiers (`schoonmaaktabletten`): read by its head only when a category names that
        // head, what products are (`tablet`: Reinigingstabletten), not a word of descriptions or
        // specifications (`zwengelpomp` is no `pomp` of this shop). One lookup per such word.
        const typeHeads = new Set<string>();
        for (const t of unknown) {
          const analysis = analysed(t);
          const head = analysis?.parts.at(-1);
          if (
            !analysis ||
            !head ||
            analysis.parts.length < 2 ||
            lemmas(t, isWord).length > 0 ||
            (typoLike.has(t) && fixes.get(t)?.length) ||
            !isCatalogue(head) ||
            analysis.parts.slice(0, -1).some(isCatalogue)
          )
            continue;
          const type = planSearch([head], lexicon, synonyms, { prefix: false }).strict;
          if (type && (await repo.any(languageId, inCategory(type)))) typeHeads.add(head);
        }
        // A modifier orders products of the head by itself, not by its compounds of another
        // head: `espresso` of `espressoglas` is no `espressokop` (a cup in "Kopjes en glazen").
        // A compound that names a category inside the head's (`temperatuur|regeling` under
        // Waterkokers) is a kind of the head all the same.
        const { tree, byId } = await categoryTreeOf(languageId);
        const namesKindOf = (word: string, head: string) => {
          const heads = new Set([head, ...(lexicon.stemWords.get(head) ?? [])]);
          return tree.some((c) => {
            if (!c.words.includes(word)) return false;
            for (let p = byId.get(c.parent ?? -1); p; p = byId.get(p.parent ?? -1))
              if (p.words.some((w) => heads.has(w))) return true;
            return false;
          });
        };
        const modifierBoost = (words: string[], head: string) => {
          const headsOf = (w: string) => [w, ...(analysed(w)?.heads ?? [])];
          const ours = new Set(headsOf(head));
          const sameHead = (w: string) =>
            headsOf(w)
              .slice(1)
              .some((h) => ours.has(h));
          const containing = new Map(lexicon.containing);
          for (const w of words)
            containing.set(
              w,
              (containing.get(w) ?? []).filter((h) => sameHead(h.word) || namesKindOf(h.word, head)),
            );
          return planSearch(words, { ...lexicon, containing }, synonyms, { prefix: false }).strict;
        };
        tokens = tokens.map((t) => {
          if (!unknown.includes(t)) return t;
          // A device by what it does (`melkopschuimapparaat`) as the catalogue names it (`melkopschuimer`).
          const agent = analysed(t) && agentNoun(analysed(t)!, isWord);
          if (agent && isCatalogue(agent)) return agent;
          const old = readCompound(t, isWord078);
          if (old?.kind === 'diminutive') return old.base;
          if (old) {
            // (The type decides, as below: `espressobonen|pak` is a pack of espresso beans.)
            const [decides, orders] =
              !isTypeWord(old.head) && isTypeWord(old.modifier)
                ? [old.modifier, old.head]
                : [old.head, old.modifier];
            orderBy(modifierBoost([orders], decides));
            return decides;
          }
          const analysis = analysed(t);
          const written = analysis?.parts.at(-1);
          // An agent noun the catalogue does not write, by the verb's other noun that it does
          // (`koffiemolen|reiniger`: the catalogue's `reiniging` of reinigingstabletten).
          const action = written && !isCatalogue(written) ? actionNoun(written, isWord) : null;
          const head = action && isCatalogue(action) ? action : written;
          // A compound the dictionary lists is a thing of its own and needs a modifier the
          // catalogue has too (078: a `wasmachine` is no product of this shop); one it does not
          // list is made up on the spot, a kind of its head when a category names that head
          // (`typeHeads`: `schoonmaaktabletten` are tablets); a diminutive or plural needs only
          // its base.
          // (A modifier the catalogue does not write may be a compound of words it does, when
          // it is a kind of one (its own head): `koffiekop|set`, a set of cups; not `handdoek|houder`,
          // a towel is no `hand`; decision 125.)
          const modifierParts = (m: string) => {
            const parts = analysed(m)?.parts ?? [];
            return parts.length > 1 && isCatalogue(parts.at(-1)!) ? parts.filter(isCatalogue) : [];
          };
          // (A numeral counts as its digits, as the catalogue writes it: `twee|groeps` → 2-groeps.)
          const modifiers =
            analysis?.parts
              .slice(0, -1)
              .flatMap((m) =>
                isCatalogue(m)
                  ? [m]
                  : NUMERAL_MODIFIERS.has(m)
                    ? [NUMERAL_MODIFIERS.get(m)!]
                    : modifierParts(m),
              ) ?? [];
          // A head that names no kind of product (`pak`, `set`) after a modifier that does
          // (`espressobonen|pak`, `koffiekop|set`): the type decides, the head orders (decision 115).
          const kind = modifiers.filter(isTypeWord).at(-1);
          if (head && kind && isCatalogue(head) && !isTypeWord(head)) {
            const boost = planSearch([head], lexicon, synonyms, { prefix: false }).strict;
            if (boost) orderBy(boost);
            return kind;
          }
          if (
            analysis &&
            head &&
            head !== t &&
            isCatalogue(head) &&
            (modifiers.length || analysis.parts.length === 1 || typeHeads.has(head))
          ) {
            if (modifiers.length) {
              const boost = modifierBoost(modifiers, head);
              if (boost) orderBy(boost);
            }
            return head;
          }
          // A typo in the head: the corrected word (`koffiemolen`, for "did you mean") or any
          // product of its corrected head, the modifiers' first; only in the step with corrections.
          const fix = fixes.get(t)?.[0];
          if (fix && fix.cost <= typoBudget(t) && !lexicon.similar.get(t)?.length) {
            const head = fix.analysis.parts.at(-1)!;
            // the head and the catalogue's compounds with it, as one alternative
            const holding = (parts.containing.get(head) ?? []).slice(0, 20).map((h) => h.word);
            lexicon.similar.set(t, [
              { word: fix.word, products: 1, distance: fix.cost },
              { word: `(${[head, ...holding].join(' | ')})`, products: 1, distance: fix.cost },
            ]);
            const modifiers = fix.analysis.parts.slice(0, -1).filter((m) => catalogueParts.has(m));
            const boost = modifiers.length
              ? planSearch(modifiers, lexicon, synonyms, { prefix: false }).strict
              : '';
            if (boost) someWeights.push({ query: inNameOrCategory(boost), weight: MODIFIER_WEIGHT });
          }
          return t;
        });
        // A compound's head that is a device noun (`filterkoffiemachine`): the others too.
        const head = !device ? deviceSynonym(languageId, tokens.at(-1)) : null;
        if (head) synonyms = [head, ...synonyms];
      } else if (unknown.length) {
        // Heads first (a word with none is no compound: one statement); then the modifiers before them.
        const parts = await repo.lookUp(languageId, [...new Set(unknown.flatMap(headCandidates))], [], {
          typos: false,
        });
        const isWord = (w: string) => parts.known.has(w) || (parts.containing.get(w)?.length ?? 0) > 0;
        const modifiersAsked = [...new Set(unknown.flatMap((t) => modifierCandidates(t, isWord)))];
        if (modifiersAsked.length)
          merge(parts, await repo.lookUp(languageId, modifiersAsked, [], { typos: false, stems: false }));
        merge(lexicon, parts);
        tokens = tokens.map((t) => {
          const reading = unknown.includes(t) ? readCompound(t, isWord) : null;
          if (!reading) return t;
          if (reading.kind === 'diminutive') return reading.base;
          const boost = planSearch([reading.modifier], lexicon, synonyms, { prefix: false }).strict;
          modifiers.push({ query: inNameOrCategory(boost), weight: MODIFIER_WEIGHT });
          return reading.head;
        });
      }
      // `A voor B`: A decides what the results are, B which come first.
      const purpose = tokens.indexOf(PURPOSE[languageId] ?? '');
      if (purpose > 0 && purpose < tokens.length - 1) {
        const after = planSearch(tokens.slice(purpose + 1), lexicon, synonyms, { prefix: false });
        if (after.strict) modifiers.push({ query: inNameOrCategory(after.strict), weight: MODIFIER_WEIGHT });
        for (const part of purposeParts) {
          const boost = planSearch([part], lexicon, synonyms, { prefix: false }).strict;
          if (boost) modifiers.push({ query: inNameOrCategory(boost), weight: MODIFIER_WEIGHT / 2 });
        }
        tokens = tokens.slice(0, purpose);
      }
      // A type is what products are: a category title's word, as written, in another form or
      // inside a compound (`pakking`: Pakkingen), not a model's name (`mazzer mini`: the Mini is a
      // Mazzer; decision 110). From the cached titles, no query.
      const titles = tokens.length > 1 ? await categoryWordsOf(languageId) : new Set<string>();
      const isType = (t: string) =>
        [
          t,
          ...(lexicon.stemWords.get(t) ?? []),
          ...(lexicon.containing.get(t) ?? []).map((h) => h.word),
        ].some((w) => titles.has(w));
      // A brand beside a product type (`pakking rocket`): the type decides, the brand orders.
      if (tokens.length > 1) {
        const brandAt = new Set<number>();
        for (const words of brands)
          for (let i = 0; i + words.length <= tokens.length; i++)
            if (words.every((w, k) => tokens[i + k] === w))
              for (let k = 0; k < words.length; k++) brandAt.add(i + k);
        const rest = tokens.filter((_, i) => !brandAt.has(i));
        // Only when the rest is a word the catalogue knows (a type), not a model number or another brand.
        if (
          brandAt.size &&
          rest.length &&
          rest.every(
            (t) =>
              /^\p{L}{4,}$/u.test(t) &&
              (lexicon.known.has(t) || lexicon.containing.get(t)?.length) &&
              isType(t),
          )
        ) {
          const brand = tokens.filter((_, i) => brandAt.has(i)).join(' & ');
          modifiers.push({ query: inNameOrCategory(brand), weight: MODIFIER_WEIGHT });
          tokens = rest;
        }
      }
      // A word that is the head of some catalogue compounds and a modifier of others: the heads first.
      for (const t of tokens) {
        if (!/^[\p{L}\p{N}]+$/u.test(t)) continue;
        const hits = lexicon.containing.get(t) ?? [];
        const heads = hits.filter((h) => h.head).slice(0, 20);
        if (heads.length && heads.length < hits.length)
          someWeights.push({
            query: inNameOrCategory(`(${[t, ...heads.map((h) => h.word)].join(' | ')})`),
            weight: HEAD_WEIGHT,
          });
      }
      // A word of the language as written (`beker`) is spelled right: the shop lacks it, and no
      // catalogue word a letter away (`baker` of Chef Baker) is what the shopper meant. (Five
      // letters or more: a short word is often one letter from the word meant.)
      const plan = planSearch(tokens, lexicon, synonyms, {
        ...options,
        ...(dictionary ? { spelledRight: (t: string) => /^\p{L}{5,}$/u.test(t) && languageWord(t) } : {}),
      });
      // Quantities beside other words order the results: a product of that size first; so does a
      // compound's modifier (a `molen` for `koffiebonen`).
      const sizes = [...plan.soft.map((query) => ({ query, weight: SIZE_WEIGHT })), ...modifiers];
      // How many products use a group's words (the catalogue's counts): fewer weighs more.
      // (A phrase is as rare as its rarest word.)
      const frequency = (text: string) =>
        Math.min(
          ...text
            .split(' ')
            .map((w) =>
              Math.max(
                1,
                lexicon.known.get(w) ?? 1,
                ...(lexicon.containing.get(w) ?? []).map((h) => h.products),
              ),
            ),
        );
      /** Each group by its weight (an inverse document frequency). */
      const weighed = (groups: { query: string; text: string }[]) =>
        groups.length > 1
          ? {
              terms: groups.map((g) => ({ query: g.query, weight: 1 / Math.log(2 + frequency(g.text)) })),
            }
          : {};
      /** The group that is a brand typed (`vitamix a2500`), if any. */
      const brandGroup = <G extends { text: string }>(groups: G[]) =>
        groups.find((g) => brands.some((b) => b.join(' ') === g.text));
      const found = (
        query: string,
        didYouMean: string | null,
        some: SearchMatch['some'] = [],
        direct = plan.direct,
        groups: { query: string; text: string }[] = [],
      ) => {
        const match: SearchMatch = {
          languageId,
          query,
          direct,
          some: [...some, ...sizes],
          partsQuery: plan.strict,
          ...weighed(groups),
          // (all of it in names and categories: a word a description mentions names nothing)
          ...(named.length
            ? { focus: [inNameOrCategory(query), ...named].map((q) => `(${q})`).join(' & ') }
            : {}),
        };
        // The broader answer is the last word, which says what the products are (a Dutch or
        // English noun phrase ends in its head: `rvs opschuimkan`, `double walled glass`); the
        // others order them. None beside a brand (`vitamix a2500`) or when the last word is no
        // type (`claris smart mini`: a model's name): its few matches go on with products like
        // them (decisions 110, 115).
        const last = groups.at(-1);
        if (
          last &&
          groups.length > 1 &&
          some.length === 0 &&
          !brandGroup(groups) &&
          queryTokens(last.text.split(' ')).some(isType)
        )
          match.broader = {
            ...match,
            query: last.query,
            // (a size the shopper named is part of a full match: `rvs melkkan 1 liter` puts the
            // jugs of a litre before the stainless ones of half a litre)
            some: [
              { query: [query, ...plan.soft].map((q) => `(${q})`).join(' & '), weight: FULL_MATCH_WEIGHT },
              ...match.some,
            ],
          };
        return { match, didYouMean };
      };
      if (!plan.strict) return { match: null, didYouMean: null };
      // A word the catalogue's words know in no way (not as written, by stem, in a compound, as a
      // typo or a synonym) can only be in a description: when it is in none either, the words as
      // written cannot all match, and the listing's full query for them is skipped (decision 090:
      // `stille koffiemolen` goes straight to leaving `stille` out). One cheap lookup of that word.
      const unknownGroups = plan.groups.filter(
        (g) =>
          g.query === g.strict &&
          queryTokens(g.typed.split(' ')).every(
            (t) =>
              !isQuantity(t) &&
              !lexicon.known.has(t) &&
              !lexicon.containing.get(t)?.length &&
              !lexicon.similar.get(t)?.length &&
              !lexicon.exists.has(t) &&
              synonymWords([t], synonyms).length === 0,
          ),
      );
      if (plan.groups.length > 1 && unknownGroups.length && !options.prefix) {
        const anywhere = await repo.any(languageId, unknownGroups.map((g) => g.strict).join(' & '));
        if (!anywhere) return next();
      }
      return {
        ...found(
          plan.strict,
          null,
          [],
          plan.direct,
          plan.groups.map((g) => ({ query: g.strict, text: g.text })),
        ),
        otherwise: () => next(),
        corrections: plan.loose !== plan.strict,
        catalogueWords,
      };

      async function next(): Promise<SearchOutcome> {
        if (plan.loose !== plan.strict && (await repo.any(languageId, plan.loose)))
          return found(plan.loose, plan.corrected, [], plan.direct, plan.groups);
        // Before a word is left out: the words as written in another of the shop's languages
        // (a Dutch shopper's `milk jug`, `knock box`), every one of them a catalogue word there
        // (not by its synonyms or a correction), the products shown in the shopper's language
        // (decision 115). Two words or more, or one of five letters: a
        // short word alone is too often another word there (`mat` is Dutch for matte).
        const ownWords = wordTokens(queryTokens(words));
        if (
          !options.alone &&
          !options.prefix &&
          (ownWords.length > 1 || /\p{L}{5,}/u.test(ownWords[0] ?? ''))
        )
          for (const other of LANGUAGE_IDS.filter((id) => id !== languageId)) {
            // (First one btree probe: none of the words written so there, nothing more to ask.)
            if ((await repo.existing(other, ownWords)).size === 0) continue;
            const elsewhere = await service.find(other, words, { prefix: false, alone: true });
            if (elsewhere.match && elsewhere.catalogueWords && (await repo.any(other, elsewhere.match.query)))
              return { match: elsewhere.match, didYouMean: null };
          }
        if (plan.groups.length > 1) {
          const matching: PlanGroup[] = [];
          for (const g of plan.groups) if (await repo.any(languageId, g.query)) matching.push(g);
          const rest = matching.map((g) => g.query).join(' & ');
          // Some words match nothing at all: left out, and said so; the rest must match (if they meet).
          const unmatched = plan.groups.filter((g) => !matching.includes(g));
          const dropped = unmatched.map((g) => g.typed);
          // English writes compounds apart: a word in -ing before the last (`washing machine`), or
          // one the language lists with it as one noun (`pepper mill`, `beer glasses`: WordNet,
          // decision 124), makes it another thing, never a side word to leave out.
          const last = plan.groups.at(-1);
          const compound =
            languageId === 4 &&
            last !== undefined &&
            unmatched.some(
              (g) =>
                plan.groups[plan.groups.indexOf(g) + 1] === last &&
                (/ing$/.test(g.typed) || listedTogether(g.typed, last.typed)),
            );
          if (compound) return { match: null, didYouMean: plan.corrected };
          // English: the last word says what the products are (the head of the noun phrase).
          // When it matches nothing and is a noun of the language, not a typo, the shop does not
          // sell that thing (`kitchen knife`, `pressure cooker`); unless the words before it
          // name a category whole (`water filter cartridge`: the water filters; decision 117).
          if (
            languageId === 4 &&
            last &&
            unmatched.includes(last) &&
            englishNouns().has(last.typed) &&
            !(await namesCategory(languageId, matching))
          )
            return { match: null, didYouMean: null };
          if (dropped.length) {
            // A word matches nothing and what is left matches only as corrected (`rice cooker`:
            // `rica`; `garden hose`: `house`): a thing the shop does not sell, not a typo
            // (decision 110).
            // A word the language's dictionary does not know is a typo all the same (`xyzzy
            // kofiemolen qwertz`); without a dictionary (English) that cannot be told.
            if (!brandGroup(plan.groups)) {
              const misspelt = (g: PlanGroup) =>
                dictionary !== null && queryTokens(g.typed.split(' ')).every((w) => !isWord(w));
              let asWritten = false;
              for (const g of matching) {
                asWritten = misspelt(g) || (await repo.any(languageId, g.strict));
                if (asWritten) break;
              }
              if (!asWritten) return { match: null, didYouMean: null };
            }
            const text = matching.map((g) => g.text).join(' ');
            // What is left must be a word (three letters) or a size, not a stray number or letter.
            const meaningful = matching.some((g) => /\p{L}{3}|^\d+(?:\.\d+)? \p{L}+$/u.test(g.text));
            if (!meaningful) return { match: null, didYouMean: plan.corrected };
            const direct = queryTokens(text.split(' ')).join(' & ');
            if (await repo.any(languageId, rest))
              return { ...found(rest, null, [], direct, matching), dropped };
            if (matching.length < 2) return { match: null, didYouMean: plan.corrected };
          }
          // A word found only through a typo correction that never meets the other words is more
          // likely a word the catalogue lacks (`beste` is no `bestmax`): left out like one.
          if (matching.length > 1) {
            const correctedOnly: PlanGroup[] = [];
            for (const g of matching)
              if (g.strict !== g.query && !(await repo.any(languageId, g.strict))) correctedOnly.push(g);
            const kept = matching.filter((g) => !correctedOnly.includes(g));
            if (correctedOnly.length && kept.length) {
              const keptQuery = kept.map((g) => g.query).join(' & ');
              if (await repo.any(languageId, keptQuery)) {
                const left = plan.groups.filter((g) => !kept.includes(g)).map((g) => g.typed);
                const direct = queryTokens(kept.map((g) => g.text)).join(' & ');
                return { ...found(keptQuery, null, [], direct, kept), dropped: left };
              }
            }
          }
          // Every word matches, never all in one product: products with some of them, those with
          // the most words first (each word counts one), then the rarer words' (their weights,
          // shared so that together they stay under one word): `smooth decaf beans` lists decaf
          // beans before what only a description calls smooth.
          if (matching.length > 1) {
            // ... and the type word counts as much again as the others together: what the product
            // is first (decision 110), however many side words (`espresso machine parts`: parts
            // before machines, which hold two of the words; decision 117).
            const type = brandGroup(matching) ?? (matching.includes(last!) ? last : undefined);
            return {
              ...found(
                `(${matching.map((g) => g.query).join(') | (')})`,
                null,
                matching.map((g) => ({
                  query: g.query,
                  weight:
                    1 +
                    (g === type ? TYPE_WORD_WEIGHT * (matching.length - 1) : 0) +
                    1 / Math.log(2 + frequency(g.text)) / matching.length,
                })),
              ),
              ...(dropped.length ? { dropped } : {}),
            };
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
      const tokens = wordTokens(queryTokens(searchWords(term)));
      if (tokens.length === 0) return [];
      const dictionary = languageId === 4 ? null : dictionaryFor(languageId);
      const readings = new Map(
        dictionary
          ? tokens
              .filter((w) => /^\p{L}{3,}$/u.test(w))
              .map(
                (w) =>
                  [w, readingOf(analyse(w, wordTest(dictionary))) ?? { parts: [w], heads: [w] }] as const,
              )
          : [],
      );
      const unsplit = dictionary ? (await partsOf(languageId)).unsplit : true;
      const lexicon = await repo.lookUp(languageId, tokens, [], {}, readings, unsplit);
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

    /** Some of the products a match's `focus` names (none without one): for their own category. */
    async named(match: SearchMatch, limit = 24): Promise<number[]> {
      return match.focus ? repo.matching(match.languageId, match.focus, match.query, limit) : [];
    },

    /** The outcome checked: its match finds products, or the next step that does (or none). */
    async settle(outcome: SearchOutcome): Promise<SearchOutcome> {
      if (!outcome.match || !outcome.otherwise) return outcome;
      if (await repo.any(outcome.match.languageId, outcome.match.query)) return outcome;
      return outcome.otherwise();
    },
  };
  return service;
}
export type SearchService = ReturnType<typeof createSearchService>;
