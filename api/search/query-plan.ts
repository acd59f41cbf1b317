/**
 * From the words a shopper typed to PostgreSQL text-search queries (decision 046). Pure: the
 * catalogue's words that matter for these tokens are looked up first (search/repository.ts), then
 * each token (or phrase) becomes a group of alternatives, all groups must match:
 * - the token itself (to_tsquery stems it in the language: molens → molen);
 * - Dutch compounds that contain it (`molen` → koffiemolens, handmolens) and, for a token that is
 *   not a catalogue word, its split into two catalogue words (`dualboiler` → dual & boiler);
 * - two tokens written apart that the catalogue writes as one word (`dual boiler` → dualboiler);
 * - the merchant's synonyms (one-way or two-way, words or phrases);
 * - while typing, the last token as a prefix;
 * - only in the `loose` form: typo corrections within the token's budget (search/typos.ts).
 */
import { foldText } from '../lib/text.ts';
import { SEARCH_BOUNDS } from './bounds.ts';
import { AMBIGUOUS_CARDINALS, cardinals } from './numbers.ts';
import { isQuantity, normaliseQuantities, quantityAlternatives, quantityText } from './units.ts';

export interface WordHit {
  word: string;
  /** products that use the word (a tie-breaker between corrections) */
  products: number;
  /** a compound whose head is the token (`melkkan` for `kan`; decision 087) */
  head?: boolean;
}

/** What the catalogue knows about the query's tokens (see search/repository.ts lookUp). */
export interface Lexicon {
  /** tokens that are catalogue words, as written or by their stem → products using the word */
  known: Map<string, number>;
  /** token → the catalogue words sharing its stem (weegschaal → weegschalen) */
  stemWords: Map<string, string[]>;
  /** token → catalogue words that contain it (Dutch compounds; empty for English) */
  containing: Map<string, WordHit[]>;
  /** token → catalogue words within its typo budget, closest first */
  similar: Map<string, (WordHit & { distance: number })[]>;
  /** catalogue words among the candidates asked for (joined pairs, compound halves) */
  exists: Set<string>;
}

export interface Synonym {
  /** folded terms: words or phrases */
  terms: string[];
  /** two-way: every term finds all; one-way: the first term also finds the others */
  twoWay: boolean;
}

/** One word (or phrase) of the query as planned. */
export interface PlanGroup {
  /** its words as corrected */
  text: string;
  /** to_tsquery text with typo corrections */
  query: string;
  /** to_tsquery text without them */
  strict: string;
  /** its words as typed */
  typed: string;
}

interface SearchPlan {
  /** to_tsquery text of the search without typo corrections; '' when there is nothing to search */
  strict: string;
  /** the same with typo corrections (equal to strict when there are none) */
  loose: string;
  /** each group of the loose form on its own, with its words as corrected (for "some words") */
  groups: PlanGroup[];
  /** the shopper's own tokens, all of them: ranks a product that has them above one found by expansion */
  direct: string;
  /** the query with typo corrections, for "did you mean"; null when nothing was corrected */
  corrected: string | null;
  /**
   * Quantities next to other words (`waterkoker 1,7 liter`): not required, they order the results
   * (the product type decides what they are, the size which come first); to_tsquery texts.
   */
  soft: string[];
}

/**
 * Numbers as shoppers write them (issue 39 class 4): a number word is also its digits (`two group`,
 * `vier gaats`: the catalogue writes `2 groups`, `4-gaats`), and a model's generation in digits is
 * also its Roman numeral (`synchronika 2`: Synchronika II), both ways. Not the cardinals that are
 * mostly another word (`een`, `one`, `zeven`, `elf`: numbers.ts), nor the one-letter numerals
 * (`V`, `X`: Mara X is no tenth Mara).
 */
const NUMBER_WORDS: ReadonlyMap<string, number> = cardinals(['nl', 'en'], AMBIGUOUS_CARDINALS);
const ROMAN: Record<string, string> = { 2: 'ii', 3: 'iii', 4: 'iv', 6: 'vi', 7: 'vii', 8: 'viii', 9: 'ix' };
const FROM_ROMAN = Object.fromEntries(Object.entries(ROMAN).map(([digits, roman]) => [roman, digits]));

/** Other ways the same number is written: digits for a number word, a Roman numeral for digits. */
export function numberForms(token: string): string[] {
  const digits =
    NUMBER_WORDS.get(token)?.toString() ?? FROM_ROMAN[token] ?? (/^\d+$/.test(token) ? token : undefined);
  if (digits === undefined) return [];
  return [digits, ...(ROMAN[digits] ? [ROMAN[digits]!] : [])].filter((form) => form !== token);
}

/** The most alternatives one token expands to (compound words that contain it). */
const MAX_CONTAINING = 40;
/** A correction used by this many times fewer products than the best one at its distance is left out. */
const RARER_CORRECTION = 20;
/** The most typo corrections one token expands to. */
const MAX_CORRECTIONS = 4;
/** The longest phrase a synonym may be (words). */
const MAX_PHRASE = 3;

/**
 * Folded words of a search term: lower-case, accent-free, at most 8, each at most 50 characters;
 * a number with its unit is one word (search/units.ts: `58,5 mm` → `58.5mm~585mm`).
 */
export function searchWords(term: string): string[] {
  return normaliseQuantities(foldText(term).replace(/,pcs\b/g, ' ')) // a reference number as printed (`…,PCS`) is searched without its unit
    .split(/[\s,;/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').slice(0, 50))
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * Letter-and-digit runs of a folded query, and quantity words whole: the only text that reaches
 * to_tsquery (a quantity only through quantityAlternatives).
 */
export function queryTokens(words: string[]): string[] {
  return words.flatMap((w) => (isQuantity(w) ? [w] : (w.match(/[\p{L}\p{N}]+/gu) ?? []))).slice(0, 8);
}

/** Tokens the catalogue's words are looked up for: quantities are matched by their own forms. */
export const wordTokens = (tokens: string[]) => tokens.filter((t) => !isQuantity(t));

/** Words the lexicon lookup should check for existence: joined pairs and compound halves. */
export function candidateWords(tokens: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < tokens.length; i++)
    if (!isQuantity(tokens[i]!) && !isQuantity(tokens[i + 1]!)) out.add(tokens[i]! + tokens[i + 1]!);
  for (const t of wordTokens(tokens)) for (const [a, b] of splits(t)) out.add(a).add(b);
  return [...out];
}

/**
 * A model written with a dot between its letters and its number (`EQ.6`): the catalogue indexes
 * it as one word (PostgreSQL's parser reads `eq.6` whole), where a shopper types `eq 6`, `eq6`
 * or `eq.6` (which the query's words split). Letters, then digits.
 */
export function dottedCode(letters: string, digits: string): string | null {
  return /^\p{L}{1,6}$/u.test(letters) && /^\p{N}{1,4}$/u.test(digits) ? `${letters}.${digits}` : null;
}

/**
 * A model typed without its space or hyphen (issue 39 class 6, decision 110): `flair58` (Flair 58),
 * `cm5310` (CM 5310), `jmax` (J-Max), `marax` (Mara X). Split where letters meet digits, and a
 * word of letters where one side is a letter or two (the other at least three); such halves are
 * searched as neighbours (`flair <-> 58`), never apart, so a short piece cannot match on its own.
 */
export function codeSplits(token: string): [string, string][] {
  const out: [string, string][] = [];
  if (token.length < 3 || token.length > 20) return out;
  const letters = /^\p{L}+$/u.test(token);
  for (let i = 1; i < token.length; i++) {
    const left = token.slice(0, i);
    const right = token.slice(i);
    const boundary = /\p{L}\p{N}|\p{N}\p{L}/u.test(token.slice(i - 1, i + 1));
    const short =
      letters && Math.min(left.length, right.length) <= 2 && Math.max(left.length, right.length) >= 3;
    if (boundary || short) out.push([left, right]);
  }
  return out;
}

/**
 * An English closed compound (`portafilterbasket`, `coffeecups`): English writes a compound open,
 * closed or hyphenated alike, so a word the catalogue lacks that reads as two of its words, each
 * of at least 3 letters and no linking letter between them, is searched as the open compound
 * (`portafilter basket`). Of several readings, the most even one.
 */
export function openCompound(token: string, isWord: (w: string) => boolean): [string, string] | null {
  let best: [string, string] | null = null;
  for (let i = 3; i <= token.length - 3; i++) {
    const pair: [string, string] = [token.slice(0, i), token.slice(i)];
    if (!isWord(pair[0]) || !isWord(pair[1])) continue;
    if (!best || Math.min(i, token.length - i) > Math.min(best[0].length, best[1].length)) best = pair;
  }
  return best;
}

/** Ways to read a word as two words of at least 3 letters, with a Dutch linking s or e(n) dropped. */
function splits(token: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 3; i <= token.length - 3; i++) {
    const left = token.slice(0, i);
    const right = token.slice(i);
    out.push([left, right]);
    if (left.length > 4 && /[^aeiou]s$/.test(left)) out.push([left.slice(0, -1), right]);
    if (left.length > 5 && left.endsWith('en')) out.push([left.slice(0, -2), right]);
  }
  return out;
}

const phraseQuery = (phrase: string) => {
  const words = phrase.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 1 ? `(${words.join(' & ')})` : (words[0] ?? '');
};

/** The single words the tokens' synonyms lead to (looked up like tokens, for their compounds). */
export function synonymWords(tokens: string[], synonyms: Synonym[]): string[] {
  return tokens.flatMap((t) => synonymsOf(t, synonyms)).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
}

/**
 * A merchant's synonym of a word holds for the word's other forms (`rubbers`, `rubbertje` as
 * `rubber`; `grinders` as `grinder`): for each token no synonym names, one-way sets from it to
 * what a synonym's word of the same base (`sameWord`, the language's rule) leads to.
 */
export function formSynonyms(
  tokens: string[],
  synonyms: Synonym[],
  /** a token's test of a word: of its base? (asked once per token) */
  sameWord: (token: string) => (word: string) => boolean,
): Synonym[] {
  const out: Synonym[] = [];
  const words = [...new Set(synonyms.flatMap((s) => s.terms))].filter((w) => /^\p{L}+$/u.test(w));
  for (const t of tokens) {
    if (!/^\p{L}{3,}$/u.test(t) || synonymsOf(t, synonyms).length) continue;
    const same = sameWord(t);
    for (const word of words) {
      if (word === t || !same(word)) continue;
      const others = synonymsOf(word, synonyms);
      if (others.length) out.push({ terms: [t, ...others], twoWay: false });
    }
  }
  return out;
}

/**
 * The terms a word or phrase leads to through the synonyms: from at most SEARCH_BOUNDS.groupsPerTerm
 * sets (the first by id), at most SEARCH_BOUNDS.synonymTermsPerWord terms.
 */
function synonymsOf(term: string, synonyms: Synonym[]): string[] {
  const out = new Set<string>();
  let groups = 0;
  for (const s of synonyms) {
    const at = s.terms.indexOf(term);
    if (at < 0 || (!s.twoWay && at !== 0)) continue;
    if (++groups > SEARCH_BOUNDS.groupsPerTerm) break;
    for (const other of s.terms) {
      if (other === term) continue;
      if (out.size >= SEARCH_BOUNDS.synonymTermsPerWord) return [...out];
      out.add(other);
    }
  }
  return [...out];
}

/**
 * A to_tsquery text whose words match only in the fields of weight A and B (what the product is,
 * its brand, name and category path): for words that order results, not for descriptions.
 */
export function inNameOrCategory(query: string): string {
  return inWeights(query, 'AB');
}

/** A to_tsquery text whose words match only in the product's own categories and brand (weight A). */
export function inCategory(query: string): string {
  return inWeights(query, 'A');
}

const inWeights = (query: string, weights: string) =>
  query.replace(/([\p{L}\p{N}.]+)(:\*)?/gu, (_, word: string, prefix?: string) =>
    prefix ? `${word}:*${weights}` : `${word}:${weights}`,
  );

/**
 * An article or reference number typed in parts (`fri 00546`, `FRI-005`): letters, then a part
 * starting with a digit. Codes are indexed joined (migration 0026), so the joined form (or its
 * start) is searched beside the parts.
 */
const isCodeStart = (letters: string, rest: string) =>
  /^\p{L}{1,6}$/u.test(letters) && /^\p{N}[\p{L}\p{N}]*$/u.test(rest) && !isQuantity(rest);

export function planSearch(
  tokens: string[],
  lexicon: Lexicon,
  synonyms: Synonym[],
  /** `spelledRight`: a word of the language the catalogue lacks, never corrected (a Dutch dictionary word) */
  options: { prefix: boolean; spelledRight?: (token: string) => boolean },
): SearchPlan {
  if (tokens.length === 0)
    return { strict: '', loose: '', groups: [], direct: '', corrected: null, soft: [] };
  // With other words beside them, quantities order rather than filter.
  const softQuantities = tokens.some((t) => !isQuantity(t));
  const soft: string[] = [];

  // Every word's share of the query's alternatives (SEARCH_BOUNDS): its own first, then its
  // synonyms, then compounds holding them, until the share is used.
  const perWord = Math.max(8, Math.floor(SEARCH_BOUNDS.queryAlternatives / tokens.length));
  /** A token's own alternatives: itself, compounds holding it, its synonyms, its compound split. */
  const ownAlternatives = (token: string, phrases = true): string[] => {
    const alts = new Set<string>([token]);
    const add = (alt: string) => {
      if (alts.size < perWord) alts.add(alt);
    };
    for (const hit of (lexicon.containing.get(token) ?? []).slice(0, MAX_CONTAINING)) add(hit.word);
    const others = synonymsOf(token, synonyms);
    for (const other of others) add(phraseQuery(other));
    for (const other of others)
      for (const hit of (lexicon.containing.get(other) ?? []).slice(0, MAX_CONTAINING)) add(hit.word);
    // (A number word only where it is no catalogue word.)
    if (/^\d+$/.test(token) || (!lexicon.known.has(token) && !lexicon.containing.get(token)?.length))
      for (const form of numberForms(token)) add(form);
    if (!lexicon.known.has(token) && alts.size === 1) {
      // Two words written together (`dualboiler`); a model's letters and digits (`pro800`) or a
      // piece of a letter or two (`jmax`) only as neighbours (decision 110).
      const neighbours = codeSplits(token);
      const apart = new Set(neighbours.map(([a, b]) => `${a}|${b}`));
      for (const [a, b] of splits(token)) {
        if (lexicon.exists.has(a) && lexicon.exists.has(b) && !apart.has(`${a}|${b}`))
          alts.add(`(${a} & ${b})`);
      }
      // (A letter or two need not be a catalogue word of its own: `j` of `J-Max` is not one.)
      const known = (w: string) => w.length <= 2 || lexicon.exists.has(w);
      for (const [a, b] of phrases ? neighbours : []) {
        if (known(a) && known(b) && (lexicon.exists.has(a) || lexicon.exists.has(b)))
          alts.add(`(${a} <-> ${b})`);
        // (its dotted form is no word of the lookup's table: asked of the documents as it is)
        const dotted = dottedCode(a, b);
        if (dotted) alts.add(dotted);
      }
    }
    return [...alts];
  };
  /** Typo corrections, only for a token the catalogue knows in no way at all. */
  const corrections = (token: string): WordHit[] => {
    if (lexicon.known.has(token) || ownAlternatives(token, false).length > 1 || options.spelledRight?.(token))
      return [];
    const hits = (lexicon.similar.get(token) ?? []).slice(0, MAX_CORRECTIONS);
    // The likeliest word meant is a common one (a noisy channel's prior): at the same distance, a
    // word far rarer in the catalogue than the best (`grind`, 2 products, beside `grinders`, 400)
    // is left out, so that it cannot pull in products that only mention it (decision 115).
    const best = hits[0];
    return hits.filter(
      (h) => !best || h.distance > best.distance || h.products * RARER_CORRECTION >= best.products,
    );
  };
  const group = (alts: string[]) => (alts.length > 1 ? `(${alts.join(' | ')})` : alts[0]!);
  const tokenGroup = (token: string, last: boolean, loose: boolean) => {
    const quantity = quantityAlternatives(token);
    if (quantity) return group(quantity);
    const alts = ownAlternatives(token);
    if (loose) {
      for (const hit of corrections(token)) {
        alts.push(hit.word);
        for (const other of synonymsOf(hit.word, synonyms)) alts.push(phraseQuery(other));
      }
    }
    // Corrections and their synonyms within the word's share too (a few more for the corrections).
    const bounded = [...new Set(alts)].slice(0, perWord + MAX_CORRECTIONS);
    // While typing, the last word may be unfinished; a code (letters with digits) may be given in
    // part, a model by its start (`e65` of the E65S) when the catalogue has no such word whole.
    const code =
      /\p{N}/u.test(token) &&
      /\p{L}/u.test(token) &&
      (token.length >= 4 || (token.length === 3 && !lexicon.known.has(token)));
    if (code || (last && options.prefix && /\p{L}/u.test(token))) bounded.push(`${token}:*`);
    return group(bounded);
  };

  const strictGroups: string[] = [];
  const looseGroups: PlanGroup[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; ) {
    // The longest phrase (up to MAX_PHRASE tokens) that is a synonym, or a pair the catalogue joins.
    let taken = 1;
    let phraseAlts: string[] = [];
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 2; n--) {
      const words = tokens.slice(i, i + n);
      const syn = synonymsOf(words.join(' '), synonyms).map(phraseQuery);
      const dotted = n === 2 ? dottedCode(words[0]!, words[1]!) : null;
      // (A model's letter belongs to its number after it, not to the word before: `jura e 8` is
      // Jura E8, though English finds `jurae` by its stem `jura`.)
      const codeNext =
        n === 2 &&
        tokens[i + 2] !== undefined &&
        isCodeStart(words[1]!, tokens[i + 2]!) &&
        words[1]!.length <= 2;
      const joined =
        n === 2 && ((lexicon.exists.has(words.join('')) && !codeNext) || isCodeStart(words[0]!, words[1]!))
          ? [words.join(''), ...(isCodeStart(words[0]!, words[1]!) ? [`${words.join('')}:*`] : [])]
          : [];
      if (dotted) joined.push(dotted);
      if (syn.length || joined.length) {
        taken = n;
        phraseAlts = [...syn, ...joined];
        break;
      }
    }
    const words = tokens.slice(i, i + taken);
    const lastUnit = i + taken === tokens.length;
    if (softQuantities && taken === 1 && isQuantity(words[0]!)) {
      soft.push(tokenGroup(words[0]!, false, false));
      i += 1;
      continue;
    }
    const combine = (loose: boolean) => {
      const parts = words.map((w, k) => tokenGroup(w, lastUnit && k === words.length - 1, loose));
      const all = parts.length > 1 ? `(${parts.join(' & ')})` : parts[0]!;
      return phraseAlts.length ? `(${[all, ...phraseAlts].join(' | ')})` : all;
    };
    const text = words
      .map((w) => {
        const best = phraseAlts.length ? undefined : corrections(w)[0];
        if (best) changed = true;
        return best?.word ?? quantityText(w);
      })
      .join(' ');
    strictGroups.push(combine(false));
    const typed = words.map((w) => (isQuantity(w) ? quantityText(w) : w)).join(' ');
    looseGroups.push({ text, query: combine(true), strict: combine(false), typed });
    i += taken;
  }
  return {
    strict: strictGroups.join(' & '),
    loose: looseGroups.map((g) => g.query).join(' & '),
    groups: looseGroups,
    direct: (softQuantities ? tokens.filter((t) => !isQuantity(t)) : tokens)
      .map((t) => (isQuantity(t) ? t.slice(t.indexOf('~') + 1) : t))
      .join(' & '),
    corrected: changed ? looseGroups.map((g) => g.text).join(' ') : null,
    soft,
  };
}
