/**
 * What search analytics stores of a shopper's query (issue 25): the words they searched for, folded
 * the way search folds them, and nothing that identifies a person. Shoppers do paste e-mail
 * addresses and phone numbers into a search box (looking for their order, or by mistake); those
 * are replaced by placeholders before anything is stored. Deliberately simple rules, applied after
 * NFKC normalisation (a full-width `＠` or `０６` is an `@` and `06`), with invisible format
 * characters (zero-width spaces, joiners) removed and every dash read as a hyphen (issue 39):
 *
 * - e-mail: any whitespace-separated token with an `@` between two other characters → `[e-mail]`;
 *   also written out or spaced (`jan [at] example.com`, `jan (at) example (dot) com`,
 *   `jan at example dot com`, `jan @ example.com`).
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
/** `@` spaced out (`jan @ example.com`). */
const EMAIL_SPACED = /[^\s@]+\s+@\s*[^\s@]+\.\p{L}{2,}\S*/gu;
/** Between a domain's parts: a point, or `dot`/`punt` written out (bracketed or not). */
const DOMAIN_DOT = String.raw`(?:\.|\s*[[({<]?\s*(?:dot|punt)\s*[\])}>]?\s*)`;
const DOMAIN = String.raw`[\p{L}\p{N}-]+(?:${DOMAIN_DOT}[\p{L}\p{N}-]+)*${DOMAIN_DOT}\p{L}{2,}`;
/** `at` for the `@`: bracketed (`jan [at] example.com`) or plain (`jan at example dot com`). */
const EMAIL_WRITTEN = new RegExp(String.raw`\S+(?:\s*[[({<]\s*at\s*[\])}>]\s*|\s+at\s+)${DOMAIN}`, 'giu');
/** Invisible characters a disguised address or number may hold (zero-width space, joiners, soft hyphen). */
const FORMAT = /\p{Cf}/gu;
/** Every kind of dash and minus, read as a hyphen. */
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63]/g;
// Starts at + or 0 not glued to a word or another digit; digits with single separators between.
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}+])(?:\+|0)[\d\s\-./()]*\d/gu;
const MIN_PHONE_DIGITS = 9;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Replaces e-mail- and phone-like parts of a text by placeholders (after NFKC normalisation). */
export function redactPersonalData(text: string): string {
  return text
    .normalize('NFKC')
    .replace(FORMAT, '')
    .replace(DASHES, '-')
    .replace(EMAIL_WRITTEN, EMAIL_PLACEHOLDER)
    .replace(EMAIL_SPACED, EMAIL_PLACEHOLDER)
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
  const collapsed = raw
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_INPUT);
  const folded = foldText(redactPersonalData(collapsed)).replace(/\s+/g, ' ').trim();
  const cut = Array.from(folded).slice(0, MAX_STORED_QUERY).join('').trim();
  return cut === '' ? null : cut;
}
