/**
 * How far a search query may grow (issue 39): a word shared by many synonym sets once made every
 * search for it expand to hundreds of alternatives (502 on the embedded database, seconds on
 * PostgreSQL). The query plan keeps within these bounds whatever the table holds, and the synonyms
 * call refuses a set that would go past them (a 400 that says which term).
 */
export const SEARCH_BOUNDS = {
  /** synonym sets one word (or phrase) may be in: the sets after these are not used */
  groupsPerTerm: 8,
  /** synonym terms one word expands to, all its sets together */
  synonymTermsPerWord: 24,
  /** alternatives of the whole query (every word's together): to_tsquery stays small */
  queryAlternatives: 160,
} as const;
