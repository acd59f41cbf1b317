/**
 * Text typed or pasted into a URL's search parameter, made plain: control characters (NUL, tab,
 * C1 codes…) and runs of white space become one space, and the ends are trimmed. The API refuses
 * control characters with a 400 (issue 24), so the pages that send such text clean it first.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this replaces
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]+/g;

export function plainText(text: string, maxLength: number): string {
  return text.replace(SPACE_OR_CONTROL, ' ').trim().slice(0, maxLength).trim();
}
