/**
 * What search analytics stores of a shopper's query (issue 25): the words they searched for, folded
 * the way search folds them, and nothing that identifies a person. Shoppers do paste e-mail
 * addresses and phone numbers into a search box (looking for their order, or by mistake); those
 * are replaced by placeholders before anything is stored. Deliberately simple rules:
 *
 * - e-mail: any whitespace-separated token with an `@` between two other characters → `[e-mail]`.
 * - phone: a number that starts with `+` or `0` and holds at least 9 digits, spaces, dashes, dots,
 *   slashes and parentheses allowed between them (`+31 6 12345678`, `0612345678`, `020-123 4567`,
 *   `0031 (0)6 1234 5678`) → `[phone]`. The shop's own codes do not start that way: EAN reference
 *   numbers (`87…`, 13 digits) and SKUs are kept. A product code that does start with 0 and has 9
 *   or more digits is masked too; a lost search term is cheaper than a stored phone number. A
 *   phone number written without its leading 0 (`6 12345678`) is not recognised.
 */
import { foldText } from '../lib/text.ts';

/** The longest query stored (the search call's own limit). */
export const MAX_STORED_QUERY = 200;
/** What is looked at of an over-long input (after whitespace collapses): well over 200 characters. */
const MAX_INPUT = 2_000;

const EMAIL_PLACEHOLDER = '[e-mail]';
const PHONE_PLACEHOLDER = '[phone]';

const EMAIL = /\S*[^\s@]@[^\s@]\S*/g;
// Starts at + or 0 not glued to a word or another digit; digits with single separators between.
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}+])(?:\+|0)[\d\s\-./()]*\d/gu;
const MIN_PHONE_DIGITS = 9;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Replaces e-mail- and phone-like parts of a text by placeholders. */
export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL, EMAIL_PLACEHOLDER)
    .replace(PHONE_CANDIDATE, (run) =>
      (run.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS ? PHONE_PLACEHOLDER : run,
    );
}

/**
 * The query as stored: personal data replaced, folded (lower case, no accents), whitespace
 * collapsed and trimmed, at most 200 characters (whole code points); null when nothing is left.
 */
export function storedQuery(raw: string): string | null {
  // Redacted before cutting, so that a cut never leaves half an e-mail address unrecognised.
  const collapsed = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_INPUT);
  const folded = foldText(redactPersonalData(collapsed)).replace(/\s+/g, ' ').trim();
  const cut = Array.from(folded).slice(0, MAX_STORED_QUERY).join('').trim();
  return cut === '' ? null : cut;
}
